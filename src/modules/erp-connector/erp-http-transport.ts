import http from 'node:http';
import https from 'node:https';
import type { ErpOperation } from './erp-connector';
import { ADDRESS_NOT_ALLOWED, type ErpAddressPolicy } from './erp-address-policy';
import {
  ErpAddressNotAllowedError,
  ErpConnectorError,
  ErpOutcomeUnknownError,
  ErpTimeoutBeforeSendError,
  ErpUnavailableError,
} from './erp-connector.errors';

export interface ErpHttpTransportOptions {
  /** E.g. `http://127.0.0.1:4100`; a path prefix before the dialect's paths is kept. */
  baseUrl: string;
  /** Per attempt, from sending the request to the end of the answer. */
  timeoutMs?: number;
  /** Further attempts of a read after a retryable failure; writes are never repeated. */
  retries?: number;
  /** First pause between attempts; doubles each time. */
  retryBackoffMs?: number;
  /** Which hosts and resolved addresses may be called; checked on every connect. */
  addressPolicy: ErpAddressPolicy;
}

/** Receives a successful answer's body as it arrives, so a large answer is parsed without ever being held whole. */
export interface ErpAnswerStream {
  /** Decoded text in arrival order; throwing ends the exchange with that failure. */
  write(text: string): void;
  /** The answer is complete. */
  end(): void;
}

export interface ErpHttpRequest {
  operation: ErpOperation;
  method: 'GET' | 'POST';
  /** Relative to the base address. */
  path: string;
  /** A parameter given several values is sent once per value (`account=a&account=b`). */
  query?: Readonly<Record<string, string | readonly string[]>>;
  body?: { contentType: string; data: string | Buffer };
  accept?: string;
  /** Overrides the transport's timeout for this exchange (long exports). */
  timeoutMs?: number;
  /** Streams a 2xx answer's body here instead of collecting it; `text` of the answer is then empty. */
  stream?: ErpAnswerStream;
}

export interface ErpHttpAnswer {
  status: number;
  text: string;
  /** The media type without parameters, lower case; null when the server named none. */
  contentType: string | null;
}

/** Collected answers (errors, JSON lists) stay far below this; more is a broken or hostile server. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** A streamed answer is parsed as it comes and never held, so only the transfer itself is bounded. */
const MAX_STREAMED_BYTES = 512 * 1024 * 1024;
const MAX_BACKOFF_MS = 2000;
const NOT_ALLOWED_MESSAGE = 'The address of the accounting server is not allowed by the outbound address policy';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The HTTP exchanges of every dialect. node:http rather than fetch, because a timeout must tell "nothing was sent"
 * from "sent, no answer": only the latter can hide an applied write. Failures are the connector's own classes with
 * messages written here, so no transport error text (which may name the host or the URL with its query) escapes.
 */
export class ErpHttpTransport {
  readonly base: URL;
  readonly timeoutMs: number;
  readonly #client: typeof http | typeof https;
  readonly #agent: http.Agent;
  readonly #retries: number;
  readonly #retryBackoffMs: number;
  readonly #addressPolicy: ErpAddressPolicy;

  constructor(options: ErpHttpTransportOptions) {
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    const secure = this.base.protocol === 'https:';
    this.#client = secure ? https : http;
    // `timeout` drops idle pooled sockets before the server's keep-alive timeout does, so reuse rarely races a close.
    // `lookup` checks every address a name resolves to when a socket connects, so DNS cannot rebind it inwards.
    const agentOptions = {
      keepAlive: true,
      timeout: 4000,
      scheduling: 'lifo' as const,
      lookup: options.addressPolicy.lookup,
    };
    this.#agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.#retries = options.retries ?? 2;
    this.#retryBackoffMs = options.retryBackoffMs ?? 200;
    this.#addressPolicy = options.addressPolicy;
  }

  /**
   * A read: `attempt` is repeated after retryable failures with a doubling, jittered pause, up to `retries` more
   * times. The pause is taken outside `attempt`, so nothing the attempt holds (a server's gate) is held while waiting.
   */
  async read<T>(attempt: () => Promise<T>): Promise<T> {
    for (let attempted = 0; ; attempted += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof ErpConnectorError) || !error.retryable || attempted >= this.#retries) throw error;
        const pause = Math.min(this.#retryBackoffMs * 2 ** attempted, MAX_BACKOFF_MS);
        await sleep(pause / 2 + (Math.random() * pause) / 2);
      }
    }
  }

  /**
   * One HTTP exchange under the per-call timeout. Timing out before the request was handed to a connected socket
   * is `timeout-before-send`; after that (or losing the connection before an answer) is `outcome-unknown`.
   * Redirects are answers like any other (a refusal), never followed. A literal address is checked here, because
   * sockets skip `lookup` for one; a name is checked on what it resolves to.
   */
  send(request: ErpHttpRequest): Promise<ErpHttpAnswer> {
    const { operation } = request;
    if (!this.#addressPolicy.allowsHost(this.base.hostname)) {
      return Promise.reject(new ErpAddressNotAllowedError(operation, NOT_ALLOWED_MESSAGE));
    }
    const url = new URL(request.path, this.base);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (typeof value === 'string') url.searchParams.set(name, value);
      else for (const each of value) url.searchParams.append(name, each);
    }
    const payload = request.body === undefined ? null : Buffer.from(request.body.data);
    const timeoutMs = request.timeoutMs ?? this.timeoutMs;

    return new Promise<ErpHttpAnswer>((resolve, reject) => {
      let settled = false;
      let flushed = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const sent = () => flushed && req.socket !== null && !req.socket.connecting;
      const fail = (error: ErpConnectorError) =>
        settle(() => {
          req.destroy();
          reject(error);
        });

      const req = this.#client.request(url, {
        method: request.method,
        agent: this.#agent,
        headers: {
          accept: request.accept ?? 'application/json, text/plain',
          ...(payload === null ? {} : { 'content-type': request.body!.contentType, 'content-length': payload.length }),
        },
      });
      const timer = setTimeout(() => {
        const after = `no answer within ${timeoutMs} ms`;
        fail(
          sent()
            ? new ErpOutcomeUnknownError(operation, `The request to the accounting server was sent; ${after}`)
            : new ErpTimeoutBeforeSendError(operation, `The request to the accounting server was not sent; ${after}`),
        );
      }, timeoutMs);

      req.on('finish', () => {
        flushed = true;
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === ADDRESS_NOT_ALLOWED) {
          fail(new ErpAddressNotAllowedError(operation, NOT_ALLOWED_MESSAGE));
          return;
        }
        // Only the error code is kept: a transport error's message may name the host, and its request the URL.
        const code = typeof error.code === 'string' ? ` (${error.code})` : '';
        fail(
          sent()
            ? new ErpOutcomeUnknownError(operation, `The connection was lost before an answer${code}`)
            : new ErpUnavailableError(operation, `The accounting server is unreachable${code}`, 'unreachable'),
        );
      });
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const contentType = mediaType(res.headers['content-type']);
        const stream = status >= 200 && status < 300 ? request.stream : undefined;
        const limit = stream ? MAX_STREAMED_BYTES : MAX_ANSWER_BYTES;
        const decoder = new TextDecoder('utf-8');
        const chunks: Buffer[] = [];
        let size = 0;
        const consume = (write: () => void) => {
          try {
            write();
          } catch (error) {
            fail(
              error instanceof ErpConnectorError
                ? error
                : new ErpOutcomeUnknownError(operation, 'The accounting server answered with an unreadable body'),
            );
          }
        };
        res.on('data', (chunk: Buffer) => {
          if (settled) return;
          size += chunk.length;
          if (size > limit) {
            fail(new ErpOutcomeUnknownError(operation, 'The answer of the accounting server is too large'));
          } else if (stream) {
            consume(() => stream.write(decoder.decode(chunk, { stream: true })));
          } else {
            chunks.push(chunk);
          }
        });
        res.on('end', () => {
          if (settled) return;
          if (stream) {
            consume(() => {
              stream.write(decoder.decode());
              stream.end();
            });
            settle(() => resolve({ status, text: '', contentType }));
            return;
          }
          settle(() => resolve({ status, text: Buffer.concat(chunks).toString('utf8'), contentType }));
        });
        res.on('error', () => fail(new ErpOutcomeUnknownError(operation, 'The answer was cut off')));
        res.on('aborted', () => fail(new ErpOutcomeUnknownError(operation, 'The answer was cut off')));
      });
      req.end(payload ?? undefined);
    });
  }

  /** Closes pooled connections; the transport is not used afterwards. */
  destroy(): void {
    this.#agent.destroy();
  }
}

function mediaType(header: string | undefined): string | null {
  const type = header?.split(';')[0].trim().toLowerCase();
  return type ? type : null;
}
