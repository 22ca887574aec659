import type { AnySchemaObject, ErrorObject } from 'ajv';
import type Ajv from 'ajv';
import { HONEYPOT_FIELD } from '../renderer/forms/honeypot.ts';
import { didYouMean, nearest, quoteList } from './suggest.ts';

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
function fieldName(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    if (!/^\d+$/.test(parts[i]))
      return parts
        .slice(i)
        .map((p, n) => (n === 0 ? p : `[${p}]`))
        .join('');
  }
  return 'this file';
}

/** What an error is about, in words: "this file", "this block", "item 2 of "actions"" or ""href"". */
function subject(instancePath: string): string {
  if (!instancePath) return 'this file';
  if (/^\/blocks\/\d+$/.test(instancePath)) return 'this block';
  const item = /\/([^/]+)\/(\d+)$/.exec(instancePath);
  if (item && !/^\d+$/.test(item[1])) return `item ${Number(item[2]) + 1} of "${item[1]}"`;
  return `"${fieldName(instancePath)}"`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Add "heading": the page's main heading.' from the field's schema description. */
function addFieldHint(name: string, description: string | undefined): string {
  if (!description) return `Add "${name}".`;
  const lowered = /^(The|A|An|One|How|Where|What|Which|Whether|Up to) /.test(description)
    ? description.charAt(0).toLowerCase() + description.slice(1)
    : undefined;
  return lowered ? `Add "${name}": ${lowered}` : `Add "${name}". ${description}`;
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

/** The values a discriminator accepts, read from the `const` or `enum` of each `oneOf` branch. */
function discriminatorValues(ajv: Ajv, parent: AnySchemaObject, tag: string): string[] {
  const branches = (parent.oneOf ?? []) as AnySchemaObject[];
  return branches
    .flatMap((b) => {
      const prop = resolve(ajv, b)?.properties?.[tag] as AnySchemaObject | undefined;
      return prop?.const !== undefined ? [prop.const] : ((prop?.enum ?? []) as unknown[]);
    })
    .filter((v): v is string => typeof v === 'string');
}

function plainError(ajv: Ajv, e: ErrorObject): PlainError {
  const what = subject(e.instancePath);
  const at = e.instancePath;
  const parent = e.parentSchema as AnySchemaObject | undefined;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const missing = String(p.missingProperty);
      return {
        instancePath: at,
        message: `${capital(what)} is missing the required field "${missing}".`,
        hint: addFieldHint(missing, propertyDescription(ajv, parent, missing)),
      };
    }
    case 'additionalProperties': {
      const extra = String(p.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {});
      return {
        instancePath: at,
        key: extra,
        message: `"${extra}" is not a field that ${what} can have.`,
        hint: didYouMean(extra, allowed) ?? `Allowed fields: ${quoteList(allowed)}.`,
      };
    }
    case 'type': {
      const types = String(p.type).split(',');
      const expected = types.map((t) => typeNames[t] ?? t).join(' or ');
      return { instancePath: at, message: `${capital(what)} should be ${expected}, but it is ${describeValue(e.data)}.`, hint: unquoteHint(e.data, types) };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      return {
        instancePath: at,
        message: `${capital(what)} is ${JSON.stringify(e.data)}, which is not one of the allowed values: ${quoteList(allowed)}.`,
        hint:
          typeof e.data === 'string'
            ? didYouMean(
                e.data,
                allowed.filter((v): v is string => typeof v === 'string'),
              )
            : undefined,
      };
    }
    case 'const':
      return { instancePath: at, message: `${capital(what)} must be ${JSON.stringify(p.allowedValue)}.` };
    case 'minLength':
      return p.limit === 1
        ? { instancePath: at, message: `${capital(what)} is empty.`, hint: 'Write the text, or remove the field if it is optional.' }
        : { instancePath: at, message: `${capital(what)} is too short: it needs at least ${p.limit} characters and has ${String(e.data).length}.` };
    case 'maxLength':
      return { instancePath: at, message: `${capital(what)} is too long: it may have at most ${p.limit} characters and has ${String(e.data).length}.` };
    case 'minItems':
      return {
        instancePath: at,
        message: `${capital(what)} needs at least ${p.limit} ${p.limit === 1 ? 'item' : 'items'}; it has ${(e.data as unknown[]).length}.`,
      };
    case 'maxItems': {
      const extra = (e.data as unknown[]).length - Number(p.limit);
      // Pointing at the first item too many shows where the list should end.
      return {
        instancePath: `${at}/${String(p.limit)}`,
        message: `${capital(what)} can have at most ${p.limit} ${p.limit === 1 ? 'item' : 'items'}; it has ${(e.data as unknown[]).length}.`,
        hint: `Remove ${extra === 1 ? 'this item' : `this item and the ${extra - 1} after it`}.`,
      };
    }
    case 'minimum':
      return { instancePath: at, message: `${capital(what)} must be at least ${p.limit}; it is ${String(e.data)}.` };
    case 'maximum':
      return { instancePath: at, message: `${capital(what)} must be at most ${p.limit}; it is ${String(e.data)}.` };
    case 'pattern':
      return {
        instancePath: at,
        message: `${capital(what)} is ${JSON.stringify(e.data)}, which is not in the expected form.`,
        hint: typeof parent?.['x-hint'] === 'string' ? parent['x-hint'] : (parent?.description as string | undefined),
      };
    case 'format':
      return p.format === 'email'
        ? {
            instancePath: at,
            message: `${capital(what)} is not a valid e-mail address: ${JSON.stringify(e.data)}.`,
            hint: 'Write it like name@example.com, with no spaces.',
          }
        : { instancePath: at, message: `${capital(what)} is not a valid ${String(p.format)}: ${JSON.stringify(e.data)}.` };
    case 'dependencies': {
      // Located at the field that is written, since that is the one with nothing to act on.
      const written = String(p.property);
      const needed = String(p.missingProperty);
      return {
        instancePath: at,
        key: written,
        message: `"${written}" is only used together with "${needed}", which is missing here.`,
        hint: `Add "${needed}", or remove "${written}".`,
      };
    }
    case 'discriminator':
      return discriminatorError(ajv, e, what, parent);
    default:
      return { instancePath: at, message: `${capital(what)} is not valid here.`, hint: parent?.description as string | undefined };
  }
}

/** "3" where a number belongs is the most common type slip: say exactly what to write. */
function unquoteHint(data: unknown, types: string[]): string | undefined {
  if (typeof data !== 'string') return undefined;
  const numeric = types.includes('number') || (types.includes('integer') && /^-?\d+$/.test(data.trim()));
  if (numeric && data.trim() !== '' && Number.isFinite(Number(data))) return `Write ${data.trim()} without the quotes.`;
  if (types.includes('boolean') && /^(true|false)$/.test(data.trim())) return `Write ${data.trim()} without the quotes.`;
  return undefined;
}

function discriminatorError(ajv: Ajv, e: ErrorObject, what: string, parent: AnySchemaObject | undefined): PlainError {
  const p = e.params as Record<string, unknown>;
  const tag = String(p.tag);
  const known = parent ? discriminatorValues(ajv, parent, tag) : [];
  const isBlock = tag === 'type' && /^\/blocks\/\d+$/.test(e.instancePath);
  if (p.error === 'tag') {
    return { instancePath: e.instancePath, message: `${capital(what)} has no "${tag}".`, hint: `Add "${tag}" with one of: ${quoteList(known)}.` };
  }
  const value = String(p.tagValue);
  const suggestion = didYouMean(value, known);
  if (isBlock) {
    return {
      instancePath: `${e.instancePath}/${tag}`,
      message: `Unknown block type ${JSON.stringify(value)}.`,
      hint: suggestion ?? `Known block types: ${quoteList(known)}.`,
    };
  }
  return {
    instancePath: `${e.instancePath}/${tag}`,
    message: `"${tag}" is ${JSON.stringify(value)}, which is not one of the allowed values: ${quoteList(known)}.`,
    hint: suggestion,
  };
}

/**
 * All of a file's ajv errors in plain words, without the ones that only repeat another:
 * a wrong type also fails the value rules, a misspelt field is also a missing one, a
 * block without "type" is also missing a required field, and the honeypot's name is
 * refused with its reason by the form checks.
 */
export function plainErrors(ajv: Ajv, errors: ErrorObject[]): PlainError[] {
  const wrongType = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const covered = new Set(
    errors
      .filter((e) => e.keyword === 'additionalProperties')
      .map((e) => {
        const allowed = Object.keys((e.parentSchema as AnySchemaObject | undefined)?.properties ?? {});
        return `${e.instancePath}/${nearest(String(e.params.additionalProperty), allowed) ?? ''}`;
      }),
  );
  for (const e of errors) if (e.keyword === 'discriminator') covered.add(`${e.instancePath}/${String(e.params.tag)}`);
  return (
    errors
      .filter((e) => e.keyword === 'type' || !wrongType.has(e.instancePath))
      // A failed "if" only repeats the error of the branch it chose (an image without "alt").
      .filter((e) => e.keyword !== 'if')
      .filter((e) => !(e.keyword === 'required' && covered.has(`${e.instancePath}/${String(e.params.missingProperty)}`)))
      // The reserved-name check of meaning-checks.ts explains why this form-field name is refused.
      .filter((e) => !(e.keyword === 'pattern' && e.data === HONEYPOT_FIELD && /^\/fields\/\d+\/name$/.test(e.instancePath)))
      .map((e) => plainError(ajv, e))
  );
}
