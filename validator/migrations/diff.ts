/** Above this many line pairs the changed middle is shown as removed then added, not aligned line by line. */
const MAX_CELLS = 4_000_000;
const CONTEXT = 3;

type Op = { kind: ' ' | '-' | '+'; line: string };

/** Line operations turning `a` into `b`: the common start and end are kept, the middle aligned by longest common subsequence. */
function operations(a: string[], b: string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const keep = (line: string): Op => ({ kind: ' ', line });
  const middle: Op[] = [];
  if (midA.length * midB.length > MAX_CELLS) {
    middle.push(...midA.map((line): Op => ({ kind: '-', line })), ...midB.map((line): Op => ({ kind: '+', line })));
  } else {
    // lcs[i][j]: length of the longest common subsequence of midA[i..] and midB[j..].
    const lcs = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
    for (let i = midA.length - 1; i >= 0; i--) {
      for (let j = midB.length - 1; j >= 0; j--) lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        middle.push(keep(midA[i]!));
        i++;
        j++;
      } else if (i < midA.length && (j === midB.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) middle.push({ kind: '-', line: midA[i++]! });
      else middle.push({ kind: '+', line: midB[j++]! });
    }
  }
  return [...a.slice(0, start).map(keep), ...middle, ...a.slice(endA).map(keep)];
}

const lines = (text: string) => (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
const range = (start: number, count: number) => (count === 1 ? `${start}` : `${count === 0 ? start - 1 : start},${count}`);

/** A unified diff (`diff -u` style, three lines of context) of one file, or '' when nothing changed. */
export function unifiedDiff(name: string, before: string, after: string): string {
  if (before === after) return '';
  const ops = operations(lines(before), lines(after));
  const changed = ops.map((op, i) => (op.kind === ' ' ? -1 : i)).filter((i) => i >= 0);
  const out = [`--- a/${name}`, `+++ b/${name}`];
  let k = 0;
  while (k < changed.length) {
    let last = k;
    while (last + 1 < changed.length && changed[last + 1]! - changed[last]! <= 2 * CONTEXT) last++;
    const from = Math.max(0, changed[k]! - CONTEXT);
    const to = Math.min(ops.length, changed[last]! + CONTEXT + 1);
    const lineA = 1 + ops.slice(0, from).filter((op) => op.kind !== '+').length;
    const lineB = 1 + ops.slice(0, from).filter((op) => op.kind !== '-').length;
    const hunk = ops.slice(from, to);
    out.push(`@@ -${range(lineA, hunk.filter((op) => op.kind !== '+').length)} +${range(lineB, hunk.filter((op) => op.kind !== '-').length)} @@`);
    out.push(...hunk.map((op) => `${op.kind}${op.line}`));
    k = last + 1;
  }
  return `${out.join('\n')}\n`;
}
