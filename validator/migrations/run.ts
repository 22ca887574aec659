import { contentVersion, versionOf } from '../content-version.ts';
import { rewriteJson } from './edit.ts';
import { migrations as allMigrations } from './index.ts';
import type { JsonObject, Migration } from './types.ts';

interface MigratedFile {
  before: string;
  after: string;
  data: JsonObject;
  from: number;
}

export interface SiteMigration {
  /** The version every file is brought to: the schemas' version. */
  to: number;
  /** The files that change, keyed by their path in the config folder. */
  changed: Map<string, MigratedFile>;
  /** Files that cannot be migrated, one sentence each; they are left out and change nothing. */
  problems: Array<{ path: string; message: string }>;
}

/** Throws unless the steps lead, one after another, from version 1 to `to`: a gap would leave files half migrated. */
function checkChain(steps: readonly Migration[], to: number) {
  let at = 1;
  for (const step of steps) {
    if (step.from !== at || step.to <= step.from)
      throw new Error(`The migrations do not follow on: one goes from version ${step.from} to ${step.to}, after version ${at}.`);
    at = step.to;
  }
  if (at !== to) throw new Error(`The migrations end at version ${at}, but the schemas are at version ${to}: add a migration to version ${to}.`);
}

/** `data` with "version" set to `version`, right after "$schema" when the file had none. */
function withVersion(data: JsonObject, version: number): JsonObject {
  if ('version' in data) return { ...data, version };
  const { $schema, ...rest } = data;
  return $schema === undefined ? { version, ...rest } : { $schema, version, ...rest };
}

function parse(text: string): { data?: JsonObject; problem?: string } {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { problem: 'is not valid JSON, so it cannot be migrated: run `npm run validate` to see where, and fix it first.' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { problem: 'is not one JSON object, so it cannot be migrated: run `npm run validate` to see why.' };
  return { data: data as JsonObject };
}

/**
 * Runs every migration a site's files need, in memory: `texts` are the files (path in the config
 * folder → text). Each changed file's new text is its old text edited in place. Pure apart from
 * reading the schemas' version; writes nothing.
 */
export function migrateSite(texts: ReadonlyMap<string, string>, steps: readonly Migration[] = allMigrations, to = contentVersion()): SiteMigration {
  checkChain(steps, to);
  const problems: SiteMigration['problems'] = [];
  const files = new Map<string, { bom: string; text: string; original: JsonObject; data: JsonObject; from: number; at: number }>();
  for (const [path, raw] of texts) {
    // A byte-order mark is not JSON, but the file's: it is put back on the migrated text.
    const bom = raw.startsWith('\uFEFF') ? '\uFEFF' : '';
    const text = raw.slice(bom.length);
    const { data, problem } = parse(text);
    if (!data) {
      problems.push({ path, message: `${path} ${problem}` });
      continue;
    }
    const from = versionOf(data);
    if (from === undefined) problems.push({ path, message: `${path} has "version": ${JSON.stringify(data.version)}, which is not a version number.` });
    else if (from > to) problems.push({ path, message: `${path} is written for version ${from} of the blocks, newer than these schemas (version ${to}).` });
    else files.set(path, { bom, text, original: data, data, from, at: from });
  }

  for (const step of steps) {
    // Each migration gets its own copies, so a careless one cannot change what the diff compares against.
    const given = new Map([...files].filter(([, f]) => f.at === step.from).map(([path, f]) => [path, structuredClone(f.data)]));
    if (!given.size) continue;
    const out = step.migrate(given);
    for (const path of out.keys()) if (!given.has(path)) throw new Error(`The migration to version ${step.to} returned ${path}, which it was not given.`);
    for (const [path, data] of given) {
      const file = files.get(path)!;
      file.data = withVersion(out.get(path) ?? data, step.to);
      file.at = step.to;
    }
  }

  const changed = new Map<string, MigratedFile>();
  for (const [path, f] of files) {
    if (f.from === to) continue;
    const after = f.bom + rewriteJson(f.text, f.original, f.data);
    changed.set(path, { before: texts.get(path)!, after, data: f.data, from: f.from });
  }
  return { to, changed, problems };
}
