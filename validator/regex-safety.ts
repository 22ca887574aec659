import { createRequire } from 'node:module';

/**
 * How long a pattern can take on the worst text a visitor could type: "linear" is fine; on some
 * texts "exponential" blows up within a few dozen characters and "polynomial" within a few
 * thousand. "timeout": not decided within TIMEOUT_MS; "unreadable": syntax the checker does not
 * parse (such as "\u{…}" without the "u" flag), so nothing is known.
 */
export type Backtracking = 'linear' | 'exponential' | 'polynomial' | 'timeout' | 'unreadable';

type Recheck = typeof import('recheck');

/**
 * recheck decides by building the pattern's automaton (or, for lookarounds and back-references,
 * by fuzzing it with attack strings), so it finds what a syntax rule of thumb misses, such as
 * "^(a|a)*$". recheck's own limit: a pattern needs it only when it has back-references or
 * lookarounds (the fuzzer then takes up to about 2 s here), and a short one could turn a slow
 * but safe pattern into a refusal on a busy machine.
 */
export const TIMEOUT_MS = 10_000;

const verdicts = new Map<string, Backtracking>();
let recheck: Recheck | undefined;

/**
 * Loaded on the first pattern, not with this module: its engine is about 3 MB of JavaScript
 * (about 100 ms to load here), which a site without pattern rules never needs.
 */
function loadRecheck(): Recheck {
  // By default checkSync starts a worker thread that starts the native binary or a JVM (about
  // 150 ms here, 900 ms with Java) for the first pattern; the same engine compiled to JavaScript
  // answers in about 16 ms in this thread and starts nothing. RECHECK_SYNC_BACKEND still wins.
  process.env.RECHECK_SYNC_BACKEND ??= 'pure';
  return (recheck ??= createRequire(import.meta.url)('recheck') as Recheck);
}

/**
 * The backtracking of a form pattern, compiled without flags as renderer/forms/rules.ts compiles
 * it. Each pattern is checked once per process: a site of 10,000 pages has a handful of forms,
 * and the editor re-checks the whole site on every change.
 */
export function backtracking(pattern: string): Backtracking {
  let verdict = verdicts.get(pattern);
  if (verdict === undefined) {
    verdict = decide(pattern);
    verdicts.set(pattern, verdict);
  }
  return verdict;
}

function decide(pattern: string): Backtracking {
  const result = loadRecheck().checkSync(pattern, '', { timeout: TIMEOUT_MS });
  if (result.status === 'safe') return 'linear';
  if (result.status === 'vulnerable') return result.complexity.type;
  return result.error.kind === 'timeout' ? 'timeout' : 'unreadable';
}
