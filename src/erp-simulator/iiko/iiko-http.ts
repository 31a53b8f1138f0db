import type { IncomingMessage, ServerResponse } from 'node:http';
import { JsonSyntaxError, parseExactJson, type JsonValue } from './exact-json';
import { IikoError } from './iiko-types';

/** Reading requests and writing answers the way the real server's servlet container does. */

const MAX_BODY_BYTES = 1024 * 1024;

export type ContentKind = 'text' | 'xml' | 'json';

export interface IikoAnswer {
  status: number;
  kind: ContentKind;
  body: string;
  headers?: Record<string, string>;
}

const CONTENT_TYPES: Record<ContentKind, string> = {
  text: 'text/plain;charset=UTF-8',
  xml: 'application/xml;charset=UTF-8',
  json: 'application/json;charset=UTF-8',
};

export function text(body: string, status = 200, headers?: Record<string, string>): IikoAnswer {
  return { status, kind: 'text', body, headers };
}

export function xml(body: string): IikoAnswer {
  return { status: 200, kind: 'xml', body };
}

export function json(body: string): IikoAnswer {
  return { status: 200, kind: 'json', body };
}

export function send(res: ServerResponse, answer: IikoAnswer): void {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(answer.status, { ...answer.headers, 'content-type': CONTENT_TYPES[answer.kind] }).end(answer.body);
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new IikoError(413, 'Request Entity Too Large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

interface MediaType {
  type: string;
  charset: string | null;
}

function mediaType(req: IncomingMessage): MediaType | null {
  const header = req.headers['content-type'];
  if (header === undefined || header.trim() === '') return null;
  const [type, ...parameters] = header.split(';').map((part) => part.trim());
  const charset = parameters
    .map((parameter) => /^charset\s*=\s*"?([^";]+)"?$/i.exec(parameter)?.[1] ?? null)
    .find((value) => value !== null);
  return { type: type.toLowerCase(), charset: charset?.toLowerCase() ?? null };
}

/**
 * The body as text. Without `charset=UTF-8` the servlet container reads the bytes as ISO-8859-1, which is why the
 * vendor insists on that header for Cyrillic comments: a client that leaves it out gets its Cyrillic garbled, here
 * as there.
 */
function decode(body: Buffer, charset: string | null): string {
  return charset === 'utf-8' || charset === 'utf8' ? body.toString('utf8') : body.toString('latin1');
}

/** A JSON body with exact numbers; 415 for another media type, 400 for malformed JSON. */
export function jsonBody(req: IncomingMessage, body: Buffer): JsonValue {
  const media = mediaType(req);
  if (media === null || media.type !== 'application/json') {
    throw new IikoError(415, 'Unsupported Media Type: application/json is expected');
  }
  try {
    return parseExactJson(decode(body, media.charset));
  } catch (error) {
    if (error instanceof JsonSyntaxError) throw new IikoError(400, error.message);
    throw error;
  }
}

/** Parameters of the query string and, for a form POST, of the body (the query wins when both name one). */
export function formParameters(req: IncomingMessage, url: URL, body: Buffer): URLSearchParams {
  const parameters = new URLSearchParams(url.searchParams);
  const media = mediaType(req);
  if (media?.type === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
      if (!parameters.has(name)) parameters.set(name, value);
    }
  }
  return parameters;
}

export function cookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
