import { useEffect, useRef, useState, type ReactNode } from 'react';
import './compose.css';

/** "fit": the page at the column's own width, unscaled (a real width for a responsive page). */
const WIDTHS = ['fit', 375, 768, 1280] as const;
type Width = (typeof WIDTHS)[number];

type Path = (string | number)[];

interface Props {
  html?: string;
  selected: number;
  onSelect: (index: number) => void;
  stale: boolean;
  /** Which of the texts around a click in block `index` is a text field of it, and where. */
  textAt?: (index: number, texts: string[]) => { level: number; path: Path } | undefined;
  /** A text typed in the preview: the same edit as typing in that field of the form. */
  onText?: (index: number, path: Path, text: string) => void;
  /** A block dragged to the gap `gap` (0 … number of blocks) in the preview. */
  onMove?: (from: number, gap: number) => void;
  /** A palette entry dropped at the gap `gap` in the preview. */
  onInsert?: (type: string, gap: number) => void;
  /** Focus mode: the preview alone, the outline and the form hidden (a screen without it has no such button). */
  focus?: boolean;
  onFocusChange?: (focus: boolean) => void;
  /** Opens the site's mobile menu in the preview (the header's own button), after each update too. */
  menuOpen?: boolean;
  /** More controls for the preview's bar (the page a setting is shown on). */
  controls?: ReactNode;
  /** Load each version as a new document, so the site's scripts (the header's menu) run on it. */
  reload?: boolean;
  /** Changes with each answered check: the page is brought back to `html` even when it is the same text as before, since typing in the preview changed what it shows. */
  revision?: number;
}

/** The page as the site renders it, from the unsaved data; a click on a block selects it, a click on a text edits it there. */
export function Preview({
  html,
  selected,
  onSelect,
  stale,
  textAt,
  onText,
  onMove,
  onInsert,
  focus = false,
  onFocusChange,
  menuOpen,
  controls,
  reload = false,
  revision,
}: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  /** Set when the preview's script reports that the document is ready for updates. */
  const loaded = useRef(false);
  const [width, setWidth] = useState<Width>('fit');
  const stage = useRef<HTMLDivElement>(null);
  const after = useRef<HTMLSpanElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [typing, setTyping] = useState(false);
  const [untypable, setUntypable] = useState(false);

  // A chosen width is kept as the page's real width, scaled down to fit the column when it is wider.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setBox({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const pageWidth = width === 'fit' ? Math.max(320, box.width) : width;
  const scale = box.width && width !== 'fit' ? Math.min(1, (box.width - 16) / width) : 1;

  // The handlers change at each edit; the listener calls the latest without subscribing again.
  const latest = useRef({ onSelect, textAt, onText, onMove, onInsert, menuOpen });
  useEffect(() => {
    latest.current = { onSelect, textAt, onText, onMove, onInsert, menuOpen };
  });

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const win = frame.current?.contentWindow;
      if (!win || e.source !== win) return;
      const data = e.data as {
        type?: string;
        index?: number;
        texts?: string[];
        path?: Path;
        text?: string;
        key?: string;
        shift?: boolean;
        from?: number;
        gap?: number;
        blockType?: string;
      };
      const { onSelect, textAt, onText, onMove, onInsert, menuOpen } = latest.current;
      if (data?.type === 'editor.preview.ready') {
        loaded.current = true;
        if (menuOpen !== undefined) win.postMessage({ type: 'editor.preview.menu', open: menuOpen }, '*');
      } else if (data?.type === 'editor.block.select' && typeof data.index === 'number' && data.index >= 0) onSelect(data.index);
      else if (data?.type === 'editor.text.pick' && typeof data.index === 'number' && Array.isArray(data.texts)) {
        const found = textAt?.(data.index, data.texts);
        if (found) {
          win.postMessage({ type: 'editor.text.edit', index: data.index, ...found }, '*');
          setTyping(true);
        }
        // A text that is no single field of the block (the page puts it together, or shows it from elsewhere) is not typed into: say so.
        setUntypable(!found && data.texts.length > 0);
      } else if (data?.type === 'editor.text.input' && typeof data.index === 'number' && Array.isArray(data.path) && typeof data.text === 'string') {
        onText?.(data.index, data.path, data.text);
      } else if (data?.type === 'editor.text.done') setTyping(false);
      else if (data?.type === 'editor.block.move' && typeof data.from === 'number' && typeof data.gap === 'number') onMove?.(data.from, data.gap);
      else if (data?.type === 'editor.block.insert' && typeof data.blockType === 'string' && typeof data.gap === 'number') onInsert?.(data.blockType, data.gap);
      // Ctrl/Cmd+S and +Z typed in the preview: the editor's own shortcuts, as if typed outside it.
      else if (data?.type === 'editor.key' && (data.key === 's' || data.key === 'z')) {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: data.key, ctrlKey: true, shiftKey: !!data.shift }));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The first version loads as a document (with the site's styles and islands); later versions
  // replace only its <body>, so an update shows at once, without a reload or a flash of unstyled page.
  useEffect(() => {
    const el = frame.current;
    if (!el || html === undefined) return;
    if (loaded.current && el.contentWindow && !reload) el.contentWindow.postMessage({ type: 'editor.preview.update', html }, '*');
    else el.srcdoc = html;
  }, [html, reload, revision]);

  // The preview's script keeps asking the site's header until its script has started (preview-script.ts).
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
          {typing && <span className="muted"> · typing in the page: Enter or Esc ends</span>}
        </span>
        <span role="status" className="preview-note">
          {untypable && 'This text is put together from several fields (or comes from elsewhere), so it is changed in the form, not typed here.'}
        </span>
        {controls}
        <div className="preview-tools">
          <div role="group" aria-label="Preview width">
            {WIDTHS.map((w) => (
              <button key={w} type="button" className="small" aria-pressed={width === w} onClick={() => setWidth(w)}>
                {w === 'fit' ? 'Fit' : `${w} px`}
              </button>
            ))}
          </div>
          {onFocusChange && (
            <button type="button" className="small" aria-pressed={focus} onClick={() => onFocusChange(!focus)}>
              Focus mode
            </button>
          )}
        </div>
      </div>
      {/* The page's links are many tab stops: this jumps over them to what follows the preview. */}
      <button type="button" className="skip-preview" onClick={() => after.current?.focus()}>
        Skip the preview
      </button>
      <div className="preview-stage" ref={stage}>
        <iframe
          ref={frame}
          title="Page preview"
          hidden={html === undefined}
          style={{ width: pageWidth, height: box.height ? box.height / scale : undefined, transform: `scale(${scale})` }}
          data-width={width === 'fit' ? 'fit' : width}
          onLoad={() => mark(false)}
        />
        {html === undefined && <p className="preview-empty">The preview appears once there are no problems.</p>}
      </div>
      <span ref={after} tabIndex={-1} className="after-preview">
        End of the preview
      </span>
    </section>
  );
}
