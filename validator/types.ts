import type { FormConfig, PageConfig, PlanConfig, Redirect, SiteConfig } from '../renderer/generated/config.ts';
import type { MediaEntry } from '../renderer/images/types.ts';
import type { FoundRef } from './schemas.ts';

/** A problem in one config file, located precisely enough for an editor to jump to it. */
export interface ConfigError {
  /** Path relative to the project root, for example "site.config/pages/home.json". */
  file: string;
  line: number;
  column: number;
  /** Where in the file, written as an editor reads it: `blocks[1].actions[0].href`. */
  path: string;
  /** For page files: which block the error is in. */
  block?: { index: number; count: number; type: string };
  message: string;
  hint?: string;
  /**
   * "warning": worth knowing, but nothing is wrong with the site (an unused picture): printed by
   * `npm run validate` and shown by the editor, never failing a check, a build or a save. Left out: an error.
   */
  severity?: 'warning';
}

interface PageEntry {
  file: string;
  page: PageConfig;
}

/** The whole site, validated and with every default filled in. */
export interface SiteBundle {
  site: SiteConfig;
  pages: PageEntry[];
  forms: Record<string, FormConfig>;
  plans: Record<string, PlanConfig>;
  /** The old addresses of redirects.json, each sending its visitors to a page (none when the file is missing). */
  redirects: Redirect[];
  /** The media folder's usable pictures, by file name. */
  media: Record<string, MediaEntry>;
}

export interface ParsedFile<T = unknown> {
  file: string;
  text: string;
  data: T;
  refs: FoundRef[];
}
