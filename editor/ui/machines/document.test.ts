import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { mergeJson, type MergeResult } from '../../merge/index.ts';
import type { ConfigError, LinkEdit, OpenedFile, PageData } from '../api.ts';
import { documentMachine, type Loaded, type RenameOutcome, type SaveOutcome } from './document.ts';

const FILE = 'site.config/pages/a.json';
const page = (heading: string): PageData => ({ route: '/a', title: 'A', blocks: [{ type: 'hero', heading }] });
const emptyError: ConfigError = { file: FILE, line: 1, column: 1, path: 'blocks[0].heading', message: '"heading" is empty.' };

interface RouteActors {
  links?: LinkEdit[];
  rename?: (input: { data: PageData; from: string; to: string; redirect: boolean }) => Promise<RenameOutcome>;
  /** The file on disk when the machine merges with it. */
  disk?: () => OpenedFile;
}

/** The watchers, replaced: the test sends "disk.version" itself. */
const noDiskWatch = fromCallback<{ type: 'disk.version'; hash: string }, { file: string }>(() => () => undefined);
const noTabsWatch = fromCallback<{ type: 'tabs.others'; count: number }, { file: string }>(() => () => undefined);

function start(
  save: () => Promise<SaveOutcome> = () => Promise.resolve<SaveOutcome>({ kind: 'saved', hash: 'h2', data: page('x') }),
  notice?: string,
  route: RouteActors = {},
) {
  const drafts: string[] = [];
  const machine = documentMachine.provide({
    actors: {
      loadFile: fromPromise<Loaded, { file: string }>(async () => ({ opened: { file: FILE, text: '', data: page('One'), hash: 'h1', notice } })),
      checkPage: fromPromise<{ errors: ConfigError[]; html?: string }, { file: string; data: PageData }>(async ({ input }) => ({
        errors: (input.data.blocks?.[0] as { heading: string }).heading ? [] : [emptyError],
        html: '<html></html>',
      })),
      saveFile: fromPromise<SaveOutcome, { file: string; data: PageData; hash: string }>(save),
      watchDisk: noDiskWatch,
      watchTabs: noTabsWatch,
      mergeFromDisk: fromPromise<{ theirs: OpenedFile; result: MergeResult }, { file: string; base: PageData | null; mine: PageData }>(async ({ input }) => {
        const theirs = (route.disk ?? (() => Promise.reject(new Error('no merge expected'))))() as OpenedFile;
        return { theirs, result: mergeJson(input.base, input.mine, theirs.data) };
      }),
      findRouteLinks: fromPromise<LinkEdit[], { from: string; to: string }>(async () => route.links ?? []),
      renameRoute: fromPromise<RenameOutcome, { file: string; data: PageData; hash: string; from: string; to: string; redirect: boolean }>(({ input }) =>
        (route.rename ?? (() => Promise.reject(new Error('no rename expected'))))(input),
      ),
    },
    actions: { storeDraft: () => void drafts.push('store'), clearDraft: () => void drafts.push('clear') },
  });
  const actor = createActor(machine, { input: { file: FILE } }).start();
  return { actor, drafts };
}

describe('editorDocument', () => {
  it('opens a file, records edits for undo and redo, and keeps each edit as a draft', async () => {
    const { actor, drafts } = start();
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
    actor.send({ type: 'doc.edit', data: page('Two') });
    actor.send({ type: 'doc.edit', data: page('Three') });
    expect(actor.getSnapshot().context.past).toHaveLength(2);
    actor.send({ type: 'doc.undo' });
    expect(actor.getSnapshot().context.data).toEqual(page('Two'));
    actor.send({ type: 'doc.redo' });
    expect(actor.getSnapshot().context.data).toEqual(page('Three'));
    expect(drafts.filter((d) => d === 'store')).toHaveLength(4);
    expect(actor.getSnapshot().can({ type: 'doc.redo' })).toBe(false);
  });

  it('makes keystrokes in one control one undo step', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    for (const h of ['T', 'Tw', 'Two']) actor.send({ type: 'doc.edit', data: page(h), group: '0:root_heading' });
    expect(actor.getSnapshot().context.past).toEqual([page('One')]);
  });

  it('refuses to save a page with errors and says why; saves a valid one', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
    actor.send({ type: 'doc.edit', data: page('') });
    await waitFor(actor, (s) => s.context.errors.length === 1);
    actor.send({ type: 'doc.save' });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: 'Not saved: there is a problem to fix first (see Problems).' });
    expect(actor.getSnapshot().matches({ ready: { doc: 'editing' } })).toBe(true);
    actor.send({ type: 'doc.edit', data: page('x') });
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }) && s.context.errors.length === 0);
    actor.send({ type: 'doc.save' });
    const saved = await waitFor(actor, (s) => s.context.notice?.kind === 'saved');
    expect(saved.context.hash).toBe('h2');
    expect(saved.context.saved).toEqual(page('x'));
  });

  it('a save asked for while the last edit is being checked waits for that check, then saves or says why not', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
    actor.send({ type: 'doc.edit', data: page('') });
    await waitFor(actor, (s) => s.context.errors.length === 1);
    // The fix and Save come together: the errors on hand are still the old version's.
    actor.send({ type: 'doc.edit', data: page('Fixed') });
    actor.send({ type: 'doc.save' });
    expect(actor.getSnapshot().context.notice).toBeUndefined();
    const saved = await waitFor(actor, (s) => s.context.notice?.kind === 'saved');
    expect(saved.context.saved).toEqual(page('x'));
    actor.send({ type: 'doc.edit', data: page('') });
    await waitFor(actor, (s) => s.context.errors.length === 1);
    // Another edit that does not fix it: the save waits for its check, which refuses.
    actor.send({ type: 'doc.edit', data: { ...page(''), title: 'B' } });
    actor.send({ type: 'doc.save' });
    const refused = await waitFor(actor, (s) => s.context.notice?.kind === 'error');
    expect(refused.context.notice?.text).toBe('Not saved: there is a problem to fix first (see Problems).');
    expect(refused.context.saveWhenChecked).toBe(false);
  });

  const twoBlocks = (a: string, b: string): PageData => ({
    route: '/a',
    title: 'A',
    blocks: [
      { type: 'hero', heading: a },
      { type: 'cta', heading: b },
    ],
  });
  const onDisk = (data: PageData, hash: string): OpenedFile => ({ file: FILE, text: JSON.stringify(data), data, hash });

  it('a save that meets a change on disk merges it with the unsaved page, then saves: nothing is overwritten', async () => {
    let calls = 0;
    const { actor } = start(
      () =>
        Promise.resolve<SaveOutcome>(
          ++calls === 1 ? { kind: 'conflict', message: 'changed on disk' } : { kind: 'saved', hash: 'h3', data: twoBlocks('Mine', 'Theirs') },
        ),
      undefined,
      { disk: () => onDisk(twoBlocks('One', 'Theirs'), 'h-disk') },
    );
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
    actor.send({ type: 'doc.edit', data: { ...page('Mine') } });
    // The page as loaded has one block: the disk's version adds a second; mine changes the first.
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
    actor.send({ type: 'doc.save' });
    const done = await waitFor(actor, (s) => s.context.notice?.kind === 'saved');
    expect(calls).toBe(2);
    expect(done.context.data).toEqual(twoBlocks('Mine', 'Theirs'));
    expect(done.context).toMatchObject({ hash: 'h3', saved: twoBlocks('Mine', 'Theirs') });
  });

  it('a change on disk is merged without Save; the same field changed both ways waits for a choice per field', async () => {
    const { actor } = start(undefined, undefined, { disk: () => onDisk(page('Theirs'), 'h-disk') });
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
    actor.send({ type: 'disk.version', hash: 'h1' });
    expect(actor.getSnapshot().matches({ ready: { doc: 'editing' } })).toBe(true);
    actor.send({ type: 'doc.edit', data: page('Mine') });
    actor.send({ type: 'disk.version', hash: 'h-disk' });
    const asking = await waitFor(actor, (s) => s.matches({ ready: { doc: 'resolving' } }));
    expect(asking.context.merge?.result.conflicts).toEqual([expect.objectContaining({ mine: 'Mine', theirs: 'Theirs', base: 'One' })]);
    expect(asking.context.notice).toEqual({ kind: 'error', text: 'Changed on disk by another editor: one change needs your choice.' });
    actor.send({ type: 'merge.choose', index: 0, side: 'theirs' });
    actor.send({ type: 'merge.apply' });
    const after = actor.getSnapshot();
    expect(after.matches({ ready: { doc: 'editing' } })).toBe(true);
    expect(after.context).toMatchObject({ data: page('Theirs'), saved: page('Theirs'), hash: 'h-disk' });
    // Undo brings back what was typed before the choice.
    actor.send({ type: 'doc.undo' });
    expect(actor.getSnapshot().context.data).toEqual(page('Mine'));
  });

  it('with no unsaved change, a change on disk is simply taken, and said', async () => {
    const { actor } = start(undefined, undefined, { disk: () => onDisk(page('Theirs'), 'h-disk') });
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
    actor.send({ type: 'disk.version', hash: 'h-disk' });
    const merged = await waitFor(actor, (s) => s.context.hash === 'h-disk');
    expect(merged.context.data).toEqual(page('Theirs'));
    expect(merged.context.notice).toMatchObject({ kind: 'info', text: 'Changed on disk by another editor: merged 1 change.' });
  });

  it('says when a file was opened migrated from an older version, and counts it unsaved until it is saved', async () => {
    const notice = 'This page was written for version 1 of the blocks; it is shown updated to version 2, and saving writes the updated file.';
    const { actor } = start(() => Promise.resolve<SaveOutcome>({ kind: 'saved', hash: 'h2', data: page('One') }), notice);
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
    expect(actor.getSnapshot().context).toMatchObject({ migrated: true, notice: { kind: 'info', text: notice } });
    actor.send({ type: 'doc.save' });
    await waitFor(actor, (s) => s.context.notice?.kind === 'saved');
    expect(actor.getSnapshot().context.migrated).toBe(false);
  });

  it('an edit made while saving keeps the save: its new hash is taken and the edit stays unsaved', async () => {
    let finish: (o: SaveOutcome) => void = () => undefined;
    const { actor } = start(() => new Promise<SaveOutcome>((done) => (finish = done)));
    await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
    actor.send({ type: 'doc.edit', data: page('Two') });
    actor.send({ type: 'doc.save' });
    expect(actor.getSnapshot().matches({ ready: { doc: 'saving' } })).toBe(true);
    actor.send({ type: 'doc.edit', data: page('Three') });
    expect(actor.getSnapshot().matches({ ready: { doc: 'saving' } })).toBe(true);
    finish({ kind: 'saved', hash: 'h2', data: page('Two') });
    const saved = await waitFor(actor, (s) => s.context.notice?.kind === 'saved');
    expect(saved.context).toMatchObject({ hash: 'h2', saved: page('Two'), data: page('Three') });
  });

  describe('a save that changes the route', () => {
    const moved = (heading: string): PageData => ({ ...page(heading), route: '/b' });
    const link: LinkEdit = { file: 'site.config/site.json', path: ['footer', 'href'], line: 12, from: '/a', to: '/b', fromDefault: false };

    it('offers to update the links to the old route; keeping them saves nothing and says why', async () => {
      let saves = 0;
      const { actor } = start(() => Promise.resolve<SaveOutcome>({ kind: 'saved', hash: 'h2', data: moved('One') }).finally(() => saves++), undefined, {
        links: [link, { ...link, file: 'site.config/pages/c.json', line: 40 }],
      });
      await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
      actor.send({ type: 'doc.edit', data: moved('One') });
      actor.send({ type: 'doc.save' });
      const offered = await waitFor(actor, (s) => s.matches({ ready: { doc: 'renameOffer' } }));
      expect(offered.context.links).toMatchObject({ from: '/a', to: '/b' });
      expect(offered.context.links?.edits).toHaveLength(2);
      expect(offered.can({ type: 'doc.save' })).toBe(false);
      actor.send({ type: 'route.keepLinks' });
      const kept = actor.getSnapshot();
      expect(kept.matches({ ready: { doc: 'editing' } })).toBe(true);
      expect(kept.context.notice?.text).toMatch(/^Nothing was saved: 2 links still point to \/a/);
      expect(kept.context.data).toEqual(moved('One'));
      expect(saves).toBe(0);
    });

    it('updating the links saves the page with its new route and shows what changed until dismissed', async () => {
      const calls: Array<{ from: string; to: string }> = [];
      const { actor } = start(undefined, undefined, {
        links: [link],
        rename: async ({ data, from, to }) => {
          calls.push({ from, to });
          return { kind: 'renamed', hash: 'h9', data, links: 1, files: ['site.config/pages/a.json', 'site.config/site.json'] };
        },
      });
      await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
      actor.send({ type: 'doc.edit', data: moved('Two') });
      actor.send({ type: 'doc.save' });
      await waitFor(actor, (s) => s.matches({ ready: { doc: 'renameOffer' } }));
      actor.send({ type: 'route.updateLinks' });
      const done = await waitFor(actor, (s) => s.matches({ ready: { doc: 'renamed' } }));
      expect(calls).toEqual([{ from: '/a', to: '/b' }]);
      expect(done.context).toMatchObject({ hash: 'h9', saved: moved('Two'), renamed: { to: '/b', links: 1 } });
      expect(done.context.notice).toEqual({ kind: 'saved', text: 'Saved. 1 link now points to /b.' });
      actor.send({ type: 'route.dismissResult' });
      expect(actor.getSnapshot().matches({ ready: { doc: 'editing' } })).toBe(true);
      expect(actor.getSnapshot().context.renamed).toBeUndefined();
    });

    it('asks even when nothing links to the old route, whether to keep the old address working (yes unless answered no)', async () => {
      const calls: Array<{ from: string; to: string; redirect: boolean }> = [];
      const { actor } = start(undefined, undefined, {
        rename: async ({ data, from, to, redirect }) => {
          calls.push({ from, to, redirect });
          return { kind: 'renamed', hash: 'h3', data, links: 0, files: ['site.config/pages/a.json'] };
        },
      });
      await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
      actor.send({ type: 'doc.edit', data: moved('One') });
      actor.send({ type: 'doc.save' });
      const offered = await waitFor(actor, (s) => s.matches({ ready: { doc: 'renameOffer' } }));
      expect(offered.context.links).toEqual({ from: '/a', to: '/b', edits: [], redirect: true });
      actor.send({ type: 'route.setRedirect', redirect: false });
      expect(actor.getSnapshot().context.links?.redirect).toBe(false);
      actor.send({ type: 'route.updateLinks' });
      const done = await waitFor(actor, (s) => s.matches({ ready: { doc: 'renamed' } }));
      expect(calls).toEqual([{ from: '/a', to: '/b', redirect: false }]);
      expect(done.context.renamed).toMatchObject({ to: '/b', links: 0, redirected: false });
    });

    it('never offers anything for a page with problems of its own', async () => {
      const { actor } = start(undefined, undefined, { links: [link] });
      await waitFor(actor, (s) => s.matches({ ready: { check: 'idle' } }));
      actor.send({ type: 'doc.edit', data: moved('') });
      await waitFor(actor, (s) => s.context.errors.length === 1);
      actor.send({ type: 'doc.save' });
      expect(actor.getSnapshot().matches({ ready: { doc: 'editing' } })).toBe(true);
      expect(actor.getSnapshot().context.notice?.kind).toBe('error');
    });
  });
});
