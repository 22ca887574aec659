// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResolvedImage } from '../images/types';
import { Picture } from './Picture';

const image: ResolvedImage = {
  alt: 'A car in a showroom',
  width: 1280,
  height: 960,
  src: '/assets/img/car-1280.jpg',
  sizes: '(min-width:1024px) 560px, 100vw',
  sources: [
    { type: 'image/avif', srcset: '/assets/img/car-720.avif 720w, /assets/img/car-1280.avif 1280w' },
    { type: 'image/webp', srcset: '/assets/img/car-720.webp 720w, /assets/img/car-1280.webp 1280w' },
  ],
};

const dom = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('Picture', () => {
  it('writes AVIF then WebP sources with srcset and sizes, and an img with its size, so nothing moves while it loads', () => {
    const doc = dom(renderToStaticMarkup(<Picture image={image} />));
    const sources = [...doc.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', image.sources[0].srcset, image.sizes],
      ['image/webp', image.sources[1].srcset, image.sizes],
    ]);
    const img = doc.querySelector('picture > img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual([
      '/assets/img/car-1280.jpg',
      '1280',
      '960',
      'A car in a showroom',
    ]);
  });

  it('loads lazily below the first block, and first with high priority as the largest paint', () => {
    const lazy = dom(renderToStaticMarkup(<Picture image={image} />)).querySelector('img')!;
    expect([lazy.getAttribute('loading'), lazy.getAttribute('decoding'), lazy.getAttribute('fetchpriority')]).toEqual(['lazy', 'async', null]);
    const lead = dom(renderToStaticMarkup(<Picture image={{ ...image, priority: 'high' }} />)).querySelector('img')!;
    expect([lead.getAttribute('loading'), lead.getAttribute('decoding'), lead.getAttribute('fetchpriority')]).toEqual([null, null, 'high']);
    const eager = dom(renderToStaticMarkup(<Picture image={{ ...image, priority: 'eager' }} />)).querySelector('img')!;
    expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority')]).toEqual([null, null]);
  });

  it('keeps an empty alt for a decorative picture and puts a caption under it', () => {
    const doc = dom(renderToStaticMarkup(<Picture image={{ ...image, alt: '', caption: 'Our showroom' }} />));
    expect(doc.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(doc.querySelector('figure > figcaption')!.textContent).toBe('Our showroom');
  });
});
