import { expect, type Page } from '@playwright/test';
import type { Block } from '../../renderer/generated/config.ts';
import { loadSiteConfig } from '../../validator/load.ts';

const loaded = loadSiteConfig('site.config');
if (!loaded.bundle) throw new Error('site.config is invalid; run npm run validate');

/** The validated site config, so browser tests check what the editors wrote. */
export const site = loaded.bundle.site;
export const pages = loaded.bundle.pages.map((p) => p.page);
export const contentRoutes = pages.filter((p) => p.route !== '*').map((p) => p.route);
const forms = loaded.bundle.forms;

/**
 * The first block of a type on a live page, so a test expects what the editors wrote today
 * (a heading, a paragraph, a label) instead of a copy of it that breaks when they reword it.
 */
export function blockOf<T extends Block['type']>(route: string, type: T): Extract<Block, { type: T }> {
  const block = pages.find((p) => p.route === route)?.blocks.find((b): b is Extract<Block, { type: T }> => b.type === type);
  if (!block) throw new Error(`No "${type}" block on ${route} in site.config`);
  return block;
}

/**
 * A live form's own words: its field labels by field name, its rules' messages, its submit
 * button's labels and what it says after sending, so a test finds and expects what editors wrote.
 */
export function formWords(id: string) {
  const form = forms[id];
  if (!form) throw new Error(`No form site.config/forms/${id}.json`);
  const label: Record<string, string> = Object.fromEntries(form.fields.map((f) => [f.name, f.label]));
  const message = (field: string, check: string) => {
    const rule = form.fields.find((f) => f.name === field)?.rules.find((r) => r.check === check);
    if (!rule) throw new Error(`No "${check}" rule on the field "${field}" of site.config/forms/${id}.json`);
    return rule.message;
  };
  return { fields: form.fields, label, message, submit: form.submit, success: form.success, failure: form.failure };
}

/** Collects console errors and warnings (hydration mismatches among them) while a test runs. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

const isHydrated = (selector: string) => [...document.querySelectorAll(selector)].every((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')));

/** Waits until every island hydrated at load has hydrated (React marks its root container). */
export async function hydrated(page: Page) {
  await expect.poll(() => page.evaluate(isHydrated, '[data-island][data-hydrate="load"]')).toBe(true);
}

/**
 * Wakes every island the way a visitor would (pointer over the header and other
 * interactive parts, scrolling to the footer) and waits until all of them have hydrated.
 */
export async function hydrateAll(page: Page) {
  await page.getByRole('banner').hover();
  // Other islands that wake on interaction (the plan cards) get a pointer over them too.
  for (const island of await page.locator('[data-island][data-hydrate="interaction"] > :first-child').all()) await island.hover();
  // Islands that wake when visible are scrolled to one by one: a jump to the bottom skips them.
  for (const island of await page.locator('[data-island][data-hydrate="visible"] > :first-child').all()) await island.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(isHydrated, '[data-island]'), { timeout: 15_000 }).toBe(true);
}

/**
 * Holds an island's script (its chunk, `assets/<island>.island-*.js`) back until the returned
 * `release` is called, so a test acts while the island is waking: what the page answers natively
 * before React, and how React takes it over. `release` resolves once the script has arrived.
 */
export async function holdIslandScript(page: Page, island: string): Promise<() => Promise<void>> {
  const script = `**/assets/${island}.island-*.js`;
  let release!: () => void;
  const held = new Promise<void>((ok) => (release = ok));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    const arrived = page.waitForResponse(script);
    release();
    await arrived;
  };
}

/** Every voice-widget script the site config points at (the CDN cannot be reached in tests). */
const voiceWidgetScripts = [...new Set(pages.flatMap((p) => p.blocks.flatMap((b) => (b.type === 'voiceWidget' ? [b.scriptUrl] : []))))];

/**
 * A stand-in for the widget's CDN script, served at the network boundary: it registers the
 * custom element and the run function, renders a small widget and records on window how it was
 * started (__voiceRuns) and stopped (__voiceStops).
 */
const fakeVoiceWidgetScript = `
customElements.define('vapi-widget', class extends HTMLElement {});
window.__voiceRuns = [];
window.__voiceStops = 0;
window.WidgetLoader = class {
  constructor({ container, component, props }) {
    window.__voiceRuns.push({ component, props });
    this.el = document.createElement('vapi-widget');
    this.el.setAttribute('role', 'region');
    this.el.setAttribute('aria-label', props.title + ' voice assistant');
    this.el.style.cssText = 'position:fixed;right:24px;bottom:24px;z-index:60;padding:12px 20px;border-radius:999px;background:#0b1324;color:#fff';
    const button = document.createElement('button');
    button.textContent = props.startButtonText;
    this.el.append(button);
    container.append(this.el);
  }
  destroy() {
    this.el.remove();
    window.__voiceStops += 1;
  }
};
`;

/** Serves the fake widget script for every configured widget script URL. */
export async function fakeVoiceWidgetCdn(page: Page) {
  for (const url of voiceWidgetScripts) {
    await page.route(url, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeVoiceWidgetScript }));
  }
}
