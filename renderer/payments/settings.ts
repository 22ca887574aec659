import type { SiteConfig } from '../generated/config';

export interface PaymentSettings {
  clientId: string;
  currency: 'USD';
  environment: 'sandbox' | 'live';
}

/**
 * PayPal's public sandbox client id: it takes test payments without an account, so the
 * checkout runs in development. A live site must set its own.
 */
export const SANDBOX_CLIENT_ID = 'sb';

/**
 * The PayPal settings, resolved at build time: VITE_PAYPAL_CLIENT_ID wins over site.json's
 * clientId; a sandbox site without either uses PayPal's public sandbox id. A live site without
 * one gets an empty id, which the payment machine reports as 'PayPal Client ID is missing'.
 */
export function paymentSettings(site: SiteConfig, env: Record<string, string | undefined> = process.env): PaymentSettings {
  const { payments } = site.integrations;
  const configured = env.VITE_PAYPAL_CLIENT_ID || payments.clientId || '';
  return {
    clientId: configured || (payments.environment === 'sandbox' ? SANDBOX_CLIENT_ID : ''),
    currency: payments.currency,
    environment: payments.environment,
  };
}
