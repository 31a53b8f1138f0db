import { createHash } from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { validationFailed } from '../src/platform/errors/domain-error';
import { isJsonContentType } from '../src/platform/http/json-content-type';
import type { RestRoute } from '../src/platform/rest/rest-route';
import { parseStrictJson } from './strict-json';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * What runs before a /api/v1 route's operation: its error dialect and cache header are set first, so every answer
 * carries them (errors included), then the body is read as raw bytes (the service's JSON parser skips /api/v1). The
 * handler parses it strictly (`readStrictBody`) once the caller is authenticated.
 */
export function v1Handlers(route: RestRoute, bodyLimitBytes: number): RequestHandler[] {
  const handlers: RequestHandler[] = [
    (_req: Request, res: Response, next: NextFunction) => {
      res.locals.errorDialect = route.dialect;
      if (route.cache?.kind === 'no-cache') res.setHeader('Cache-Control', 'no-store, no-cache');
      next();
    },
  ];
  if (route.bodyVariable) {
    handlers.push(express.raw({ type: () => true, limit: bodyLimitBytes }));
  }
  return handlers;
}

/**
 * The raw body of a /api/v1 request as JSON, members named twice refused (JSON.parse would keep the last); undefined
 * when there is none.
 */
export function readStrictBody(req: Request): unknown {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  if (raw.length === 0) return undefined;
  if (!isJsonContentType(req.get('content-type'))) throw validationFailed({ body: ['json_required'] });
  const parsed = parseStrictJson(raw.toString('utf8'));
  if (parsed.ok) return parsed.value;
  if (parsed.reason === 'duplicate_member') throw validationFailed({ [parsed.member]: ['duplicate'] });
  throw validationFailed({ body: ['json'] }, 'The body is not JSON.');
}

/**
 * The Idempotency-Key of a request: exactly one value (Node joins a repeated header as `a, b`, which the pattern
 * refuses), 1–128 characters of `[A-Za-z0-9_.:-]`. Null when absent and optional.
 */
export function idempotencyKeyOf(req: Request, required: boolean): string | null {
  const value = req.headers['idempotency-key'];
  if (value === undefined) {
    if (required) throw validationFailed({ 'Idempotency-Key': ['required'] });
    return null;
  }
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw validationFailed({ 'Idempotency-Key': ['invalid'] });
  }
  return value;
}

/**
 * Sends a publicly cacheable answer: the strong ETag is the quoted hex SHA-256 of the exact body sent, so it is the
 * same on every process and after every restart for the same content, and changes with any change of it. A
 * matching If-None-Match (weak comparison, RFC 9110 §13.1.2) answers 304 without a body.
 */
export function sendPublic(req: Request, res: Response, status: number, body: unknown, maxAgeSeconds: number): void {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('hex')}"`;
  res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  res.setHeader('ETag', etag);
  if (ifNoneMatchHits(req.get('if-none-match'), etag)) {
    res.status(304).end();
    return;
  }
  res.status(status).type('application/json').send(text);
}

function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
