/** The palette's groups, in the order shown; a block type not listed here is under "More". */
const GROUPS: readonly { name: string; types: readonly string[] }[] = [
  { name: 'Heroes', types: ['hero'] },
  { name: 'Content', types: ['richText', 'split', 'cardGrid', 'panels', 'steps', 'faq'] },
  { name: 'Social proof', types: ['stats', 'caseStudies', 'integrations'] },
  { name: 'Pricing', types: ['planCards', 'planComparison', 'package', 'packageTabs'] },
  { name: 'Forms and calls to action', types: ['cta', 'demoForm', 'voiceWidget'] },
  { name: 'Special pages', types: ['thankYou', 'notFound'] },
];

interface Kind {
  type: string;
  name: string;
  description: string;
}

/** The kinds whose name, description or type has every word of the search, by group. */
export function groupKinds<K extends Kind>(kinds: readonly K[], search: string): { name: string; kinds: K[] }[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const found = kinds.filter((k) => {
    const text = `${k.name} ${k.description} ${k.type}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const listed = new Set(GROUPS.flatMap((g) => g.types));
  const groups = GROUPS.map((g) => ({ name: g.name, kinds: found.filter((k) => g.types.includes(k.type)) }));
  groups.push({ name: 'More', kinds: found.filter((k) => !listed.has(k.type)) });
  return groups.filter((g) => g.kinds.length > 0);
}
