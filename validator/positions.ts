import { findNodeAtLocation, getNodePath, type Node, type Segment } from 'jsonc-parser';

export interface Position {
  line: number;
  column: number;
}

export function pathSegments(instancePath: string): Segment[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Converts character offsets to 1-based line and column numbers. */
export class LineIndex {
  private starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.starts.push(i + 1);
  }
  at(offset: number): Position {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo] + 1 };
  }
}

/**
 * The offset an error should point at: the value at `segments`, or, with `key`, the
 * name of that property (so "unknown field" points at the misspelt word itself).
 * Falls back to the nearest existing parent.
 */
export function offsetOf(tree: Node | undefined, segments: Segment[], key?: string): number {
  if (!tree) return 0;
  if (key !== undefined) {
    const value = findNodeAtLocation(tree, [...segments, key]);
    const keyNode = value?.parent?.children?.[0];
    if (keyNode) return keyNode.offset;
  }
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, segments.slice(0, n));
    if (node) {
      // Point at the property name rather than the value when the value is an object or array.
      const parent = node.parent;
      if (parent?.type === 'property' && parent.children?.[0] && (node.type === 'object' || node.type === 'array')) {
        return parent.children[0].offset;
      }
      return node.offset;
    }
  }
  return tree.offset;
}

export interface DuplicateKey {
  /** Where the object holding the key is. */
  segments: Segment[];
  key: string;
  /** Offsets of the ignored first appearance and of the repeat. */
  first: number;
  repeat: number;
}

/** Field names written twice in the same object: JSON.parse silently keeps only the last. */
export function duplicateKeys(tree: Node | undefined): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const visit = (node: Node) => {
    if (node.type === 'object') {
      const seen = new Map<string, number>();
      for (const prop of node.children ?? []) {
        const keyNode = prop.children?.[0];
        if (!keyNode) continue;
        const key = String(keyNode.value);
        const first = seen.get(key);
        if (first === undefined) seen.set(key, keyNode.offset);
        else found.push({ segments: getNodePath(node), key, first, repeat: keyNode.offset });
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  if (tree) visit(tree);
  return found;
}

/**
 * The offset of the first bracket that opens level `limit + 1`, or -1. A flat scan (strings
 * and comments skipped), so it is safe to run before anything recursive sees the text.
 */
export function tooDeepAt(text: string, limit: number): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === '{' || c === '[') {
      if (++depth > limit) return i;
    } else if (c === '}' || c === ']') {
      depth = Math.max(0, depth - 1);
    }
  }
  return -1;
}
