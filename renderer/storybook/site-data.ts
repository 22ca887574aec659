import data from 'virtual:storybook-site-data';
import type { FormConfig } from '../generated/config';
import { leadEndpoints } from '../resolve/settings';

/** The validated site config, with defaults, as the build loads it (see .storybook/plugins.ts). */
export const siteData = data;

/** Where the stories' forms send leads: site.json's endpoints, with no deployment settings. */
export const storyEndpoints = leadEndpoints(data.site, {});

export function formConfig(id: string): FormConfig {
  const form = siteData.forms[id];
  if (!form) throw new Error(`site.config/forms/${id}.json does not exist`);
  return form;
}
