import { fieldLabel } from './field-words.ts';

type Json = Record<string, unknown>;

/** One part of a settings file, edited on its own: a top-level object or list, or "General" for the plain fields. */
export interface Section {
  /** The top-level key ("header"), or "" for General. */
  key: string;
  label: string;
  description?: string;
  schema: Json;
}

const BOOKKEEPING = new Set(['$schema', 'version']);

/** A file's schema as the form edits it: a plan's own variant (by its "kind"), not a choice between variants. */
export function schemaForData(schema: Json, data: Json | null): Json {
  const branches = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (!branches) return schema;
  const kind = data?.kind;
  return branches.find((b) => (b.properties as Record<string, Json> | undefined)?.kind?.const === kind) ?? branches[0];
}

const isSection = (s: Json) => s.type === 'object' || (s.type === 'array' && (s.items as Json | undefined)?.type === 'object');

/**
 * A file's sections in the schema's order: "General" (its plain fields) first, then each object
 * or list of objects, which is edited on its own so that a long file (site settings) is not one
 * endless form.
 */
export function sectionsOf(schema: Json): Section[] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const general = Object.entries(props).filter(([k, s]) => !BOOKKEEPING.has(k) && !isSection(s));
  const out: Section[] = [];
  if (general.length)
    out.push({
      key: '',
      label: 'General',
      schema: { type: 'object', properties: Object.fromEntries(general), required: general.map(([k]) => k).filter((k) => required.has(k)) },
    });
  for (const [k, s] of Object.entries(props)) {
    if (BOOKKEEPING.has(k) || !isSection(s)) continue;
    out.push({ key: k, label: fieldLabel(s, k), description: typeof s.description === 'string' ? s.description : undefined, schema: s });
  }
  return out;
}

/** The section a problem's path falls in, and the path inside that section's form. */
export function sectionOfPath(sections: Section[], segments: string[]): { section: Section | undefined; inner: string[] } {
  const own = sections.find((s) => s.key !== '' && s.key === segments[0]);
  if (own) return { section: own, inner: segments.slice(1) };
  return { section: sections.find((s) => s.key === ''), inner: segments };
}
