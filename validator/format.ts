import type { ConfigError } from './types.ts';

const paint = (code: number, color: boolean) => (s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);

/** Where an error is, in words: `block 2 of 5 ("hero") › actions[0].href`. */
export function describeLocation(e: ConfigError): string {
  if (!e.block) return e.path;
  const rest = e.path.replace(/^blocks\[\d+\]\.?/, '');
  const type = e.block.type === '(no type)' ? 'no type' : `"${e.block.type}"`;
  const where = `block ${e.block.index + 1} of ${e.block.count} (${type})`;
  return rest ? `${where} › ${rest}` : where;
}

/** The report an editor reads in the terminal: one paragraph per error, then a count. */
export function formatErrors(errors: ConfigError[], color = false): string {
  const red = paint(31, color);
  const dim = paint(2, color);
  const cyan = paint(36, color);
  const bold = paint(1, color);
  const lines: string[] = [];
  for (const e of errors) {
    lines.push(`${cyan(`${e.file}:${e.line}:${e.column}`)}  ${dim(describeLocation(e))}`);
    lines.push(`  ${red('✖')} ${e.message}`);
    if (e.hint) lines.push(`    ${dim('Fix:')} ${e.hint}`);
    lines.push('');
  }
  const files = new Set(errors.map((e) => e.file)).size;
  lines.push(bold(red(`${errors.length} ${errors.length === 1 ? 'error' : 'errors'} in ${files} ${files === 1 ? 'file' : 'files'}.`)));
  return lines.join('\n');
}

/** Warnings, marked apart from errors (⚠, yellow) and counted with a word that they stop nothing. */
export function formatWarnings(warnings: ConfigError[], color = false): string {
  const yellow = paint(33, color);
  const dim = paint(2, color);
  const cyan = paint(36, color);
  const lines: string[] = [];
  for (const w of warnings) {
    lines.push(`${cyan(w.file)}`);
    lines.push(`  ${yellow('⚠ Warning:')} ${w.message}`);
    if (w.hint) lines.push(`    ${dim('What to do:')} ${w.hint}`);
    lines.push('');
  }
  const n = warnings.length;
  lines.push(yellow(`${n} ${n === 1 ? 'warning' : 'warnings'} (${n === 1 ? 'it does' : 'they do'} not stop a build or a save).`));
  return lines.join('\n');
}
