/**
 * Where a block may go on a page: the rules a block schema states in "x-placement", and the one
 * function that applies them. Pure and without Node imports, so the validator (every page file)
 * and the editor's palette (in the browser) answer the same question the same way.
 */

/** A block schema's "x-placement": where blocks of its type may go. */
export interface PlacementRule {
  /** How many blocks of this type one page may have. */
  maxPerPage?: number;
  /** The block must be the page's first block. */
  first?: boolean;
  /** The only kind of page the block may be on: the not-found page (route "*") or a page shown after a payment. */
  onlyOn?: 'notFoundPage' | 'paidPage';
  /** The rule in words for editors, shown in the editor's palette and in the validator's messages. */
  why: string;
}

/**
 * The meta-schema of "x-placement": ajv refuses a block schema whose rule does not match it (a
 * misspelt key, a missing "why"), so a rule is never silently ignored.
 */
export const placementMetaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['why'],
  description: 'Where blocks of this type may go on a page; `npm run validate`, the build and the editor read it.',
  properties: {
    maxPerPage: { type: 'integer', minimum: 1, description: 'How many blocks of this type one page may have.' },
    first: { type: 'boolean', description: "true: the block must be the page's first block." },
    onlyOn: {
      type: 'string',
      enum: ['notFoundPage', 'paidPage'],
      description:
        'The only kind of page the block may be on: "notFoundPage" (the page with "route": "*") or "paidPage" (a page with "access": { "requires": "payment" }).',
    },
    why: {
      type: 'string',
      minLength: 1,
      description: 'The rule in plain words, as the editor and the validator say it ("A page has one hero, and it opens the page.").',
    },
  },
} as const;

/** What the rules need to know of a page: its route and its access. */
export interface PagePlace {
  route?: unknown;
  access?: unknown;
}

/** Which rule a block breaks where it is. */
export type PlacementBreak = 'onlyOn' | 'maxPerPage' | 'first';

const isPaid = (access: unknown) => !!access && typeof access === 'object' && (access as { requires?: unknown }).requires === 'payment';

/**
 * The rule a block breaks at position `index` of a page, when `sameBefore` blocks of its type come
 * before it (the validator: those above it; the palette: all the page has, since a new one is one more).
 */
function placementBreak(rule: PlacementRule | undefined, page: PagePlace, where: { index: number; sameBefore: number }): PlacementBreak | undefined {
  if (!rule) return undefined;
  if (rule.onlyOn === 'notFoundPage' && page.route !== '*') return 'onlyOn';
  if (rule.onlyOn === 'paidPage' && !isPaid(page.access)) return 'onlyOn';
  if (rule.maxPerPage !== undefined && where.sameBefore >= rule.maxPerPage) return 'maxPerPage';
  // A second one is refused by its count; only the first of its kind must open the page.
  if (rule.first && where.index !== 0 && where.sameBefore === 0) return 'first';
  return undefined;
}

/** Where the palette puts a new block: a block that must come first goes to the top, any other after the selected one. */
export function insertPosition(rule: PlacementRule | undefined, after: number): number {
  return rule?.first ? 0 : after;
}

/** Why a new block of `type` cannot be added to the page at `at` (undefined: it can). */
export function whyNotHere(
  rules: Readonly<Record<string, PlacementRule | undefined>>,
  type: string,
  page: PagePlace,
  blocks: ReadonlyArray<{ type?: unknown }>,
  at: number,
): string | undefined {
  const rule = rules[type];
  const sameBefore = blocks.filter((b) => b.type === type).length;
  return placementBreak(rule, page, { index: insertPosition(rule, at), sameBefore }) ? rule?.why : undefined;
}

/**
 * Why moving the block at `from` to `to` cannot be done (undefined: it can): the move would break a
 * rule the page keeps now, for that block or another (a block moved above the hero).
 */
export function whyNotMoved(
  rules: Readonly<Record<string, PlacementRule | undefined>>,
  page: PagePlace,
  blocks: ReadonlyArray<{ type?: unknown }>,
  from: number,
  to: number,
): string | undefined {
  const moved = [...blocks];
  const [block] = moved.splice(from, 1);
  moved.splice(to, 0, block);
  const key = (p: { type: string; broken: PlacementBreak }) => `${p.type}:${p.broken}`;
  const before = new Set(placementProblems(rules, page, blocks).map(key));
  return placementProblems(rules, page, moved).find((p) => !before.has(key(p)))?.rule.why;
}

/** Every block of the page that breaks its type's rule, with the rule it breaks. */
export function placementProblems(
  rules: Readonly<Record<string, PlacementRule | undefined>>,
  page: PagePlace,
  blocks: ReadonlyArray<{ type?: unknown }>,
): Array<{ index: number; type: string; broken: PlacementBreak; rule: PlacementRule }> {
  const seen = new Map<string, number>();
  const problems: Array<{ index: number; type: string; broken: PlacementBreak; rule: PlacementRule }> = [];
  blocks.forEach((block, index) => {
    if (typeof block.type !== 'string') return;
    const type = block.type;
    const rule = rules[type];
    const sameBefore = seen.get(type) ?? 0;
    seen.set(type, sameBefore + 1);
    const broken = placementBreak(rule, page, { index, sameBefore });
    if (broken && rule) problems.push({ index, type, broken, rule });
  });
  return problems;
}
