/** How the stubbed lead endpoints answer in a story. */
export type LeadOutcome = 'pending' | 'ok' | 'fail';

let sent: string[] = [];

/** The lead requests sent since the stub was installed, by URL. */
export const sentLeadRequests = (): readonly string[] => sent;

/**
 * Replaces `fetch` for the lead endpoints only, so a story can hold the form in "submitting" or
 * show the success or failure path without a server. Returns the function that restores it.
 */
export function stubLeadRequests(outcome: LeadOutcome): () => void {
  const real = window.fetch;
  sent = [];
  window.fetch = (request, init) => {
    const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    if (!url.includes('/api/leads/')) return real(request, init);
    sent.push(url);
    if (outcome === 'pending') return new Promise<Response>(() => {});
    if (outcome === 'ok') return Promise.resolve(new Response(null, { status: 200 }));
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  return () => {
    window.fetch = real;
  };
}
