import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteFixtureConfig } from '../../tests/unit/site-fixture.ts';
import { checkFacts, FACTS_FILE, readFacts, type ListedFact } from './facts.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A temp project root holding the site snapshot, for one test to change. */
function copyOfSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'check-content-'));
  roots.push(root);
  cpSync(siteFixtureConfig, join(root, 'site.config'), { recursive: true });
  return root;
}

/** Edits one JSON file of the copy the way an editor's save would. */
function change(root: string, file: string, edit: (data: Record<string, unknown>) => void) {
  const abs = join(root, file);
  const data = JSON.parse(readFileSync(abs, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(abs, `${JSON.stringify(data, null, 2)}\n`);
}

type Steps = { blocks: Array<{ steps: Array<{ duration: string }> }> };

const setupFee: ListedFact = {
  section: 'prices',
  fact: "The Starter plan's setup fee",
  file: 'site.config/plans/starter.json',
  pointer: '/setupFee',
  is: 499,
};
const planning: ListedFact = {
  section: 'durations',
  fact: 'The duration of Discovery & Planning on /process',
  file: 'site.config/pages/process.json',
  pointer: '/blocks/1/steps/0/duration',
  says: '1-2 weeks',
};

describe('npm run check:content', () => {
  it('finds nothing to say while every fact holds', () => {
    expect(checkFacts([setupFee, planning], copyOfSite())).toEqual([]);
  });

  it('says in plain words that a price changed, where, and what to do', () => {
    const root = copyOfSite();
    change(root, setupFee.file, (plan) => (plan.setupFee = 299));
    expect(checkFacts([setupFee], root)).toEqual([
      {
        level: 'changed',
        message:
          "The Starter plan's setup fee is now 299 in site.config/plans/starter.json:7 (setupFee); the agreed value is 499. If the price really changed, update content-facts.json in the same change.",
      },
    ]);
  });

  it('lets the sentence around a "says" fact be reworded, and names the fact when it is gone', () => {
    const root = copyOfSite();
    change(root, planning.file, (page) => ((page as Steps).blocks[1].steps[0].duration = 'Usually 1-2 weeks'));
    expect(checkFacts([planning], root)).toEqual([]);
    change(root, planning.file, (page) => ((page as Steps).blocks[1].steps[0].duration = 'About three weeks'));
    expect(checkFacts([planning], root)).toEqual([
      {
        level: 'changed',
        message:
          'The duration of Discovery & Planning on /process no longer says "1-2 weeks" in site.config/pages/process.json:49 (blocks[1].steps[0].duration); it now reads "About three weeks". If the duration really changed, update content-facts.json in the same change.',
      },
    ]);
  });

  it('lets a text fact move with its block, asking for the pointer to follow', () => {
    const root = copyOfSite();
    change(root, planning.file, (page) => (page.blocks as unknown[]).reverse());
    const [finding] = checkFacts([planning], root);
    expect(finding.level).toBe('moved');
    expect(finding.message).toMatch(
      /^The duration of Discovery & Planning on \/process moved within site\.config\/pages\/process\.json: it is now at line \d+ \(blocks\[\d\]\.steps\[0\]\.duration\)/,
    );
    expect(finding.message).toMatch(/Set its "pointer" in content-facts\.json to "\/blocks\/\d\/steps\/0\/duration"\.$/);
  });

  it('reports a fact whose place or file is gone', () => {
    const root = copyOfSite();
    change(root, setupFee.file, (plan) => delete plan.setupFee);
    rmSync(join(root, planning.file));
    expect(checkFacts([setupFee, planning], root).map((f) => f.message)).toEqual([
      "The Starter plan's setup fee is gone from site.config/plans/starter.json:1 (setupFee); the agreed value is 499. If the price really changed, update content-facts.json in the same change.",
      'The duration of Discovery & Planning on /process: site.config/pages/process.json no longer exists; the agreed text contains "1-2 weeks". If the page moved or the duration really changed, update content-facts.json in the same change.',
    ]);
  });

  it('reads the committed content-facts.json without a problem, and names what is wrong in a broken one', () => {
    const committed = readFacts(readFileSync(join(import.meta.dirname, '../..', FACTS_FILE), 'utf8'));
    expect(committed.problems).toEqual([]);
    expect(committed.facts.length).toBeGreaterThan(50);
    const broken = readFacts(
      JSON.stringify({
        $comment: 'ignored',
        prices: [
          { fact: 'A', file: 'site.config/plans/a.json', pointer: '/price', is: 1, says: '1' },
          { fact: 'B', file: '../x.json', pointer: '/p', is: 1 },
        ],
        durations: 'none',
      }),
    );
    expect(broken.problems).toEqual([
      'content-facts.json, prices #1: give either "is" (the exact value) or "says" (a text the value must contain), not both.',
      'content-facts.json, prices #2: "file" must be a JSON file inside site.config/, such as "site.config/plans/starter.json".',
      'content-facts.json: the section "durations" must be a list of facts.',
    ]);
    expect(readFacts('{ "prices": [').problems[0]).toMatch(/^content-facts\.json is not valid JSON: /);
  });
});
