/**
 * How long publishing and merging take: a one-page change published in push mode from a copy of the
 * site with `pages` generated pages (through the editor's HTTP API, the whole-site check included,
 * to a bare repository on this machine), and a three-way merge of a 200-block page with edits on
 * both sides. Medians; the figures move with machine load. Run by `npm run bench:editor` as a
 * process of its own (the site's scripts never import the editor): `node --import tsx
 * editor/bench/publishing.ts <project>` prints the figures as JSON.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { longPage } from '../../tests/fixtures/hostile/corpus.ts';
import { mergeJson } from '../merge/index.ts';
import { createEditorServer } from '../server.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

interface PublishFigures {
  pages: number;
  publishMs: number;
  mergeMs: number;
}

/** `pages` copies of the automotive hub page at /bench/page-N, beside the site's own pages. */
function generate(root: string, pages: number) {
  const source = readFileSync(join(root, 'site.config/pages/industries/automotive.json'), 'utf8');
  for (let i = 0; i < pages; i++)
    writeFileSync(
      join(root, `site.config/pages/bench-${i}.json`),
      source.replace('"route": "/industries/automotive"', `"route": "/bench/page-${i}"`).replace('"../../../schema/', '"../../schema/'),
    );
}

async function publishFigures(project: string, pages = 1000, runs = 3): Promise<PublishFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'rivo-publish-bench-'));
  try {
    const remote = join(dir, 'remote.git');
    const clone = join(dir, 'clone');
    git(dir, 'init', '-q', '--bare', '-b', 'main', remote);
    cpSync(join(project, 'site.config'), join(clone, 'site.config'), { recursive: true });
    generate(clone, pages);
    writeFileSync(join(clone, 'publish.config.json'), '{ "mode": "push", "remote": "origin", "branch": "main" }\n');
    git(clone, 'init', '-q', '-b', 'main');
    git(clone, 'add', '.');
    git(clone, 'commit', '-q', '-m', 'The site');
    git(clone, 'remote', 'add', 'origin', remote);
    git(clone, 'push', '-q', '-u', 'origin', 'main');
    const server = createEditorServer({ root: clone, port: 0 });
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/publish`;
    const times: number[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        const file = 'site.config/pages/bench-7.json';
        const text = readFileSync(join(clone, file), 'utf8');
        const heading = (JSON.parse(text) as { blocks: Array<{ heading: string }> }).blocks[0].heading;
        writeFileSync(join(clone, file), text.replace(JSON.stringify(heading), JSON.stringify(`Bench heading ${i}`)));
        const started = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ files: [file], message: `Bench ${i}`, author: { name: 'Bench', email: 'bench@example.com' } }),
        });
        if (res.status !== 200) throw new Error(`The publish answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
        times.push(performance.now() - started);
      }
    } finally {
      server.close();
    }
    return { pages: pages + 42, publishMs: median(times), mergeMs: mergeTime() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A 200-block page, five blocks edited on each side: the median of 20 merges after 5 to warm up. */
function mergeTime(): number {
  const base = JSON.parse(longPage(200)) as { blocks: Array<{ heading: string }> };
  const edit = (from: number, who: string) => {
    const copy = structuredClone(base);
    for (let i = 0; i < 5; i++) copy.blocks[from + i * 30].heading = `${who} ${i}`;
    return copy;
  };
  const [mine, theirs] = [edit(0, 'Mine'), edit(15, 'Theirs')];
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const started = performance.now();
    const result = mergeJson(base, mine, theirs);
    if (result.conflicts.length) throw new Error('The bench merge should have no conflict.');
    if (i >= 5) times.push(performance.now() - started);
  }
  return median(times);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await publishFigures(process.argv[2] ?? process.cwd())));
}
