/** The picture types the site takes: what the build can turn into AVIF and WebP. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };
