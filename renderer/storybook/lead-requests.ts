import { OUTBOX_KEY } from '../forms/outbox';

/** How a stubbed lead endpoint answers in a story: never, 200, a network error, or 500. */
export type LeadOutcome = 'pending' | 'ok' | 'fail' | 'refused';

let sent: string[] = [];

/** The lead requests sent since the stub was installed, by URL. */
export const sentLeadRequests = (): readonly string[] => sent;

const answer = (outcome: LeadOutcome): Promise<Response> => {
  if (outcome === 'pending') return new Promise<Response>(() => {});
  if (outcome === 'ok') return Promise.resolve(new Response(null, { status: 200 }));
  if (outcome === 'refused') return Promise.resolve(new Response(null, { status: 500 }));
  return Promise.reject(new TypeError('Failed to fetch'));
};

/**
 * Replaces `fetch` for the lead endpoints only, so a story can hold the form in "submitting" or
 * show the success or failure path without a server; one outcome for both targets or one each.
 * Empties the lead outbox first, so that no earlier story's lead is resent. Returns the
 * function that restores `fetch`.
 */
export function stubLeadRequests(outcome: LeadOutcome | { spreadsheet: LeadOutcome; crm: LeadOutcome }): () => void {
  const real = window.fetch;
  const { spreadsheet, crm } = typeof outcome === 'string' ? { spreadsheet: outcome, crm: outcome } : outcome;
  sent = [];
  window.localStorage.removeItem(OUTBOX_KEY);
  window.fetch = (request, init) => {
    const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    if (!url.includes('/api/leads/')) return real(request, init);
    sent.push(url);
    return answer(url.includes('/submissions/') ? crm : spreadsheet);
  };
  return () => {
    window.fetch = real;
  };
}
