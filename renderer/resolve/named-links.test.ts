import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../generated/config';
import { resolveNamedLinks } from './named-links';

const site = { integrations: { meetingBookingUrl: 'https://calendly.com/example/intro' } } as SiteConfig;

describe('named links', () => {
  it('replaces "@meeting-booking" anywhere in a page with the address from site.json, leaving the input as it was', () => {
    const page = {
      blocks: [
        {
          type: 'cta',
          actions: [
            { label: 'Schedule a Demo', href: '@meeting-booking', newTab: true },
            { label: 'Demo', href: '/request-demo' },
          ],
        },
      ],
    };
    const before = structuredClone(page);
    const resolved = resolveNamedLinks(page, site);
    expect(resolved.blocks[0].actions.map((a) => a.href)).toEqual(['https://calendly.com/example/intro', '/request-demo']);
    expect(page).toEqual(before);
  });

  it('copies only the objects and arrays on the way to a named link', () => {
    const plain = { label: 'Demo', href: '/request-demo' };
    const page = { hero: { title: 'Hi' }, actions: [plain, { label: 'Book', href: '@meeting-booking' }] };
    const resolved = resolveNamedLinks(page, site);
    expect(resolved).not.toBe(page);
    expect(resolved.actions).not.toBe(page.actions);
    expect(resolved.hero).toBe(page.hero);
    expect(resolved.actions[0]).toBe(plain);
    expect(resolveNamedLinks(page.hero, site)).toBe(page.hero);
  });

  it('leaves texts that merely start with "@" alone', () => {
    expect(resolveNamedLinks({ note: '@team', other: '@meeting-booking!' }, site)).toEqual({ note: '@team', other: '@meeting-booking!' });
  });
});
