import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTree, type Segment } from 'jsonc-parser';
import { LineIndex, offsetOf, pathSegments } from '../../validator/positions.ts';

/**
 * One fact the business must keep, as content-facts.json states it: in words, where it lives
 * (a file of site.config/ and a JSON pointer into it) and either its exact value (`is`) or a
 * text the value must contain (`says`, so the sentence around it may be reworded freely).
 */
interface Fact {
  fact: string;
  file: string;
  pointer: string;
  is?: string | number | boolean;
  says?: string;
}

/** A fact with the section of content-facts.json it is listed in ("prices", "durations", …). */
export interface ListedFact extends Fact {
  section: string;
}

interface Finding {
  level: 'changed' | 'moved';
  message: string;
}

export const FACTS_FILE = 'content-facts.json';

/** What a section's facts are called in a message: "If the price really changed, …". */
const NOUNS: Record<string, string> = {
  prices: 'price',
  minutes: 'allowance',
  durations: 'duration',
  results: 'figure',
  company: 'fact',
  legal: 'term',
  contact: 'contact detail',
  messages: 'message',
};

/** Reads content-facts.json; a malformed entry is a problem in words, never a crash. */
export function readFacts(text: string): { facts: ListedFact[]; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { facts: [], problems: [`${FACTS_FILE} is not valid JSON: ${(e as Error).message}`] };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { facts: [], problems: [`${FACTS_FILE} must hold one object of sections.`] };
  const facts: ListedFact[] = [];
  const problems: string[] = [];
  for (const [section, list] of Object.entries(data)) {
    if (section.startsWith('$')) continue;
    if (!Array.isArray(list)) {
      problems.push(`${FACTS_FILE}: the section "${section}" must be a list of facts.`);
      continue;
    }
    list.forEach((entry: unknown, i) => {
      const problem = shapeProblem(entry);
      if (problem) problems.push(`${FACTS_FILE}, ${section} #${i + 1}: ${problem}`);
      else facts.push({ ...(entry as Fact), section });
    });
  }
  return { facts, problems };
}

function shapeProblem(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return 'a fact is an object with "fact", "file", "pointer" and "is" or "says".';
  const f = entry as Record<string, unknown>;
  if (typeof f.fact !== 'string' || !f.fact.trim()) return '"fact" must say in words what the fact is.';
  if (typeof f.file !== 'string' || !/^site\.config\/(?!.*\.\.).+\.json$/.test(f.file))
    return '"file" must be a JSON file inside site.config/, such as "site.config/plans/starter.json".';
  if (typeof f.pointer !== 'string' || !f.pointer.startsWith('/')) return '"pointer" must be a JSON pointer such as "/setupFee".';
  if ('is' in f === 'says' in f) return 'give either "is" (the exact value) or "says" (a text the value must contain), not both.';
  if ('says' in f && (typeof f.says !== 'string' || !f.says)) return '"says" must be a text.';
  if ('is' in f && !['string', 'number', 'boolean'].includes(typeof f.is)) return '"is" must be a text, a number or true/false.';
  return undefined;
}

/** A JSON file of the site, parsed once for values and once for line numbers. */
interface Source {
  data: unknown;
  line: (segments: Segment[]) => number;
}

function readSource(root: string, file: string): Source | 'missing' | 'unreadable' {
  const abs = join(root, file);
  if (!existsSync(abs)) return 'missing';
  const text = readFileSync(abs, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'unreadable';
  }
  const tree = parseTree(text);
  const lines = new LineIndex(text);
  // A place that is gone is shown at its nearest parent that is still there.
  return { data, line: (segments) => lines.at(offsetOf(tree, segments)).line };
}

// Own properties only: a pointer such as "/constructor" names nothing in a JSON file.
const valueAt = (data: unknown, segments: Segment[]): unknown =>
  segments.reduce<unknown>((v, s) => (v && typeof v === 'object' && Object.hasOwn(v, s) ? (v as Record<string, unknown>)[s as string] : undefined), data);

/** "blocks[1].steps[0].duration": a pointer the way `npm run validate` names a place. */
const readablePath = (segments: Segment[]): string =>
  segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('') || '(the whole file)';

const toPointer = (segments: Segment[]) => segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (value && typeof value === 'object') return 'a group of fields';
  if (typeof value !== 'string') return String(value);
  return JSON.stringify(value.length > 90 ? `${value.slice(0, 87)}…` : value);
}

const holds = (fact: Fact, value: unknown) => (fact.says !== undefined ? typeof value === 'string' && value.includes(fact.says) : value === fact.is);

/**
 * Where a fact went when its block (or form field) moved: the same place inside another item of
 * the first list on the pointer's way, e.g. /blocks/1/steps/0/duration → /blocks/3/steps/0/duration.
 * Only that list: the same text elsewhere (another step's "1-2 weeks") is another fact, not this one.
 */
function movedTo(data: unknown, fact: Fact, segments: Segment[]): Segment[] | undefined {
  const at = segments.findIndex((s) => typeof s === 'number');
  const list = at < 0 ? undefined : valueAt(data, segments.slice(0, at));
  if (!Array.isArray(list)) return undefined;
  for (let i = 0; i < list.length; i++) {
    const candidate = segments.with(at, i);
    if (i !== segments[at] && holds(fact, valueAt(data, candidate))) return candidate;
  }
  return undefined;
}

/** Compares each fact with the site under `root`; nothing found means every fact holds. */
export function checkFacts(facts: ListedFact[], root: string): Finding[] {
  const sources = new Map<string, ReturnType<typeof readSource>>();
  const findings: Finding[] = [];
  for (const fact of facts) {
    if (!sources.has(fact.file)) sources.set(fact.file, readSource(root, fact.file));
    const finding = checkFact(fact, sources.get(fact.file)!);
    if (finding) findings.push(finding);
  }
  return findings;
}

function checkFact(fact: ListedFact, source: ReturnType<typeof readSource>): Finding | undefined {
  const noun = NOUNS[fact.section] ?? 'fact';
  const agreed = fact.says !== undefined ? `the agreed text contains ${show(fact.says)}` : `the agreed value is ${show(fact.is)}`;
  const update = `If the ${noun} really changed, update ${FACTS_FILE} in the same change.`;
  if (source === 'missing')
    return changed(
      `${fact.fact}: ${fact.file} no longer exists; ${agreed}. If the page moved or the ${noun} really changed, update ${FACTS_FILE} in the same change.`,
    );
  if (source === 'unreadable') return changed(`${fact.fact}: ${fact.file} is not valid JSON (\`npm run validate\` says where), so the fact cannot be checked.`);
  const segments = pathSegments(fact.pointer);
  const value = valueAt(source.data, segments);
  if (holds(fact, value)) return undefined;
  // Reordering blocks is not a change of fact: it holds, and only the pointer needs to follow.
  const moved = movedTo(source.data, fact, segments);
  if (moved) {
    return {
      level: 'moved',
      message: `${fact.fact} moved within ${fact.file}: it is now at line ${source.line(moved)} (${readablePath(moved)}), not ${readablePath(segments)}. Set its "pointer" in ${FACTS_FILE} to "${toPointer(moved)}".`,
    };
  }
  const where = `${fact.file}:${source.line(segments)} (${readablePath(segments)})`;
  if (value === undefined) return changed(`${fact.fact} is gone from ${where}; ${agreed}. ${update}`);
  if (fact.says !== undefined) return changed(`${fact.fact} no longer says ${show(fact.says)} in ${where}; it now reads ${show(value)}. ${update}`);
  return changed(`${fact.fact} is now ${show(value)} in ${where}; ${agreed}. ${update}`);
}

const changed = (message: string): Finding => ({ level: 'changed', message });
