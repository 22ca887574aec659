/**
 * Where each island's props go, decided while the page renders (renderer/server/render.tsx):
 * large fields to a small JSON file named by its content, which the browser fetches when the
 * island wakes, alongside its script (renderer/client/hydrate.tsx); the short ones (the current
 * route, a name) in the page. The header's and the footer form's large fields are the same on
 * every page, so a visitor downloads them once, and only if they act, and a build writes them
 * once; the page carries a path instead. Each field is serialized once.
 */
import { createHash } from 'node:crypto';
import type { IslandRecord, PropsAttributes } from '../../renderer/islands/Island.tsx';

/** Props shorter than this stay in the page: a file would cost more than it saves. */
const MIN_BYTES = 200;
/** Fields shorter than this, as JSON, stay in the page beside the file's path. */
const PAGE_FIELD_BYTES = 64;

const objectOf = (fields: Array<[string, string]>) => `{${fields.map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',')}}`;

export interface IslandProps {
  place(island: IslandRecord): PropsAttributes;
  /** The JSON files placed since the last call, by path under dist/ ("assets/props-….json"). */
  take(): Array<[string, string]>;
}

export function createIslandProps(): IslandProps {
  const known = new Set<string>();
  let fresh: Array<[string, string]> = [];
  const fileFor = (json: string) => {
    const file = `assets/props-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
    if (!known.has(file)) {
      known.add(file);
      fresh.push([file, json]);
    }
    return `/${file}`;
  };
  return {
    place({ props }) {
      const isObject = props !== null && typeof props === 'object' && !Array.isArray(props);
      if (!isObject) {
        const json = JSON.stringify(props);
        return json.length < MIN_BYTES ? { 'data-props': json } : { 'data-props-src': fileFor(json) };
      }
      // Fields whose value JSON leaves out (undefined, functions) are left out here too.
      const fields = Object.entries(props)
        .map(([key, value]): [string, string | undefined] => [key, JSON.stringify(value)])
        .filter((f): f is [string, string] => f[1] !== undefined);
      const whole = objectOf(fields);
      if (whole.length < MIN_BYTES) return { 'data-props': whole };
      const short = fields.filter(([, json]) => json.length < PAGE_FIELD_BYTES);
      const long = fields.filter(([, json]) => json.length >= PAGE_FIELD_BYTES);
      if (long.length === 0) return { 'data-props-src': fileFor(whole) };
      return { ...(short.length > 0 && { 'data-props': objectOf(short) }), 'data-props-src': fileFor(objectOf(long)) };
    },
    take() {
      const taken = fresh;
      fresh = [];
      return taken;
    },
  };
}
