import type { PageData } from './api.ts';

/**
 * Unsaved work, kept per browser tab: two tabs on one page never share (and so never overwrite)
 * one draft. A tab's id lives in sessionStorage, so a reload keeps it; each open tab stamps
 * `editor.tab:<id>` every few seconds, so a draft whose tab has been closed is found and taken
 * over by the next tab that opens the page, rather than lost.
 */

export interface Draft {
  data: PageData;
  /** The hash of the file the draft was made from: a save still detects a change on disk. */
  hash: string;
  /** The page as it was when the draft was made: the base a later merge with the disk starts from. */
  base?: PageData | null;
}

const TAB_KEY = 'editor.tabId';
const ALIVE_MS = 6000;
const STAMP_EVERY_MS = 2000;

const safe = <T>(run: () => T, otherwise: T): T => {
  try {
    return run();
  } catch {
    return otherwise; // Storage blocked or full: the draft then lives as long as the page.
  }
};

const tabId: string = safe(() => {
  const known = sessionStorage.getItem(TAB_KEY);
  if (known) return known;
  const made = Math.random().toString(36).slice(2, 10);
  sessionStorage.setItem(TAB_KEY, made);
  return made;
}, 'tab');

const draftPrefix = (file: string) => `editor.draft:${file}:`;
const draftKey = (file: string, tab = tabId) => `${draftPrefix(file)}${tab}`;
const stampKey = (tab: string) => `editor.tab:${tab}`;

interface Stamp {
  file: string;
  at: number;
}

const stampOf = (tab: string): Stamp | undefined => safe(() => JSON.parse(localStorage.getItem(stampKey(tab)) ?? 'null') as Stamp | undefined, undefined);
const alive = (tab: string, now = Date.now()) => {
  const s = stampOf(tab);
  return s !== undefined && s !== null && now - s.at < ALIVE_MS;
};

/** This tab's draft of `file`, or else the newest one a closed tab left (taken over by this tab). */
export function readDraft(file: string): Draft | undefined {
  return safe(() => {
    const own = localStorage.getItem(draftKey(file));
    if (own) return JSON.parse(own) as Draft;
    const orphans = Object.keys(localStorage)
      .filter((k) => k.startsWith(draftPrefix(file)) && !alive(k.slice(draftPrefix(file).length)))
      .map((k) => ({ k, draft: JSON.parse(localStorage.getItem(k)!) as Draft & { at?: number } }))
      .sort((a, b) => (b.draft.at ?? 0) - (a.draft.at ?? 0));
    if (!orphans.length) return undefined;
    localStorage.setItem(draftKey(file), JSON.stringify(orphans[0].draft));
    localStorage.removeItem(orphans[0].k);
    return orphans[0].draft;
  }, undefined);
}

function writeDraft(file: string, draft: Draft): void {
  safe(() => localStorage.setItem(draftKey(file), JSON.stringify({ ...draft, at: Date.now() })), undefined);
}

export function clearDraft(file: string): void {
  pending.delete(file);
  safe(() => localStorage.removeItem(draftKey(file)), undefined);
}

/** A draft is written once edits pause this long, not at each one. */
const DRAFT_MS = 300;
/** Per file, what to write when the pause comes: the draft, or undefined to clear it (the page is as saved). */
const pending = new Map<string, () => Draft | undefined>();
let draftTimer: ReturnType<typeof setTimeout> | undefined;

function writePending(): void {
  clearTimeout(draftTimer);
  for (const [file, make] of pending) {
    const draft = make();
    if (draft) writeDraft(file, draft);
    else safe(() => localStorage.removeItem(draftKey(file)), undefined);
  }
  pending.clear();
}

/**
 * Keeps `file`'s draft once the edits pause (and at once when the tab is hidden or closed): writing
 * a long page to storage, and comparing it with the saved one, at each edit held up the drop or
 * the keystroke that made it (tens of ms on a 1,000-block page).
 */
export function storeDraftSoon(file: string, make: () => Draft | undefined): void {
  pending.set(file, make);
  clearTimeout(draftTimer);
  // After the pause, in a moment the browser has nothing else to do (within a second): not in the middle of the next drag or keystroke.
  draftTimer = setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(writePending, { timeout: 1000 }) : writePending()), DRAFT_MS);
}
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', writePending);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && writePending());
}

/**
 * Stamps this tab as having `file` open and calls `onOthers` with how many other tabs have it
 * open, at once and whenever that changes; returns the function that stops it.
 */
export function watchTabs(file: string, onOthers: (count: number) => void): () => void {
  let last = -1;
  const tick = () => {
    safe(() => localStorage.setItem(stampKey(tabId), JSON.stringify({ file, at: Date.now() } satisfies Stamp)), undefined);
    const now = Date.now();
    const others = safe(
      () =>
        Object.keys(localStorage).filter((k) => {
          if (!k.startsWith('editor.tab:') || k === stampKey(tabId)) return false;
          const s = stampOf(k.slice('editor.tab:'.length));
          return s?.file === file && now - s.at < ALIVE_MS;
        }).length,
      0,
    );
    if (others !== last) onOthers((last = others));
  };
  tick();
  const timer = setInterval(tick, STAMP_EVERY_MS);
  // Another tab opening or leaving the page is seen at once, not at the next stamp.
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('editor.tab:')) tick();
  };
  addEventListener('storage', onStorage);
  const leave = () => safe(() => localStorage.removeItem(stampKey(tabId)), undefined);
  addEventListener('pagehide', leave);
  return () => {
    clearInterval(timer);
    removeEventListener('storage', onStorage);
    removeEventListener('pagehide', leave);
    leave();
  };
}
