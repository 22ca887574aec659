import type { BuildSettings } from '../renderer/resolve/settings.ts';
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

type Schema = { $ref?: string; pattern?: string; 'x-hint'?: string; properties?: Record<string, Schema>; definitions?: Record<string, Schema> };

/**
 * Environment variables held to the same rule (and hint) as the site.json field they override.
 * The portal id goes into the CRM's address, so one with "/" or "?" would send every lead elsewhere.
 */
const CHECKED = { VITE_SPREADSHEET_ENDPOINT: 'spreadsheetEndpoint', VITE_CRM_BASE_URL: 'crmBaseUrl', VITE_CRM_PORTAL_ID: 'crmPortalId' } as const;

/** Problems with the deployment settings, in plain words (the build and the dev server stop on any). */
export function settingsProblems(env: Record<string, string | undefined> = process.env): string[] {
  const files = readSchemaFiles();
  const site = files.get('site.schema.json') as Schema;
  const leads = site.properties?.integrations?.properties?.leads?.properties ?? {};
  // A field that names a shared definition ("$ref": "defs.schema.json#/definitions/crmId") gets its rule from there.
  const ruleOf = (field: Schema | undefined): Schema | undefined => {
    const name = /^defs\.schema\.json#\/definitions\/(\w+)$/.exec(field?.$ref ?? '')?.[1];
    return name ? { ...(files.get('defs.schema.json') as Schema).definitions?.[name], ...field } : field;
  };
  const problems: string[] = [];
  for (const [name, field] of Object.entries(CHECKED)) {
    const value = env[name]?.trim();
    const rule = ruleOf(leads[field]);
    if (value && rule?.pattern && !new RegExp(rule.pattern).test(value))
      problems.push(`${name} is "${value}", which is not in the expected form. ${rule['x-hint'] ?? ''}`.trim());
  }
  return problems;
}
