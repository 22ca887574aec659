import { createContext, useContext } from 'react';
import type { FormConfig, PlanConfig, SiteConfig } from '../generated/config';

/** Config shared by all pages, for static blocks that show a plan's price or a form's fields. */
export interface SiteData {
  site: SiteConfig;
  plans: Record<string, PlanConfig>;
  forms: Record<string, FormConfig>;
}

export const SiteDataContext = createContext<SiteData | null>(null);

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData() needs <SiteDataContext.Provider> (renderPage provides it).');
  return data;
}
