/**
 * Errors are a feature: every message the config validator can show an editor is pinned here,
 * word for word and with its position, on a small bad config. Each case in
 * tests/fixtures/bad-config/<case>/ holds only the files that differ from base-config.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfigFile } from '../../validator/config-file.ts';
import { describeLocation, formatErrors, formatWarnings } from '../../validator/format.ts';
import { loadSiteConfig } from '../../validator/load.ts';
import { schemaDir, type FoundRef } from '../../validator/schemas.ts';
import { checkSite } from '../../validator/site-checks.ts';
import type { ConfigError } from '../../validator/types.ts';
import { badConfigCases, CONFIG_DIR, loadFixture, prepareFixture, projectRoot } from './fixture-config.ts';

const home = 'site.config/pages/home.json';
const about = 'site.config/pages/about.json';
const site = 'site.config/site.json';
const heroIn = (count: number) => ({ index: 0, count, type: 'hero' });

/** The block types the page schema knows, in schema order (other work adds blocks, so this is read, not pinned). */
function knownBlockTypes(): string[] {
  const page = JSON.parse(readFileSync(join(schemaDir, 'page.schema.json'), 'utf8')) as { definitions: { block: { oneOf: Array<{ $ref: string }> } } };
  return page.definitions.block.oneOf.map(({ $ref }) => {
    const block = JSON.parse(readFileSync(join(schemaDir, $ref), 'utf8')) as { properties: { type: { const: string } } };
    return block.properties.type.const;
  });
}

/** A case's errors, and its warnings (none unless given): a case with warnings only is valid. */
const cases: Record<string, { title: string; errors: () => ConfigError[]; warnings?: () => ConfigError[] }> = {
  'unknown-block-type': {
    title: 'a misspelt block type suggests the right one',
    errors: () => [
      {
        file: home,
        line: 8,
        column: 15,
        path: 'blocks[0].type',
        block: { index: 0, count: 2, type: 'heroo' },
        message: 'Unknown block type "heroo".',
        hint: 'Did you mean "hero"?',
      },
    ],
  },
  'unknown-block-type-no-match': {
    title: 'an unknown block type with no close match lists the known types',
    errors: () => [
      {
        file: home,
        line: 8,
        column: 15,
        path: 'blocks[0].type',
        block: { index: 0, count: 2, type: 'marquee' },
        message: 'Unknown block type "marquee".',
        hint: `Known block types: ${knownBlockTypes()
          .map((t) => `"${t}"`)
          .join(', ')}.`,
      },
    ],
  },
  'block-without-type': {
    title: 'a block without "type" is one error that lists the block types',
    errors: () => [
      {
        file: home,
        line: 12,
        column: 5,
        path: 'blocks[1]',
        block: { index: 1, count: 2, type: '(no type)' },
        message: 'This block has no "type".',
        hint: `Add "type" with one of: ${knownBlockTypes()
          .map((t) => `"${t}"`)
          .join(', ')}.`,
      },
    ],
  },
  'link-missing-route': {
    title: 'a link to a route that does not exist suggests the nearest route',
    errors: () => [
      {
        file: home,
        line: 15,
        column: 50,
        path: 'blocks[1].actions[0].href',
        block: { index: 1, count: 2, type: 'cta' },
        message: 'The link "/abuot-us" goes to a page that does not exist.',
        hint: 'Did you mean "/about-us"?',
      },
    ],
  },
  'link-missing-anchor-other-page': {
    title: "a link to a missing anchor on another page suggests or lists that page's anchors",
    errors: () => [
      {
        file: home,
        line: 10,
        column: 56,
        path: 'blocks[0].actions[0].href',
        block: heroIn(2),
        message: 'The page "/about-us" has no block with the anchor "stroy", so the link "/about-us#stroy" would not scroll anywhere.',
        hint: 'Did you mean "story"?',
      },
      {
        file: home,
        line: 15,
        column: 55,
        path: 'blocks[1].actions[0].href',
        block: { index: 1, count: 2, type: 'cta' },
        message: 'The page "/about-us" has no block with the anchor "team", so the link "/about-us#team" would not scroll anywhere.',
        hint: 'Its anchors are: "story".',
      },
    ],
  },
  'link-missing-anchor-same-page': {
    title: 'a link to a missing anchor on the same page',
    errors: () => [
      {
        file: about,
        line: 12,
        column: 51,
        path: 'blocks[0].actions[0].href',
        block: heroIn(2),
        message: 'This page has no block with the anchor "storry", so the link "#storry" would not scroll anywhere.',
        hint: 'Did you mean "story"?',
      },
    ],
  },
  'missing-required-field': {
    title: 'a missing required field is reported on its block, with the schema description as the hint',
    errors: () => [
      {
        file: about,
        line: 8,
        column: 5,
        path: 'blocks[0]',
        block: heroIn(2),
        message: 'This block is missing the required field "heading".',
        hint: 'Add "heading": the page\'s main heading (rendered as the page\'s only h1).',
      },
    ],
  },
  'unknown-field-suggestion': {
    title: 'a misspelt field name suggests the right one, and is not also reported as a missing field',
    errors: () => [
      {
        file: about,
        line: 8,
        column: 23,
        path: 'blocks[0].headline',
        block: heroIn(2),
        message: '"headline" is not a field that this block can have.',
        hint: 'Did you mean "heading"?',
      },
    ],
  },
  'misspelt-route-field': {
    title: 'a page whose route field is misspelt: one error, and no links reported broken because of it',
    errors: () => [
      {
        file: home,
        line: 3,
        column: 3,
        path: 'rout',
        message: '"rout" is not a field that this file can have.',
        hint: 'Did you mean "route"?',
      },
    ],
  },
  'unknown-field-no-match': {
    title: 'an unknown field with no close match lists the allowed fields',
    errors: () => [
      {
        file: about,
        line: 8,
        column: 74,
        path: 'blocks[0].backgroundVideo',
        block: heroIn(2),
        message: '"backgroundVideo" is not a field that this block can have.',
        hint: 'Allowed fields: "type", "anchor", "tone", "eyebrow", "heading", "lead", "actions", "highlights", "image", "size".',
      },
    ],
  },
  'wrong-type': {
    title: 'a number written as text is one error that says to drop the quotes',
    errors: () => [
      {
        file: about,
        line: 18,
        column: 18,
        path: 'blocks[2].columns',
        block: { index: 2, count: 3, type: 'cardGrid' },
        message: '"columns" should be a whole number, but it is the text "3".',
        hint: 'Write 3 without the quotes.',
      },
    ],
  },
  'enum-typo': {
    title: 'a misspelt allowed value lists the values and suggests the nearest',
    errors: () => [
      {
        file: home,
        line: 10,
        column: 84,
        path: 'blocks[0].actions[0].style',
        block: heroIn(2),
        message: '"style" is "primay", which is not one of the allowed values: "primary", "secondary", "ghost".',
        hint: 'Did you mean "primary"?',
      },
    ],
  },
  'empty-string': {
    title: 'an empty text (minLength 1)',
    errors: () => [
      {
        file: home,
        line: 9,
        column: 18,
        path: 'blocks[0].heading',
        block: heroIn(2),
        message: '"heading" is empty.',
        hint: 'Write the text, or remove the field if it is optional.',
      },
    ],
  },
  'too-many-items': {
    title: 'too many items (maxItems) points at the first item too many',
    errors: () => [
      {
        file: home,
        line: 13,
        column: 9,
        path: 'blocks[0].actions[2]',
        block: heroIn(2),
        message: '"actions" can have at most 2 items; it has 3.',
        hint: 'Remove this item.',
      },
    ],
  },
  'route-pattern': {
    title: "a route in the wrong form gets the schema's x-hint",
    errors: () => [
      {
        file: 'site.config/pages/team.json',
        line: 3,
        column: 12,
        path: 'route',
        message: '"route" is "Our Team", which is not in the expected form.',
        hint: 'Start with "/" and use lower-case words joined by dashes, for example "/case-studies/rajdarbar-realty"; no trailing slash.',
      },
    ],
  },
  'href-pattern': {
    title: 'an address without https:// gets the href x-hint',
    errors: () => [
      {
        file: home,
        line: 15,
        column: 59,
        path: 'blocks[1].actions[0].href',
        block: { index: 1, count: 2, type: 'cta' },
        message: '"href" is "www.x.com", which is not in the expected form.',
        hint: 'Write a route that starts with "/" (for example "/request-demo"), an anchor such as "#buy-now", an address that starts with https://, or "@meeting-booking".',
      },
    ],
  },
  'email-format': {
    title: 'an invalid e-mail address in site.json',
    errors: () => [
      {
        file: site,
        line: 80,
        column: 14,
        path: 'contact.email',
        message: '"email" is not a valid e-mail address: "hello(at)rivo-ai.com".',
        hint: 'Write it like name@example.com, with no spaces.',
      },
    ],
  },
  'duplicate-route': {
    title: 'two page files with the same route',
    errors: () => [
      {
        file: 'site.config/pages/team.json',
        line: 3,
        column: 12,
        path: 'route',
        message: 'The route "/about-us" is already used by site.config/pages/about.json.',
        hint: 'Every page needs a route of its own; change one of the two.',
      },
    ],
  },
  'image-problems': {
    title: 'pictures: too small for their place, without alt text, not in the media folder, not a picture',
    errors: () => [
      {
        file: home,
        line: 6,
        column: 27,
        path: 'shareImage.file',
        message: 'The picture "small.png" is 400 × 300 pixels: too small for the link preview, which needs at least 1200 × 630.',
        hint: 'Use a larger version of the picture, so that it stays sharp on large and high-resolution screens.',
      },
      {
        file: home,
        line: 11,
        column: 7,
        path: 'blocks[0].image',
        block: { index: 0, count: 2, type: 'hero' },
        message: '"image" is missing the required field "alt".',
        hint: 'Add "alt". Describe the picture in a short sentence for people who cannot see it, or set "decorative": true if it only decorates.',
      },
      {
        file: home,
        line: 18,
        column: 87,
        path: 'blocks[1].cards[0].image.file',
        block: { index: 1, count: 2, type: 'cardGrid' },
        message: 'The picture "wid.png" is not in site.config/media/.',
        hint: 'Did you mean "wide.png"?',
      },
      {
        file: home,
        line: 19,
        column: 85,
        path: 'blocks[1].cards[1].image.file',
        block: { index: 1, count: 2, type: 'cardGrid' },
        message: 'The picture "notes.png" cannot be shown: it is not a JPEG, PNG, WebP or AVIF picture (or it is damaged).',
        hint: 'Save it again as a JPEG, PNG, WebP or AVIF file, then put that in its place.',
      },
    ],
  },
  'image-too-small-new-places': {
    title: 'pictures too small for a case-study cover, a customer logo and an integration logo name the size each place needs',
    errors: () => [
      {
        file: home,
        line: 12,
        column: 30,
        path: 'blocks[0].studies[0].cover.file',
        block: { index: 0, count: 2, type: 'caseStudies' },
        message: 'The picture "small.png" is 400 × 300 pixels: too small for a case-study cover, which needs at least 720 pixels wide.',
        hint: 'Use a larger version of the picture, so that it stays sharp on large and high-resolution screens.',
      },
      {
        file: home,
        line: 13,
        column: 29,
        path: 'blocks[0].studies[0].logo.file',
        block: { index: 0, count: 2, type: 'caseStudies' },
        message: 'The picture "tiny.png" is 120 × 36 pixels: too small for a customer logo, which needs at least 320 pixels wide.',
        hint: 'Use a larger version of the picture, so that it stays sharp on large and high-resolution screens.',
      },
      {
        file: home,
        line: 22,
        column: 84,
        path: 'blocks[1].items[0].logo.file',
        block: { index: 1, count: 2, type: 'integrations' },
        message: 'The picture "icon.png" is 64 × 64 pixels: too small for an integration logo, which needs at least 96 × 96.',
        hint: 'Use a larger version of the picture, so that it stays sharp on large and high-resolution screens.',
      },
    ],
  },
  'unused-picture': {
    title: 'a picture no page, form, plan or site setting places is a warning, and the site stays valid',
    errors: () => [],
    warnings: () => [
      {
        file: 'site.config/media/waiting.png',
        line: 1,
        column: 1,
        path: '(whole file)',
        severity: 'warning',
        message: '"waiting.png" is not used on any page; delete it in Media or place it.',
        hint: "Choose it in a page's picture field, or delete it in the editor's Media screen (or from the folder) if no page needs it.",
      },
    ],
  },
  'missing-not-found': {
    title: 'no page with route "*"',
    errors: () => [
      {
        file: 'site.config/pages',
        line: 1,
        column: 1,
        path: '(folder)',
        message: 'There is no not-found page.',
        hint: 'Add a page file with "route": "*"; it is shown for every address that does not exist.',
      },
    ],
  },
  'missing-form': {
    title: 'the footer names a form that does not exist',
    errors: () => [
      {
        file: site,
        line: 61,
        column: 15,
        path: 'footer.demo.form',
        message: 'The form "footer-dem" does not exist.',
        hint: 'Did you mean "footer-demo"?',
      },
    ],
  },
  'missing-plan': {
    title: 'a package block names a package file that does not exist',
    errors: () => [
      {
        file: 'site.config/pages/pricing.json',
        line: 8,
        column: 102,
        path: 'blocks[1].package',
        block: { index: 1, count: 2, type: 'package' },
        message: 'The package "ai-agent-discovry" does not exist.',
        hint: 'Did you mean "ai-agent-discovery"?',
      },
    ],
  },
  'plan-cards-package': {
    title: 'plan blocks name a discovery package and a plan that does not exist',
    errors: () => [
      {
        file: 'site.config/pages/pricing.json',
        line: 7,
        column: 69,
        path: 'blocks[0].plans[1]',
        block: { index: 0, count: 2, type: 'planCards' },
        message: '"ai-agent-discovery" is a one-time discovery package, not a monthly calling-agent plan ("kind": "plan").',
        hint: 'Monthly plans: "starter". A discovery package is shown by the "package" or "packageTabs" block.',
      },
      {
        file: 'site.config/pages/pricing.json',
        line: 8,
        column: 76,
        path: 'blocks[1].plans[1]',
        block: { index: 1, count: 2, type: 'planComparison' },
        message: 'The plan "strater" does not exist.',
        hint: 'Did you mean "starter"?',
      },
    ],
  },
  'duplicate-anchor': {
    title: 'the same anchor on two blocks of one page',
    errors: () => [
      {
        file: about,
        line: 11,
        column: 17,
        path: 'blocks[1].anchor',
        block: { index: 1, count: 2, type: 'richText' },
        message: 'The anchor "story" is already used by block 1 of this page.',
        hint: 'Anchors must be unique within a page; rename one of the two.',
      },
    ],
  },
  'anchor-only-link-in-site': {
    title: 'an anchor-only link in site.json names the page that has the anchor',
    errors: () => [
      {
        file: site,
        line: 30,
        column: 15,
        path: 'header.action.href',
        message: 'The link "#story" has only an anchor, but it is not in a page file, so it is unclear which page it should go to.',
        hint: 'Write the page too: "/about-us#story".',
      },
    ],
  },
  'schema-wrong': {
    title: 'a "$schema" that points elsewhere',
    errors: () => [
      {
        file: home,
        line: 2,
        column: 14,
        path: '$schema',
        message: '"$schema" is "../schema/page.schema.json", which does not point at this file\'s schema.',
        hint: 'Change it to "../../schema/page.schema.json".',
      },
    ],
  },
  'schema-missing': {
    title: 'a missing "$schema" is one error, not also a missing required field',
    errors: () => [
      {
        file: 'site.config/forms/footer-demo.json',
        line: 1,
        column: 1,
        path: '(whole file)',
        message: 'This file does not name its schema, so your editor cannot check it while you type.',
        hint: 'Add "$schema": "../../schema/form.schema.json" as the first field.',
      },
    ],
  },
  'json-missing-comma': {
    title: 'a missing comma points at the end of the line that needs it, with no knock-on link errors',
    errors: () => [
      {
        file: home,
        line: 4,
        column: 26,
        path: '(file syntax)',
        message: 'This file is not valid JSON. A comma is missing here.',
        hint: 'Add a comma at the end of this line.',
      },
    ],
  },
  'json-trailing-comma': {
    title: 'a trailing comma points at the comma itself',
    errors: () => [
      {
        file: home,
        line: 10,
        column: 76,
        path: '(file syntax)',
        message: 'This file is not valid JSON. There is a comma too many here: nothing follows it before the closing bracket.',
        hint: 'Remove this comma.',
      },
    ],
  },
  'json-comment': {
    title: 'a comment in a JSON file',
    errors: () => [
      {
        file: home,
        line: 3,
        column: 17,
        path: '(file syntax)',
        message: 'This file is not valid JSON. JSON files cannot contain comments.',
        hint: 'Remove the comment (from // to the end of the line, or from /* to */).',
      },
    ],
  },
  'empty-file': {
    title: 'an empty page file',
    errors: () => [
      {
        file: home,
        line: 1,
        column: 1,
        path: '(whole file)',
        message: 'This file is empty.',
        hint: "Write the file's content, or delete the file.",
      },
    ],
  },
  'duplicate-key': {
    title: 'a field written twice in one object (JSON.parse would silently keep the last)',
    errors: () => [
      {
        file: home,
        line: 11,
        column: 7,
        path: 'blocks[0].heading',
        block: heroIn(2),
        message: 'The field "heading" is written twice here (also on line 9); only this last one would be used.',
        hint: 'Remove one of the two.',
      },
    ],
  },
  'missing-site-json': {
    title: 'no site.json',
    errors: () => [
      {
        file: site,
        line: 1,
        column: 1,
        path: '(whole file)',
        message: 'The site settings file is missing.',
        hint: 'Create site.config/site.json with brand, header, footer and contact details.',
      },
    ],
  },
  'nav-unknown-kind': {
    title: 'a header nav item with an unknown "kind" (discriminator)',
    errors: () => [
      {
        file: site,
        line: 17,
        column: 17,
        path: 'header.nav[1].kind',
        message: '"kind" is "dropdwn", which is not one of the allowed values: "link", "dropdown".',
        hint: 'Did you mean "dropdown"?',
      },
    ],
  },
  'form-errors': {
    title: 'errors inside a form file',
    errors: () => [
      {
        file: 'site.config/forms/footer-demo.json',
        line: 23,
        column: 16,
        path: 'fields[2].input',
        message: '"input" is "phone", which is not one of the allowed values: "text", "email", "tel", "textarea", "captcha".',
      },
      {
        file: 'site.config/forms/footer-demo.json',
        line: 43,
        column: 55,
        path: 'submit.pendingLabel',
        message: '"pendingLabel" is empty.',
        hint: 'Write the text, or remove the field if it is optional.',
      },
    ],
  },
  'plan-errors': {
    title: 'errors inside a plan and a package file (minimum, enum, whole number)',
    errors: () => [
      { file: 'site.config/plans/discovery.json', line: 6, column: 12, path: 'price', message: '"price" must be at least 1; it is 0.' },
      {
        file: 'site.config/plans/discovery.json',
        line: 8,
        column: 19,
        path: 'solutionType',
        message: '"solutionType" is "AI agent", which is not one of the allowed values: "AI Agent", "Generative AI".',
        hint: 'Did you mean "AI Agent"?',
      },
      { file: 'site.config/plans/starter.json', line: 6, column: 15, path: 'setupFee', message: '"setupFee" must be at least 0; it is -499.' },
      {
        file: 'site.config/plans/starter.json',
        line: 8,
        column: 22,
        path: 'minutesIncluded',
        message: '"minutesIncluded" should be a whole number, but it is the number 500.5.',
      },
    ],
  },
  'acceptance-three-errors': {
    title: 'a misspelt block type, a link to a missing route and a missing required field are all reported, sorted by file and line',
    errors: () => [
      {
        file: about,
        line: 8,
        column: 5,
        path: 'blocks[0]',
        block: heroIn(2),
        message: 'This block is missing the required field "heading".',
        hint: 'Add "heading": the page\'s main heading (rendered as the page\'s only h1).',
      },
      {
        file: home,
        line: 8,
        column: 15,
        path: 'blocks[0].type',
        block: { index: 0, count: 2, type: 'heroo' },
        message: 'Unknown block type "heroo".',
        hint: 'Did you mean "hero"?',
      },
      {
        file: home,
        line: 15,
        column: 50,
        path: 'blocks[1].actions[0].href',
        block: { index: 1, count: 2, type: 'cta' },
        message: 'The link "/abuot-us" goes to a page that does not exist.',
        hint: 'Did you mean "/about-us"?',
      },
    ],
  },
  'broken-page-others-checked': {
    title: 'a page that is not valid JSON does not stop the other files being checked; links to its route (read before the mistake) are not broken',
    errors: () => [
      {
        file: about,
        line: 4,
        column: 27,
        path: '(file syntax)',
        message: 'This file is not valid JSON. A comma is missing here.',
        hint: 'Add a comma at the end of this line.',
      },
      // "/about-us#story" on line 10 goes to the broken page: not reported, its anchors are checked once it is fixed.
      {
        file: home,
        line: 15,
        column: 50,
        path: 'blocks[1].actions[0].href',
        block: { index: 1, count: 2, type: 'cta' },
        message: 'The link "/abuot-us" goes to a page that does not exist.',
        hint: 'Did you mean "/about-us"?',
      },
    ],
  },
  'broken-page-route-unreadable': {
    title: 'a page broken before its route: a link to no known route is held back (it may be that page), every other check still runs',
    errors: () => [
      {
        file: about,
        line: 2,
        column: 45,
        path: '(file syntax)',
        message: 'This file is not valid JSON. A comma is missing here.',
        hint: 'Add a comma at the end of this line.',
      },
      {
        file: home,
        line: 10,
        column: 56,
        path: 'blocks[0].actions[0].href',
        block: heroIn(2),
        message: 'The page "/" has no block with the anchor "team", so the link "/#team" would not scroll anywhere.',
        hint: 'Give the block it should reach "anchor": "team".',
      },
    ],
  },
  'broken-form-others-checked': {
    title: 'a form that is not valid JSON keeps its id (its file name): a misspelt form name elsewhere is still reported',
    errors: () => [
      {
        file: 'site.config/forms/footer-demo.json',
        line: 43,
        column: 70,
        path: '(file syntax)',
        message: 'This file is not valid JSON. There is a comma too many here: nothing follows it before the closing bracket.',
        hint: 'Remove this comma.',
      },
      {
        file: site,
        line: 61,
        column: 15,
        path: 'footer.demo.form',
        message: 'The form "footer-dem" does not exist.',
        hint: 'Did you mean "footer-demo"?',
      },
    ],
  },
  'stray-files': {
    title: 'JSON files that nothing reads (wrong-case ".JSON", or directly in site.config/) are each reported, not silently skipped, and hide no other error',
    errors: () => {
      const unread = (file: string, message: string, hint: string): ConfigError => ({ file, line: 1, column: 1, path: '(whole file)', message, hint });
      const lowerCase = (kind: string, file: string, name: string) =>
        unread(file, `This file is not read: ${kind} files end in ".json" (lower case).`, `Rename it to "${name}.json".`);
      return [
        unread(
          'site.config/about.json',
          'This file is not read: only site.json and redirects.json are read directly in site.config/.',
          'Page files go in site.config/pages/, forms in site.config/forms/ and plans in site.config/plans/: move it there, or delete it.',
        ),
        lowerCase('form', 'site.config/forms/contact.Json', 'contact'),
        lowerCase('page', 'site.config/pages/extra.JSON', 'extra'),
        // A file that is not read leaves nothing that is read unknown: links elsewhere are still checked.
        {
          file: home,
          line: 15,
          column: 50,
          path: 'blocks[1].actions[0].href',
          block: { index: 1, count: 2, type: 'cta' },
          message: 'The link "/abuot-us" goes to a page that does not exist.',
          hint: 'Did you mean "/about-us"?',
        },
        lowerCase('plan', 'site.config/plans/growth.JSON', 'growth'),
        unread(
          'site.config/Site.JSON',
          'This file is not read: the site settings are read from "site.json", in lower case.',
          'Move what it holds into site.json, then delete it.',
        ),
      ];
    },
  },
};

describe('config errors on bad-config fixtures', () => {
  it('base-config itself is valid', () => {
    const { errors, bundle } = loadFixture();
    expect(errors).toStrictEqual([]);
    expect(bundle?.pages.map((p) => p.page.route)).toStrictEqual(['/about-us', '/', '*']);
  });

  it('every fixture folder has a test case and every case has a folder', () => {
    // "meaning-…" cases are pinned in config-meaning.test.ts, "rules-…" cases in config-rules.test.ts.
    expect(Object.keys(cases).sort()).toStrictEqual(badConfigCases().filter((n) => !n.startsWith('meaning-') && !n.startsWith('rules-')));
  });

  for (const [name, { title, errors, warnings }] of Object.entries(cases)) {
    it(`${name}: ${title}`, () => {
      const result = loadFixture(name);
      expect(result.errors).toStrictEqual(errors());
      expect(result.warnings).toStrictEqual(warnings?.());
      if (errors().length > 0) expect(result.bundle).toBeUndefined();
      else expect(result.bundle).toBeDefined();
    });
  }
});

describe('package references', () => {
  // No schema marks a field "x-ref": "package" yet; this pins the check for when one does.
  it('a package reference to a monthly plan is refused', () => {
    const read = (file: string, text: string, kind: 'page' | 'plan', refs: FoundRef[] = []) => {
      const { source, data } = parseConfigFile(file, text, kind);
      return { file, text, data, refs, source };
    };
    const page = read('site.config/pages/pricing.json', '{\n  "route": "/pricing",\n  "blocks": [{ "type": "package", "package": "starter" }]\n}', 'page', [
      { kind: 'package', value: 'starter', instancePath: '/blocks/0/package' },
    ]);
    const starter = read('site.config/plans/starter.json', '{ "kind": "plan" }', 'plan');
    const discovery = read('site.config/plans/ai-agent-discovery.json', '{ "kind": "package" }', 'plan');
    const errors = checkSite({
      pages: [page],
      forms: [],
      plans: [discovery, starter],
      unlisted: new Set(),
      hasPagesDir: false,
      root: 'site.config',
      media: new Map(),
    });
    expect(errors).toStrictEqual([
      {
        file: 'site.config/pages/pricing.json',
        line: 3,
        column: 46,
        path: 'blocks[0].package',
        block: { index: 0, count: 1, type: 'package' },
        message: '"starter" is a monthly plan, not a discovery package ("kind": "package").',
        hint: 'Packages live in site.config/plans/; existing ones: "ai-agent-discovery".',
      },
    ]);
  });
});

describe('plans that cannot be checked', () => {
  const read = (file: string, text: string, kind: 'page' | 'plan', refs: FoundRef[] = []) => {
    const { source, data } = parseConfigFile(file, text, kind);
    return { file, text, data, refs, source };
  };
  const page = read(
    'site.config/pages/pricing.json',
    '{\n  "route": "/pricing",\n  "blocks": [{ "type": "planCards", "plans": ["growth", "discovery", "gone"] }]\n}',
    'page',
    [
      { kind: 'plan', value: 'growth', instancePath: '/blocks/0/plans/0' },
      { kind: 'plan', value: 'discovery', instancePath: '/blocks/0/plans/1' },
      { kind: 'plan', value: 'gone', instancePath: '/blocks/0/plans/2' },
    ],
  );

  it('keep their ids; the kind is checked only when it was written before the mistake', () => {
    const errors = checkSite({
      pages: [page],
      forms: [],
      plans: [],
      broken: [
        { file: 'site.config/plans/growth.json', kind: 'plan' },
        { file: 'site.config/plans/discovery.json', kind: 'plan', readable: { kind: 'package' } },
      ],
      unlisted: new Set(),
      hasPagesDir: false,
      media: new Map(),
      root: 'site.config',
    });
    const at = (column: number) => ({ file: 'site.config/pages/pricing.json', line: 3, column, block: { index: 0, count: 1, type: 'planCards' } });
    expect(errors).toStrictEqual([
      {
        ...at(57),
        path: 'blocks[0].plans[1]',
        message: '"discovery" is a one-time discovery package, not a monthly calling-agent plan ("kind": "plan").',
        hint: 'Monthly plans: none. A discovery package is shown by the "package" or "packageTabs" block.',
      },
      {
        ...at(70),
        path: 'blocks[0].plans[2]',
        message: 'The plan "gone" does not exist.',
        hint: 'Plans live in site.config/plans/; monthly plans: none.',
      },
    ]);
  });
});

describe('a site settings file named in the wrong case', () => {
  it('is reported with the name to give it, next to the missing site.json', () => {
    const root = prepareFixture();
    try {
      renameSync(join(root, CONFIG_DIR, 'site.json'), join(root, CONFIG_DIR, 'Site.json'));
      expect(loadSiteConfig(CONFIG_DIR, root).errors).toStrictEqual([
        {
          file: 'site.config/site.json',
          line: 1,
          column: 1,
          path: '(whole file)',
          message: 'The site settings file is missing.',
          hint: 'Create site.config/site.json with brand, header, footer and contact details.',
        },
        {
          file: 'site.config/Site.json',
          line: 1,
          column: 1,
          path: '(whole file)',
          message: 'This file is not read: the site settings are read from "site.json", in lower case.',
          hint: 'Rename it to "site.json".',
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the report an editor reads', () => {
  const blockError: ConfigError = {
    file: 'site.config/pages/home.json',
    line: 12,
    column: 20,
    path: 'blocks[1].actions[0].href',
    block: { index: 1, count: 3, type: 'hero' },
    message: 'The link "/abuot-us" goes to a page that does not exist.',
    hint: 'Did you mean "/about-us"?',
  };
  const fileError: ConfigError = {
    file: 'site.config/site.json',
    line: 80,
    column: 14,
    path: 'contact.email',
    message: '"email" is not a valid e-mail address: "hello(at)rivo-ai.com".',
  };

  it('describeLocation names the block and the path inside it', () => {
    expect(describeLocation(blockError)).toBe('block 2 of 3 ("hero") › actions[0].href');
    expect(describeLocation({ ...blockError, path: 'blocks[1]' })).toBe('block 2 of 3 ("hero")');
    expect(describeLocation({ ...blockError, path: 'blocks[1]', block: { index: 1, count: 3, type: '(no type)' } })).toBe('block 2 of 3 (no type)');
    expect(describeLocation(fileError)).toBe('contact.email');
  });

  it('formatErrors prints one paragraph per error and a count, without colour codes', () => {
    expect(formatErrors([blockError, fileError])).toBe(
      [
        'site.config/pages/home.json:12:20  block 2 of 3 ("hero") › actions[0].href',
        '  ✖ The link "/abuot-us" goes to a page that does not exist.',
        '    Fix: Did you mean "/about-us"?',
        '',
        'site.config/site.json:80:14  contact.email',
        '  ✖ "email" is not a valid e-mail address: "hello(at)rivo-ai.com".',
        '',
        '2 errors in 2 files.',
      ].join('\n'),
    );
    expect(formatErrors([fileError])).toMatch(/\n1 error in 1 file\.$/);
  });

  it('formatWarnings marks each warning apart from errors and says they stop nothing', () => {
    const warning: ConfigError = {
      file: 'site.config/media/waiting.png',
      line: 1,
      column: 1,
      path: '(whole file)',
      severity: 'warning',
      message: '"waiting.png" is not used on any page; delete it in Media or place it.',
      hint: 'Place it or delete it.',
    };
    expect(formatWarnings([warning])).toBe(
      [
        'site.config/media/waiting.png',
        '  ⚠ Warning: "waiting.png" is not used on any page; delete it in Media or place it.',
        '    What to do: Place it or delete it.',
        '',
        '1 warning (it does not stop a build or a save).',
      ].join('\n'),
    );
    expect(formatWarnings([warning, warning])).toMatch(/\n2 warnings \(they do not stop a build or a save\)\.$/);
  });
});

describe('the unused-picture warning', () => {
  it('waits while a file that may place the picture cannot be read', () => {
    const tempRoot = prepareFixture('unused-picture');
    try {
      const placing = join(tempRoot, CONFIG_DIR, 'pages', 'home.json');
      writeFileSync(placing, `${readFileSync(placing, 'utf8').slice(0, -4)}`);
      const result = loadSiteConfig(CONFIG_DIR, tempRoot);
      expect(result.errors.map((e) => e.file)).toStrictEqual(['site.config/pages/home.json']);
      expect(result.warnings).toBeUndefined();
    } finally {
      rmSync(tempRoot, { recursive: true, force: true });
    }
  });
});

describe('npm run validate', () => {
  it('prints every error with file:line:column and exits 1', () => {
    const tempRoot = prepareFixture('acceptance-three-errors', projectRoot);
    try {
      const configDir = join(tempRoot, CONFIG_DIR);
      const result = spawnSync(process.execPath, ['cli/launch.mjs', 'cli/validate.ts'], {
        cwd: projectRoot,
        env: { ...process.env, SITE_CONFIG_DIR: configDir, NO_COLOR: '1' },
        encoding: 'utf8',
      });
      const output = `${result.stdout}\n${result.stderr}`;
      const shown = relative(projectRoot, configDir).split('\\').join('/');
      expect(result.status).toBe(1);
      expect(output).toContain(`${shown}/pages/about.json:8:5  block 1 of 2 ("hero")\n  ✖ This block is missing the required field "heading".`);
      expect(output).toContain(`${shown}/pages/home.json:8:15  block 1 of 2 ("heroo") › type\n  ✖ Unknown block type "heroo".\n    Fix: Did you mean "hero"?`);
      expect(output).toContain(
        `${shown}/pages/home.json:15:50  block 2 of 2 ("cta") › actions[0].href\n  ✖ The link "/abuot-us" goes to a page that does not exist.`,
      );
      expect(output).toContain('3 errors in 2 files.');
      expect(output).not.toContain('\u001b[');
    } finally {
      rmSync(tempRoot, { recursive: true, force: true });
    }
  });

  it('prints a warning with its file and why, and still passes', () => {
    const tempRoot = prepareFixture('unused-picture', projectRoot);
    try {
      const configDir = join(tempRoot, CONFIG_DIR);
      const result = spawnSync(process.execPath, ['cli/launch.mjs', 'cli/validate.ts'], {
        cwd: projectRoot,
        env: { ...process.env, SITE_CONFIG_DIR: configDir, NO_COLOR: '1' },
        encoding: 'utf8',
      });
      const shown = relative(projectRoot, configDir).split('\\').join('/');
      expect(result.status).toBe(0);
      expect(result.stderr).toContain(`${shown}/media/waiting.png\n  ⚠ Warning: "waiting.png" is not used on any page; delete it in Media or place it.`);
      expect(result.stderr).toContain('1 warning (it does not stop a build or a save).');
      expect(result.stdout).toContain('is valid: 3 pages');
    } finally {
      rmSync(tempRoot, { recursive: true, force: true });
    }
  });
});
