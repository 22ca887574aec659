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

export function spreadsheetPayload(form: FormConfig, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(form.targets.spreadsheet.fields.map((name) => [name, values[name] ?? '']));
}

export function crmRequest({ form, values, endpoints, pageUri }: SubmitInput) {
  const { crm } = form.targets;
  return {
    url: `${endpoints.crmBaseUrl.replace(/\/+$/, '')}/submissions/v3/integration/submit/${endpoints.crmPortalId}/${crm.formId}`,
    body: {
      fields: crm.fields.map(({ name, from }) => ({ name, value: values[from] ?? '' })),
      context: { pageUri, pageName: crm.pageName },
    },
  };
}

/**
 * Sends one lead to both targets at once. The spreadsheet web app is called in no-cors mode
 * (its answer cannot be read), so only a rejected request counts as a failure there; the
 * CRM's status is logged.
 */
export async function submitLead(input: SubmitInput): Promise<void> {
  const crm = crmRequest(input);
  const [, crmResponse] = await Promise.all([
    fetch(input.endpoints.spreadsheet, {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain;charset=utf-8' },
      body: JSON.stringify(spreadsheetPayload(input.form, input.values)),
    }),
    fetch(crm.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(crm.body) }),
  ]);
  console.info(`CRM submission answered ${crmResponse.status}`);
}
