import type { FormConfig } from '../generated/config';

export interface LeadEndpoints {
  /** The spreadsheet web app's address. */
  spreadsheet: string;
  /** The marketing CRM's base address; the submission path is appended. */
  crmBaseUrl: string;
  crmPortalId: string;
}

export interface SubmitInput {
  form: FormConfig;
  values: Record<string, string>;
  endpoints: LeadEndpoints;
  pageUri: string;
  /** Made once per lead and sent with every attempt, so a target can tell a retry from a new lead. */
  idempotencyKey: string;
}

/** Where the key travels: `context.idempotencyKey` for the CRM, a field of this name for the spreadsheet. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
/** The header that also carries the key to a CRM on the site's own origin. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function spreadsheetPayload({ form, values, idempotencyKey }: SubmitInput): Record<string, string> {
  const fields = form.targets.spreadsheet.fields.map((name) => [name, values[name] ?? '']);
  // Last, so that a form field of the same name cannot replace the key.
  return Object.fromEntries([...fields, [IDEMPOTENCY_FIELD, idempotencyKey]]);
}

// A CRM on another origin gets the key in the body only: its CORS preflight would have to allow
// the header, and one that does not would refuse every lead. A path on the site (not `//host`) has no preflight.
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

function crmRequest({ form, values, endpoints, pageUri, idempotencyKey }: SubmitInput): LeadRequest {
  const { crm } = form.targets;
  const base = endpoints.crmBaseUrl.replace(/\/+$/, '');
  const body = {
    fields: crm.fields.map(({ name, from }) => ({ name, value: values[from] ?? '' })),
    context: { pageUri, pageName: crm.pageName, [IDEMPOTENCY_FIELD]: idempotencyKey },
  };
  return {
    // Each id stays one path segment whatever it holds: a `/`, `?` or `#` in it cannot reach another address.
    url: `${base}/submissions/v3/integration/submit/${encodeURIComponent(endpoints.crmPortalId)}/${encodeURIComponent(crm.formId)}`,
    body: JSON.stringify(body),
    ...(isSitePath(base) ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
  };
}

export type LeadTarget = 'spreadsheet' | 'crm';
export const LEAD_TARGETS: readonly LeadTarget[] = ['spreadsheet', 'crm'];

/** One request as it goes over the wire: the body is the exact JSON text sent (and stored). */
export interface LeadRequest {
  url: string;
  body: string;
  /** Extra headers; only the CRM request has any (a no-cors request cannot send them). */
  headers?: Record<string, string>;
}

export type LeadRequests = Record<LeadTarget, LeadRequest>;

/** Both requests of one lead, built once so that a retry or a later resend sends the same bytes. */
export function leadRequests(input: SubmitInput): LeadRequests {
  return {
    spreadsheet: { url: input.endpoints.spreadsheet, body: JSON.stringify(spreadsheetPayload(input)) },
    crm: crmRequest(input),
  };
}

// The spreadsheet web app is cross-origin in production and cannot answer CORS, hence no-cors.
const requestInit: Record<LeadTarget, RequestInit & { headers: Record<string, string> }> = {
  spreadsheet: { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain;charset=utf-8' } },
  crm: { method: 'POST', headers: { 'Content-Type': 'application/json' } },
};

/**
 * Whether a target took the lead: a 2xx, or the opaque answer of a no-cors request (its status
 * cannot be read, so having an answer at all is the best proof available). Anything else is
 * a refusal.
 */
export function accepted(response: Pick<Response, 'ok' | 'type'>): boolean {
  return response.ok || response.type === 'opaque';
}

export class LeadRefused extends Error {
  constructor(
    readonly target: LeadTarget,
    readonly status: number,
  ) {
    super(`The ${target} refused the lead with status ${status}`);
    this.name = 'LeadRefused';
  }
}

/**
 * Sends one lead request. Resolves only when the target accepted it; rejects on a refusal, a
 * network error or when `signal` aborts (the machine aborts it when its time is up).
 */
export async function sendLead(target: LeadTarget, request: LeadRequest, signal?: AbortSignal): Promise<void> {
  const init = requestInit[target];
  const headers = target === 'crm' ? { ...init.headers, ...request.headers } : init.headers;
  const response = await fetch(request.url, { ...init, headers, body: request.body, signal });
  if (target === 'crm') console.info(`CRM submission answered ${response.status}`);
  if (!accepted(response)) throw new LeadRefused(target, response.status);
}
