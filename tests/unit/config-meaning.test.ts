/**
 * The validator checks what config means, not only its shape: rule values that work in the
 * browser, field names the targets can find, routes that get files of their own, addresses
 * that are https. Every message is pinned word for word on a bad-config fixture named
 * "meaning-…" (config-errors.test.ts pins the others).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfigFile } from '../../validator/config-file.ts';
import { escapeXml, oneLine } from '../../validator/escape.ts';
import { checkForm, regexProblem, routeCollisions } from '../../validator/meaning-checks.ts';
import type { ConfigError } from '../../validator/types.ts';
import { fileForPath, outputFile } from '../../validator/routes.ts';
import { badConfigCases, loadFixture, projectRoot } from './fixture-config.ts';

const form = 'site.config/forms/footer-demo.json';
const home = 'site.config/pages/home.json';
const redirectsFile = 'site.config/redirects.json';
const site = 'site.config/site.json';
const fieldsHint = 'The form\'s fields are: "name", "email", "phone", "captcha".';
const endpointHint =
  'Write a full address that starts with https:// (for example "https://script.google.com/macros/s/ID/exec") or a path on this site that starts with a single "/" (for example "/api/leads/crm"), with no spaces, ?query or #anchor.';
const slowPattern = (pattern: string) =>
  `The pattern ${JSON.stringify(pattern)} could freeze the visitor's browser: on some texts of a few dozen characters, checking it would take seconds or more.`;
const slowHint =
  'Let each character match in one way only: do not repeat a part that itself repeats (write "^[a-z ]+$", not "^([a-z]+ ?)*$"), and do not offer alternatives that match the same character (write "^[a-z0-9]*$", not "^([a-z]|[a-z0-9])*$").';
const slowOnLongText = (pattern: string) =>
  `The pattern ${JSON.stringify(pattern)} could freeze the visitor's browser: on some long texts (a few thousand characters), checking it would take seconds or more.`;
const slowOnLongTextHint = 'Let neighbouring repeated parts match different characters: write "^[^@ ]+@[^@ ]+$", not "^\\\\S+@\\\\S+$".';
const crmIdHint =
  'Use only letters, digits, "-" and "_" (at most 64 characters), as the CRM shows the id: a HubSpot form id looks like "3f2a9c4e-8b1d-4e6f-a2c7-5d9e0b1f4a6c", a portal id like "1234567".';
const sameFileHint = 'Give this page another route; the home page "/" is always written to index.html and the not-found page "*" to 404.html.';

const cases: Record<string, { title: string; errors: ConfigError[] }> = {
  'meaning-rule-values': {
    title: 'length rules need a whole number of at least 0; other checks take no value; an unknown check suggests one',
    errors: [
      {
        file: form,
        line: 10,
        column: 17,
        path: 'fields[0].rules[0]',
        message: 'Item 1 of "rules" is missing the required field "value".',
        hint: 'Add "value": a whole number of characters, for example 2.',
      },
      {
        file: form,
        line: 18,
        column: 37,
        path: 'fields[1].rules[0].value',
        message: '"value" is not a field that item 1 of "rules" can have.',
        hint: 'Allowed fields: "check", "message".',
      },
      {
        file: form,
        line: 27,
        column: 20,
        path: 'fields[2].rules[0].check',
        message: '"check" is "requird", which is not one of the allowed values: "required", "email", "captcha", "minLength", "maxLength", "pattern".',
        hint: 'Did you mean "required"?',
      },
      { file: form, line: 37, column: 42, path: 'fields[3].rules[0].value', message: '"value" must be at least 0; it is -4.' },
      {
        file: form,
        line: 38,
        column: 42,
        path: 'fields[3].rules[1].value',
        message: '"value" should be a whole number, but it is the text "4".',
        hint: 'Write 4 without the quotes.',
      },
    ],
  },
  'meaning-rule-patterns': {
    title: 'a pattern must be text, compile as a JavaScript regex and not backtrack catastrophically',
    errors: [
      { file: form, line: 12, column: 40, path: 'fields[0].rules[1].value', message: slowPattern('^([A-Za-z]+ ?)+$'), hint: slowHint },
      { file: form, line: 21, column: 48, path: 'fields[1].rules[0].value', message: '"value" should be text in quotes, but it is the number 5.' },
      {
        file: form,
        line: 31,
        column: 40,
        path: 'fields[2].rules[1].value',
        message: 'The pattern "^\\\\+\\\\d{1,4}(\\\\s?\\\\d{6,14}$" is not a valid regular expression (unterminated group).',
        hint: 'Check its brackets and backslashes. In JSON every backslash is written twice: "\\\\d" means a digit.',
      },
    ],
  },
  'meaning-rule-patterns-overlap': {
    title: 'patterns a syntax rule of thumb passes are refused too: overlapping alternatives, neighbouring repeats, syntax the checker cannot read',
    errors: [
      { file: form, line: 12, column: 40, path: 'fields[0].rules[1].value', message: slowPattern('^(\\w|\\d)*$'), hint: slowHint },
      {
        file: form,
        line: 13,
        column: 40,
        path: 'fields[0].rules[2].value',
        message: 'The pattern "^\\\\u{1F600}$" uses syntax that cannot be checked for texts that could freeze the visitor\'s browser.',
        hint: 'Write it with common syntax only: letters, [classes], (groups), repeats such as "+" or "{2,5}", and escapes such as "\\\\d".',
      },
      { file: form, line: 24, column: 40, path: 'fields[1].rules[1].value', message: slowOnLongText('^\\S+@\\S+$'), hint: slowOnLongTextHint },
      { file: form, line: 35, column: 40, path: 'fields[2].rules[1].value', message: slowPattern('^(a|a)*$'), hint: slowHint },
    ],
  },
  'meaning-crm-ids': {
    title: 'CRM ids go into the address a lead is sent to: letters, digits, "-" and "_" only',
    errors: [
      {
        file: form,
        line: 47,
        column: 17,
        path: 'targets.crm.formId',
        message: '"formId" is "footer-demo/../../collect?to=x", which is not in the expected form.',
        hint: crmIdHint,
      },
      {
        file: site,
        line: 90,
        column: 31,
        path: 'integrations.leads.crmPortalId',
        message: '"crmPortalId" is "12 34", which is not in the expected form.',
        hint: crmIdHint,
      },
    ],
  },
  'meaning-redirect-needs-target': {
    title: 'a redirect delay without an address to go to is refused at the delay',
    errors: [
      {
        file: form,
        line: 56,
        column: 118,
        path: 'success.redirectAfterSeconds',
        message: '"redirectAfterSeconds" is only used together with "redirectTo", which is missing here.',
        hint: 'Add "redirectTo", or remove "redirectAfterSeconds".',
      },
    ],
  },
  'meaning-target-fields': {
    title: 'the spreadsheet and CRM targets may only name fields of the form',
    errors: [
      {
        file: form,
        line: 45,
        column: 41,
        path: 'targets.spreadsheet.fields[1]',
        message: 'The spreadsheet is sent the field "emial", but this form has no field with that name.',
        hint: 'Did you mean "email"?',
      },
      {
        file: form,
        line: 45,
        column: 59,
        path: 'targets.spreadsheet.fields[3]',
        message: 'The spreadsheet is sent the field "company", but this form has no field with that name.',
        hint: fieldsHint,
      },
      {
        file: form,
        line: 52,
        column: 36,
        path: 'targets.crm.fields[2].from',
        message: 'The CRM field "phone" takes its value from "telephone", but this form has no field with that name.',
        hint: fieldsHint,
      },
    ],
  },
  'meaning-captcha-rules': {
    title: 'a captcha field needs a captcha rule, a captcha rule needs a captcha field, and a form has one captcha',
    errors: [
      {
        file: form,
        line: 18,
        column: 28,
        path: 'fields[1].rules[0].check',
        message: 'A "captcha" rule only runs on a field with "input": "captcha", so on the field "email" it would never run.',
        hint: 'Remove this rule, or move it to the captcha field.',
      },
      {
        file: form,
        line: 34,
        column: 16,
        path: 'fields[3].input',
        message: 'The captcha field "captcha" has no "captcha" rule, so the code the visitor types is never compared with the one shown.',
        hint: 'Add { "check": "captcha", "message": "Captcha code does not match. Please try again." } to its "rules".',
      },
      {
        file: form,
        line: 44,
        column: 16,
        path: 'fields[4].input',
        message: 'This form already has a captcha field ("captcha"); only the first one is checked.',
        hint: 'Keep one captcha field and remove the others.',
      },
    ],
  },
  'meaning-field-names': {
    title: "the honeypot's name is reserved (one error, not also a pattern error) and field names are unique",
    errors: [
      {
        file: form,
        line: 21,
        column: 15,
        path: 'fields[2].name',
        message: 'The field name "hp_reference" is reserved for the form\'s hidden anti-bot field.',
        hint: 'Choose another name, for example "reference".',
      },
      {
        file: form,
        line: 32,
        column: 15,
        path: 'fields[3].name',
        message: 'The field name "email" is already used by field 2 of this form.',
        hint: 'Every field needs a name of its own; rename one of the two.',
      },
    ],
  },
  'meaning-route-files': {
    title: 'routes that land on the file of another page are reported on the route to change, naming both files',
    errors: [
      {
        file: 'site.config/pages/404.json',
        line: 3,
        column: 12,
        path: 'route',
        message:
          'The route "/404" (site.config/pages/404.json) and the route "*" (site.config/pages/not-found.json) would both be written to dist/404.html, so one page would overwrite the other.',
        hint: sameFileHint,
      },
      {
        file: 'site.config/pages/about-index.json',
        line: 3,
        column: 12,
        path: 'route',
        message:
          'The route "/about-us/index" (site.config/pages/about-index.json) and the route "/about-us" (site.config/pages/about.json) would be written to dist/about-us/index.html and dist/about-us.html, which static hosts serve at the same address.',
        hint: 'Give this page another route; "/about-us/index" would be shown at the same address as "/about-us".',
      },
      {
        file: 'site.config/pages/index.json',
        line: 3,
        column: 12,
        path: 'route',
        message:
          'The route "/index" (site.config/pages/index.json) and the route "/" (site.config/pages/home.json) would both be written to dist/index.html, so one page would overwrite the other.',
        hint: sameFileHint,
      },
    ],
  },
  'meaning-site-url': {
    title: 'site.url is an https origin only (it is written into sitemap.xml and robots.txt)',
    errors: [
      {
        file: site,
        line: 7,
        column: 10,
        path: 'url',
        message: '"url" is "https://www.rivo-ai.com/?a=<b>&c=\\"d\\"", which is not in the expected form.',
        hint: 'Write only https:// and the lower-case domain name, for example "https://www.example.com": no path, trailing slash, ?query, #anchor or user name.',
      },
    ],
  },
  'meaning-lead-endpoints': {
    title: 'lead endpoints are https or a same-origin path; the meeting-booking address is a clean https URL',
    errors: [
      {
        file: site,
        line: 89,
        column: 26,
        path: 'integrations.meetingBookingUrl',
        message: '"meetingBookingUrl" is "https://calendly.com/rivo-ai/discovery call", which is not in the expected form.',
        hint: 'Write the full address, starting with https:// and a lower-case domain name, with no spaces or quotes.',
      },
      {
        file: site,
        line: 90,
        column: 39,
        path: 'integrations.leads.spreadsheetEndpoint',
        message: '"spreadsheetEndpoint" is "http://sheets.example.com/exec", which is not in the expected form.',
        hint: endpointHint,
      },
      {
        file: site,
        line: 90,
        column: 87,
        path: 'integrations.leads.crmBaseUrl',
        message: '"crmBaseUrl" is "javascript:alert(1)", which is not in the expected form.',
        hint: endpointHint,
      },
    ],
  },
  'meaning-voice-script-url': {
    title: "the voice widget's script is loaded from an https address",
    errors: [
      {
        file: 'site.config/pages/home.json',
        line: 22,
        column: 20,
        path: 'blocks[2].scriptUrl',
        block: { index: 2, count: 3, type: 'voiceWidget' },
        message: '"scriptUrl" is "//cdn.example.com/widget.js", which is not in the expected form.',
        hint: 'Write a full https:// address of a .js file, with a lower-case domain name and no spaces, quotes or ?query.',
      },
    ],
  },
  'meaning-redirects-sources': {
    title: "an old address may not be a page's, share its file, be listed twice or be written unlike a route; an https:// target is fine",
    errors: [
      {
        file: redirectsFile,
        line: 4,
        column: 15,
        path: 'redirects[0].from',
        message: 'The address "/about-us" still has a page (site.config/pages/about.json), so this redirect would hide it or never be used.',
        hint: 'Remove this redirect, or delete the page or give it another address first.',
      },
      {
        file: redirectsFile,
        line: 5,
        column: 15,
        path: 'redirects[1].from',
        message: 'The address "/index" would be written to the same file as the page "/" (site.config/pages/home.json), so one would overwrite the other.',
        hint: 'Redirect from another address.',
      },
      {
        file: redirectsFile,
        line: 7,
        column: 15,
        path: 'redirects[3].from',
        message: 'The address "/old-story" is already redirected by redirect 3 of this list.',
        hint: 'Keep one of the two and remove the other.',
      },
      {
        file: redirectsFile,
        line: 8,
        column: 15,
        path: 'redirects[4].from',
        message: '"from" is "/Old_Offer", which is not in the expected form.',
        hint: 'Write the old address like a page\'s route: start with "/" and use lower-case words joined by dashes, for example "/old-offer"; no trailing slash, ?query or #anchor.',
      },
    ],
  },
  'meaning-redirects-targets': {
    title: 'a redirect goes straight to a page or section that exists, never through another redirect or round a loop; a link to an old address names the page',
    errors: [
      {
        file: home,
        line: 16,
        column: 43,
        path: 'blocks[1].actions[0].href',
        block: {
          index: 1,
          count: 2,
          type: 'cta',
        },
        message: 'The link "/history" goes to an old address, which is redirected to "/about-us#founders".',
        hint: 'Link to "/about-us#founders" directly.',
      },
      {
        file: home,
        line: 17,
        column: 41,
        path: 'blocks[1].actions[1].href',
        block: {
          index: 1,
          count: 2,
          type: 'cta',
        },
        message: 'The link "/second#story" goes to an old address, which is redirected to "/about-us".',
        hint: 'Link to "/about-us#story" directly.',
      },
      {
        file: redirectsFile,
        line: 4,
        column: 30,
        path: 'redirects[0].to',
        message: 'This redirect sends visitors to "/abuot-us", but no page has that address.',
        hint: 'Did you mean "/about-us"?',
      },
      {
        file: redirectsFile,
        line: 5,
        column: 33,
        path: 'redirects[1].to',
        message: 'The page "/about-us" has no block with the anchor "founders", so visitors would not land on any section.',
        hint: 'Its anchors are: "story".',
      },
      {
        file: redirectsFile,
        line: 6,
        column: 31,
        path: 'redirects[2].to',
        message: '"/second" is itself redirected (redirect 4 of this list, to "/about-us"), so visitors would be sent on twice.',
        hint: 'Redirect straight to "/about-us".',
      },
      {
        file: redirectsFile,
        line: 8,
        column: 30,
        path: 'redirects[4].to',
        message: 'These redirects send visitors round in a loop: /ping → /pong → /ping.',
        hint: 'Point this redirect at a page of the site.',
      },
      {
        file: redirectsFile,
        line: 9,
        column: 30,
        path: 'redirects[5].to',
        message: 'These redirects send visitors round in a loop: /pong → /ping → /pong.',
        hint: 'Point this redirect at a page of the site.',
      },
      {
        file: redirectsFile,
        line: 10,
        column: 30,
        path: 'redirects[6].to',
        message: 'This redirect sends visitors from "/self" back to "/self" itself.',
        hint: 'Point this redirect at a page of the site.',
      },
      {
        file: redirectsFile,
        line: 11,
        column: 35,
        path: 'redirects[7].to',
        message: '"to" is "ftp://example.com", which is not in the expected form.',
        hint: 'Write a page\'s route such as "/calling-agents" (optionally with "#section"), or a full address that starts with https://.',
      },
    ],
  },
};

describe('config meaning on bad-config fixtures', () => {
  it('every "meaning-" fixture folder has a case and every case has a folder', () => {
    expect(Object.keys(cases).sort()).toStrictEqual(badConfigCases().filter((n) => n.startsWith('meaning-')));
  });

  for (const [name, { title, errors }] of Object.entries(cases)) {
    it(`${name}: ${title}`, () => {
      const result = loadFixture(name);
      expect(result.errors).toStrictEqual(errors);
      expect(result.bundle).toBeUndefined();
    });
  }
});

describe('form patterns', () => {
  it('refuses the classic catastrophic-backtracking patterns', () => {
    for (const p of ['^(a+)+$', '(x+x+)+y', '^(\\w+\\s?)*$']) expect(regexProblem(p)?.message).toBe(slowPattern(p));
    expect(regexProblem('(.*a){12}')?.message).toBe(slowOnLongText('(.*a){12}'));
  });

  it('refuses what safe-regex2 let through: alternatives that match the same character', () => {
    // Measured in Node: 28 "a"s and a "!" keep "^(a|a)*$" busy for seconds (3 s, and 19 s on a busy machine); 28 digits do the same to "^(\\w|\\d)*$".
    for (const p of ['^(a|a)*$', '^(\\w|\\d)*$', '^([a-z]|[a-z0-9])*$']) expect(regexProblem(p)?.message).toBe(slowPattern(p));
  });

  it('accepts the fixed patterns its hints suggest, lookbehind and back-references that do not backtrack', () => {
    for (const p of ['^[a-z ]+$', '^[a-z0-9]*$', '^[^@ ]+@[^@ ]+$', '(?<=@)[a-z]+$', '^(["\'])[a-z]*\\1$']) expect(regexProblem(p)).toBeUndefined();
  });

  it("refuses what the browser cannot compile, with the engine's reason", () => {
    expect(regexProblem('[a-')?.message).toBe('The pattern "[a-" is not a valid regular expression (unterminated character class).');
    expect(regexProblem('a{2,1}')?.message).toBe('The pattern "a{2,1}" is not a valid regular expression (numbers out of order in {} quantifier).');
  });

  it("accepts the site's phone pattern and every pattern in site.config/forms", () => {
    expect(regexProblem('^\\+\\d{1,4}\\s?\\d{6,14}$')).toBeUndefined();
    const dir = join(projectRoot, 'site.config/forms');
    const patterns = readdirSync(dir).flatMap((f) => {
      const data = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { fields: Array<{ rules?: Array<{ check: string; value?: unknown }> }> };
      return data.fields.flatMap((field) => (field.rules ?? []).filter((r) => r.check === 'pattern').map((r) => String(r.value)));
    });
    expect(patterns.length).toBeGreaterThan(0);
    for (const p of patterns) expect(regexProblem(p)).toBeUndefined();
  });
});

describe('form and route checks on any data', () => {
  const read = (text: string, file = form) => {
    const { source, data } = parseConfigFile(file, text, file.includes('/pages/') ? 'page' : 'form');
    return { file, data, source };
  };

  it('checkForm reports nothing and does not throw on data of the wrong shape', () => {
    for (const text of [
      'null',
      '[]',
      '"x"',
      '{ "fields": 3 }',
      '{ "fields": [null, 1, { "rules": 5 }, { "rules": [null, { "check": "pattern", "value": 3 }] }], "targets": [] }',
    ]) {
      expect(checkForm(read(text))).toStrictEqual([]);
    }
  });

  it('outputFile is where the build writes each route, and where the preview server looks for it', () => {
    const routes = ['/', '/about-us', '/case-studies/rajdarbar-realty', '/index', '/a/index', '/404', '*'];
    expect(routes.map(outputFile)).toEqual([
      'index.html',
      'about-us.html',
      'case-studies/rajdarbar-realty.html',
      'index.html',
      'a/index.html',
      '404.html',
      '404.html',
    ]);
    expect(fileForPath('/about-us/')).toBe('about-us.html');
  });

  it('routes with files of their own are not reported', () => {
    const page = (route: string, name: string) => ({ route, page: read(`{ "route": "${route}" }`, `site.config/pages/${name}.json`) });
    expect(
      routeCollisions([
        page('/', 'home'),
        page('*', 'not-found'),
        page('/a', 'a'),
        page('/a/b', 'a-b'),
        page('/index-of-terms', 'terms'),
        page('/a/indexes', 'x'),
      ]),
    ).toStrictEqual([]);
  });
});

describe('text written into sitemap.xml and robots.txt', () => {
  it('escapeXml escapes the five XML specials and drops characters XML forbids', () => {
    expect(escapeXml('https://x.com/?a=<b>&c="d"\'e\'')).toBe('https://x.com/?a=&lt;b&gt;&amp;c=&quot;d&quot;&apos;e&apos;');
    expect(escapeXml('a\u0000b\u001Fc\td\ne')).toBe('abc\td\ne');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('oneLine keeps a robots.txt value on its line', () => {
    expect(oneLine('https://x.com\nDisallow: /\r\n')).toBe('https://x.com Disallow: /');
    expect(oneLine('https://x.com/sitemap.xml')).toBe('https://x.com/sitemap.xml');
  });
});
