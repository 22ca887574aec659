const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute value. Characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text.replace(/[\p{Cc}\uFFFE\uFFFF]/gu, (c) => (c === '\t' || c === '\n' || c === '\r' ? c : '')).replace(/[&<>"']/g, (c) => xmlEntities[c]);
}

/** A value on one line of a plain-text file such as robots.txt: a line break would start a new directive. */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}
