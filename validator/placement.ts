/**
 * The checks of one page that its block schemas state beyond shape: where each block may go
 * ("x-placement", applied by placement-rules.ts, as the editor's palette applies it) and sample
 * text left unchanged from a block's example. They run wherever a page file is checked on its own
 * (check-file.ts), so `npm run validate`, the build's page threads and the editor report them.
 */
import type { BlockRules } from './block-rules.ts';
import type { ConfigFile } from './config-file.ts';
import { placementProblems, type PagePlace, type PlacementBreak, type PlacementRule } from './placement-rules.ts';
import type { ConfigError } from './types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function placementMessage(broken: PlacementBreak, rule: PlacementRule, name: string, page: PagePlace, index: number, firstIndex: number) {
  const block = `The "${name}" block`;
  if (broken === 'onlyOn' && rule.onlyOn === 'notFoundPage') {
    return {
      message: `${block} belongs only on the not-found page (route "*"), and this page's route is ${JSON.stringify(page.route)}.`,
      hint: 'Remove this block; the not-found page is the page file with "route": "*".',
    };
  }
  if (broken === 'onlyOn') {
    return {
      message: `${block} belongs only on a page shown after a payment, and this page is open to every visitor.`,
      hint: 'Remove this block, or add "access": { "requires": "payment", "redirectTo": "/" } to this page.',
    };
  }
  if (broken === 'maxPerPage') {
    const max = rule.maxPerPage ?? 1;
    return {
      message: `This page already has ${max === 1 ? `a "${name}" block (block ${firstIndex + 1})` : `${max} "${name}" blocks`}. ${rule.why}`,
      hint: max === 1 ? `Remove this block, or move what it says into block ${firstIndex + 1}.` : 'Remove this block.',
    };
  }
  return { message: `${block} is block ${index + 1}, but it must open the page.`, hint: 'Move it to the top of the page, as block 1.' };
}

/** The value at a JSON pointer's steps inside a block. */
function at(value: unknown, steps: string[]): unknown {
  let here = value;
  for (const part of steps) {
    if (Array.isArray(here)) here = here[Number(part)];
    else if (isObj(here)) here = here[part];
    else return undefined;
  }
  return here;
}

/** The field's name as an editor reads it: "/items/0/question" → "items[0].question". */
const fieldName = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`))
    .join('');

/** Placement and sample-text problems of one page file; its data may still be anything, so every read is guarded. */
export function pageRuleErrors(source: ConfigFile, data: unknown, rules: BlockRules): ConfigError[] {
  if (!isObj(data) || !Array.isArray(data.blocks)) return [];
  const blocks = data.blocks.map((b) => (isObj(b) ? b : {}));
  const page: PagePlace = { route: data.route, access: data.access };
  const errors: ConfigError[] = [];
  for (const p of placementProblems(rules.placement, page, blocks)) {
    const firstIndex = blocks.findIndex((b) => b.type === p.type);
    const { message, hint } = placementMessage(p.broken, p.rule, rules.names[p.type] ?? p.type, page, p.index, firstIndex);
    errors.push(source.errorAt(`/blocks/${p.index}/type`, message, hint));
  }
  blocks.forEach((block, i) => {
    const samples = typeof block.type === 'string' ? rules.samples[block.type] : undefined;
    for (const { pointer, steps, text } of samples ?? []) {
      if (at(block, steps) !== text) continue;
      errors.push(
        source.errorAt(
          `/blocks/${i}${pointer}`,
          `"${fieldName(pointer)}" of the "${rules.names[String(block.type)]}" block is still the sample text of its example (${JSON.stringify(text)}), which the site would publish as it is.`,
          "Write this page's own text here; the sample only shows what kind of text goes in the field.",
        ),
      );
    }
  });
  return errors;
}
