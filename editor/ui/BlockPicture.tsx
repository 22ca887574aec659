import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { api } from './api.ts';

/** Each block type's example as the site renders it (see editor/block-pictures.ts), by type. */
export const PicturesContext = createContext<Record<string, string>>({});

let latest: { version: string; pictures: Record<string, string> } | undefined;

/**
 * The pictures, asked for again each time the palette opens: the server renders them from the
 * schema examples at each request, so a changed example or component shows; an unchanged version
 * keeps the same texts, and the pictures' frames do not load again.
 */
export function usePictures(): Record<string, string> {
  const [pictures, setPictures] = useState(latest?.pictures ?? {});
  useEffect(() => {
    let live = true;
    void api<{ version: string; pictures: Record<string, string> }>('/api/block-pictures').then(({ status, body }) => {
      if (status !== 200 || !live) return;
      if (latest?.version !== body.version) latest = { version: body.version, pictures: body.pictures };
      setPictures(latest.pictures);
    });
    return () => {
      live = false;
    };
  }, []);
  return pictures;
}

const WIDTH = 1280;

/** A small, inert look at a block type: its example drawn by the site's renderer at desktop width, scaled down. */
export function BlockPicture({ type, name }: { type: string; name: string }) {
  const html = useContext(PicturesContext)[type];
  const box = useRef<HTMLSpanElement>(null);
  // Scaled to the entry's width, whatever the palette's columns make it.
  const [scale, setScale] = useState(0.17);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => el.clientWidth && setScale(el.clientWidth / WIDTH));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <span className="block-picture" aria-hidden="true" ref={box}>
      {html ? (
        <iframe
          title={`${name} example`}
          srcDoc={html}
          tabIndex={-1}
          inert
          loading="lazy"
          style={{ width: WIDTH, height: WIDTH * 0.6, transform: `scale(${scale})` }}
        />
      ) : (
        <span className="block-picture-empty" />
      )}
    </span>
  );
}
