import { parseConfigFile } from './config-file.ts';
import { offVersion, type OffVersion } from './content-version.ts';
import { plainErrors } from './messages.ts';
import { isObject, notAnObject } from './not-object.ts';
import { pageRuleErrors } from './placement.ts';
import { expectedSchemaRef, type FileKind, type Validators } from './schemas.ts';
import type { Checked } from './site-checks.ts';
import type { ConfigError } from './types.ts';

/** What one file shows on its own, before the site-wide checks. */
export interface FileCheck {
  errors: ConfigError[];
  /** A JSON object of the schemas' version, checked against them. */
  checked?: Checked;
  /** Written for another version: not checked against the schemas. */
  off?: OffVersion;
  /** Not one JSON object: what it defines is unknown, apart from `readable`. */
  unreadable: boolean;
  /** For a file that is not valid JSON: its top-level text fields written whole before the first mistake. */
  readable?: Record<string, string>;
}

/** Parses one file's text and checks it against its schema. */
export function checkFileText(file: string, text: string, kind: FileKind, validators: Validators): FileCheck {
  const { source, data, errors, readable } = parseConfigFile(file, text, kind);
  if (data === undefined) return { errors, unreadable: true, ...(readable && { readable }) };
  const expected = expectedSchemaRef(file, kind);
  if (!isObject(data)) return { errors: [...errors, notAnObject(source, data, expected)], unreadable: true };
  const schema = data.$schema;
  if (schema === undefined) {
    errors.push(
      source.errorAt(
        '',
        'This file does not name its schema, so your editor cannot check it while you type.',
        `Add "$schema": "${expected}" as the first field.`,
      ),
    );
  } else if (schema !== expected) {
    errors.push(
      source.errorAt('/$schema', `"$schema" is ${JSON.stringify(schema)}, which does not point at this file's schema.`, `Change it to "${expected}".`),
    );
  }
  const off = offVersion(source, data);
  if (off) return { errors, off, unreadable: false };
  // Before validation fills in defaults: sample text is what the author wrote, not what a default adds.
  const ruleErrors = kind === 'page' ? pageRuleErrors(source, data, validators.blockRules) : [];
  const { valid, refs } = validators.validate(kind, data);
  if (!valid) errors.push(...schemaErrors(validators, kind, source));
  errors.push(...ruleErrors);
  return { errors, checked: { file, data, refs, source }, unreadable: false };
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
