import type { SiteConfig } from '../generated/config';
import type { LeadEndpoints } from './submit';

/**
 * Where leads go, resolved at build time: environment variables win over site.json, whose
 * defaults are the local endpoints of the dev and preview servers.
 */
export function leadEndpoints(site: SiteConfig, env: Record<string, string | undefined> = process.env): LeadEndpoints {
  const { leads } = site.integrations;
  return {
    spreadsheet: env.VITE_SPREADSHEET_ENDPOINT || leads.spreadsheetEndpoint,
    crmBaseUrl: env.VITE_CRM_BASE_URL || leads.crmBaseUrl,
    crmPortalId: env.VITE_CRM_PORTAL_ID || leads.crmPortalId,
  };
}
