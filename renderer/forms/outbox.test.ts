import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { createOutbox, OUTBOX_KEY, OUTBOX_MAX_AGE_MS, owedLead, settle, type OwedLead } from './outbox';

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
