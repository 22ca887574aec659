import type { AnySchemaObject, ErrorObject } from 'ajv';
import type Ajv from 'ajv';
import { didYouMean, quoteList } from './suggest.ts';

/** One ajv error in plain words, with the exact place it refers to. */
export interface PlainError {
  instancePath: string;
  /** Set when the error is about a property name rather than a value. */
  key?: string;
  message: string;
  hint?: string;
}

const typeNames: Record<string, string> = {
  string: 'text in quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'an object in { }',
  null: 'null',
};

function describeValue(data: unknown): string {
  if (Array.isArray(data)) return 'a list';
  if (data === null) return 'null';
  if (typeof data === 'object') return 'an object';
  if (typeof data === 'string') return `the text ${JSON.stringify(data)}`;
  return `${typeof data === 'boolean' ? '' : 'the number '}${String(data)}`;
}

/** The name an editor sees for the value at a path: `actions[0].href` → "href". */
export function fieldName(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    if (!/^\d+$/.test(parts[i])) return parts.slice(i).map((p, n) => (n === 0 ? p : `[${p}]`)).join('');
  }
  return 'this file';
}

function resolve(ajv: Ajv, schema: AnySchemaObject | undefined): AnySchemaObject | undefined {
  if (schema && typeof schema.$ref === 'string') {
    const target = ajv.getSchema(schema.$ref.replace(/^(\.\.\/)+/, ''))?.schema;
    if (target && typeof target === 'object') return { ...target, ...schema };
  }
  return schema;
}

function propertyDescription(ajv: Ajv, parent: AnySchemaObject | undefined, prop: string): string | undefined {
  const schema = resolve(ajv, parent?.properties?.[prop] as AnySchemaObject | undefined);
  return typeof schema?.description === 'string' ? schema.description : undefined;
}

/** The values a discriminator accepts, read from the `const` of each `oneOf` branch. */
function discriminatorValues(ajv: Ajv, parent: AnySchemaObject, tag: string): string[] {
  const branches = (parent.oneOf ?? []) as AnySchemaObject[];
  return branches
    .map((b) => resolve(ajv, b)?.properties?.[tag]?.const)
    .filter((v): v is string => typeof v === 'string');
}

export function plainError(ajv: Ajv, e: ErrorObject): PlainError {
  const field = `"${fieldName(e.instancePath)}"`;
  const at = e.instancePath;
  const parent = e.parentSchema as AnySchemaObject | undefined;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const missing = String(p.missingProperty);
      const what = e.instancePath ? field : 'This file';
      return {
        instancePath: at,
        message: `${what} is missing the required field "${missing}".`,
        hint: propertyDescription(ajv, parent, missing) ?? `Add "${missing}".`,
      };
    }
    case 'additionalProperties': {
      const extra = String(p.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {});
      return {
        instancePath: at,
        key: extra,
        message: `"${extra}" is not a field that ${e.instancePath ? field : 'this file'} can have.`,
        hint: didYouMean(extra, allowed) ?? `Allowed fields: ${quoteList(allowed)}.`,
      };
    }
    case 'type': {
      const expected = String(p.type).split(',').map((t) => typeNames[t] ?? t).join(' or ');
      return { instancePath: at, message: `${field} should be ${expected}, but it is ${describeValue(e.data)}.` };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const got = JSON.stringify(e.data);
      return {
        instancePath: at,
        message: `${field} is ${got}, which is not one of the allowed values: ${quoteList(allowed)}.`,
        hint: typeof e.data === 'string' ? didYouMean(e.data, allowed.map(String)) : undefined,
      };
    }
    case 'const':
      return { instancePath: at, message: `${field} must be ${JSON.stringify(p.allowedValue)}.` };
    case 'minLength':
      return p.limit === 1
        ? { instancePath: at, message: `${field} is empty.`, hint: 'Write the text, or remove the field if it is optional.' }
        : { instancePath: at, message: `${field} is too short: it needs at least ${p.limit} characters and has ${String(e.data).length}.` };
    case 'maxLength':
      return { instancePath: at, message: `${field} is too long: it may have at most ${p.limit} characters and has ${String(e.data).length}.` };
    case 'minItems':
      return { instancePath: at, message: `${field} needs at least ${p.limit} ${p.limit === 1 ? 'item' : 'items'}; it has ${(e.data as unknown[]).length}.` };
    case 'maxItems':
      return { instancePath: at, message: `${field} can have at most ${p.limit} ${p.limit === 1 ? 'item' : 'items'}; it has ${(e.data as unknown[]).length}.` };
    case 'minimum':
      return { instancePath: at, message: `${field} must be at least ${p.limit}; it is ${String(e.data)}.` };
    case 'maximum':
      return { instancePath: at, message: `${field} must be at most ${p.limit}; it is ${String(e.data)}.` };
    case 'pattern':
      return {
        instancePath: at,
        message: `${field} has the value ${JSON.stringify(e.data)}, which is not in the expected form.`,
        hint: typeof parent?.['x-hint'] === 'string' ? parent['x-hint'] : (parent?.description as string | undefined),
      };
    case 'format':
      return { instancePath: at, message: `${field} is not a valid ${p.format === 'email' ? 'e-mail address' : String(p.format)}: ${JSON.stringify(e.data)}.` };
    case 'discriminator': {
      const tag = String(p.tag);
      const known = parent ? discriminatorValues(ajv, parent, tag) : [];
      const noun = tag === 'type' ? 'block type' : `"${tag}"`;
      if (p.error === 'tag') {
        return { instancePath: at, message: `This entry has no ${noun}.`, hint: `Add "${tag}" with one of: ${quoteList(known)}.` };
      }
      const value = String(p.tagValue);
      return {
        instancePath: `${at}/${tag}`,
        message: `Unknown ${noun} ${JSON.stringify(value)}.`,
        hint: [didYouMean(value, known), `Known values: ${quoteList(known)}.`].filter(Boolean).join(' '),
      };
    }
    default:
      return { instancePath: at, message: `${field} is not valid here (rule "${e.keyword}" failed).`, hint: parent?.description as string | undefined };
  }
}
