import type { ConfigError } from './types.ts';

/** The start of the message shown when the validator itself fails; tests look for it to count crashes. */
export const UNEXPECTED = 'The check stopped on an unexpected problem';

/** An exception from the validator turned into an error an editor can act on, instead of a crash. */
export function unexpectedError(file: string, e: unknown): ConfigError {
  const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return {
    file,
    line: 1,
    column: 1,
    path: '(folder)',
    message: `${UNEXPECTED} (${what}), so some mistakes may not be shown.`,
    hint: 'This is a bug in the validator, not something to find in your files: undo your last change to carry on, and report it with that change.',
  };
}
