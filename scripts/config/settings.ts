import type { BuildSettings } from '../../renderer/resolve/settings.ts';
import { readSchemaFiles } from './schemas.ts';

/**
 * The deployment settings, read from the environment once, here at the edge (build and dev
 * server); the resolve step passes them on, so nothing in renderer/ reads the environment.
 */
export function settingsFromEnv(env: Record<string, string | undefined> = process.env): BuildSettings {
  const pick = (name: string) => env[name]?.trim() || undefined;
  const settings: BuildSettings = {
    paypalClientId: pick('VITE_PAYPAL_CLIENT_ID'),
    spreadsheetEndpoint: pick('VITE_SPREADSHEET_ENDPOINT'),
    crmBaseUrl: pick('VITE_CRM_BASE_URL'),
    crmPortalId: pick('VITE_CRM_PORTAL_ID'),
    voiceAssistantId: pick('VITE_VOICE_ASSISTANT_ID'),
    voicePublicKey: pick('VITE_VOICE_PUBLIC_KEY'),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)) as BuildSettings;
}

type Schema = { pattern?: string; 'x-hint'?: string; properties?: Record<string, Schema> };

/** Environment variables held to the same rule (and hint) as the site.json field they override. */
const CHECKED = { VITE_SPREADSHEET_ENDPOINT: 'spreadsheetEndpoint', VITE_CRM_BASE_URL: 'crmBaseUrl' } as const;

/** Problems with the deployment settings, in plain words (the build and the dev server stop on any). */
export function settingsProblems(env: Record<string, string | undefined> = process.env): string[] {
  const site = readSchemaFiles().get('site.schema.json') as Schema;
  const leads = site.properties?.integrations?.properties?.leads?.properties ?? {};
  const problems: string[] = [];
  for (const [name, field] of Object.entries(CHECKED)) {
    const value = env[name]?.trim();
    const rule = leads[field];
    if (value && rule?.pattern && !new RegExp(rule.pattern).test(value))
      problems.push(`${name} is "${value}", which is not in the expected form. ${rule['x-hint'] ?? ''}`.trim());
  }
  return problems;
}
