// Longest common subsequence of two sequences, and the edits ("hunks") that turn one into the other.

/** Above this many differences between two sequences, only their common ends are matched (see commonPairs). */
const MOST_DIFFERENCES = 1000;

/**
 * Index pairs [i, j] with a[i] equal to b[j], increasing in both, as many as there can be: Myers'
 * O((n + m)·d) algorithm, after the common start and end are set aside, so a long list with a few
 * edits costs little more than one pass. Past MOST_DIFFERENCES differences (two unrelated lists)
 * the middle is left unmatched rather than spend O(d²) memory on it: the matching is then coarser,
 * never wrong.
 */
export function commonPairs(n: number, m: number, same: (i: number, j: number) => boolean): Array<[number, number]> {
  let head = 0;
  while (head < n && head < m && same(head, head)) head++;
  let tail = 0;
  while (tail < n - head && tail < m - head && same(n - 1 - tail, m - 1 - tail)) tail++;
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < head; i++) pairs.push([i, i]);
  for (const [i, j] of middle(n - head - tail, m - head - tail, (i, j) => same(head + i, head + j))) pairs.push([head + i, head + j]);
  for (let t = tail; t > 0; t--) pairs.push([n - t, m - t]);
  return pairs;
}

function middle(n: number, m: number, same: (i: number, j: number) => boolean): Array<[number, number]> {
  if (n === 0 || m === 0) return [];
  const most = Math.min(n + m, MOST_DIFFERENCES);
  const offset = most + 1;
  const v = new Int32Array(2 * most + 3);
  // trace[d] holds v[-d..d] after step d: what the way back reads to find each step's previous diagonal.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= most; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && same(x, y)) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, d, n, m);
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  return [];
}

function backtrack(trace: Int32Array[], last: number, n: number, m: number): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  let x = n;
  let y = m;
  for (let d = last; d > 0; d--) {
    const before = trace[d - 1];
    const at = (k: number) => before[k + d - 1];
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    // The diagonal run after the step is common to both.
    while (x > prevX && y > prevY) pairs.push([--x, --y]);
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) pairs.push([--x, --y]);
  return pairs.reverse();
}

/** Base items [start, end) replaced by `items` on one side; start === end inserts before base item `start`. */
export interface Hunk {
  start: number;
  end: number;
  items: unknown[];
}

/** The edits that turn `base` into `side` (lists of scalars), in order, none touching another (a kept item lies between any two). */
export function hunks(base: readonly unknown[], side: readonly unknown[]): Hunk[] {
  const pairs = commonPairs(base.length, side.length, (i, j) => base[i] === side[j]);
  pairs.push([base.length, side.length]);
  const out: Hunk[] = [];
  let k0 = -1;
  let i0 = -1;
  for (const [k, i] of pairs) {
    if (k > k0 + 1 || i > i0 + 1) out.push({ start: k0 + 1, end: k, items: side.slice(i0 + 1, i) });
    k0 = k;
    i0 = i;
  }
  return out;
}

/** The items of `order` (distinct numbers) that moved: those outside a longest run already in ascending order. */
export function movedOnes(order: readonly number[]): Set<number> {
  const sorted = [...order].sort((a, b) => a - b);
  const stayed = new Set(commonPairs(order.length, sorted.length, (i, j) => order[i] === sorted[j]).map(([i]) => order[i]));
  return new Set(order.filter((k) => !stayed.has(k)));
}
