import { describe, expect, it } from 'vitest';
import { settingsFromEnv, settingsProblems } from './settings.ts';

describe('deployment settings from the environment', () => {
  it('reads each variable once, ignoring empty ones', () => {
    expect(settingsFromEnv({ VITE_PAYPAL_CLIENT_ID: ' live ', VITE_CRM_BASE_URL: '', VITE_VOICE_ASSISTANT_ID: 'prod' })).toEqual({
      paypalClientId: 'live',
      voiceAssistantId: 'prod',
    });
    expect(settingsFromEnv({})).toEqual({});
  });

  it('holds lead endpoints to the same rule as site.json, in plain words', () => {
    expect(settingsProblems({ VITE_CRM_BASE_URL: 'https://api.hubapi.com', VITE_SPREADSHEET_ENDPOINT: '/api/leads/spreadsheet' })).toEqual([]);
    expect(settingsProblems({ VITE_CRM_BASE_URL: 'javascript:alert(1)', VITE_SPREADSHEET_ENDPOINT: 'http://sheet.example' })).toEqual([
      'VITE_SPREADSHEET_ENDPOINT is "http://sheet.example", which is not in the expected form. Write a full address that starts with https:// (for example "https://script.google.com/macros/s/ID/exec") or a path on this site that starts with a single "/" (for example "/api/leads/crm"), with no spaces, ?query or #anchor.',
      'VITE_CRM_BASE_URL is "javascript:alert(1)", which is not in the expected form. Write a full address that starts with https:// (for example "https://script.google.com/macros/s/ID/exec") or a path on this site that starts with a single "/" (for example "/api/leads/crm"), with no spaces, ?query or #anchor.',
    ]);
  });
});
