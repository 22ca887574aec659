import type { ConfigError } from './types.ts';

/** No hand-written config file comes near this; anything bigger is a paste or a wrong file. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Real config files nest about 6 levels; the limit keeps every recursive step (parser, ajv) safe. */
export const MAX_DEPTH = 64;
/** Problems shown per file: after that, more lines only bury the first mistake, which usually causes the rest. */
export const MAX_ERRORS_PER_FILE = 20;

const moreProblemsMessage = (n: number) => `…and ${n} more ${n === 1 ? 'problem' : 'problems'} in this file.`;

/**
 * Keeps the first MAX_ERRORS_PER_FILE errors of each file (in the order given) and replaces the
 * rest with one line that counts them, placed where the first hidden one is.
 */
export function capPerFile(errors: ConfigError[], max = MAX_ERRORS_PER_FILE): ConfigError[] {
  const byFile = new Map<string, ConfigError[]>();
  for (const e of errors) {
    const list = byFile.get(e.file) ?? [];
    list.push(e);
    byFile.set(e.file, list);
  }
  const out: ConfigError[] = [];
  for (const [file, list] of byFile) {
    out.push(...list.slice(0, max));
    if (list.length > max) {
      const next = list[max];
      out.push({
        file,
        line: next.line,
        column: next.column,
        path: '(whole file)',
        message: moreProblemsMessage(list.length - max),
        hint: 'Fix the problems above and check again: they often cause the rest.',
      });
    }
  }
  return out;
}
