import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { FormConfig, PageConfig, PlanConfig, SiteConfig } from '../../renderer/generated/config.ts';
import { parseConfigFile } from './config-file.ts';
import { plainErrors } from './messages.ts';
import { resolveNamedLinks } from './named-links.ts';
import { createValidators, expectedSchemaRef, type FileKind, type Validators } from './schemas.ts';
import { checkSite, type Checked } from './site-checks.ts';
import type { ConfigError, SiteBundle } from './types.ts';

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
  const root = resolve(cwd, configDir);
  const rel = (abs: string) => relative(cwd, abs).split('\\').join('/');
  const unreadable = new Set<FileKind>();

  const read = (abs: string, kind: FileKind): Checked | undefined => {
    const file = rel(abs);
    const { source, data, errors: fileErrors } = parseConfigFile(file, readFileSync(abs, 'utf8'), kind);
    errors.push(...fileErrors);
    if (data === undefined) {
      unreadable.add(kind);
      return undefined;
    }
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const schema = (data as { $schema?: unknown }).$schema;
      const expected = expectedSchemaRef(file, kind);
      if (schema === undefined) {
        errors.push(source.errorAt('', 'This file does not name its schema, so your editor cannot check it while you type.', `Add "$schema": "${expected}" as the first field.`));
      } else if (schema !== expected) {
        errors.push(source.errorAt('/$schema', `"$schema" is ${JSON.stringify(schema)}, which does not point at this file's schema.`, `Change it to "${expected}".`));
      }
    }
    const { valid, refs } = validators.validate(kind, data);
    if (!valid) errors.push(...schemaErrors(validators, kind, source));
    return { file, text: source.text, data, refs, source };
  };

  const sitePath = join(root, 'site.json');
  const siteFile = rel(sitePath);
  if (!existsSync(sitePath)) {
    errors.push({ file: siteFile, line: 1, column: 1, path: '(whole file)', message: 'The site settings file is missing.', hint: `Create ${siteFile} with brand, header, footer and contact details.` });
  }
  const site = existsSync(sitePath) ? read(sitePath, 'site') : undefined;
  const pages = listJson(join(root, 'pages')).map((f) => read(f, 'page'));
  const forms = listJson(join(root, 'forms')).map((f) => read(f, 'form'));
  const plans = listJson(join(root, 'plans')).map((f) => read(f, 'plan'));
  const ok = (files: Array<Checked | undefined>) => files.filter((f): f is Checked => !!f);

  errors.push(
    ...checkSite({
      site,
      pages: ok(pages),
      forms: ok(forms),
      plans: ok(plans),
      unreadable,
      hasPagesDir: existsSync(join(root, 'pages')),
      root: rel(root),
    }),
  );

  if (errors.length > 0 || !site) return { errors: sortErrors(errors) };
  const siteData = site.data as SiteConfig;
  for (const file of [site, ...ok(pages)]) resolveNamedLinks(file.data, siteData);
  const idOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
  return {
    errors: [],
    bundle: {
      site: siteData,
      pages: ok(pages).map((p) => ({ file: p.file, page: p.data as PageConfig })),
      forms: Object.fromEntries(ok(forms).map((f) => [idOf(f.file), f.data as FormConfig])),
      plans: Object.fromEntries(ok(plans).map((p) => [idOf(p.file), p.data as PlanConfig])),
    },
  };
}

function schemaErrors(v: Validators, kind: FileKind, source: Checked['source']): ConfigError[] {
  // A missing "$schema" is reported above in words that say why it matters.
  const raw = (v.errorsOf(kind) ?? []).filter((e) => !(e.keyword === 'required' && e.params.missingProperty === '$schema'));
  const seen = new Set<string>();
  const errors: ConfigError[] = [];
  for (const plain of plainErrors(v.ajv, raw)) {
    const err = source.errorAt(plain.instancePath, plain.message, plain.hint, plain.key);
    const id = `${err.line}:${err.column}:${err.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      errors.push(err);
    }
  }
  return errors;
}

function sortErrors(errors: ConfigError[]): ConfigError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
