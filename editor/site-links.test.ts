import { describe, expect, it } from 'vitest';
import { linksToRoute, pageRoutes, siteLinks } from './site-links.ts';
import { tempProject, validators } from './test-project.ts';

describe('siteLinks', () => {
  const { targets, linkedFrom } = siteLinks(tempProject(), validators());

  it("offers every page's route and its sections' anchors as link targets, not the not-found page", () => {
    expect(targets).toContain('/about-us');
    expect(targets.some((t) => t.startsWith('/discovery#'))).toBe(true);
    expect(targets).not.toContain('*');
  });

  it('says where each route is linked from: the menus and footer by name, other pages by route, never the page itself', () => {
    expect(linkedFrom['/about-us']).toEqual(expect.arrayContaining(['Header menu', 'Footer']));
    expect(linkedFrom['/request-demo']).toContain('/about-us');
    for (const [route, places] of Object.entries(linkedFrom)) expect(places).not.toContain(route);
    expect(Object.values(linkedFrom).flat()).not.toContain('*');
  });
});

describe('what one page screen needs', () => {
  it("the places that link to one route, the same as the whole site's list says", () => {
    const root = tempProject();
    expect(linksToRoute(root, validators(), '/about-us')).toStrictEqual({ route: '/about-us', places: siteLinks(root, validators()).linkedFrom['/about-us'] });
    expect(linksToRoute(root, validators(), '/nowhere')).toStrictEqual({ route: '/nowhere', places: [] });
    expect(linksToRoute(root, validators(), '__proto__')).toStrictEqual({ route: '__proto__', places: [] });
    expect(() => linksToRoute(root, validators(), null)).toThrow('route');
  });

  it("every page's route for link suggestions, without sections or the not-found page", () => {
    const { routes } = pageRoutes(tempProject(), validators());
    expect(routes).toContain('/about-us');
    expect(routes).toContain('/');
    expect(routes.some((r) => r.includes('#') || r === '*')).toBe(false);
  });
});
