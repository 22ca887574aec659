import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accepted, IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, LeadRefused, leadRequests, sendLead } from './submit';

const request = { url: 'https://crm.example/submit', body: '{"fields":[]}' };
const answer = (init: { status?: number; type?: ResponseType }) => {
  const response = new Response(null, { status: init.status ?? 200 });
  return init.type ? Object.defineProperty(response, 'type', { value: init.type }) : response;
};

beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lead answers', () => {
  it('a 2xx and the opaque answer of a no-cors request are accepted; any other status is not', () => {
    expect(accepted(answer({ status: 200 }))).toBe(true);
    expect(accepted(answer({ status: 204 }))).toBe(true);
    // A resolved no-cors request: status 0, unreadable.
    expect(accepted({ ok: false, type: 'opaque' })).toBe(true);
    for (const status of [301, 400, 404, 429, 500, 503]) expect(accepted(answer({ status }))).toBe(false);
  });

  it.each([200, 201])('sendLead resolves on %i', async (status) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ status })),
    );
    await expect(sendLead('crm', request)).resolves.toBeUndefined();
  });

  it('sendLead resolves on an opaque answer of the spreadsheet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: false, status: 0, type: 'opaque' })),
    );
    await expect(sendLead('spreadsheet', request)).resolves.toBeUndefined();
  });

  it.each([400, 422, 500, 502])('sendLead rejects on %i', async (status) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ status })),
    );
    await expect(sendLead('crm', request)).rejects.toEqual(new LeadRefused('crm', status));
  });

  it('sendLead rejects on a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sendLead('spreadsheet', request)).rejects.toThrow('Failed to fetch');
  });

  it('sendLead rejects when its signal times out before an answer, and passes the signal to fetch', async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(sendLead('crm', request, AbortSignal.timeout(20))).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(fetch.mock.calls[0]![1].signal).toBeInstanceOf(AbortSignal);
  });

  it('adds the stored headers to the CRM request only: the no-cors spreadsheet request gets none', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer({ status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const keyed = { ...request, headers: { [IDEMPOTENCY_HEADER]: 'key-1' } };
    await sendLead('crm', keyed);
    await sendLead('spreadsheet', keyed);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: 'key-1' } });
    expect(fetch.mock.calls[1]![1]).toMatchObject({ mode: 'no-cors', headers: { 'Content-Type': 'text/plain;charset=utf-8' } });
    expect(fetch.mock.calls[1]![1].headers).not.toHaveProperty(IDEMPOTENCY_HEADER);
  });

  it('sends the stored body as is: the spreadsheet as no-cors text, the CRM as JSON', async () => {
    const fetch = vi.fn(async () => answer({ status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await sendLead('spreadsheet', request);
    await sendLead('crm', request);
    expect(fetch).toHaveBeenNthCalledWith(
      1,
      request.url,
      expect.objectContaining({ method: 'POST', mode: 'no-cors', body: request.body, headers: { 'Content-Type': 'text/plain;charset=utf-8' } }),
    );
    expect(fetch).toHaveBeenNthCalledWith(
      2,
      request.url,
      expect.objectContaining({ method: 'POST', body: request.body, headers: { 'Content-Type': 'application/json' } }),
    );
  });
});

describe('lead requests', () => {
  const form = {
    targets: {
      spreadsheet: { fields: ['name', 'email'] },
      crm: { formId: 'f1', pageName: 'Footer', fields: [{ name: 'firstname', from: 'name' }] },
    },
  } as unknown as Parameters<typeof leadRequests>[0]['form'];
  const input = {
    form,
    values: { name: 'Jane', email: 'j@x.io', hp_reference: 'spam' },
    endpoints: { spreadsheet: '/sheet', crmBaseUrl: '/crm/', crmPortalId: 'p' },
    pageUri: 'http://localhost/x',
    idempotencyKey: 'key-1',
  };

  it('carry only the fields the form config lists, whatever else the values hold, and the lead key', () => {
    const requests = leadRequests(input);
    expect(requests.spreadsheet).toEqual({ url: '/sheet', body: '{"name":"Jane","email":"j@x.io","idempotencyKey":"key-1"}' });
    expect(requests.crm.url).toBe('/crm/submissions/v3/integration/submit/p/f1');
    expect(JSON.parse(requests.crm.body)).toEqual({
      fields: [{ name: 'firstname', value: 'Jane' }],
      context: { pageUri: 'http://localhost/x', pageName: 'Footer', idempotencyKey: 'key-1' },
    });
  });

  it('a form field named like the key cannot replace it in the spreadsheet row', () => {
    const clash = { ...input, form: { ...form, targets: { ...form.targets, spreadsheet: { fields: ['idempotencyKey'] } } } } as typeof input;
    const requests = leadRequests({ ...clash, values: { idempotencyKey: 'forged' } });
    expect(JSON.parse(requests.spreadsheet.body)).toEqual({ [IDEMPOTENCY_FIELD]: 'key-1' });
  });

  it('send the key as an Idempotency-Key header to a CRM on the site only: another origin gets it in the body', () => {
    expect(leadRequests(input).crm.headers).toEqual({ [IDEMPOTENCY_HEADER]: 'key-1' });
    expect(leadRequests(input).spreadsheet.headers).toBeUndefined();
    for (const crmBaseUrl of ['https://api.hsforms.com', '//crm.example']) {
      const crm = leadRequests({ ...input, endpoints: { ...input.endpoints, crmBaseUrl } }).crm;
      expect(crm.headers).toBeUndefined();
      expect(JSON.parse(crm.body).context.idempotencyKey).toBe('key-1');
    }
  });

  it('encode the portal and form ids as single path segments', () => {
    const evil = { ...input, form: { ...form, targets: { ...form.targets, crm: { ...form.targets.crm, formId: '../../../evil?x=' } } } } as typeof input;
    const { url } = leadRequests({ ...evil, endpoints: { ...input.endpoints, crmBaseUrl: 'https://crm.example/api', crmPortalId: 'a/b#c' } }).crm;
    expect(url).toBe('https://crm.example/api/submissions/v3/integration/submit/a%2Fb%23c/..%2F..%2F..%2Fevil%3Fx%3D');
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/api/submissions/v3/integration/submit/a%2Fb%23c/..%2F..%2F..%2Fevil%3Fx%3D');
    expect([parsed.search, parsed.hash]).toEqual(['', '']);
  });
});
