import { HONEYPOT_FIELD } from '../renderer/forms/honeypot.ts';
import type { ConfigFile } from './config-file.ts';
import { backtracking, TIMEOUT_MS } from './regex-safety.ts';
import { didYouMean, quoteList } from './suggest.ts';
import type { ConfigError } from './types.ts';
import { outputFile } from './routes.ts';

/** A file as the site checks see it; its data may still be anything, so every read below is guarded. */
interface Source {
  file: string;
  data: unknown;
  source: ConfigFile;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Why a form's pattern would fail in the browser, or undefined when it is fine there. */
export function regexProblem(pattern: string): { message: string; hint: string } | undefined {
  const shown = JSON.stringify(pattern);
  try {
    // No flags: renderer/forms/rules.ts compiles rule values exactly like this.
    new RegExp(pattern);
  } catch (e) {
    const reason = /: ([^:]+)$/.exec(String((e as Error).message))?.[1] ?? 'it cannot be read';
    return {
      message: `The pattern ${shown} is not a valid regular expression (${reason.charAt(0).toLowerCase()}${reason.slice(1)}).`,
      hint: 'Check its brackets and backslashes. In JSON every backslash is written twice: "\\\\d" means a digit.',
    };
  }
  const verdict = backtracking(pattern);
  if (verdict === 'linear') return undefined;
  if (verdict === 'timeout') {
    return {
      message: `The pattern ${shown} is too complicated to be checked, within ${TIMEOUT_MS / 1000} seconds, for texts that could freeze the visitor's browser.`,
      hint: 'Write a simpler pattern, with fewer lookaheads, back-references and nested groups.',
    };
  }
  if (verdict === 'unreadable') {
    return {
      message: `The pattern ${shown} uses syntax that cannot be checked for texts that could freeze the visitor's browser.`,
      hint: 'Write it with common syntax only: letters, [classes], (groups), repeats such as "+" or "{2,5}", and escapes such as "\\\\d".',
    };
  }
  return {
    message: `The pattern ${shown} could freeze the visitor's browser: on some ${verdict === 'exponential' ? 'texts of a few dozen characters' : 'long texts (a few thousand characters)'}, checking it would take seconds or more.`,
    hint:
      verdict === 'exponential'
        ? 'Let each character match in one way only: do not repeat a part that itself repeats (write "^[a-z ]+$", not "^([a-z]+ ?)*$"), and do not offer alternatives that match the same character (write "^[a-z0-9]*$", not "^([a-z]|[a-z0-9])*$").'
        : 'Let neighbouring repeated parts match different characters: write "^[^@ ]+@[^@ ]+$", not "^\\\\S+@\\\\S+$".',
  };
}

/** Checks inside one form file that the schema cannot express: names that must exist, rules that must work. */
export function checkForm(form: Source): ConfigError[] {
  const errors: ConfigError[] = [];
  const at = (path: string, message: string, hint?: string) => errors.push(form.source.errorAt(path, message, hint));
  const data = isObj(form.data) ? form.data : {};
  const fields = list(data.fields);
  const names: string[] = [];
  let captchaField: string | undefined;

  fields.forEach((field, i) => {
    if (!isObj(field)) return;
    const name = typeof field.name === 'string' ? field.name : undefined;
    if (name === HONEYPOT_FIELD) {
      at(`/fields/${i}/name`, `The field name "${name}" is reserved for the form's hidden anti-bot field.`, 'Choose another name, for example "reference".');
    } else if (name !== undefined && names.includes(name)) {
      at(
        `/fields/${i}/name`,
        `The field name "${name}" is already used by field ${names.indexOf(name) + 1} of this form.`,
        'Every field needs a name of its own; rename one of the two.',
      );
    }
    if (name !== undefined) names.push(name);

    const rules = list(field.rules);
    const isCaptcha = field.input === 'captcha';
    rules.forEach((rule, j) => {
      if (!isObj(rule)) return;
      if (rule.check === 'pattern' && typeof rule.value === 'string' && rule.value !== '') {
        const problem = regexProblem(rule.value);
        if (problem) at(`/fields/${i}/rules/${j}/value`, problem.message, problem.hint);
      }
      if (rule.check === 'captcha' && !isCaptcha) {
        at(
          `/fields/${i}/rules/${j}/check`,
          `A "captcha" rule only runs on a field with "input": "captcha", so on ${name ? `the field "${name}"` : 'this field'} it would never run.`,
          'Remove this rule, or move it to the captcha field.',
        );
      }
    });
    if (!isCaptcha) return;
    if (captchaField !== undefined) {
      at(
        `/fields/${i}/input`,
        `This form already has a captcha field ("${captchaField}"); only the first one is checked.`,
        'Keep one captcha field and remove the others.',
      );
    } else {
      captchaField = name ?? `field ${i + 1}`;
      if (!rules.some((r) => isObj(r) && r.check === 'captcha')) {
        at(
          `/fields/${i}/input`,
          `The captcha field ${name ? `"${name}" ` : ''}has no "captcha" rule, so the code the visitor types is never compared with the one shown.`,
          'Add { "check": "captcha", "message": "Captcha code does not match. Please try again." } to its "rules".',
        );
      }
    }
  });

  // A field without a readable name could be the one a mapping means: its own error comes first.
  if (fields.some((f) => !isObj(f) || typeof f.name !== 'string')) return errors;
  const missing = (value: string) => ({
    hint: didYouMean(value, names) ?? `The form's fields are: ${quoteList(names)}.`,
  });
  const targets = isObj(data.targets) ? data.targets : {};
  const spreadsheet = isObj(targets.spreadsheet) ? targets.spreadsheet : {};
  list(spreadsheet.fields).forEach((value, k) => {
    if (typeof value === 'string' && !names.includes(value)) {
      at(`/targets/spreadsheet/fields/${k}`, `The spreadsheet is sent the field "${value}", but this form has no field with that name.`, missing(value).hint);
    }
  });
  const crm = isObj(targets.crm) ? targets.crm : {};
  list(crm.fields).forEach((mapping, k) => {
    if (!isObj(mapping) || typeof mapping.from !== 'string' || names.includes(mapping.from)) return;
    const to = typeof mapping.name === 'string' ? `The CRM field "${mapping.name}"` : 'This CRM field';
    at(`/targets/crm/fields/${k}/from`, `${to} takes its value from "${mapping.from}", but this form has no field with that name.`, missing(mapping.from).hint);
  });
  return errors;
}

/** Static hosts serve "a/index.html" at "/a/" and "a.html" at "/a": for a visitor both are one address. */
export const addressOf = (file: string) => file.replace(/\/index\.html$/, '.html');

/** Home and not-found first, "…/index" and "/404" last, so a collision is reported on the route to change. */
const rank = (route: string) => (route === '/' || route === '*' ? 0 : /(^|\/)(index|404)$/.test(route) ? 2 : 1);

/** Different routes that would overwrite each other's file in dist/, or share one address. */
export function routeCollisions(pages: Array<{ route: string; page: Source }>): ConfigError[] {
  const errors: ConfigError[] = [];
  const claimed = new Map<string, { route: string; page: Source; file: string }>();
  const ordered = pages.map((p, i) => ({ ...p, i })).sort((a, b) => rank(a.route) - rank(b.route) || a.i - b.i);
  for (const { route, page } of ordered) {
    const file = outputFile(route);
    const first = claimed.get(addressOf(file));
    if (!first) {
      claimed.set(addressOf(file), { route, page, file });
      continue;
    }
    const both = `The route "${route}" (${page.file}) and the route "${first.route}" (${first.page.file})`;
    errors.push(
      page.source.errorAt(
        '/route',
        first.file === file
          ? `${both} would both be written to dist/${file}, so one page would overwrite the other.`
          : `${both} would be written to dist/${file} and dist/${first.file}, which static hosts serve at the same address.`,
        first.file === file
          ? 'Give this page another route; the home page "/" is always written to index.html and the not-found page "*" to 404.html.'
          : `Give this page another route; "${route}" would be shown at the same address as "${first.route}".`,
      ),
    );
  }
  return errors;
}
