import { afterEach, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { addToMenuMachine } from './add-to-menu.ts';

type Json = Record<string, unknown>;
const site = (solutions: string[]): Json => ({
  header: { nav: [{ kind: 'dropdown', label: 'Solutions', links: solutions.map((label) => ({ label, href: `/${label.toLowerCase()}` })) }] },
  footer: { columns: [{ heading: 'Company', links: [{ label: 'About', href: '/about' }] }] },
});

/** The editor's API as the machine sees it: site.json on disk, and saves that must name its current hash. */
function fakeApi(versions: Array<{ data: Json; hash: string }>) {
  let disk = 0;
  const saved: Json[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: { body?: string }) => {
    const reply = (status: number, body: unknown) => ({ status, json: async () => body });
    if (url.startsWith('/api/file')) return reply(200, { file: 'site.config/site.json', text: '', ...versions[disk] });
    const req = JSON.parse(init!.body!) as { data: Json; hash: string };
    if (req.hash !== versions[disk].hash) return reply(409, { ok: false, message: 'changed on disk' });
    saved.push(req.data);
    return reply(200, { ok: true, hash: 'after' });
  });
  return { saved, changeOnDisk: () => void (disk += 1) };
}

afterEach(() => vi.unstubAllGlobals());

it('puts the link where it was asked, and starts from the asked area at the end of its first list', async () => {
  const api = fakeApi([{ data: site(['Cars', 'Homes']), hash: 'h1' }]);
  const actor = createActor(addToMenuMachine, { input: { route: '/travel', label: 'Travel', area: 'footer' } }).start();
  await waitFor(actor, (s) => s.matches('choosing'));
  expect(actor.getSnapshot().context).toMatchObject({ place: 'footer.columns.0.links', index: 1 });
  actor.send({ type: 'menu.place', place: 'header.nav.0.links' });
  expect(actor.getSnapshot().context.index).toBe(2);
  actor.send({ type: 'menu.position', index: 0 });
  actor.send({ type: 'menu.save' });
  await waitFor(actor, (s) => s.matches('saved'));
  expect((api.saved[0].header as { nav: Array<{ links: Json[] }> }).nav[0].links[0]).toEqual({ label: 'Travel', href: '/travel' });
});

it('a site.json changed meanwhile is read again and the link put into that version (at its end when the end was chosen), keeping the other change', async () => {
  const api = fakeApi([
    { data: site(['Cars']), hash: 'h1' },
    { data: site(['Cars', 'Boats']), hash: 'h2' },
  ]);
  const actor = createActor(addToMenuMachine, { input: { route: '/travel', label: 'Travel', area: 'menu' } }).start();
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'menu.place', place: 'header.nav.0.links' });
  api.changeOnDisk();
  actor.send({ type: 'menu.save' });
  await waitFor(actor, (s) => s.matches('saved'));
  expect(api.saved).toHaveLength(1);
  expect((api.saved[0].header as { nav: Array<{ links: Json[] }> }).nav[0].links.map((l) => l.label)).toEqual(['Cars', 'Boats', 'Travel']);
});

it('refuses a link without words', async () => {
  fakeApi([{ data: site(['Cars']), hash: 'h1' }]);
  const actor = createActor(addToMenuMachine, { input: { route: '/travel', label: ' ', area: 'menu' } }).start();
  await waitFor(actor, (s) => s.matches('choosing'));
  actor.send({ type: 'menu.save' });
  expect(actor.getSnapshot().context.error).toBe('Write the text of the link.');
  expect(actor.getSnapshot().matches('choosing')).toBe(true);
});
