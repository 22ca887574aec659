import type { ConfigError } from '../validator/types.ts';

/** A block left out of the preview because it has a problem: what to show in its place. */
export interface BlockInError {
  index: number;
  type: string;
  messages: string[];
}

/**
 * The page's text without the blocks that have problems, so the rest of the page can still be
 * rendered while one block is being fixed; undefined when a problem is not inside a block (the
 * page's own fields, or text that is not JSON), which removing blocks cannot mend.
 */
export function withoutBlocksInError(text: string, errors: readonly ConfigError[]): { text: string; removed: BlockInError[] } | undefined {
  if (errors.length === 0 || errors.some((e) => e.block === undefined)) return undefined;
  let page: { blocks?: unknown };
  try {
    page = JSON.parse(text.replace(/^\uFEFF/, '')) as { blocks?: unknown };
  } catch {
    return undefined;
  }
  if (!Array.isArray(page.blocks)) return undefined;
  const blocks = page.blocks as Record<string, unknown>[];
  const byIndex = new Map<number, BlockInError>();
  for (const e of errors) {
    const index = e.block!.index;
    const entry = byIndex.get(index) ?? { index, type: String(blocks[index]?.type ?? e.block!.type), messages: [] };
    if (!entry.messages.includes(e.message)) entry.messages.push(e.message);
    byIndex.set(index, entry);
  }
  const removed = [...byIndex.values()].sort((a, b) => a.index - b.index);
  const kept = blocks.filter((_, i) => !byIndex.has(i));
  // A page needs at least one block: with none left there is nothing to show around the markers.
  if (kept.length === 0) return undefined;
  return { text: JSON.stringify({ ...page, blocks: kept }), removed };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The marker drawn where a block with problems stands: its type, its place and its messages. */
function marker(b: BlockInError, name: string): string {
  const items = b.messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('');
  return (
    `<section data-block="${escapeHtml(b.type)}" data-editor-error="" style="margin:12px;padding:20px 24px;border:3px dashed #b42318;border-radius:10px;background:#fef3f2;color:#7a271a;font:16px/1.5 system-ui,sans-serif">` +
    `<p style="margin:0 0 6px;font-weight:700">⚠ ${escapeHtml(name)} (block ${b.index + 1}) is not shown: it has ${b.messages.length === 1 ? 'a problem' : 'problems'}</p>` +
    `<ul style="margin:0;padding-left:20px">${items}</ul></section>`
  );
}

const SECTION = '<section data-block="';

/**
 * Puts a marker where each left-out block stood, so the preview keeps the page's order and the
 * n-th section is still the n-th block (the selection frame and clicks rely on it).
 */
export function insertMarkers(html: string, removed: readonly BlockInError[], nameOf: (type: string) => string): string {
  let out = html;
  for (const b of removed) {
    let at = -1;
    for (let n = 0, from = 0; n <= b.index; n++) {
      at = out.indexOf(SECTION, from);
      if (at < 0) break;
      from = at + SECTION.length;
    }
    if (at < 0) at = out.lastIndexOf('</main>');
    if (at < 0) continue;
    out = out.slice(0, at) + marker(b, nameOf(b.type)) + out.slice(at);
  }
  return out;
}
