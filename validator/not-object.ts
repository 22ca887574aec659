import type { ConfigFile } from './config-file.ts';
import type { FileKind } from './schemas.ts';
import type { ConfigError } from './types.ts';

const fieldsOf: Record<FileKind, string> = {
  site: 'the site settings',
  page: "the page's fields",
  form: "the form's fields",
  plan: "the plan's fields",
  redirects: 'the list of redirects',
};

export const isObject = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null && !Array.isArray(data);

function describe(data: unknown): string {
  if (data === null) return 'null';
  if (Array.isArray(data)) return 'a list in [ ]';
  if (typeof data === 'string') return `the text ${JSON.stringify(data.length > 40 ? `${data.slice(0, 40)}…` : data)}`;
  if (typeof data === 'number') return `the number ${data}`;
  return String(data);
}

/** A whole file that is valid JSON but not an object: one error, and the file takes no part in the site checks. */
export function notAnObject(source: ConfigFile, data: unknown, expectedSchema: string): ConfigError {
  return source.errorAt(
    '',
    `This file must be one object in { } with ${fieldsOf[source.kind]}, but it is ${describe(data)}.`,
    `Write the file as { "$schema": "${expectedSchema}", … } with ${fieldsOf[source.kind]} inside.`,
  );
}
