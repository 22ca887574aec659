import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { api } from './api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { kB, refreshMedia, uploadPicture, useMedia, type MediaItem } from './media-list.ts';
import { MediaUses } from './MediaUses.tsx';

/** `focus`: the control that asked is gone (a deleted picture's card), so the notice takes the keyboard's focus. */
type Notice = { kind: 'saved' | 'error'; text: string; focus?: boolean };
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** The media library: every picture with where it is used (the first places and a count), uploads with their alt text, replacing and deleting. */
export function Media() {
  const { items, failure } = useMedia();
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<Notice>();
  const noticeText = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice?.focus) noticeText.current?.focus();
  }, [notice]);
  const q = query.trim().toLowerCase();
  const shown = (items ?? []).filter((m) => !q || m.name.toLowerCase().includes(q) || m.alts.some((a) => a.toLowerCase().includes(q)));

  return (
    <main className="screen media-screen">
      <h1>Media</h1>
      <p className="muted">Pictures for your pages. Upload one here, then choose it in a page's picture field. JPEG, PNG, WebP or AVIF, up to 20 MB.</p>
      <Upload onDone={setNotice} />
      {notice && (
        <p ref={noticeText} tabIndex={-1} className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <label className="media-search">
        Search by name or description
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {failure && (
        <p className="notice error" role="alert">
          {failure}
        </p>
      )}
      {!items ? (
        !failure && <p>Loading…</p>
      ) : items.length === 0 ? (
        <p>No pictures yet.</p>
      ) : shown.length === 0 ? (
        <p>No picture matches “{query}”.</p>
      ) : (
        <ul className="media-grid" aria-label="Pictures">
          {shown.map((m) => (
            <MediaCard key={m.name} item={m} onDone={setNotice} />
          ))}
        </ul>
      )}
    </main>
  );
}

/** Choosing (or dropping) a file, describing it, then adding it: the description is asked before the upload. */
function Upload({ onDone }: { onDone: (n: Notice) => void }) {
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hint = useId();
  const ready = file && (alt.trim() !== '' || decorative) && !busy;

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };
  const send = async () => {
    if (!file) return;
    setBusy(true);
    const result = await uploadPicture(file, { name: file.name, alt: decorative ? '' : alt.trim() });
    setBusy(false);
    if (!result.ok) return onDone({ kind: 'error', text: result.message ?? 'The picture was not added.' });
    onDone({ kind: 'saved', text: `Added “${result.name}”. Choose it in a page's picture field.` });
    setFile(undefined);
    setAlt('');
    setDecorative(false);
    if (input.current) input.current.value = '';
  };

  return (
    <section
      className={`media-upload${over ? ' over' : ''}`}
      aria-label="Add a picture"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <h2>Add a picture</h2>
      <label>
        Picture file (or drop it here)
        <input ref={input} type="file" accept={ACCEPT} onChange={(e) => setFile(e.target.files?.[0])} />
      </label>
      {file && <p className="muted">Ready to add: {file.name}</p>}
      <label>
        Describe the picture
        <input type="text" value={alt} maxLength={250} disabled={decorative} aria-describedby={hint} onChange={(e) => setAlt(e.target.value)} />
      </label>
      <p id={hint} className="field-description">
        Say what it shows, as you would to someone on the phone, for example “Two advisers reviewing a contract at a desk”. Screen readers read it aloud, and it
        shows if the picture cannot load.
      </p>
      <label className="inline">
        <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.target.checked)} /> It only decorates (nothing to describe)
      </label>
      <button type="button" className="primary" disabled={!ready} onClick={() => void send()}>
        {busy ? 'Adding…' : 'Add to library'}
      </button>
    </section>
  );
}

function MediaCard({ item, onDone }: { item: MediaItem; onDone: (n: Notice) => void }) {
  const replaceInput = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const replace = async (file: File | undefined) => {
    if (!file) return;
    const result = await uploadPicture(file, { replace: item.name });
    onDone(
      result.ok
        ? { kind: 'saved', text: `Replaced “${item.name}”: every page that shows it shows the new picture.` }
        : { kind: 'error', text: result.message ?? 'Not replaced.' },
    );
  };
  const remove = async () => {
    const { status, body } = await api('/api/media/delete', { name: item.name });
    // Refused: the library is read again, so the card shows where it is used now.
    if (status === 200 || status === 409) await refreshMedia();
    onDone(status === 200 ? { kind: 'saved', text: `Deleted “${item.name}”.`, focus: true } : { kind: 'error', text: body.message ?? 'Not deleted.' });
  };
  return (
    <li className="media-card">
      {item.problem ? (
        <div className="media-card-img broken">Cannot be shown</div>
      ) : (
        <img className="media-card-img" src={`/media-thumb/${encodeURIComponent(item.name)}`} alt="" loading="lazy" width={item.width} height={item.height} />
      )}
      <h2>{item.name}</h2>
      <p className="muted">{item.problem ? `It ${item.problem}.` : `${item.width} × ${item.height} pixels · ${kB(item.bytes)}`}</p>
      {item.alts.length > 0 && <p className="media-alt">“{item.alts[0]}”</p>}
      {item.usedBy.count === 0 ? (
        // The validator's warning: worth acting on, but it stops no save or publish.
        <p className="media-unused">
          <span className="badge warn">Not used</span> {item.warning ?? 'Not used on any page.'}
        </p>
      ) : (
        <MediaUses item={item} />
      )}
      <div className="media-actions">
        <button type="button" className="small" onClick={() => replaceInput.current?.click()}>
          Replace…
        </button>
        <input
          ref={replaceInput}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={`New picture for ${item.name}`}
          onChange={(e) => void replace(e.target.files?.[0])}
        />
        {/* Asked first, whatever the list says: a mis-tap must not lose an upload, and whether it is in use is the server's to decide (it refuses, and says where). */}
        <button type="button" className="small danger" onClick={() => setConfirming(true)}>
          Delete
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Delete “${item.name}”?`}
          confirm="Delete"
          danger
          onConfirm={() => {
            setConfirming(false);
            void remove();
          }}
          onCancel={() => setConfirming(false)}
        >
          The picture leaves the library, and the editor cannot bring it back. A picture that a page still shows is not deleted: you are told where it is used.
        </ConfirmDialog>
      )}
    </li>
  );
}
