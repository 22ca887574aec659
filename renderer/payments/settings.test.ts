import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../generated/config';
import { paymentSettings, SANDBOX_CLIENT_ID } from './settings';

const site = (payments: SiteConfig['integrations']['payments']) => ({ integrations: { payments } }) as SiteConfig;

describe('payment settings', () => {
  it("uses PayPal's public sandbox client id in the sandbox when none is configured", () => {
    expect(paymentSettings(site({ currency: 'USD', environment: 'sandbox' }), {})).toEqual({ clientId: SANDBOX_CLIENT_ID, currency: 'USD', environment: 'sandbox' });
  });

  it('lets the environment variable win over site.json', () => {
    const s = site({ currency: 'USD', environment: 'live', clientId: 'from-config' });
    expect(paymentSettings(s, {}).clientId).toBe('from-config');
    expect(paymentSettings(s, { VITE_PAYPAL_CLIENT_ID: 'from-env' }).clientId).toBe('from-env');
  });

  it('leaves a live site without a client id empty, never falling back to the sandbox', () => {
    expect(paymentSettings(site({ currency: 'USD', environment: 'live' }), {}).clientId).toBe('');
  });
});
