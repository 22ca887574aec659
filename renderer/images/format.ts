/** The picture types the site takes: what the build can turn into AVIF and WebP. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** The types a build makes of a picture: AVIF, WebP and its own, when it is neither. */
export const formatsOf = (format: ImageFormat): ImageFormat[] => ['avif', 'webp', ...(format === 'avif' || format === 'webp' ? [] : [format])];

/** The address (or name) of the file a build makes of a picture at one width and type: `files` is MediaEntry's. */
export const pictureFile = (files: string, width: number, format: ImageFormat) => `${files}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
