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

  it('leaves texts that merely start with "@" alone', () => {
    expect(resolveNamedLinks({ note: '@team', other: '@meeting-booking!' }, site)).toEqual({ note: '@team', other: '@meeting-booking!' });
  });
});
