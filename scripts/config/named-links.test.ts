import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../renderer/generated/config.ts';
import { loadSiteConfig } from './load.ts';
import { resolveNamedLinks } from './named-links.ts';

const site = { integrations: { meetingBookingUrl: 'https://calendly.com/example/intro' } } as SiteConfig;

describe('named links', () => {
  it('replaces "@meeting-booking" anywhere in a page with the address from site.json', () => {
    const page = { blocks: [{ type: 'cta', actions: [{ label: 'Schedule a Demo', href: '@meeting-booking', newTab: true }, { label: 'Demo', href: '/request-demo' }] }] };
    resolveNamedLinks(page, site);
    expect(page.blocks[0].actions.map((a) => a.href)).toEqual(['https://calendly.com/example/intro', '/request-demo']);
  });

  it('is applied when the site config is loaded, so blocks never see the name', () => {
    const { bundle } = loadSiteConfig('site.config');
    const page = bundle!.pages.find((p) => p.page.route === '/calling-agents')!.page;
    const text = JSON.stringify(page);
    expect(text).not.toContain('@meeting-booking');
    expect(text).toContain(bundle!.site.integrations.meetingBookingUrl);
  });
});
