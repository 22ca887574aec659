import type { IncomingMessage } from 'node:http';
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER } from '../../renderer/forms/submit.ts';
import { isObject } from './json.ts';

const MAX_KEY_LENGTH = 128;

/**
 * The lead's idempotency key: `context.idempotencyKey` of a CRM lead, the `idempotencyKey`
 * field of a spreadsheet lead, or else the `Idempotency-Key` header. A lead without one (sent
 * by an older page) has none and is stored every time; a key that is not short text is refused.
 */
export function leadKey(target: 'spreadsheet' | 'crm', payload: Record<string, unknown>, req: IncomingMessage): { key?: string } | { error: string } {
  const holder = target === 'crm' ? payload.context : payload;
  const header = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = (isObject(holder) ? holder[IDEMPOTENCY_FIELD] : undefined) ?? header;
  if (key === undefined) return {};
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    return { error: `The idempotency key must be text of 1 to ${MAX_KEY_LENGTH} characters.` };
  }
  return { key };
}
