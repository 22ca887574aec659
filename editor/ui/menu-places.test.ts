import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../tests/unit/fixture-config.ts';
import { addLink, menuPlaces, placesLinking } from './menu-places.ts';

const site = JSON.parse(readFileSync(join(projectRoot, 'tests/fixtures/site/site.config/site.json'), 'utf8')) as Record<string, unknown>;

describe('menuPlaces', () => {
  it('lists the header menu, each dropdown, each mobile-menu group and each footer column', () => {
    const places = menuPlaces(site);
    expect(places[0]).toMatchObject({ id: 'header.nav', topLevel: true, area: 'menu' });
    expect(places.map((p) => p.label)).toContain('Header menu › Solutions');
    expect(places.filter((p) => p.area === 'footer').length).toBeGreaterThan(0);
  });
});

describe('addLink', () => {
  it('puts a plain link into a dropdown at the chosen position, with its description, without changing the data given', () => {
    const solutions = menuPlaces(site).find((p) => p.label === 'Header menu › Solutions')!;
    const before = JSON.stringify(site);
    const next = addLink(site, solutions.id, 1, { label: 'Travel', href: '/industries/travel', description: 'Agents for travel agencies.' });
    expect(JSON.stringify(site)).toBe(before);
    const after = menuPlaces(next).find((p) => p.id === solutions.id)!;
    expect(after.links).toEqual([solutions.links[0], 'Travel', ...solutions.links.slice(1)]);
    expect(placesLinking(next, '/industries/travel')).toEqual(['Header menu › Solutions']);
  });

  it('makes a top-level header entry a link item, and a footer link has no description', () => {
    const top = addLink(site, 'header.nav', 99, { label: 'Travel', href: '/travel', description: 'ignored' });
    const nav = (top.header as { nav: unknown[] }).nav;
    expect(nav[nav.length - 1]).toEqual({ kind: 'link', label: 'Travel', href: '/travel' });
    const footer = menuPlaces(site).find((p) => p.area === 'footer')!;
    const withFooter = addLink(site, footer.id, 0, { label: 'Travel', href: '/travel', description: 'ignored' });
    expect(placesLinking(withFooter, '/travel')).toEqual([footer.label]);
  });
});
