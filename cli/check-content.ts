/**
 * `npm run check:content`: the facts the business must keep (prices, allowances, durations,
 * figures, legal terms, contact details, form messages) are still what content-facts.json says
 * in the live site.config/. Editors reword pages freely; this says in plain words which agreed
 * fact a change touched, where, and what to do. Part of `npm test`, right after `npm run validate`.
 */
import { readFileSync } from 'node:fs';
import { checkFacts, FACTS_FILE, readFacts } from './content/facts.ts';

const root = process.cwd();
const { facts, problems } = readFacts(readFileSync(FACTS_FILE, 'utf8'));
if (problems.length > 0) {
  for (const p of problems) console.error(`✖ ${p}`);
  process.exit(1);
}

const findings = checkFacts(facts, root);
for (const f of findings.filter((f) => f.level === 'moved')) console.log(`⚠ ${f.message}`);
const changed = findings.filter((f) => f.level === 'changed');
if (changed.length > 0) {
  for (const f of changed) console.error(`✖ ${f.message}`);
  console.error(`\n${changed.length} of ${facts.length} agreed facts changed in site.config/ (the list is ${FACTS_FILE}).`);
  process.exit(1);
}
console.log(`All ${facts.length} agreed facts in ${FACTS_FILE} hold in site.config/.`);
