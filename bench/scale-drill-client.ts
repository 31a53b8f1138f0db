import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * One accountant's tab in the drill: GraphQL over the proxy with the context headers of one outlet, counting what
 * it sends. An answer that never came (the process died with the request in hand: 502 from the proxy, a reset) or
 * 503 `service_unavailable` is transient; `step` then asks the service whether the change happened before sending
 * it again, which is what a client must do with a mutation whose answer it lost.
 */
export class TransientError extends Error {}

export class DomainError extends Error {
  constructor(
    readonly code: string,
    operation?: string,
  ) {
    super(operation ? `${operation}: ${code}` : code);
  }
}

/** The root field a GraphQL document selects first, to name a failed operation. */
function operationOf(body: string | FormData): string | undefined {
  const query =
    typeof body === 'string' ? (JSON.parse(body) as { query: string }).query : String(body.get('operations'));
  return /\{\s*(\w+)/.exec(query)?.[1];
}

export interface ClientCounters {
  requests: number;
  /** Answers that were not answers: 502 from the proxy, a reset connection, 503. */
  transient: number;
  /** Lost answers a step settled by reading the state: the change had happened, only its answer was lost. */
  resolvedByRead: number;
}

export const counters: ClientCounters = { requests: 0, transient: 0, resolvedByRead: 0 };

const RETRIES = 40;
const RETRY_WAIT_MS = 250;

export class DrillClient {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
    readonly context: Record<string, string> = {},
  ) {}

  /** The same caller with the context headers of an organization, or of one of its outlets. */
  withContext(organizationId: string, locationId?: string): DrillClient {
    return new DrillClient(this.baseUrl, this.token, {
      'X-Organization-Id': organizationId,
      ...(locationId ? { 'X-Location-Id': locationId } : {}),
    });
  }

  private headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.token}`, ...this.context };
  }

  /** One GraphQL call: data, or DomainError / TransientError. */
  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    return this.send<T>(
      JSON.stringify({ query, variables }),
      { 'Content-Type': 'application/json' },
      (body) => body as { data?: T; errors?: { extensions?: { code?: string } }[] },
    );
  }

  async upload<T>(query: string, file: Buffer, fileName: string): Promise<T> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([file]), fileName);
    return this.send<T>(form, { 'Apollo-Require-Preflight': 'true' }, (body) => body as { data?: T });
  }

  /** A GET of a REST path (an export): the body as text. */
  async getText(path: string): Promise<string> {
    counters.requests += 1;
    const response = await fetch(`${this.baseUrl}${path}`, { headers: this.headers() }).catch(() => null);
    if (response === null || response.status === 502 || response.status === 503) {
      counters.transient += 1;
      throw new TransientError(`GET ${path}: ${response?.status ?? 'no answer'}`);
    }
    const text = await response.text().catch(() => null);
    if (text === null) {
      counters.transient += 1;
      throw new TransientError(`GET ${path}: the answer was cut off`);
    }
    if (response.status !== 200)
      throw new DomainError(`GET ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return text;
  }

  private async send<T>(
    body: string | FormData,
    headers: Record<string, string>,
    read: (body: unknown) => { data?: T; errors?: { extensions?: { code?: string } }[] },
  ): Promise<T> {
    counters.requests += 1;
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...this.headers(), ...headers },
      body,
    }).catch(() => null);
    const answer = response === null ? null : await response.json().catch(() => null);
    if (response === null || answer === null || response.status === 502) {
      counters.transient += 1;
      throw new TransientError(`no answer (${response?.status ?? 'connection lost'})`);
    }
    const { data, errors } = read(answer);
    const code = errors?.[0]?.extensions?.code;
    if (code === 'service_unavailable') {
      counters.transient += 1;
      throw new TransientError(code);
    }
    if (errors?.length || data === undefined)
      throw new DomainError(code ?? `HTTP ${response.status}`, operationOf(body));
    return data;
  }
}

/** Sends again after a lost answer, as long as the failure is transient. For reads and idempotent writes. */
export async function retrying<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof TransientError) || attempt >= RETRIES) throw error;
      await sleep(RETRY_WAIT_MS);
    }
  }
}

/**
 * A mutation that is not idempotent by key: after a lost answer it asks `done` first, and a domain error on a
 * second send (an invalid transition, because the first one did happen) is settled by `done` too.
 */
export async function step<T>(mutate: () => Promise<T>, done: () => Promise<T | null>): Promise<T> {
  let lostAnswer = false;
  for (let attempt = 1; ; attempt += 1) {
    if (lostAnswer) {
      const already = await retrying(done);
      if (already !== null) {
        counters.resolvedByRead += 1;
        return already;
      }
    }
    try {
      return await mutate();
    } catch (error) {
      if (error instanceof DomainError && lostAnswer) {
        const already = await retrying(done);
        if (already !== null) {
          counters.resolvedByRead += 1;
          return already;
        }
      }
      if (!(error instanceof TransientError) || attempt >= RETRIES) throw error;
      lostAnswer = true;
      await sleep(RETRY_WAIT_MS);
    }
  }
}

export interface ReceivedEvent {
  postingId: string;
  locationId: string;
  status: string;
  changedAtUtc: string;
  receivedAt: number;
}

/** A time (epoch ms) when a tab had no connection; `to` is null while it has none. */
export interface Gap {
  from: number;
  to: number | null;
}

export interface Watch {
  reconnects(): number;
  gaps(): Gap[];
  dispose(): Promise<void>;
}

/**
 * A live view: one subscription through the proxy, reconnecting (to whichever process the proxy picks) when its
 * process dies, as a browser tab's graphql-ws client does; graphql-ws subscribes again on the new connection.
 */
export function watch<T>(client: DrillClient, query: string, next: (data: T) => void): Watch {
  let connections = 0;
  // Not subscribed from the start until the first connection, then again from each close to the next connection.
  const gaps: Gap[] = [{ from: Date.now(), to: null }];
  const ws: Client = createClient({
    url: `${client.baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${client.token}`, ...client.context },
    lazy: false,
    retryAttempts: Number.MAX_SAFE_INTEGER,
    shouldRetry: () => true,
    retryWait: () => sleep(200),
    on: {
      connected: () => {
        connections += 1;
        const open = gaps.at(-1);
        if (open && open.to === null) open.to = Date.now();
      },
      closed: () => {
        if (gaps.at(-1)?.to !== null) gaps.push({ from: Date.now(), to: null });
      },
    },
  });
  ws.subscribe<T>(
    { query },
    {
      next: ({ data }) => {
        if (data) next(data);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    reconnects: () => Math.max(0, connections - 1),
    gaps: () => gaps.map((gap) => ({ ...gap })),
    dispose: () => ws.dispose() as Promise<void>,
  };
}

/** An outlet's tab watching its postings. */
export function watchPostings(client: DrillClient, received: ReceivedEvent[]) {
  return watch<{ erpPostingStatusChanged: Omit<ReceivedEvent, 'receivedAt'> }>(
    client,
    'subscription { erpPostingStatusChanged { postingId locationId status changedAtUtc } }',
    (data) => received.push({ ...data.erpPostingStatusChanged, receivedAt: Date.now() }),
  );
}

export interface RematchEvent {
  organizationId: string;
  phase: string;
  changedTransactions: number;
}

/** An organization's tab watching the rematches its rule changes run. */
export function watchRematches(client: DrillClient, received: RematchEvent[]) {
  return watch<{ counterpartyRematchProgress: RematchEvent }>(
    client,
    'subscription { counterpartyRematchProgress { organizationId phase changedTransactions } }',
    (data) => received.push(data.counterpartyRematchProgress),
  );
}
