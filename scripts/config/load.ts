import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { FormConfig, PageConfig, PlanConfig, SiteConfig } from '../../renderer/generated/config.ts';
import { plainError } from './messages.ts';
import { LineIndex, offsetOf, pathSegments } from './positions.ts';
import { createValidators, expectedSchemaRef, type FileKind, type Validators } from './schemas.ts';
import { checkSite } from './site-checks.ts';
import type { ConfigError, ParsedFile, SiteBundle } from './types.ts';

const parseMessages: Partial<Record<string, string>> = {
  CommaExpected: 'A comma is missing here.',
  PropertyNameExpected: 'A field name in double quotes is expected here (is there a comma too many before it?).',
  ValueExpected: 'A value is expected here (is there a comma too many before it?).',
  ColonExpected: 'A colon ":" is missing after the field name.',
  CloseBraceExpected: 'A closing "}" is missing.',
  CloseBracketExpected: 'A closing "]" is missing.',
  EndOfFileExpected: 'The file goes on after its last closing bracket.',
  InvalidSymbol: 'This character is not valid JSON (text must be in double quotes).',
  UnexpectedEndOfString: 'A text value is missing its closing double quote.',
  InvalidCommentToken: 'JSON files cannot contain comments.',
};

export class ConfigFile {
  readonly lines: LineIndex;
  constructor(
    readonly file: string,
    readonly text: string,
    readonly tree: Node | undefined,
  ) {
    this.lines = new LineIndex(text);
  }

  /** An error located at a JSON pointer inside this file. */
  errorAt(instancePath: string, message: string, hint?: string, key?: string): ConfigError {
    const segments = pathSegments(instancePath);
    const { line, column } = this.lines.at(offsetOf(this.tree, segments, key));
    const path = [...segments, ...(key ? [key] : [])]
      .map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`))
      .join('');
    return { file: this.file, line, column, path: path || '(whole file)', message, ...(hint ? { hint } : {}) };
  }
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f))
    .sort();
}

/** Loads, validates and cross-checks every file of a site config folder. */
export function loadSiteConfig(configDir = process.env.SITE_CONFIG_DIR ?? 'site.config', cwd = process.cwd()): { bundle?: SiteBundle; errors: ConfigError[] } {
  const validators = createValidators();
  const errors: ConfigError[] = [];
  const root = join(cwd, configDir);
  const rel = (abs: string) => relative(cwd, abs).split('\\').join('/');

  const read = <T>(abs: string, kind: FileKind): ParsedFile<T> & { source: ConfigFile } | undefined => {
    const file = rel(abs);
    const text = readFileSync(abs, 'utf8');
    const parseErrors: ParseError[] = [];
    const tree = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
    const source = new ConfigFile(file, text, tree);
    if (parseErrors.length > 0) {
      for (const pe of parseErrors.slice(0, 3)) {
        const { line, column } = source.lines.at(pe.offset);
        const code = printParseErrorCode(pe.error);
        errors.push({ file, line, column, path: '(file syntax)', message: `This file is not valid JSON. ${parseMessages[code] ?? code}` });
      }
      return undefined;
    }
    const data = JSON.parse(text) as Record<string, unknown>;
    const expected = expectedSchemaRef(file, kind);
    if (data && typeof data === 'object' && !Array.isArray(data) && data.$schema !== expected) {
      const message = data.$schema === undefined
        ? 'This file does not name its schema, so your editor cannot check it while you type.'
        : `"$schema" points at ${JSON.stringify(data.$schema)}, which is not this file's schema.`;
      errors.push(source.errorAt(data.$schema === undefined ? '' : '/$schema', message, `Set "$schema": "${expected}" as the first field.`));
    }
    return { ...validate<T>(validators, kind, source, data, errors), source };
  };

  const sitePath = join(root, 'site.json');
  if (!existsSync(sitePath)) {
    errors.push({ file: rel(sitePath), line: 1, column: 1, path: '(whole file)', message: 'The site settings file is missing.', hint: 'Create site.config/site.json with brand, header, footer and contact details.' });
    return { errors };
  }
  const site = read<SiteConfig>(sitePath, 'site');
  const pages = listJson(join(root, 'pages')).map((f) => read<PageConfig>(f, 'page'));
  const forms = listJson(join(root, 'forms')).map((f) => read<FormConfig>(f, 'form'));
  const plans = listJson(join(root, 'plans')).map((f) => read<PlanConfig>(f, 'plan'));

  const okPages = pages.filter((p): p is NonNullable<typeof p> => !!p);
  errors.push(
    ...checkSite({
      site,
      pages: okPages,
      forms: forms.filter((f): f is NonNullable<typeof f> => !!f),
      plans: plans.filter((p): p is NonNullable<typeof p> => !!p),
      hasPagesDir: existsSync(join(root, 'pages')),
      root: rel(root),
    }),
  );

  if (errors.length > 0 || !site) return { errors: sortErrors(errors) };
  const idOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
  return {
    errors: [],
    bundle: {
      site: site.data,
      pages: okPages.map((p) => ({ file: p.file, page: p.data })),
      forms: Object.fromEntries(forms.map((f) => [idOf(f!.file), f!.data])),
      plans: Object.fromEntries(plans.map((p) => [idOf(p!.file), p!.data])),
    },
  };
}

function validate<T>(v: Validators, kind: FileKind, source: ConfigFile, data: unknown, errors: ConfigError[]): ParsedFile<T> {
  const { valid, refs } = v.validate(kind, data);
  if (!valid) {
    const seen = new Set<string>();
    for (const raw of v.errorsOf(kind) ?? []) {
      const plain = plainError(v.ajv, raw);
      const err = withBlock(source.errorAt(plain.instancePath, plain.message, plain.hint, plain.key), kind, data);
      const id = `${err.line}:${err.column}:${err.message}`;
      if (!seen.has(id)) {
        seen.add(id);
        errors.push(err);
      }
    }
  }
  return { file: source.file, text: source.text, data: data as T, refs };
}

/** Adds "block 2 of 5 (hero)" to errors inside a page's blocks. */
export function withBlock(err: ConfigError, kind: FileKind, data: unknown): ConfigError {
  const m = /^blocks\[(\d+)\]/.exec(err.path);
  if (kind !== 'page' || !m) return err;
  const blocks = (data as { blocks?: Array<{ type?: unknown }> }).blocks ?? [];
  const index = Number(m[1]);
  const type = blocks[index]?.type;
  return { ...err, block: { index, count: blocks.length, type: typeof type === 'string' ? type : '(no type)' } };
}

function sortErrors(errors: ConfigError[]): ConfigError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
