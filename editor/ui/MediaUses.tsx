import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MediaUse } from '../media-uses.ts';
import { api } from './api.ts';
import type { MediaItem } from './media-list.ts';
import { pageHref } from './PageList.tsx';

/** Places put into the details at first: a picture on every page of a big site has thousands. */
const FIRST_SHOWN = 100;

const place = (u: MediaUse) => (u.route !== undefined ? <Link to={pageHref(u.file)}>{u.route}</Link> : u.file);

/**
 * A picture's card's "Used on": the first few places the library sent and how many there are;
 * every place, with its field, is asked for (GET /api/media/uses) only once its details are opened.
 */
export function MediaUses({ item }: { item: MediaItem }) {
  const { places, count } = item.usedBy;
  const more = count - places.length;
  return (
    <div>
      <p className="muted">Used on:</p>
      <ul className="media-uses">
        {places.map((u) => (
          <li key={`${u.file} ${u.path}`}>{place(u)}</li>
        ))}
      </ul>
      {more > 0 && (
        <p className="muted">
          and {more.toLocaleString('en-US')} more {more === 1 ? 'place' : 'places'}
        </p>
      )}
      <EveryUse name={item.name} count={count} />
    </div>
  );
}

/** The answer to one read, with what it was read for: an answer for another count is not shown. */
type Reply = { key: string; uses?: MediaUse[]; failure?: string };

function EveryUse({ name, count }: { name: string; count: number }) {
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState<Reply>();
  const [shown, setShown] = useState(FIRST_SHOWN);
  // Read again whenever the library's count changes while open: the list must be the saved site's.
  const key = `${name} ${count}`;
  useEffect(() => {
    if (!open) return;
    let current = true;
    const settle = (r: Omit<Reply, 'key'>) => current && setReply({ key, ...r });
    api<{ usedBy?: MediaUse[] }>(`/api/media/uses?name=${encodeURIComponent(name)}`).then(
      ({ body }) => settle(body.usedBy ? { uses: body.usedBy } : { failure: body.message ?? 'Where it is used could not be read.' }),
      () => settle({ failure: 'The editor did not answer; where it is used could not be read.' }),
    );
    return () => {
      current = false;
    };
  }, [open, name, key]);
  const { uses, failure } = reply?.key === key ? reply : {};
  return (
    <details className="media-every-use" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Where it is used ({count.toLocaleString('en-US')})</summary>
      {failure ? (
        <p className="notice error" role="alert">
          {failure}
        </p>
      ) : !uses ? (
        <p className="muted">Finding every place…</p>
      ) : (
        <>
          <ul className="media-uses" aria-label={`Every place ${name} is used`}>
            {uses.slice(0, shown).map((u) => (
              <li key={`${u.file} ${u.path}`}>
                {place(u)} <span className="muted">({u.path})</span>
              </li>
            ))}
          </ul>
          {uses.length > shown && (
            <button type="button" className="small" onClick={() => setShown(uses.length)}>
              Show the other {(uses.length - shown).toLocaleString('en-US')}
            </button>
          )}
        </>
      )}
    </details>
  );
}
