import type { SiteConfig, VoiceWidgetBlock } from '../generated/config';
import type { LeadEndpoints } from '../forms/submit';
import type { PaymentSettings } from '../payments/settings';

/**
 * Deployment settings that may override site.json without being committed (a production CRM,
 * PayPal client id or voice assistant). The build and dev scripts read them from the
 * environment once (validator/settings.ts); nothing below this step reads the environment.
 */
export interface BuildSettings {
  paypalClientId?: string;
  spreadsheetEndpoint?: string;
  crmBaseUrl?: string;
  crmPortalId?: string;
  voiceAssistantId?: string;
  voicePublicKey?: string;
}

/**
 * PayPal's public sandbox client id: it takes test payments without an account, so the
 * checkout runs in development. A live site must set its own.
 */
export const SANDBOX_CLIENT_ID = 'sb';

/**
 * The PayPal settings: the deployment's client id wins over site.json's; a sandbox site without
 * either uses PayPal's public sandbox id. A live site without one gets an empty id, which the
 * payment machine reports as 'PayPal Client ID is missing'.
 */
export function paymentSettings(site: SiteConfig, settings: BuildSettings): PaymentSettings {
  const { payments } = site.integrations;
  const configured = settings.paypalClientId || payments.clientId || '';
  return {
    clientId: configured || (payments.environment === 'sandbox' ? SANDBOX_CLIENT_ID : ''),
    currency: payments.currency,
    environment: payments.environment,
  };
}

/** Where leads go: the deployment's endpoints win over site.json, whose defaults are the local inbox. */
export function leadEndpoints(site: SiteConfig, settings: BuildSettings): LeadEndpoints {
  const { leads } = site.integrations;
  return {
    spreadsheet: settings.spreadsheetEndpoint || leads.spreadsheetEndpoint,
    crmBaseUrl: settings.crmBaseUrl || leads.crmBaseUrl,
    crmPortalId: settings.crmPortalId || leads.crmPortalId,
  };
}

/** The voice widget with the deployment's assistant id and public key, so neither need be committed. */
export function voiceWidget(block: VoiceWidgetBlock, settings: BuildSettings): VoiceWidgetBlock {
  const publicKey = settings.voicePublicKey || block.publicKey;
  return { ...block, assistantId: settings.voiceAssistantId || block.assistantId, ...(publicKey ? { publicKey } : {}) };
}
