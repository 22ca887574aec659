import { LEAD_TARGETS, type LeadRequest, type LeadTarget } from './submit';

/** The browser storage key of leads that some target has not accepted yet. */
export const OUTBOX_KEY = 'rivo.leadOutbox';

/** Personal details are not kept for ever: a lead no target took within 30 days is dropped unsent. */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A lead with only the requests still owed; once nothing is owed it is removed. */
export interface OwedLead {
  /** Made once with the lead; also its idempotency key, so every retry carries the same one. */
  id: string;
  createdAt: number;
  owed: Partial<Record<LeadTarget, LeadRequest>>;
}

export interface LeadOutbox {
  /** Saves what a lead still owes, or removes it once it owes nothing. */
  keep(lead: OwedLead): void;
  /**
   * Stored leads that no form of this page is already handling, now handled by the caller:
   * two forms on one page must not resend the same lead.
   */
  claim(): OwedLead[];
  /**
   * Holds a claimed lead for this tab, so that no other tab sends it meanwhile: resolves with
   * the lead as stored now (another tab may have delivered part of it since the claim), or with
   * null when another tab holds it or it owes nothing any more. `release` lets it go.
   */
  hold(id: string): Promise<HeldLead | null>;
}

interface HeldLead {
  lead: OwedLead;
  release(): void;
}

/** The part of the Web Locks API (`navigator.locks`) the outbox uses. */
export interface LeadLocks {
  request(name: string, options: { ifAvailable: true }, callback: (lock: Lock | null) => unknown): Promise<unknown>;
}

/** The Web Lock a tab holds while it sends a stored lead. */
export const leadLockName = (id: string) => `rivo.lead.${id}`;

const isHeaders = (h: unknown) => h === undefined || (typeof h === 'object' && h !== null && Object.values(h).every((v) => typeof v === 'string'));

const isRequest = (r: unknown): r is LeadRequest =>
  typeof r === 'object' &&
  r !== null &&
  typeof (r as LeadRequest).url === 'string' &&
  typeof (r as LeadRequest).body === 'string' &&
  isHeaders((r as LeadRequest).headers);

const isOwedLead = (l: unknown): l is OwedLead => {
  if (typeof l !== 'object' || l === null) return false;
  const { id, createdAt, owed } = l as OwedLead;
  return typeof id === 'string' && typeof createdAt === 'number' && typeof owed === 'object' && owed !== null && Object.values(owed).every(isRequest);
};

export const owesAnything = (lead: OwedLead) => LEAD_TARGETS.some((t) => lead.owed[t]);

/**
 * The outbox over a storage that may be missing, blocked (reading `localStorage` throws) or
 * full (writing throws). Storage failures are swallowed: the lead then lives only in the
 * form's machine, for as long as the page is open. Without Web Locks (or where they are
 * refused) `hold` cannot keep other tabs out, and only re-reads the lead.
 */
export function createOutbox(
  storage: () => Storage | undefined,
  now: () => number = Date.now,
  locks: () => LeadLocks | undefined = () => (typeof navigator === 'undefined' ? undefined : navigator.locks),
): LeadOutbox {
  const handled = new Set<string>();
  const fresh = (l: OwedLead) => now() - l.createdAt < OUTBOX_MAX_AGE_MS;
  const read = (): OwedLead[] => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(OUTBOX_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isOwedLead).filter(fresh) : [];
    } catch {
      return [];
    }
  };
  const write = (leads: OwedLead[]) => {
    try {
      const s = storage();
      if (leads.length > 0) s?.setItem(OUTBOX_KEY, JSON.stringify(leads));
      else s?.removeItem(OUTBOX_KEY);
    } catch {
      // Blocked or full: nothing more to do here.
    }
  };
  const current = (id: string) => read().find((l) => l.id === id && owesAnything(l));
  const unlocked = (id: string): HeldLead | null => {
    const lead = current(id);
    return lead ? { lead, release: () => {} } : null;
  };
  return {
    keep(lead) {
      handled.add(lead.id);
      const others = read().filter((l) => l.id !== lead.id);
      write(owesAnything(lead) ? [...others, lead] : others);
    },
    claim() {
      const kept = read();
      write(kept); // drops what expired or was unreadable
      const unhandled = kept.filter((l) => !handled.has(l.id) && owesAnything(l));
      unhandled.forEach((l) => handled.add(l.id));
      return unhandled;
    },
    hold(id) {
      const manager = locks();
      if (!manager) return Promise.resolve(unlocked(id));
      return new Promise((resolve) => {
        const granted = (lock: Lock | null) => {
          const held = lock && unlocked(id);
          if (!held) return resolve(null);
          // The lock lasts until this promise settles.
          return new Promise<void>((release) => resolve({ lead: held.lead, release: () => release() }));
        };
        // Refused locks (an opaque origin, a sandboxed frame) leave the lead to whoever sends it first.
        const refused = () => resolve(unlocked(id));
        try {
          manager.request(leadLockName(id), { ifAvailable: true }, granted).catch(refused);
        } catch {
          refused();
        }
      });
    },
  };
}

/** The page's outbox in `localStorage`, shared by every form island of the page. */
export const leadOutbox = createOutbox(() => (typeof window === 'undefined' ? undefined : window.localStorage));

/**
 * A new lead id: a random UUID. `randomUUID` exists only on secure pages (https, localhost), so a
 * page served over plain http makes one from `getRandomValues`.
 */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new lead that owes every request given; `id` must be the key its requests carry. */
export function owedLead(owed: OwedLead['owed'], now = Date.now(), id = newLeadId()): OwedLead {
  return { id, createdAt: now, owed };
}

/** The same lead without the request to `target`, once that target has accepted it. */
export function settle(lead: OwedLead, target: LeadTarget): OwedLead {
  const { [target]: _accepted, ...owed } = lead.owed;
  return { ...lead, owed };
}
