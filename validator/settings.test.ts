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

  it('holds the CRM portal id to the rule of site.json, since it goes into the CRM address', () => {
    expect(settingsProblems({ VITE_CRM_PORTAL_ID: '1234567' })).toEqual([]);
    expect(settingsProblems({ VITE_CRM_PORTAL_ID: ' local ' })).toEqual([]);
    expect(settingsProblems({ VITE_CRM_PORTAL_ID: '123/../../x?y=1' })).toEqual([
      'VITE_CRM_PORTAL_ID is "123/../../x?y=1", which is not in the expected form. Use only letters, digits, "-" and "_" (at most 64 characters), as the CRM shows the id: a HubSpot form id looks like "3f2a9c4e-8b1d-4e6f-a2c7-5d9e0b1f4a6c", a portal id like "1234567".',
    ]);
  });
});
