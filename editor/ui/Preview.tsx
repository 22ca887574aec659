import { useEffect, useRef, useState, type ReactNode } from 'react';

const WIDTHS = [375, 768, 1280] as const;

interface Props {
  html?: string;
  selected: number;
  onSelect: (index: number) => void;
  stale: boolean;
  /** Opens the site's mobile menu in the preview (the header's own button), after each update too. */
  menuOpen?: boolean;
  /** More controls for the preview's bar (the page a setting is shown on). */
  controls?: ReactNode;
  /** Load each version as a new document, so the site's scripts (the header's menu) run on it. */
  reload?: boolean;
}

/** The page as the site renders it, from the unsaved data; a click on a block selects it. */
export function Preview({ html, selected, onSelect, stale, menuOpen, controls, reload = false }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  /** Set when the preview's script reports that the document is ready for updates. */
  const loaded = useRef(false);
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(1280);
  const stage = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });

  // The chosen width is kept as the page's real width, scaled down to fit the column.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setBox({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = box.width ? Math.min(1, (box.width - 16) / width) : 1;

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow) return;
      const data = e.data as { type?: string; index?: number };
      if (data?.type === 'editor.preview.ready') {
        loaded.current = true;
        if (menuOpen !== undefined) frame.current?.contentWindow?.postMessage({ type: 'editor.preview.menu', open: menuOpen }, '*');
      }
      if (data?.type === 'editor.block.select' && typeof data.index === 'number' && data.index >= 0) onSelect(data.index);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect, menuOpen]);

  // The first version loads as a document (with the site's styles and islands); later versions
  // replace only its <body>, so an update shows at once, without a reload or a flash of unstyled page.
  useEffect(() => {
    const el = frame.current;
    if (!el || html === undefined) return;
    if (loaded.current && el.contentWindow && !reload) el.contentWindow.postMessage({ type: 'editor.preview.update', html }, '*');
    else el.srcdoc = html;
  }, [html, reload]);

  // The preview's script keeps asking the site's header until its script has started (preview.ts).
  useEffect(() => {
    if (menuOpen !== undefined) frame.current?.contentWindow?.postMessage({ type: 'editor.preview.menu', open: menuOpen }, '*');
  }, [menuOpen]);

  const mark = (scrollTo: boolean) => frame.current?.contentWindow?.postMessage({ type: 'editor.preview.select', index: selected, scroll: scrollTo }, '*');
  // Again after each update (it replaces the marked sections), not at every render: marking scrolls,
  // which lays out the whole preview, and the editor renders at every keystroke.
  useEffect(() => {
    frame.current?.contentWindow?.postMessage({ type: 'editor.preview.select', index: selected, scroll: true }, '*');
  }, [selected, html]);

  return (
    <section className="preview" aria-label="Preview">
      <div className="preview-bar">
        <span>
          Preview{stale ? ' (last valid version)' : ''}
          {scale < 1 && <span className="muted"> · {Math.round(scale * 100)}%</span>}
        </span>
        {controls}
        <div role="group" aria-label="Preview width">
          {WIDTHS.map((w) => (
            <button key={w} type="button" className="small" aria-pressed={width === w} onClick={() => setWidth(w)}>
              {w} px
            </button>
          ))}
        </div>
      </div>
      <div className="preview-stage" ref={stage}>
        <iframe
          ref={frame}
          title="Page preview"
          hidden={html === undefined}
          style={{ width, height: box.height ? box.height / scale : undefined, transform: `scale(${scale})` }}
          data-width={width}
          onLoad={() => mark(false)}
        />
        {html === undefined && <p className="preview-empty">The preview appears once there are no problems.</p>}
      </div>
    </section>
  );
}
