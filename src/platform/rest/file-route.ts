import type { Request } from 'express';
import type { RequestContext } from '../context/request-context';
import type { ErrorCode } from '../errors/error-codes';
import type { FileDownload } from '../http/file-download';
import type { RouteAccessDeclaration } from './route-access-declaration';

/**
 * Prepares one file route's download: validates what the request sent, reads what the file needs and commits the
 * route's audit entry. It gets no response to write to; the shim sends the download once it resolves.
 */
export type FileHandler = (ctx: RequestContext, request: Request) => Promise<FileDownload>;

/**
 * A REST-only streaming download. A file body does not fit a GraphQL operation, so it is a plain Express route, but
 * it carries an access declaration like an operation's (the matrix and OpenAPI read it), builds the same
 * RequestContext and hands every error to the shared ErrorResponse handler.
 */
export interface FileRoute {
  method: 'get';
  path: string;
  summary: string;
  tag: string;
  access: RouteAccessDeclaration;
  /** The operation's name, as a GraphQL field's would be (workflow.locked answers name it). */
  operation: string;
  /** What the success body is, for OpenAPI. */
  body: string;
  /** The media type (or range) of the success body; the original file keeps the type it was uploaded with. */
  contentType: string;
  /** Query parameters the route reads (its filters), for OpenAPI; each path parameter is a UUID. */
  query?: Record<string, FileQueryParameter>;
  /** The codes the route's own rules raise, beyond what its access declaration and parameters imply. */
  errors?: readonly ErrorCode[];
  handler: FileHandler;
}

/** One filter of a file route, read as text once (a repeated parameter is refused). */
export interface FileQueryParameter {
  format?: 'uuid' | 'date-time';
  maxLength?: number;
  description?: string;
}
