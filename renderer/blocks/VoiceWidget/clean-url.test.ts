import { describe, expect, it } from 'vitest';
import { cleanedUrl } from './clean-url';

describe('cleanedUrl', () => {
  it('drops forceHideBadge and lovable, keeping every other parameter in order and the hash', () => {
    expect(cleanedUrl('https://rivo.ai/industries/automotive?forceHideBadge=true&lovable=1&utm_source=x#how-it-works')).toBe(
      '/industries/automotive?utm_source=x#how-it-works',
    );
    expect(cleanedUrl('https://rivo.ai/a?b=1&lovable=true&c=2&c=3&forceHideBadge')).toBe('/a?b=1&c=2&c=3');
    expect(cleanedUrl('https://rivo.ai/a?q=red+car%2C%20used&lovable=1&ref=a%26b')).toBe('/a?q=red+car%2C%20used&ref=a%26b');
  });

  it('leaves no dangling "?" when nothing else remains', () => {
    expect(cleanedUrl('https://rivo.ai/industries/automotive?lovable=1#faq')).toBe('/industries/automotive#faq');
  });

  it('returns null when there is nothing to strip, so the address is left alone', () => {
    expect(cleanedUrl('https://rivo.ai/?utm_source=x&lovables=1#top')).toBeNull();
    expect(cleanedUrl('https://rivo.ai/')).toBeNull();
  });
});
