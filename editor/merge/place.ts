// Readable places and values, for the conflict labels and the "taken" list a person reads.
import { isObject } from './json.ts';
import type { Place } from './types.ts';

export const ROOT: Place = { path: [], label: '' };

/** The label to show: the whole document has none of its own. */
export const labelOf = (place: Place) => place.label || 'Whole document';

export function fieldPlace(place: Place, key: string): Place {
  return { path: [...place.path, key], label: place.label ? `${place.label} › ${key}` : key };
}

/**
 * An item of an array. A page's blocks read "Block 3 (Rich text)", as the editor's outline names
 * them, instead of "blocks › Item 3"; other items read "… › Item 3". Numbers count from 1.
 */
export function itemPlace(place: Place, index: number, value: unknown): Place {
  const path = [...place.path, index];
  if (place.path[place.path.length - 1] === 'blocks') {
    const type = isObject(value) && typeof value.type === 'string' ? ` (${typeInWords(value.type)})` : '';
    const owner = place.label.slice(0, -'blocks'.length);
    return { path, label: `${owner}Block ${index + 1}${type}` };
  }
  return { path, label: place.label ? `${place.label} › Item ${index + 1}` : `Item ${index + 1}` };
}

// Block types that are abbreviations, read as such.
const ABBREVIATIONS: Record<string, string> = { faq: 'FAQ', cta: 'CTA' };

/** "hero" → "Hero", "richText" → "Rich text", "plan-cards" → "Plan cards", "faq" → "FAQ". */
function typeInWords(type: string): string {
  if (Object.hasOwn(ABBREVIATIONS, type)) return ABBREVIATIONS[type];
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LONGEST = 40;

/** A value in a sentence: strings quoted and cut to about 40 characters, lists by their length. */
export function show(value: unknown): string {
  if (typeof value === 'string') {
    const line = value.replace(/\s+/g, ' ');
    return `'${line.length > LONGEST ? `${line.slice(0, LONGEST - 1).trimEnd()}…` : line}'`;
  }
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (isObject(value)) return '{…}';
  return String(value);
}

/** " 'text'" after "added" or "removed" for a scalar; nothing for an object, whose label already says what it is. */
export const showAfter = (value: unknown) => (isObject(value) ? '' : ` ${show(value)}`);
