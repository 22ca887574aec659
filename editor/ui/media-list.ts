import { useSyncExternalStore } from 'react';
import type { MediaItem } from '../media.ts';

export type { MediaItem };

/**
 * The media library as the editor last read it (GET /api/media), shared by the Media screen and
 * every picture picker: an upload on one shows in the others. Read again on `refreshMedia()`.
 */
let items: MediaItem[] | undefined;
let failure: string | undefined;
const listeners = new Set<() => void>();
let loading: Promise<void> | undefined;

export function refreshMedia(): Promise<void> {
  loading = fetch('/api/media')
    .then(async (res) => {
      const body = (await res.json()) as { media?: MediaItem[]; message?: string };
      if (res.ok && body.media) [items, failure] = [body.media, undefined];
      else failure = body.message ?? 'The media library could not be read.';
    })
    .catch(() => {
      failure = 'The editor did not answer; the media library could not be read.';
    })
    .finally(() => listeners.forEach((l) => l()));
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!loading) void refreshMedia();
  return () => listeners.delete(listener);
};

/** The library's pictures as last read, outside React: for a handler that must see the latest list. */
export const mediaItems = (): readonly MediaItem[] => items ?? [];

/** The library's pictures (undefined while first read) and why it could not be read, if so. */
export function useMedia(): { items?: MediaItem[]; failure?: string } {
  const list = useSyncExternalStore(subscribe, () => items);
  const error = useSyncExternalStore(subscribe, () => failure);
  return { items: list, failure: error };
}

/** Sends a picture's bytes; the library's reply (the name it got, or why it was refused). */
export async function uploadPicture(
  file: Blob,
  params: { name?: string; alt?: string; replace?: string },
): Promise<{ ok: boolean; name?: string; message?: string }> {
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
  try {
    const res = await fetch(`/api/media/upload?${query}`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: file });
    const body = (await res.json()) as { ok: boolean; name?: string; message?: string };
    if (body.ok) await refreshMedia();
    return body;
  } catch {
    return { ok: false, message: 'The editor did not answer; the picture was not added.' };
  }
}

export const kB = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} kB`;
