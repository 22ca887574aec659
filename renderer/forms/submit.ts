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
}

function spreadsheetPayload(form: FormConfig, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(form.targets.spreadsheet.fields.map((name) => [name, values[name] ?? '']));
}

function crmRequest({ form, values, endpoints, pageUri }: SubmitInput) {
  const { crm } = form.targets;
  return {
    url: `${endpoints.crmBaseUrl.replace(/\/+$/, '')}/submissions/v3/integration/submit/${endpoints.crmPortalId}/${crm.formId}`,
    body: {
      fields: crm.fields.map(({ name, from }) => ({ name, value: values[from] ?? '' })),
      context: { pageUri, pageName: crm.pageName },
    },
  };
}

export type LeadTarget = 'spreadsheet' | 'crm';
export const LEAD_TARGETS: readonly LeadTarget[] = ['spreadsheet', 'crm'];

/** One request as it goes over the wire: the body is the exact JSON text sent (and stored). */
export interface LeadRequest {
  url: string;
  body: string;
}

export type LeadRequests = Record<LeadTarget, LeadRequest>;

/** Both requests of one lead, built once so that a retry or a later resend sends the same bytes. */
export function leadRequests(input: SubmitInput): LeadRequests {
  const crm = crmRequest(input);
  return {
    spreadsheet: { url: input.endpoints.spreadsheet, body: JSON.stringify(spreadsheetPayload(input.form, input.values)) },
    crm: { url: crm.url, body: JSON.stringify(crm.body) },
  };
}

// The spreadsheet web app is cross-origin in production and cannot answer CORS, hence no-cors.
const requestInit: Record<LeadTarget, RequestInit> = {
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
  const response = await fetch(request.url, { ...requestInit[target], body: request.body, signal });
  if (target === 'crm') console.info(`CRM submission answered ${response.status}`);
  if (!accepted(response)) throw new LeadRefused(target, response.status);
}
