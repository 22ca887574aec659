import { describe, expect, it } from 'vitest';
import { headerRoute } from './header-route';
import type { SiteHeaderProps } from './SiteHeader.island';

const header: Omit<SiteHeaderProps, 'currentRoute'> = {
  brandName: 'Rivo AI',
  nav: [
    { kind: 'link', label: 'Home', href: '/' },
    { kind: 'dropdown', label: 'Solutions', links: [{ label: 'Automotive', href: '/industries/automotive' }] },
  ],
  action: { label: 'Book a call', href: '/request-demo', style: 'primary', newTab: false },
  mobileGroups: [{ label: 'Company', links: [{ label: 'About', href: '/about-us' }] }],
};

describe('the route the header marks', () => {
  it('is the page’s route when a nav link, a dropdown or mobile-menu link, or the action goes there', () => {
    for (const route of ['/', '/industries/automotive', '/about-us', '/request-demo']) expect(headerRoute(header, route)).toBe(route);
  });

  it('is empty on a page the header does not link to, so that such pages share its props', () => {
    expect(headerRoute(header, '/case-studies/acme')).toBe('');
    expect(headerRoute(header, '*')).toBe('');
    // A route that only starts like a link is not marked (links are marked when their href is the route).
    expect(headerRoute(header, '/about-us/team')).toBe('');
  });
});
