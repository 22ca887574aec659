/* The handle is the ARIA window splitter, a focusable separator; jsx-a11y counts every separator as static. */
/* eslint-disable jsx-a11y/no-noninteractive-tabindex */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import './compose.css';

const KEY = 'editor.fields-width';
const MIN = 280;
const STEP = 24;

/**
 * The handle between the form and the preview: drag it, or focus it and use ←/→, to give one more
 * room. The width is the form column's (a CSS variable on the columns), kept for the next visit.
 */
export function Splitter() {
  const handle = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() => Number(localStorage.getItem(KEY)) || 400);
  const drag = useRef<{ x: number; width: number } | undefined>(undefined);
  // The room of the columns, less the outline and a preview of at least a phone's width.
  const [max, setMax] = useState(900);
  const clamp = (w: number) => Math.round(Math.min(max, Math.max(MIN, w)));
  useEffect(() => {
    const columns = handle.current?.parentElement;
    if (!columns) return;
    const observer = new ResizeObserver(() => setMax(Math.max(MIN, columns.clientWidth - 680)));
    observer.observe(columns);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    handle.current?.parentElement?.style.setProperty('--fields-width', `${width}px`);
    localStorage.setItem(KEY, String(width));
  }, [width]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    // Captured, so the pointer keeps moving the handle over the preview's frame.
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, width };
  };
  const onPointerMove = (e: PointerEvent) => {
    if (drag.current) setWidth(clamp(drag.current.width + e.clientX - drag.current.x));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      setWidth(clamp(width + (e.key === 'ArrowLeft' ? -STEP : STEP)));
    }
  };
  return (
    // The ARIA window splitter: a focusable separator with a value (jsx-a11y counts every separator as static).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={handle}
      className="splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label="Width of the form beside the preview"
      aria-valuenow={width}
      aria-valuemin={MIN}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = undefined)}
      onKeyDown={onKeyDown}
    />
  );
}
