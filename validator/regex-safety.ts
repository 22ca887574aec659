import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { writeCacheFile } from './cache-file.ts';
import { cacheRoot } from './schemas.ts';

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

let recheck: Recheck | undefined;

/**
 * Verdicts kept between runs, by the checker's version: loading it takes about 120 ms, and every
 * `npm run build` and `npm run validate` asked again about the same few patterns (the site's 42
 * pages, medians of 8 interleaved runs: validate 0.38 → 0.23 s, build 1.90 → 1.67 s). A timeout
 * is not kept: on a quieter machine it may be decided. The newest MAX_KEPT are kept (the editor
 * checks each pattern an editor types).
 */
const VERDICT_FILE = join(cacheRoot, 'rivo-regex-verdicts.json');
const MAX_KEPT = 200;
const require = createRequire(import.meta.url);
const stores = new Map<string, Map<string, Backtracking>>();

function storeOf(file: string): Map<string, Backtracking> {
  let store = stores.get(file);
  if (store) return store;
  store = new Map();
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; verdicts?: Record<string, Backtracking> };
    if (saved.version === checkerVersion()) for (const [pattern, verdict] of Object.entries(saved.verdicts ?? {})) store.set(pattern, verdict);
  } catch {
    // None yet, or unreadable: decided again.
  }
  stores.set(file, store);
  return store;
}

function keep(file: string, store: Map<string, Backtracking>) {
  const verdicts = Object.fromEntries([...store].filter(([, v]) => v !== 'timeout').slice(-MAX_KEPT));
  // Not written to a read-only node_modules: decided again next time.
  writeCacheFile(file, JSON.stringify({ version: checkerVersion(), verdicts }));
}

const checkerVersion = () => (JSON.parse(readFileSync(require.resolve('recheck/package.json'), 'utf8')) as { version: string }).version;

/**
 * Loaded on the first pattern, not with this module: its engine is about 3 MB of JavaScript
 * (about 100 ms to load here), which a site without pattern rules never needs.
 */
function loadRecheck(): Recheck {
  // By default checkSync starts a worker thread that starts the native binary or a JVM (about
  // 150 ms here, 900 ms with Java) for the first pattern; the same engine compiled to JavaScript
  // answers in about 16 ms in this thread and starts nothing. RECHECK_SYNC_BACKEND still wins.
  process.env.RECHECK_SYNC_BACKEND ??= 'pure';
  return (recheck ??= require('recheck') as Recheck);
}

/**
 * The backtracking of a form pattern, compiled without flags as renderer/forms/rules.ts compiles
 * it. Each pattern is checked once (the editor re-checks the whole site on every change); `file`
 * is where verdicts are kept (tests give their own).
 */
export function backtracking(pattern: string, file = VERDICT_FILE): Backtracking {
  const store = storeOf(file);
  let verdict = store.get(pattern);
  if (verdict === undefined) {
    verdict = decide(pattern);
    store.set(pattern, verdict);
    keep(file, store);
  }
  return verdict;
}

function decide(pattern: string): Backtracking {
  const result = loadRecheck().checkSync(pattern, '', { timeout: TIMEOUT_MS });
  if (result.status === 'safe') return 'linear';
  if (result.status === 'vulnerable') return result.complexity.type;
  return result.error.kind === 'timeout' ? 'timeout' : 'unreadable';
}
