import data from 'virtual:storybook-site-data';
import type { FormConfig } from '../generated/config';

/** The validated site config, with defaults, as the build passes it to pages (see scripts/storybook/plugins.ts). */
export const siteData = data;

export function formConfig(id: string): FormConfig {
  const form = siteData.forms[id];
  if (!form) throw new Error(`site.config/forms/${id}.json does not exist`);
  return form;
}
