import type { JSONPath } from 'jsonc-parser';

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The parts of site.json that hold links, as an editor knows them. */
const siteParts: Record<string, string> = {
  header: 'Header menu',
  mobileMenu: 'Mobile menu',
  footer: 'Footer',
  contact: 'Contact details',
  integrations: 'Integrations',
};

/** What the visitor reads on an object along the way: its label, heading or title. */
const nameOf = (v: Record<string, unknown>) => [v.label, v.heading, v.title, v.name].find((x): x is string => typeof x === 'string' && x !== '');

/**
 * Where a link is, in words an editor recognises: "Header menu › “Solutions” › “Sales”",
 * "Page /about-us › block 2, “Our story” › “Book a demo”", "Redirect from /old-offer".
 */
export function linkWhere(file: string, data: unknown, path: JSONPath): string {
  if (file.endsWith('/redirects.json')) {
    const entry = isObj(data) && Array.isArray(data.redirects) ? (data.redirects[Number(path[1])] as unknown) : undefined;
    return isObj(entry) && typeof entry.from === 'string' ? `Redirect from ${entry.from}` : 'A redirect';
  }
  const crumbs: string[] = [];
  if (file.endsWith('/site.json')) crumbs.push(siteParts[String(path[0])] ?? String(path[0]));
  else {
    const route = isObj(data) && typeof data.route === 'string' ? data.route : file;
    crumbs.push(`Page ${route === '*' ? '(not found)' : route}`);
  }
  let at: unknown = data;
  path.slice(0, -1).forEach((key, i) => {
    at = isObj(at) || Array.isArray(at) ? (at as Record<string | number, unknown>)[key] : undefined;
    if (!isObj(at)) return;
    const name = nameOf(at);
    if (path[i - 1] === 'blocks' && typeof key === 'number') crumbs.push(name ? `block ${key + 1}, “${name}”` : `block ${key + 1}`);
    else if (name) crumbs.push(`“${name}”`);
  });
  return crumbs.join(' › ');
}
