import { describe, expect, it } from 'vitest';
import type { SiteConfig, VoiceWidgetBlock } from '../generated/config';
import { leadEndpoints, paymentSettings, SANDBOX_CLIENT_ID, voiceWidget } from './settings';

const site = (payments: SiteConfig['integrations']['payments']) => ({ integrations: { payments } }) as SiteConfig;

describe('payment settings', () => {
  it("uses PayPal's public sandbox client id in the sandbox when none is configured", () => {
    expect(paymentSettings(site({ currency: 'USD', environment: 'sandbox' }), {})).toEqual({
      clientId: SANDBOX_CLIENT_ID,
      currency: 'USD',
      environment: 'sandbox',
    });
  });

  it("lets the deployment's client id win over site.json", () => {
    const s = site({ currency: 'USD', environment: 'live', clientId: 'from-config' });
    expect(paymentSettings(s, {}).clientId).toBe('from-config');
    expect(paymentSettings(s, { paypalClientId: 'from-env' }).clientId).toBe('from-env');
  });

  it('leaves a live site without a client id empty, never falling back to the sandbox', () => {
    expect(paymentSettings(site({ currency: 'USD', environment: 'live' }), {}).clientId).toBe('');
  });
});

describe('lead endpoints and the voice widget', () => {
  const leads = { spreadsheetEndpoint: '/api/leads/spreadsheet', crmBaseUrl: '/api/leads/crm', crmPortalId: 'local' };
  const withLeads = { integrations: { leads } } as SiteConfig;

  it('use site.json unless the deployment names its own', () => {
    expect(leadEndpoints(withLeads, {})).toEqual({ spreadsheet: '/api/leads/spreadsheet', crmBaseUrl: '/api/leads/crm', crmPortalId: 'local' });
    expect(leadEndpoints(withLeads, { crmBaseUrl: 'https://crm.example', crmPortalId: '42' })).toEqual({
      spreadsheet: '/api/leads/spreadsheet',
      crmBaseUrl: 'https://crm.example',
      crmPortalId: '42',
    });
  });

  it("take the deployment's assistant id and public key", () => {
    const block = { type: 'voiceWidget', assistantId: 'from-page' } as VoiceWidgetBlock;
    expect(voiceWidget(block, {})).toEqual(block);
    expect(voiceWidget(block, { voiceAssistantId: 'prod', voicePublicKey: 'pk' })).toMatchObject({ assistantId: 'prod', publicKey: 'pk' });
  });
});
