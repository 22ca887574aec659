import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; text: string } | { ok: false; status: 400 | 413; reason: string };

/**
 * Reads a request body as UTF-8 text, never holding more than `limit` bytes: a body that
 * declares or reaches more is refused with 413 as soon as that is known. A declared one is left
 * unread (the caller closes the connection); the rest of a streamed one is read and dropped, so
 * the client, still sending, gets to read the answer.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(tooLarge(limit));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (result: BodyResult) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop(tooLarge(limit));
        return void req.resume();
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      try {
        stop({ ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) });
      } catch {
        stop({ ok: false, status: 400, reason: 'The body is not valid UTF-8 text.' });
      }
    };
    const onError = () => stop({ ok: false, status: 400, reason: 'The request was interrupted.' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

function tooLarge(limit: number): BodyResult {
  return { ok: false, status: 413, reason: `A lead may be at most ${limit} bytes.` };
}
