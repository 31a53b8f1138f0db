import { Readable } from 'node:stream';

/**
 * What a file route answers once everything that may refuse the request has passed: its access check, the
 * validation of what it was sent, and its audit entry, committed. Whoever builds one has no response to write to, so
 * no byte can leave before that; the file routes send the headers and then pipe the body (rest-shim/file-routes.ts).
 */
export interface FileDownload {
  /** Content-Type, Content-Disposition and the like; the status is 200. */
  headers: Record<string, string>;
  /** Read only after the headers went out. However it ends (read to the end, failed, destroyed), it is released. */
  body: Readable;
}

/**
 * A download body read lazily from `chunks`, one chunk ahead at most, so the client's pace sets the database's.
 * `release` (closing a cursor, a file) runs once when the body closes, whether it was read, failed or destroyed, and
 * also when it never was read at all.
 */
export function downloadBody(chunks: AsyncIterable<string | Buffer>, release: () => Promise<void>): Readable {
  const body = Readable.from(chunks, { highWaterMark: 1 });
  body.once('close', () => {
    release().catch(() => undefined);
  });
  return body;
}
