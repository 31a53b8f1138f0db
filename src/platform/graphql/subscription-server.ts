import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode, type Context } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppConfig } from '../config/app-config';
import { LoaderRegistry } from '../context/loader-registry';
import type { Credentials, RequestedContext } from '../context/actor';
import type { RequestContext } from '../context/request-context';
import type { RequestContextFactory } from '../context/request-context-factory';
import { runInRequestScope } from '../context/request-scope';
import type { Logger } from '../logging/logger';
import { settlesBy } from '../process/process-lifecycle';
import { createFormatError } from './format-error';
import { nulCharacterRule } from './nul-character-rule';
import { queryLimitRules } from './query-limits';

export interface SubscriptionServer {
  /** Serves WebSocket upgrades of `path` on the HTTP server; other upgrades are refused. */
  attach(server: Server): void;
  /**
   * Closes every subscription connection with 1001 (going away) and stops accepting new ones; a connection whose
   * client has not answered the close by `deadline` (epoch ms) is dropped then.
   */
  close(deadline?: number): Promise<void>;
}

/** What a connection proved in its `connection_init`: the same inputs as an HTTP request's headers. */
interface ConnectionAuth {
  /**
   * What its access token proved when the connection opened: the token of a connection never changes, so its
   * signature is verified once and its expiry on every use.
   */
  credentials: Extract<Credentials, { expiresAt: number }>;
  requestedContext: RequestedContext;
  clientAddress: string;
  expiryTimer: NodeJS.Timeout | null;
}

/** What this server keeps on graphql-ws's per-connection `extra`, beside the socket and the upgrade request. */
type ConnectionExtra = { auth: ConnectionAuth };

type SubscriptionContext = Context<
  Record<string, unknown> | undefined,
  { socket: WebSocket; request: IncomingMessage } & Partial<ConnectionExtra>
>;

const REJECTED: Credentials = { kind: 'rejected' };

/** The longest a timer may wait in Node (about 24.8 days); later expiries are left to the per-event check. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * GraphQL subscriptions over WebSocket (the `graphql-transport-ws` protocol of graphql-ws) on the HTTP server's
 * `/graphql`. The connection's `connection_init` payload carries what HTTP requests send as headers
 * (`Authorization: Bearer …`, `X-Organization-Id`, `X-Location-Id`); without a valid token the connection closes
 * with 4401. Only subscription operations are served here: queries and mutations go over HTTP.
 *
 * Access: the field's access declaration runs when the subscription starts (`guardSubscriptions`), so a refused
 * caller gets an `error` message and no event. Every event is then executed with a fresh RequestContext built from
 * the same credentials and headers, so the declaration runs again with the actor loaded anew: a signed-out session,
 * a deleted or deactivated user or service account, a withdrawn role or an expired token ends the subscription with
 * an error before the event is sent. The token's signature is verified once, at `connection_init` (a connection's
 * token never changes); its expiry is judged on every event. The connection also closes with 4401 when it expires.
 */
export function createSubscriptionServer(parts: {
  schema: GraphQLSchema;
  config: AppConfig;
  logger: Logger;
  contextFactory: RequestContextFactory;
  path?: string;
}): SubscriptionServer {
  const { schema, config, logger, contextFactory } = parts;
  const path = parts.path ?? '/graphql';
  const formatError = createFormatError(logger, { hideSuggestions: !config.graphql.introspection });
  const rules = [...specifiedRules, ...queryLimitRules(config.graphql), nulCharacterRule];
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.http.bodyLimitBytes });
  /** The event stream opened (and access-checked) in onSubscribe, picked up by `subscribe` for the same operation. */
  const streams = new WeakMap<object, { stream: AsyncIterable<unknown>; auth: ConnectionAuth }>();

  /**
   * The shareable loaders (the actors, organizations and outlets the access checks read) of the per-event contexts
   * built in this turn of the event loop: an event reaches all its subscribers in one turn, and their checks then
   * cost one statement per kind instead of one per subscriber. Every read still happens after the event arrived;
   * a context built in a later turn (a subscriber that was still busy) reads anew.
   */
  let wave: LoaderRegistry | null = null;
  const waveLoaders = (): LoaderRegistry => {
    if (!wave) {
      wave = new LoaderRegistry();
      setImmediate(() => (wave = null));
    }
    return wave;
  };

  const contextOf = (auth: ConnectionAuth, perEvent = false): RequestContext =>
    contextFactory.create({
      traceId: randomUUID(),
      clientAddress: auth.clientAddress,
      // As jsonwebtoken judges `exp` (whole seconds, no tolerance): the verdict verifying the token anew would give.
      credentials: Math.floor(Date.now() / 1000) >= auth.credentials.expiresAt ? REJECTED : auth.credentials,
      requestedContext: auth.requestedContext,
      sharedLoaders: perEvent ? waveLoaders() : undefined,
    });

  const format = (errors: readonly GraphQLError[], traceId: string): GraphQLFormattedError[] =>
    runInRequestScope({ traceId, sqlStatements: 0 }, () =>
      errors.map((error) => formatError(error.toJSON(), error.originalError ?? error)),
    );

  const server = useServer<Record<string, unknown> | undefined, ConnectionExtra>(
    {
      schema,
      onConnect(ctx: SubscriptionContext) {
        const params = lowerCaseKeys(ctx.connectionParams);
        const credentials = contextFactory.credentialsFrom(text(params.authorization) ?? undefined);
        if (credentials.kind !== 'token' && credentials.kind !== 'serviceAccount') {
          ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return false;
        }
        const auth: ConnectionAuth = {
          credentials,
          requestedContext: {
            headers: { organizationId: text(params['x-organization-id']), locationId: text(params['x-location-id']) },
            query: { organizationId: null, locationId: null },
          },
          clientAddress: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          expiryTimer: null,
        };
        const expiresInMs = Math.max(0, credentials.expiresAt * 1000 - Date.now());
        if (expiresInMs < MAX_TIMER_MS) {
          auth.expiryTimer = setTimeout(
            () => ctx.extra.socket.close(CloseCode.Unauthorized, 'Token expired'),
            expiresInMs,
          );
          auth.expiryTimer.unref();
        }
        ctx.extra.auth = auth;
        return true;
      },
      onClose(ctx: SubscriptionContext) {
        if (ctx.extra.auth?.expiryTimer) clearTimeout(ctx.extra.auth.expiryTimer);
      },
      async onSubscribe(ctx: SubscriptionContext, _id, payload) {
        const context = contextOf(ctx.extra.auth!);
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: config.graphql.maxTokens });
        } catch (error) {
          return coded(
            [error instanceof GraphQLError ? error : new GraphQLError('Syntax error')],
            'GRAPHQL_PARSE_FAILED',
          );
        }
        const invalid = validate(schema, document, rules);
        if (invalid.length > 0) return coded(invalid, 'GRAPHQL_VALIDATION_FAILED');
        const operation = getOperationAST(document, payload.operationName);
        if (!operation)
          return coded([new GraphQLError('Unable to identify operation')], 'OPERATION_RESOLUTION_FAILURE');
        if (operation.operation !== 'subscription') {
          const message = 'Only subscriptions are served over WebSocket; send queries and mutations over HTTP';
          return coded([new GraphQLError(message)], 'BAD_REQUEST');
        }
        const args: ExecutionArgs = {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: context,
        };
        // The access check runs here, in the field's subscribe, so a refusal is an `error` message and no event.
        const stream = await runInRequestScope({ traceId: context.traceId, sqlStatements: 0 }, () =>
          createSourceEventStream(args),
        );
        // Errors without a path are the variables' (as Apollo reports them); located ones carry the access refusal.
        if (!isAsyncIterable(stream)) return coded((stream as ExecutionResult).errors ?? [], 'BAD_USER_INPUT');
        streams.set(context, { stream, auth: ctx.extra.auth! });
        return args;
      },
      subscribe(args: ExecutionArgs) {
        const opened = streams.get(args.contextValue as object);
        streams.delete(args.contextValue as object);
        if (!opened) throw new Error('subscription stream missing');
        return revalidated(opened.stream, args, opened.auth);
      },
      onNext(_ctx: SubscriptionContext, _id, _payload, _args, result) {
        if (!result.errors) return undefined;
        return { ...result, errors: format(result.errors, randomUUID()) };
      },
      onError(_ctx: SubscriptionContext, _id, _payload, errors) {
        return format(errors, randomUUID()) as unknown as readonly GraphQLError[];
      },
    },
    wss,
  );

  /**
   * Each event executed under a fresh context: the field's `@Allow` middleware checks the token's expiry, the actor
   * and the scope again. A refusal ends the subscription (the error goes out as graphql-ws's `error` message). Not an
   * async generator: its `return()` would wait for the pending `next()`, which waits for an event, so a client
   * leaving a quiet topic would keep its listener; this `return()` ends the source at once.
   */
  function revalidated(
    stream: AsyncIterable<unknown>,
    args: ExecutionArgs,
    auth: ConnectionAuth,
  ): AsyncIterableIterator<ExecutionResult> {
    const source = stream[Symbol.asyncIterator]();
    const end = async (): Promise<IteratorResult<ExecutionResult>> => {
      await source.return?.();
      return { value: undefined, done: true };
    };
    const iterator: AsyncIterableIterator<ExecutionResult> = {
      async next() {
        const step = await source.next();
        if (step.done) return { value: undefined, done: true };
        const context = contextOf(auth, true);
        const result = await runInRequestScope({ traceId: context.traceId, sqlStatements: 0 }, () =>
          execute({ ...args, rootValue: step.value, contextValue: context }),
        );
        if (result.errors && result.errors.length > 0) {
          await end();
          throw result.errors[0];
        }
        return { value: result as ExecutionResult, done: false };
      },
      return: end,
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  return {
    attach(http: Server) {
      http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) {
          socket.destroy();
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
      });
    },
    async close(deadline = Infinity) {
      const disposed = Promise.resolve(server.dispose());
      // ws waits 30 s for the answer to a close frame: a peer gone without a FIN would hold the shutdown past its grace.
      if (!(await settlesBy(disposed, deadline))) {
        logger.warn({ connections: wss.clients.size }, 'shutdown grace over; unanswered subscription connections cut');
        for (const client of wss.clients) client.terminate();
      }
      await disposed;
    },
  };
}

/** Gives request errors graphql-js raises the code Apollo would, so they are classified as over HTTP. */
function coded(errors: readonly GraphQLError[], code: string): GraphQLError[] {
  return errors.map((error) =>
    error.extensions?.code || error.path || error.originalError
      ? error
      : new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          extensions: { ...error.extensions, code },
        }),
  );
}

function lowerCaseKeys(params: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key.toLowerCase(), value]));
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}
