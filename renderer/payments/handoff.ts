import type { PaymentResult } from './order';

/** What a discovery purchase hands to /thank-you, as the spec's navigation state. */
export interface ThankYouState {
  fromPayment: true;
  paymentDetails: PaymentResult;
  solutionType: 'AI Agent' | 'Generative AI';
  /** What was bought and what it cost, for the order summary. */
  item: { description: string; amount: number };
}

const KEY = 'rivo.thank-you';

/**
 * Pages are separate documents here, so the state travels through sessionStorage for one
 * navigation and then lives in the thank-you page's history entry, like a router's location
 * state: a reload keeps it, a fresh visit to /thank-you has none.
 */
export function handOff(state: ThankYouState, to: string, location: Pick<Location, 'assign'> = window.location) {
  sessionStorage.setItem(KEY, JSON.stringify(state));
  location.assign(to);
}

const isState = (value: unknown): value is ThankYouState => typeof value === 'object' && value !== null && (value as ThankYouState).fromPayment === true;

/** The state handed to this page, moved into its history entry; null when there is none. */
export function receive(): ThankYouState | null {
  let passed: unknown = null;
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    passed = raw ? JSON.parse(raw) : null;
  } catch {
    passed = null;
  }
  if (isState(passed)) {
    history.replaceState({ ...(history.state as object | null), thankYou: passed }, '');
    return passed;
  }
  const kept = (history.state as { thankYou?: unknown } | null)?.thankYou;
  return isState(kept) ? kept : null;
}

/** Runs in <head> before the page paints: no state, no page (the spec's redirect to /). */
export function gateScript(redirectTo: string): string {
  return `try{var s=history.state;if(!(s&&s.thankYou&&s.thankYou.fromPayment)&&!sessionStorage.getItem(${JSON.stringify(KEY)}))location.replace(${JSON.stringify(redirectTo)})}catch(e){location.replace(${JSON.stringify(redirectTo)})}`;
}
