import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestEnvironment } from './test-environment';

/** What one subscription received: its events, its error, and how the connection ended. */
export interface SubscriptionProbe {
  events: Record<string, unknown>[];
  /** The `error` message's errors (refused at subscribe, or ended by the per-event check). */
  errors: { message: string; extensions?: Record<string, unknown> }[] | null;
  /** Resolves with the close code once the socket closes. */
  closed: Promise<number>;
  completed: boolean;
  /** Resolves with the n-th event (1-based), failing after `timeoutMs`. */
  nth(n: number, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Resolves once the subscription ended with an error or completed. */
  ended(timeoutMs?: number): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * Subscribes over the real graphql-ws protocol against the environment's server. `params` is the
 * connection_init payload (Authorization and the context headers).
 */
export function subscribe(
  baseUrl: string,
  params: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
): SubscriptionProbe {
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
    lazy: false,
    retryAttempts: 0,
    // A refused connection must surface as a close code, not as a retry.
    shouldRetry: () => false,
    onNonLazyError: () => undefined,
    on: { closed: (event) => resolveClosed((event as { code: number }).code) },
  });
  const waiters: (() => void)[] = [];
  const notify = () => waiters.splice(0).forEach((wake) => wake());
  const probe: SubscriptionProbe = {
    events: [],
    errors: null,
    closed,
    completed: false,
    async nth(n, timeoutMs = 8000) {
      await until(() => probe.events.length >= n || probe.errors !== null, timeoutMs, waiters, `event ${n}`);
      if (probe.events.length < n) throw new Error(`subscription ended: ${JSON.stringify(probe.errors)}`);
      return probe.events[n - 1];
    },
    async ended(timeoutMs = 8000) {
      await until(() => probe.errors !== null || probe.completed, timeoutMs, waiters, 'the end');
    },
    async dispose() {
      unsubscribe();
      await client.dispose();
    },
  };
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (result) => {
        const data = result.data as Record<string, Record<string, unknown>> | undefined;
        if (data) probe.events.push(Object.values(data)[0]);
        notify();
      },
      error: (error) => {
        probe.errors = Array.isArray(error)
          ? (error as SubscriptionProbe['errors'])
          : [{ message: error instanceof Error ? error.message : String((error as { reason?: string }).reason) }];
        notify();
      },
      complete: () => {
        probe.completed = true;
        notify();
      },
    },
  );
  return probe;
}

/** Waits until `count` listeners are registered on the application's event bus (the subscription is live). */
export async function waitForListeners(env: TestEnvironment, count: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (env.app.events.listenerCount() < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} listeners, have ${env.app.events.listenerCount()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function waitUntil(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, timeoutMs: number, waiters: (() => void)[], what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
