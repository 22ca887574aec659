// @vitest-environment node
/** The redirects in each form a static host reads, from one fixture list. */
import { describe, expect, it } from 'vitest';
import { redirectFiles, redirectPage } from './site-files.ts';

const site = { url: 'https://www.example.com', language: 'en', brand: { name: 'Example', tagline: 'Examples' } };
const redirects = [
  { from: '/old-offer', to: '/calling-agents', permanent: true },
  { from: '/industries/cars', to: '/industries/automotive#demo', permanent: true },
  { from: '/for-a-while', to: 'https://partner.example.org/offer?a=1&b=2', permanent: false },
];
const files = Object.fromEntries(redirectFiles({ site, redirects }));

describe('redirect files', () => {
  it('writes nothing for a site without redirects', () => {
    expect(redirectFiles({ site, redirects: [] })).toEqual([]);
  });

  it('_redirects: for each redirect a forced line for Netlify, then the plain one Cloudflare Pages reads; 301 or 302', () => {
    const rules = files._redirects.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(rules).toEqual([
      '/old-offer /calling-agents 301!',
      '/old-offer /calling-agents 301',
      '/industries/cars /industries/automotive#demo 301!',
      '/industries/cars /industries/automotive#demo 301',
      '/for-a-while https://partner.example.org/offer?a=1&b=2 302!',
      '/for-a-while https://partner.example.org/offer?a=1&b=2 302',
    ]);
    expect(files._redirects.startsWith('# Written by npm run build from site.config/redirects.json')).toBe(true);
  });

  it('vercel.json: its "redirects" with source, destination and permanent', () => {
    expect(JSON.parse(files['vercel.json'])).toEqual({
      redirects: [
        { source: '/old-offer', destination: '/calling-agents', permanent: true },
        { source: '/industries/cars', destination: '/industries/automotive#demo', permanent: true },
        { source: '/for-a-while', destination: 'https://partner.example.org/offer?a=1&b=2', permanent: false },
      ],
    });
  });

  it('a page at each old address, in the file a page with that route would have', () => {
    expect(Object.keys(files).sort()).toEqual(['_redirects', 'for-a-while.html', 'industries/cars.html', 'old-offer.html', 'vercel.json']);
    const page = files['old-offer.html'];
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/calling-agents">');
    expect(page).toContain('<link rel="canonical" href="https://www.example.com/calling-agents">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<a href="/calling-agents">https://www.example.com/calling-agents</a>');
    expect(page).toContain('<html lang="en">');
  });

  it('an outside address is written as it is, escaped inside the HTML', () => {
    const page = redirectPage(site, { to: 'https://partner.example.org/offer?a=1&b=2' });
    expect(page).toContain('content="0; url=https://partner.example.org/offer?a=1&amp;b=2"');
    expect(page).toContain('<link rel="canonical" href="https://partner.example.org/offer?a=1&amp;b=2">');
  });
});
