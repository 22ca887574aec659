import { closest, distance } from 'fastest-levenshtein';

/** The known value nearest to `value`, if it is close enough to be a plausible typo. */
export function nearest(value: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const best = closest(
    value.toLowerCase(),
    known.map((k) => k.toLowerCase()),
  );
  const match = known.find((k) => k.toLowerCase() === best);
  if (!match) return undefined;
  const limit = Math.max(2, Math.floor(match.length / 3));
  return distance(value.toLowerCase(), best) <= limit ? match : undefined;
}

export function didYouMean(value: string, known: readonly string[]): string | undefined {
  const hit = nearest(value, known);
  return hit ? `Did you mean "${hit}"?` : undefined;
}

/** `"a", "b"`; "none" for an empty list, so "Monthly plans: none." never reads "Monthly plans: ." */
export function quoteList(values: readonly unknown[]): string {
  return values.length ? values.map((v) => JSON.stringify(v)).join(', ') : 'none';
}
