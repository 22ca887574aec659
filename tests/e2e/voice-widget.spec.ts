import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { VoiceWidgetBlock } from '../../renderer/generated/config';
import { blockOf, fakeVoiceWidgetCdn, hydrated, pages, watchConsole } from './site';

const route = '/industries/automotive';
const widget = pages.find((p) => p.route === route)!.blocks.find((b): b is VoiceWidgetBlock => b.type === 'voiceWidget')!;
// The hero's buttons by where they go, with the labels editors gave them.
const heroActions = blockOf(route, 'hero').actions;
const toHowItWorks = heroActions.find((a) => a.href === '#how-it-works')!;
const toDemo = heroActions.find((a) => a.href === '/request-demo')!;

/** Counts requests to the widget's CDN script, to prove nothing is fetched before consent. */
function countScriptRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url() === widget.scriptUrl) requests.push(r.url());
  });
  return requests;
}

const runs = (page: Page) => page.evaluate(() => (window as unknown as { __voiceRuns?: unknown[] }).__voiceRuns ?? []);

async function allow(page: Page, { checkA11y = false } = {}) {
  await page.getByRole('button', { name: widget.title }).click();
  const card = page.getByRole('dialog', { name: widget.title });
  await expect(card).toContainText(widget.consentText);
  await expect(card).toBeFocused();
  if (checkA11y) {
    const axe = await new AxeBuilder({ page }).include('[data-island="voiceWidget"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
  await card.getByRole('button', { name: widget.allowLabel }).click();
}

test.describe('voice widget on the automotive page', () => {
  test('loads nothing before consent, then runs the CDN widget with the options of the page JSON', async ({ page }) => {
    await fakeVoiceWidgetCdn(page);
    const requests = countScriptRequests(page);
    const problems = watchConsole(page);
    await page.goto(route);
    await hydrated(page);
    await expect(page.getByRole('button', { name: widget.title })).toBeVisible();
    expect(requests).toEqual([]);

    await allow(page, { checkA11y: true });
    const running = page.getByRole('region', { name: `${widget.title} voice assistant` });
    await expect(running.getByRole('button', { name: widget.startLabel })).toBeVisible();
    expect(requests).toEqual([widget.scriptUrl]);
    expect(await runs(page)).toEqual([
      {
        component: widget.component,
        props: {
          assistantId: widget.assistantId,
          mode: widget.mode,
          theme: widget.theme,
          position: widget.position,
          title: widget.title,
          startButtonText: widget.startLabel,
          endButtonText: widget.endLabel,
          showTranscript: widget.showTranscript,
          requireConsent: widget.consentRequired,
          termsContent: widget.consentText,
          localStorageKey: widget.consentKey,
          accentColor: widget.accentColor,
        },
      },
    ]);
    expect(await page.evaluate((key) => localStorage.getItem(key), widget.consentKey)).toBe('true');
    expect(problems).toEqual([]);
  });

  test('remembers consent across a reload, and a withdrawal stops the widget and is remembered too', async ({ page }) => {
    await fakeVoiceWidgetCdn(page);
    await page.goto(route);
    await allow(page);
    await expect(page.getByRole('region', { name: `${widget.title} voice assistant` })).toBeVisible();

    await page.reload();
    // Not asked again: the widget starts by itself.
    await expect(page.getByRole('region', { name: `${widget.title} voice assistant` })).toBeVisible();
    await expect(page.getByRole('dialog', { name: widget.title })).toHaveCount(0);
    expect(await runs(page)).toHaveLength(1);

    await page.getByRole('button', { name: widget.withdrawLabel }).click();
    await expect(page.getByRole('region', { name: `${widget.title} voice assistant` })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __voiceStops: number }).__voiceStops)).toBe(1);
    await expect(page.getByRole('button', { name: widget.title })).toBeFocused();

    const requests = countScriptRequests(page);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: widget.title })).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('when the CDN script fails, the page stays usable, shows no error and only logs it', async ({ page }) => {
    await page.route(widget.scriptUrl, (r) => r.abort());
    const problems = watchConsole(page);
    await page.goto(route);
    await hydrated(page);
    // The page's own copy mentions errors (sync error logs); the failure must add none.
    const errorTexts = await page.getByText(/error/i).count();
    await allow(page);

    await expect.poll(() => problems.join('\n')).toContain('The voice assistant could not be started');
    await expect(page.getByRole('button', { name: widget.title })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: widget.title })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/error/i)).toHaveCount(errorTexts);

    await page.getByRole('link', { name: toHowItWorks.label }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await page.getByRole('main').getByRole('link', { name: toDemo.label }).first().click();
    await expect(page).toHaveURL(/\/request-demo$/);
  });

  test('strips forceHideBadge and lovable from the address without reloading, keeping the rest', async ({ page }) => {
    await page.goto(`${route}?forceHideBadge=true&lovable=1&utm_source=x#how-it-works`);
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    await hydrated(page);
    const address = () => {
      const url = new URL(page.url());
      return url.pathname + url.search + url.hash;
    };
    await expect.poll(address).toBe(`${route}?utm_source=x#how-it-works`);
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(2);
  });
});
