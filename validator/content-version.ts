import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigFile } from './config-file.ts';
import { schemaDir } from './schemas.ts';
import type { ConfigError } from './types.ts';

let current: number | undefined;

/** The version of the blocks the schemas describe: the `const` of contentVersion in schema/defs.schema.json. */
export function contentVersion(): number {
  if (current === undefined) {
    const defs = JSON.parse(readFileSync(join(schemaDir, 'defs.schema.json'), 'utf8')) as { definitions: { contentVersion: { const: number } } };
    current = defs.definitions.contentVersion.const;
  }
  return current;
}

/** The version a parsed file is written for: 1 when it names none, undefined when "version" is not a version number. */
export function versionOf(data: Record<string, unknown>): number | undefined {
  const v = data.version ?? 1;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined;
}

/** A file whose version is not the schemas' one; such a file is not checked against them. */
export interface OffVersion {
  source: ConfigFile;
  data: Record<string, unknown>;
  version: number | undefined;
}

export function offVersion(source: ConfigFile, data: Record<string, unknown>): OffVersion | undefined {
  const version = versionOf(data);
  return version === contentVersion() ? undefined : { source, data, version };
}

const FIX = 'Run `npm run migrate` to see what would change, then `npm run migrate -- --write` to update the files.';

/**
 * One message per older version (naming its files), one per file that is newer or names no version
 * number: a flood of schema errors about an older layout would hide that one command fixes them all.
 */
export function versionErrors(files: OffVersion[], folder: string): ConfigError[] {
  const now = contentVersion();
  const errors: ConfigError[] = [];
  const older = new Map<number, OffVersion[]>();
  for (const f of files) {
    if (f.version !== undefined && f.version < now) older.set(f.version, [...(older.get(f.version) ?? []), f]);
    else if (f.version === undefined) {
      errors.push(
        f.source.errorAt(
          '/version',
          `"version" is ${JSON.stringify(f.data.version)}, which is not a version number.`,
          `Write "version": ${now} if the file follows the current schemas.`,
        ),
      );
    } else {
      errors.push(
        f.source.errorAt(
          '/version',
          `This file is written for version ${f.version} of the blocks, newer than these schemas (version ${now}).`,
          'Update this project to the version that wrote the file (git pull), or undo the change.',
        ),
      );
    }
  }
  for (const [version, group] of [...older].sort(([a], [b]) => a - b)) {
    if (group.length === 1) {
      const { source, data } = group[0]!;
      errors.push(
        source.errorAt(
          data.version === undefined ? '' : '/version',
          `This file is written for version ${version} of the blocks; the schemas are at version ${now}.`,
          FIX,
        ),
      );
      continue;
    }
    const names = group.map((f) => f.source.file.slice(folder.length + 1));
    const listed = names.length > 3 ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    errors.push({
      file: folder,
      line: 1,
      column: 1,
      path: '(folder)',
      message: `${group.length} files (${listed}) are written for version ${version} of the blocks; the schemas are at version ${now}.`,
      hint: FIX,
    });
  }
  return errors;
}
