import { LEAD_TARGETS, type LeadRequest, type LeadTarget } from './submit';

/** The browser storage key of leads that some target has not accepted yet. */
export const OUTBOX_KEY = 'rivo.leadOutbox';

/** Personal details are not kept for ever: a lead no target took within 30 days is dropped unsent. */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A lead with only the requests still owed; once nothing is owed it is removed. */
export interface OwedLead {
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
}

const isRequest = (r: unknown): r is LeadRequest =>
  typeof r === 'object' && r !== null && typeof (r as LeadRequest).url === 'string' && typeof (r as LeadRequest).body === 'string';

const isOwedLead = (l: unknown): l is OwedLead => {
  if (typeof l !== 'object' || l === null) return false;
  const { id, createdAt, owed } = l as OwedLead;
  return typeof id === 'string' && typeof createdAt === 'number' && typeof owed === 'object' && owed !== null && Object.values(owed).every(isRequest);
};

export const owesAnything = (lead: OwedLead) => LEAD_TARGETS.some((t) => lead.owed[t]);

/**
 * The outbox over a storage that may be missing, blocked (reading `localStorage` throws) or
 * full (writing throws). Storage failures are swallowed: the lead then lives only in the
 * form's machine, for as long as the page is open.
 */
export function createOutbox(storage: () => Storage | undefined, now: () => number = Date.now): LeadOutbox {
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
  };
}

/** The page's outbox in `localStorage`, shared by every form island of the page. */
export const leadOutbox = createOutbox(() => (typeof window === 'undefined' ? undefined : window.localStorage));

/** A new lead that owes every request given. */
export function owedLead(owed: OwedLead['owed'], now = Date.now()): OwedLead {
  return { id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`, createdAt: now, owed };
}

/** The same lead without the request to `target`, once that target has accepted it. */
export function settle(lead: OwedLead, target: LeadTarget): OwedLead {
  const { [target]: _accepted, ...owed } = lead.owed;
  return { ...lead, owed };
}
