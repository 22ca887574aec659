/** How the stubbed lead endpoints answer in a story. */
export type LeadOutcome = 'pending' | 'ok' | 'fail';

/**
 * Replaces `fetch` for the lead endpoints only, so a story can hold the form in "submitting" or
 * show the success or failure path without a server. Returns the function that restores it.
 */
export function stubLeadRequests(outcome: LeadOutcome): () => void {
  const real = window.fetch;
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/leads/')) return real(input, init);
    if (outcome === 'pending') return new Promise<Response>(() => {});
    if (outcome === 'ok') return Promise.resolve(new Response(null, { status: 200 }));
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  return () => {
    window.fetch = real;
  };
}
