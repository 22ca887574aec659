/** Where a value sits in a document: object keys and array indices, from the root. */
export type JsonPath = Array<string | number>;

/**
 * A place both sides changed in ways that cannot both be kept. `merged` holds a stand-in there
 * until `resolveConflicts` puts the chosen side's value in: mine's value, or the edited one where
 * mine removed it (so nothing typed is out of sight while the person chooses).
 */
export interface Conflict {
  path: JsonPath;
  /** readable place, e.g. "Block 2 (Hero) › heading" */
  label: string;
  base: unknown;
  /** undefined: removed on that side */
  mine: unknown;
  theirs: unknown;
  kind: 'both-changed' | 'removed-and-edited' | 'moved-and-moved' | 'undecidable';
}

export interface MergeResult {
  merged: unknown;
  /** changes taken from theirs, in words */
  taken: string[];
  conflicts: Conflict[];
}

/** A place being merged: its path, and its label built on the way down (cheaper than re-reading the document for each). */
export interface Place {
  path: JsonPath;
  /** "" for the whole document */
  label: string;
}

/** What one merge collects, and the merge itself for the array mergers to recurse with (passed in, so the modules do not import each other in a circle). */
export interface Context {
  taken: string[];
  conflicts: Conflict[];
  merge(place: Place, base: unknown, mine: unknown, theirs: unknown): unknown;
}
