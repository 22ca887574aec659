import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { benchCopy, pageSource } from '../scale.ts';
import { writeAstroProject } from './astro.ts';
import { measure, processTree, TreeRssSampler, type ProcReader } from './rss.ts';
import { formatVersus, median, versusRow } from './table.ts';

const root = join(import.meta.dirname, '..', '..');
const ROUTE = '/industries/automotive';

/** A fake /proc: `live` maps each pid to [parent, VmRSS in kB]; tests change it between samples. VmHWM is kept as the kernel does. */
function fakeProc(live: Map<number, [number, number]>): ProcReader & { parentReads: number[] } {
  const parentReads: number[] = [];
  const hwm = new Map<number, number>();
  return {
    parentReads,
    pids: () => [...live.keys()],
    parent: (pid) => {
      parentReads.push(pid);
      return live.get(pid)?.[0];
    },
    memory: (pid) => {
      const rssKb = live.get(pid)?.[1];
      if (rssKb === undefined) return undefined;
      hwm.set(pid, Math.max(hwm.get(pid) ?? 0, rssKb));
      return { name: `p${pid}`, rssKb, hwmKb: hwm.get(pid)! };
    },
  };
}

describe('processTree', () => {
  it('finds children and grandchildren, and nothing else', () => {
    const parents = new Map([
      [11, 10],
      [12, 10],
      [13, 11],
      [14, 13],
      [20, 1],
      [21, 20],
    ]);
    expect(processTree(10, parents).sort()).toEqual([10, 11, 12, 13, 14]);
    expect(processTree(13, parents).sort()).toEqual([13, 14]);
    expect(processTree(99, parents)).toEqual([99]);
  });
});

describe('TreeRssSampler', () => {
  it('sums the RSS of the root and its descendants, leaves out other processes, and keeps the peak', () => {
    const live = new Map<number, [number, number]>([
      [1, [0, 5_000]],
      [50, [1, 700_000]], // an unrelated process, there before the command
      [100, [50, 40_000]], // the command (npm), started by the benchmark
    ]);
    const proc = fakeProc(live);
    const sampler = new TreeRssSampler(100, proc, [1, 50, 100]);
    expect(sampler.sample()).toBe(40_000);

    // npm starts sh, sh starts node; an unrelated process starts too.
    live.set(101, [100, 2_000]);
    live.set(102, [101, 300_000]);
    live.set(300, [50, 900_000]);
    expect(sampler.sample()).toBe(342_000);

    // node grows, then starts a child of its own.
    live.set(102, [101, 500_000]);
    live.set(103, [102, 100_000]);
    expect(sampler.sample()).toBe(642_000);

    // The child ends and node shrinks: the sum falls, the peak stays.
    live.delete(103);
    live.set(102, [101, 200_000]);
    expect(sampler.sample()).toBe(242_000);
    expect(sampler.peakKb).toBe(642_000);
    expect(sampler.samples).toBe(4);

    // sh grows after node's peak: the peaks of the processes did not coincide, so the sum of
    // their own peaks is over the tree's peak.
    live.set(101, [100, 50_000]);
    expect(sampler.sample()).toBe(290_000);
    expect(sampler.peakKb).toBe(642_000);
    expect(sampler.hwmSumKb).toBe(40_000 + 50_000 + 500_000 + 100_000);
    expect(sampler.processNames).toEqual(['p100', 'p101', 'p102', 'p103']);

    // Each new process's parent was read once; the processes there before never.
    expect(proc.parentReads.sort()).toEqual([101, 102, 103, 300]);
  });

  it('counts a process whose parent appeared in the same sample, in either order', () => {
    const live = new Map<number, [number, number]>([[100, [1, 10]]]);
    const sampler = new TreeRssSampler(100, fakeProc(live), [100]);
    live.set(7, [200, 3]); // listed before its parent (a wrapped-around pid)
    live.set(200, [100, 20]);
    expect(sampler.sample()).toBe(33);
  });
});

describe('measure', () => {
  it('times a real command and includes the memory of a child it starts in the peak', async () => {
    // The parent starts a child that fills 200 MB and holds it for half a second.
    const child = 'const b = Buffer.alloc(200e6, 1); setTimeout(() => b.length, 500);';
    const parent = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'inherit' });`;
    const m = await measure(process.execPath, ['-e', parent], tmpdir());
    expect(m.seconds).toBeGreaterThanOrEqual(0.5);
    // Filling 200 MB costs both processes CPU time, counted for the grandchild too (GNU time waits for its whole tree).
    if (m.cpuSeconds !== undefined) expect(m.cpuSeconds).toBeGreaterThan(0.05);
    expect(m.samples).toBeGreaterThan(5);
    // Measured here: ~272 MiB for both processes, ~230 MiB for the child alone (the buffer and one
    // node). Over 248 MiB only if the parent's own ~40 MiB was added to the child's.
    expect(m.peakRssKb).toBeGreaterThan((200e6 + 60e6) / 1024);
    expect(m.peakRssKb).toBeLessThan(700e6 / 1024);
    // Each process's peak is read at its last sample, not with the tree's: within a page or two of it.
    expect(m.hwmSumKb).toBeGreaterThanOrEqual(m.peakRssKb * 0.99);
    expect(m.processes.filter((name) => name === 'node')).toHaveLength(2);
  });

  it('rejects with the command’s stderr when it fails', async () => {
    await expect(measure(process.execPath, ['-e', 'console.error("broken on purpose"); process.exit(3)'], tmpdir())).rejects.toThrow(
      /exit code 3:\nbroken on purpose/,
    );
  });
});

describe('page copies', () => {
  it('gives N copies N distinct routes and titles, the rest of the page unchanged', () => {
    const source = pageSource(join(root, 'site.config'), ROUTE);
    const copies = Array.from({ length: 3 }, (_, i) => benchCopy(source, ROUTE, i + 1));
    const pages = copies.map((c) => JSON.parse(c.text) as { route: string; title: string; blocks: unknown[] });
    expect(copies.map((c) => c.name)).toEqual(['page-00001', 'page-00002', 'page-00003']);
    expect(pages.map((p) => p.route)).toEqual(['/bench/page-00001', '/bench/page-00002', '/bench/page-00003']);
    expect(new Set(pages.map((p) => p.title)).size).toBe(3);
    const original = JSON.parse(source) as { title: string; blocks: unknown[] };
    expect(pages[1].title).toBe(`${original.title} 2`);
    for (const p of pages) expect(p.blocks).toEqual(original.blocks);
  });
});

describe('writeAstroProject', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the route, its components, the data files and a link to the installed Astro', () => {
    dir = mkdtempSync(join(tmpdir(), 'astro-project-test-'));
    const astro = join(dir, 'installed');
    mkdirSync(join(astro, 'node_modules'), { recursive: true });
    const project = join(dir, 'project');
    writeAstroProject(project, { root, source: pageSource(join(root, 'site.config'), ROUTE), route: ROUTE, pages: 5, astro });
    expect(readdirSync(join(project, 'data', 'pages')).sort()).toEqual([
      'page-00001.json',
      'page-00002.json',
      'page-00003.json',
      'page-00004.json',
      'page-00005.json',
    ]);
    expect(existsSync(join(project, 'src', 'pages', 'bench', '[slug].astro'))).toBe(true);
    expect(readFileSync(join(project, 'src', 'styles', 'reset.css'), 'utf8')).toContain('box-sizing');
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).scripts.build).toBe('astro build');
    expect(realpathSync(join(project, 'node_modules'))).toBe(realpathSync(join(astro, 'node_modules')));
    expect(readFileSync(join(project, 'astro.config.mjs'), 'utf8')).toContain("format: 'file'");
  });
});

describe('the table', () => {
  it('takes medians, and gives each size ours/Astro ratios of pages/s and RSS on our row', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const rivo = versusRow(
      'rivo',
      1000,
      [
        { seconds: 2, peakRssKb: 200 * 1024, cpuSeconds: 3 },
        { seconds: 9, peakRssKb: 300 * 1024, cpuSeconds: 2.5 },
        { seconds: 1.5, peakRssKb: 100 * 1024, cpuSeconds: 2 },
      ],
      40_800,
    );
    const astro = versusRow('astro', 1000, [{ seconds: 4, peakRssKb: 400 * 1024, cpuSeconds: 6.5 }], 42_150);
    expect(rivo).toMatchObject({ seconds: 2, cpuSeconds: 2.5, pagesPerSecond: 500, peakRssMb: 200, htmlKbPerPage: 40.8 });
    const lines = formatVersus([rivo, astro, versusRow('rivo', 20_000, [{ seconds: 10, peakRssKb: 1024 }], 1)]).split('\n');
    expect(lines[0]).toMatch(/^\s*pages\s+tool\s+seconds\s+CPU s\s+pages\/s\s+peak RSS MB\s+HTML kB\/page\s+pages\/s ours\/Astro\s+RSS ours\/Astro$/);
    expect(lines[2].split(/\s+/).filter(Boolean)).toEqual(['1,000', 'rivo', '2.00', '2.50', '500', '200', '40.8', '2.00×', '0.50×']);
    expect(lines[3].split(/\s+/).filter(Boolean)).toEqual(['1,000', 'astro', '4.00', '6.50', '250', '400', '42.2']);
    // No Astro row at 20,000: no ratio; no CPU time measured: '-'.
    expect(lines[4].split(/\s+/).filter(Boolean)).toEqual(['20,000', 'rivo', '10.00', '-', '2000', '1', '0.0']);
    // With and without pictures: each rivo row against the Astro row like it.
    const withPictures = formatVersus([
      versusRow('rivo', 1000, [{ seconds: 2, peakRssKb: 1024 }], 1, true),
      versusRow('astro', 1000, [{ seconds: 8, peakRssKb: 1024 }], 1, true),
      versusRow('rivo', 1000, [{ seconds: 2, peakRssKb: 1024 }], 1, false),
      versusRow('astro', 1000, [{ seconds: 4, peakRssKb: 1024 }], 1, false),
    ]).split('\n');
    expect(withPictures[2]).toMatch(/ rivo, pictures .* 4\.00× +1\.00×$/);
    expect(withPictures[4]).toMatch(/ rivo, no pictures .* 2\.00× +1\.00×$/);
    // Right-aligned: the seconds column ends at the same place on every row.
    const end = lines[0].indexOf('seconds') + 'seconds'.length;
    for (const line of lines.slice(2)) expect(line.slice(end - 4, end)).toMatch(/\d\.\d\d$/);
  });
});
