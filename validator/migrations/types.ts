export type JsonObject = Record<string, unknown>;

/** Every file of a site, keyed by its path inside the config folder ("site.json", "pages/home.json"). */
type SiteFiles = ReadonlyMap<string, JsonObject>;

/**
 * One step from a version of the blocks to the next. `migrate` is pure: it gets every file written
 * for version `from` (normally the whole site) as parsed JSON and returns only the files it changes.
 * It need not touch "version": the runner sets it to `to` on every file it was given.
 */
export interface Migration {
  from: number;
  to: number;
  /** One line for the version history in docs/block-reference.md. */
  description: string;
  migrate(files: SiteFiles): Map<string, JsonObject>;
}
