/**
 * The words editors see for a schema's fields: the form's labels and the Problems list's paths
 * ("Actions › Button 1 › Link", never `actions.0.href`) come from these same rules, so a problem
 * names the field as the form labels it.
 */
type Json = Record<string, unknown>;

/** Keys whose words are not the key itself. */
const WORDS: Record<string, string> = {
  href: 'Link',
  alt: 'Description (alt text)',
  cta: 'Call to action',
  faq: 'FAQ',
  url: 'Address',
  id: 'ID',
  nav: 'Menu',
  crm: 'CRM',
  crmPortalId: 'CRM portal ID',
  formId: 'CRM form ID',
  seo: 'Search engines',
  anchor: 'Section link name',
};

/** What one item of a list is called, when "the list's name without its s" would not say it. */
const ITEM_WORDS: Record<string, string> = {
  actions: 'Button',
  breadcrumb: 'Step',
  nav: 'Menu item',
  links: 'Link',
  columns: 'Column',
  groups: 'Group',
  fields: 'Field',
};

/** Variants (oneOf branches) by their schema title: what the choice between them reads. */
const VARIANT_WORDS: Record<string, string> = {
  NavLink: 'Link',
  NavDropdown: 'Dropdown',
  CallingAgentPlan: 'Monthly calling-agent plan',
  DiscoveryPackage: 'Discovery package',
};

/** "SplitListAside" → "Split list aside": a variant's name in the form's choice. */
export function variantLabel(title: string): string {
  if (VARIANT_WORDS[title]) return VARIANT_WORDS[title];
  const w = title.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** A title that is already words ("Call to action"), not a type name ("FooterDemo", "Href"). */
const isWords = (title: unknown): title is string => typeof title === 'string' && / /.test(title) && !/[a-z][A-Z]/.test(title);

/** "newTab" → "New tab": a control's label. */
function inWords(key: string): string {
  if (WORDS[key]) return WORDS[key];
  const w = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** A field's label: the schema's title when it is words, else the key in words. */
export const fieldLabel = (schema: Json | undefined, key: string) => (WORDS[key] ? WORDS[key] : isWords(schema?.title) ? schema.title : inWords(key));

/** What one item of the list `key` is called ("Button" for actions). */
export function itemLabel(items: Json | undefined, key: string): string {
  if (ITEM_WORDS[key]) return ITEM_WORDS[key];
  if (isWords(items?.title)) return items.title;
  return key ? inWords(key).replace(/s$/, '') : 'Item';
}

/**
 * Fields that are about how or where rather than what (a section's link name, a colour, ids for
 * other systems): the form puts them after the content.
 */
export const TECHNICAL = new Set(['anchor', 'tone', 'id', 'formId', 'crmPortalId', 'icon', 'kind', 'variant', 'indexed', 'newTab']);

/** The branch of a oneOf/anyOf that has `key` (the variants of a list item share most keys). */
function withKey(schema: Json, key: string): Json | undefined {
  const props = schema.properties as Record<string, Json> | undefined;
  if (props?.[key]) return props[key];
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    for (const branch of (schema[keyword] as Json[] | undefined) ?? []) {
      const found = withKey(branch, key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A problem's place in words, from its path inside a schema: ["actions", "0", "href"] under a
 * block's schema → ["Actions", "Button 1", "Link"]. A segment the schema does not know (a field
 * that should not be there) is named in words from its key.
 */
export function readablePath(schema: Json | undefined, segments: string[]): string[] {
  const out: string[] = [];
  let node = schema;
  let listKey = '';
  for (const seg of segments) {
    if (/^\d+$/.test(seg) && node?.type === 'array') {
      const items = node.items as Json | undefined;
      out.push(`${itemLabel(items, listKey)} ${Number(seg) + 1}`);
      node = items;
      continue;
    }
    const next = node ? withKey(node, seg) : undefined;
    out.push(fieldLabel(next, seg));
    listKey = seg;
    node = next;
  }
  return out;
}

/** The schema at a path (through list items and variants), or undefined where the schema has none. */
function schemaAt(schema: Json | undefined, segments: string[]): Json | undefined {
  let node = schema;
  for (const seg of segments) {
    if (!node) return undefined;
    node = /^\d+$/.test(seg) && node.type === 'array' ? (node.items as Json | undefined) : withKey(node, seg);
  }
  return node;
}

/**
 * A validator message as an editor reads it: the CLI names fields by their keys ('"href" is …',
 * 'Item 2 of "actions"', 'the required field "heading"'), the editor by their labels ('Link is …',
 * 'Button 2', 'the required field "Heading"'). The CLI keeps its keys for developers.
 */
export function messageInWords(text: string, schema: Json | undefined, segments: string[]): string {
  const place = readablePath(schema, segments);
  const here = place[place.length - 1];
  const node = schemaAt(schema, segments);
  let out = text;
  if (here) out = out.replace(/^(Item \d+ of "[^"]+"|"[A-Za-z0-9_$]+(?:\[\d+\])*")/, here);
  // A field that is missing or does not belong, named inside the sentence.
  out = out.replace(/(the required field |^Add |remove |Add )"([A-Za-z0-9_$]+)"/g, (whole, before: string, key: string) =>
    node && withKey(node, key) ? `${before}"${fieldLabel(withKey(node, key), key)}"` : whole,
  );
  return out;
}

interface Located {
  file: string;
  message: string;
  hint?: string;
}

/** The open file's problems with their messages in words; `locate` gives each one's schema and path inside it. */
export function errorsInWords<E extends Located>(errors: E[], file: string, locate: (e: E) => { schema: Json | undefined; segments: string[] }): E[] {
  return errors.map((e) => {
    if (e.file !== file) return e;
    const { schema, segments } = locate(e);
    return { ...e, message: messageInWords(e.message, schema, segments), ...(e.hint ? { hint: messageInWords(e.hint, schema, segments) } : {}) };
  });
}
