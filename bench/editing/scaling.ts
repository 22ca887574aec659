/**
 * How the editor's server scales with the length of a page: open, save one field, preview and
 * check pages of 100, 500 and 2,000 blocks through its HTTP API, as the UI calls it. A save that
 * grows faster than the page (the old one re-parsed the file for every node) shows here.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { longPage } from '../../tests/fixtures/hostile/corpus.ts';

export interface ScaleRow {
  blocks: number;
  kb: number;
  open: number;
  save: number;
  preview: number;
  check: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const out = await run();
  return [performance.now() - t, out];
}

/** Median milliseconds of `runs` rounds per page length; each save changes one heading and sends the hash it got. */
export async function editorScaling(url: string, root: string, counts: number[], runs = 5): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => {
      if (!r.ok) throw new Error(`${path} answered ${r.status}: ${(await r.text()).slice(0, 300)}`);
      return (await r.json()) as Record<string, unknown>;
    });
  for (const blocks of counts) {
    const file = `site.config/pages/scale-${blocks}.json`;
    const text = longPage(blocks, `/scale-${blocks}`);
    writeFileSync(join(root, file), text);
    const times = { open: [] as number[], save: [] as number[], preview: [] as number[], check: [] as number[] };
    for (let i = 0; i < runs; i++) {
      const [open, opened] = await timed(() =>
        fetch(new URL(`api/file?file=${encodeURIComponent(file)}`, url)).then((r) => r.json() as Promise<Record<string, unknown>>),
      );
      const data = opened.data as { blocks: Array<{ heading: string }> };
      data.blocks[Math.floor(blocks / 2)].heading = `Section renamed ${i}`;
      const [save] = await timed(() => post('api/save', { file, data, hash: opened.hash }));
      const pageText = `${JSON.stringify(data, null, 2)}\n`;
      const [preview] = await timed(() => post('api/preview', { file, text: pageText }));
      const [check] = await timed(() => post('api/validate', { file, text: pageText }));
      times.open.push(open);
      times.save.push(save);
      times.preview.push(preview);
      times.check.push(check);
    }
    rows.push({
      blocks,
      kb: Math.round(Buffer.byteLength(text) / 1024),
      open: median(times.open),
      save: median(times.save),
      preview: median(times.preview),
      check: median(times.check),
    });
  }
  return rows;
}

export function formatScaling(rows: ScaleRow[]): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  return [
    '| blocks | file | open | save one field | preview | check |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.blocks} | ${r.kb} kB | ${ms(r.open)} | ${ms(r.save)} | ${ms(r.preview)} | ${ms(r.check)} |`),
  ].join('\n');
}
