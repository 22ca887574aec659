/** Rows and the side-by-side table of `npm run bench:build`. */

export type Tool = 'rivo' | 'astro';

export interface RunResult {
  seconds: number;
  peakRssKb: number;
  /** User + system CPU time of the whole tree, where measured. */
  cpuSeconds?: number;
  /** The sum of each process's own peak RSS, an upper bound of the tree's peak. */
  hwmSumKb?: number;
}

export interface VersusRow {
  pages: number;
  tool: Tool;
  /** Medians of the runs. */
  seconds: number;
  /** Undefined unless every run's was measured. */
  cpuSeconds?: number;
  pagesPerSecond: number;
  peakRssMb: number;
  /** Average size of the N generated pages' HTML files, in kB (1,000 bytes). */
  htmlKbPerPage: number;
  runs: RunResult[];
  /** Whether the pages showed their hero picture (`--pictures`); undefined where not said. */
  pictures?: boolean;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function versusRow(tool: Tool, pages: number, runs: RunResult[], htmlBytesPerPage: number, pictures?: boolean): VersusRow {
  const seconds = median(runs.map((r) => r.seconds));
  const cpu = runs.map((r) => r.cpuSeconds);
  return {
    pages,
    tool,
    seconds: Math.round(seconds * 100) / 100,
    cpuSeconds: cpu.every((c) => c !== undefined) ? Math.round(median(cpu) * 100) / 100 : undefined,
    pagesPerSecond: Math.round(pages / seconds),
    peakRssMb: Math.round(median(runs.map((r) => r.peakRssKb)) / 1024),
    htmlKbPerPage: Math.round(htmlBytesPerPage / 100) / 10,
    runs,
    ...(pictures !== undefined && { pictures }),
  };
}

const COLUMNS = ['pages', 'tool', 'seconds', 'CPU s', 'pages/s', 'peak RSS MB', 'HTML kB/page', 'pages/s ours/Astro', 'RSS ours/Astro'];

const ratio = (ours: number | undefined, theirs: number | undefined) => (ours !== undefined && theirs ? `${(ours / theirs).toFixed(2)}×` : '');

const toolCell = (r: VersusRow) => (r.pictures === undefined ? r.tool : `${r.tool}, ${r.pictures ? 'pictures' : 'no pictures'}`);

/** The rows as a text table, right-aligned; the ratios on each size's rivo row, when both tools ran at that size (with or without pictures alike). */
export function formatVersus(rows: VersusRow[]): string {
  const cells = rows.map((r) => {
    const astro = r.tool === 'rivo' ? rows.find((o) => o.tool === 'astro' && o.pages === r.pages && o.pictures === r.pictures) : undefined;
    return [
      r.pages.toLocaleString('en-US'),
      toolCell(r),
      r.seconds.toFixed(2),
      r.cpuSeconds?.toFixed(2) ?? '-',
      String(r.pagesPerSecond),
      String(r.peakRssMb),
      r.htmlKbPerPage.toFixed(1),
      ratio(astro && r.pagesPerSecond, astro?.pagesPerSecond),
      ratio(astro && r.peakRssMb, astro?.peakRssMb),
    ];
  });
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
