import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocks } from './memory-locks';
import { memoryStorage } from './memory-storage';
import { createOutbox, leadLockName, newLeadId, OUTBOX_KEY, OUTBOX_MAX_AGE_MS, owedLead, settle, type LeadLocks, type OwedLead } from './outbox';

const crm = { url: '/api/leads/crm/submissions/v3/integration/submit/local/footer-demo', body: '{"fields":[]}' };
const sheet = { url: '/api/leads/spreadsheet', body: '{"name":"Jane"}' };
const stored = (s: Storage) => JSON.parse(s.getItem(OUTBOX_KEY) ?? 'null') as OwedLead[] | null;

describe('lead outbox', () => {
  it('keeps what a lead still owes and removes it, key included, once it owes nothing', () => {
    const storage = memoryStorage();
    const outbox = createOutbox(() => storage);
    const lead = owedLead({ spreadsheet: sheet, crm });
    outbox.keep(lead);
    expect(stored(storage)).toEqual([lead]);
    outbox.keep(settle(lead, 'spreadsheet'));
    expect(stored(storage)).toEqual([{ ...lead, owed: { crm } }]);
    outbox.keep(settle(settle(lead, 'spreadsheet'), 'crm'));
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('hands each stored lead to one claimant only, and never one this page is already sending', () => {
    const earlier = owedLead({ crm }, Date.now() - 60_000);
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([earlier]) });
    const outbox = createOutbox(() => storage);
    const mine = owedLead({ spreadsheet: sheet });
    outbox.keep(mine);
    expect(outbox.claim()).toEqual([earlier]);
    expect(outbox.claim()).toEqual([]);
    // Another page (a new outbox over the same storage) sees both.
    expect(createOutbox(() => storage).claim()).toHaveLength(2);
  });

  it('drops, unsent, a lead no target took within 30 days, and keeps a younger one', () => {
    const now = 1_000 * OUTBOX_MAX_AGE_MS;
    const old = owedLead({ crm }, now - OUTBOX_MAX_AGE_MS);
    const young = owedLead({ crm }, now - OUTBOX_MAX_AGE_MS + 1);
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([old, young]) });
    expect(
      createOutbox(
        () => storage,
        () => now,
      ).claim(),
    ).toEqual([young]);
    expect(stored(storage)).toEqual([young]);
  });

  it('keeps a request with its headers, and ignores one whose headers are not text', () => {
    const withKey = { ...crm, headers: { 'Idempotency-Key': 'k1' } };
    const lead = owedLead({ crm: withKey });
    expect(createOutbox(() => memoryStorage({ [OUTBOX_KEY]: JSON.stringify([lead]) })).claim()).toEqual([lead]);
    const broken = { ...lead, owed: { crm: { ...crm, headers: { 'Idempotency-Key': 5 } } } };
    expect(createOutbox(() => memoryStorage({ [OUTBOX_KEY]: JSON.stringify([broken]) })).claim()).toEqual([]);
  });

  it('ignores stored text that is not a list of leads', () => {
    for (const raw of ['not json', '{"id":1}', '[{"id":"x","createdAt":1,"owed":{"crm":{"url":5}}}]']) {
      expect(createOutbox(() => memoryStorage({ [OUTBOX_KEY]: raw })).claim()).toEqual([]);
    }
  });

  it('does not throw when storage is blocked or full', () => {
    const blocked = createOutbox(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => blocked.keep(owedLead({ crm }))).not.toThrow();
    expect(blocked.claim()).toEqual([]);

    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => createOutbox(() => full).keep(owedLead({ crm }))).not.toThrow();
    expect(createOutbox(() => undefined).claim()).toEqual([]);
  });
});

describe('lead ids (the idempotency key)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are random UUIDs, one per lead', () => {
    const ids = Array.from({ length: 100 }, () => owedLead({ crm }).id);
    expect(new Set(ids).size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('are made from getRandomValues on a page without randomUUID (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const [a, b] = [newLeadId(), newLeadId()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

describe('holding a stored lead (one tab sends it)', () => {
  const twoTabs = (leads: OwedLead[], locks: LeadLocks | undefined = memoryLocks()) => {
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify(leads) });
    return {
      storage,
      a: createOutbox(
        () => storage,
        Date.now,
        () => locks,
      ),
      b: createOutbox(
        () => storage,
        Date.now,
        () => locks,
      ),
    };
  };

  it('while one tab holds a lead, another tab that claimed it too gets nothing; after release it can', async () => {
    const lead = owedLead({ crm });
    const locks = memoryLocks();
    const { a, b } = twoTabs([lead], locks);
    expect([a.claim(), b.claim()]).toEqual([[lead], [lead]]);
    const held = await a.hold(lead.id);
    expect(held?.lead).toEqual(lead);
    expect(locks.held).toEqual(new Set([leadLockName(lead.id)]));
    expect(await b.hold(lead.id)).toBeNull();
    held!.release();
    await vi.waitFor(() => expect(locks.held.size).toBe(0));
    expect((await b.hold(lead.id))?.lead).toEqual(lead);
  });

  it('hands over the lead as stored now: what another tab delivered since the claim is not owed, a delivered lead is not held', async () => {
    const lead = owedLead({ spreadsheet: sheet, crm });
    const { a, b } = twoTabs([lead]);
    b.claim();
    a.keep(settle(lead, 'spreadsheet'));
    const held = await b.hold(lead.id);
    expect(held?.lead.owed).toEqual({ crm });
    held!.release();
    a.keep(settle(settle(lead, 'spreadsheet'), 'crm'));
    expect(await b.hold(lead.id)).toBeNull();
  });

  it('without Web Locks, or when they are refused, still hands over the stored lead (as before)', async () => {
    const lead = owedLead({ crm });
    expect((await twoTabs([lead], undefined).b.hold(lead.id))?.lead).toEqual(lead);
    const refusing: LeadLocks = { request: () => Promise.reject(new DOMException('no', 'SecurityError')) };
    expect((await twoTabs([lead], refusing).b.hold(lead.id))?.lead).toEqual(lead);
    const throwing: LeadLocks = {
      request: () => {
        throw new DOMException('no', 'SecurityError');
      },
    };
    expect((await twoTabs([lead], throwing).b.hold(lead.id))?.lead).toEqual(lead);
  });
});
