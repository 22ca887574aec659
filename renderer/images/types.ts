import type { Image } from '../generated/config';
import type { ImageFormat } from './format';

/** A picture of the media folder as the renderer may use it: its type, its upright size, and where a build puts its files (outside a build, none: the original is shown). */
export interface MediaEntry {
  format: ImageFormat;
  width: number;
  height: number;
  /** What the addresses of its files start with, named by its content (`/assets/img/showroom-1a2b3c4d`; pictureFile). */
  files?: string;
}

/** The media folder's pictures by file name. */
export type MediaIndex = Readonly<Record<string, MediaEntry>>;

/** An image field as a block receives it: everything its `<picture>` needs. */
export interface ResolvedImage {
  /** "" for a decorative picture. */
  alt: string;
  width: number;
  height: number;
  /** The fallback for browsers without AVIF and WebP: the original format at the slot's largest width that exists. */
  src: string;
  /** AVIF, then WebP, at every width: the browser takes the first type it can show, at the width it needs. */
  sources: Array<{ type: string; srcset: string }>;
  sizes: string;
  /** `object-position` from the part to keep in view, when it is not the centre. */
  position?: string;
  caption?: string;
  /**
   * In the page's first block: "high" for its first picture (the page's largest paint, fetched
   * before anything else), "eager" for the others; below the first block, pictures load lazily.
   */
  priority?: 'high' | 'eager';
}

/** `T` with every image field resolved. */
export type WithImages<T> = T extends Image
  ? ResolvedImage
  : T extends readonly unknown[]
    ? { [K in keyof T]: WithImages<T[K]> }
    : T extends object
      ? { [K in keyof T]: WithImages<T[K]> }
      : T;
