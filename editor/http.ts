import type { IncomingMessage } from 'node:http';
import { MAX_FILE_BYTES } from '../validator/limits.ts';
import type { Result } from './pages.ts';

/**
 * A request carries a file's text inside JSON, where every quote and line break is escaped: three
 * times the largest config file leaves room for that, so any file the validator accepts can be
 * previewed and saved. The file itself is then held to MAX_FILE_BYTES, with its own message.
 */
export const MAX_BODY_BYTES = 3 * MAX_FILE_BYTES;
/** No request may hold the editor longer than this: a slow git or renderer answers 503 and the editor goes on. */
export const REQUEST_TIME_LIMIT_MS = 30_000;
/** A publish fetches, merges and pushes, each with git's network time limit, and retries a refused push. */
export const PUBLISH_TIME_LIMIT_MS = 5 * 60_000;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES)
    throw new HttpError(413, `The request is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB (three times the 1 MB a config file may have).`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, `The request is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB (three times the 1 MB a config file may have).`);
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** A text that could not be saved is refused before any work is done on it, with the limit in words. */
export function assertFileSize(file: string, text: string) {
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_FILE_BYTES)
    throw new HttpError(
      413,
      `${file} would be ${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB, but a config file may be at most ${MAX_FILE_BYTES / 1024} KB (1 MB). Split the page into several pages.`,
    );
}

export type Handler = (req: IncomingMessage, url: URL) => Promise<{ status: number; body: unknown } | Result> | { status: number; body: unknown } | Result;
