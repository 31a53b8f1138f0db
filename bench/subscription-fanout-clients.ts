import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { BenchError } from './api.bench';

/**
 * The subscribers of bench:fanout: graphql-ws clients (the `ws` package) in this process, each on its own WebSocket,
 * subscribed to `erpPostingStatusChanged` of one outlet, recording when each event arrived (wall clock, sub-ms, the
 * same clock PostgreSQL's clock_timestamp() reads on this machine).
 */

const POSTING_STATUS = `subscription {
  erpPostingStatusChanged { postingId organizationId locationId previousStatus status changedAtUtc }
}`;
/** Connections opened at once: a burst of 1,000 upgrades would only measure the accept queue. */
const OPENING_IN_FLIGHT = 50;
const CONNECT_TIMEOUT_MS = 30_000;

export interface SubscriberSpec {
  baseUrl: string;
  token: string;
  organizationId: string;
  locationId: string;
}

interface Event {
  postingId: string;
  locationId: string;
  status: string;
  changedAtUtc: string;
}

/** What one subscriber received. */
export interface Subscriber {
  spec: SubscriberSpec;
  /** postingId → arrival (epoch ms) of its Reconciled event. */
  reconciled: Map<string, number>;
  /** postingId → worker's changedAtUtc (epoch ms) of that event. */
  changedAt: Map<string, number>;
  /** Probe events (published by the bench itself) seen. */
  probes: Set<string>;
  duplicates: number;
  /** Events of another outlet than the one subscribed: must stay 0. */
  leaked: number;
  /** Events with another status than Reconciled (a readback pending, a failure). */
  otherStatuses: number;
  error: string | null;
}

export interface SubscriberPool {
  subscribers: Subscriber[];
  close(): Promise<void>;
}

const now = () => performance.timeOrigin + performance.now();

/** Opens every connection (OPENING_IN_FLIGHT at a time, each acknowledged), then subscribes each. */
export async function openSubscribers(specs: SubscriberSpec[], probeIds: Set<string>): Promise<SubscriberPool> {
  const clients: Client[] = [];
  const subscribers: Subscriber[] = specs.map((spec) => ({
    spec,
    reconciled: new Map(),
    changedAt: new Map(),
    probes: new Set(),
    duplicates: 0,
    leaked: 0,
    otherStatuses: 0,
    error: null,
  }));
  const pool: SubscriberPool = {
    subscribers,
    async close() {
      await Promise.all(clients.map((client) => client.dispose()));
    },
  };
  let next = 0;
  const opener = async () => {
    for (let index = next++; index < specs.length; index = next++) {
      const subscriber = subscribers[index];
      const client = await connect(subscriber.spec);
      clients.push(client);
      client.subscribe<{ erpPostingStatusChanged: Event }>(
        { query: POSTING_STATUS },
        {
          next: (result) => record(subscriber, result.data?.erpPostingStatusChanged, probeIds),
          error: (error) => (subscriber.error = JSON.stringify(error).slice(0, 300)),
          complete: () => undefined,
        },
      );
    }
  };
  try {
    await Promise.all(Array.from({ length: OPENING_IN_FLIGHT }, opener));
  } catch (error) {
    await pool.close();
    throw error;
  }
  return pool;
}

function record(subscriber: Subscriber, event: Event | undefined, probeIds: Set<string>): void {
  const at = now();
  if (!event) return;
  if (event.locationId !== subscriber.spec.locationId) {
    subscriber.leaked += 1;
    return;
  }
  if (probeIds.has(event.postingId)) {
    subscriber.probes.add(event.postingId);
    return;
  }
  if (event.status !== 'Reconciled') {
    subscriber.otherStatuses += 1;
    return;
  }
  if (subscriber.reconciled.has(event.postingId)) {
    subscriber.duplicates += 1;
    return;
  }
  subscriber.reconciled.set(event.postingId, at);
  subscriber.changedAt.set(event.postingId, Date.parse(event.changedAtUtc));
}

/** A graphql-ws client whose connection_init was acknowledged (the token accepted). */
function connect(spec: SubscriberSpec): Promise<Client> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new BenchError('a subscriber connection was not acknowledged')),
      CONNECT_TIMEOUT_MS,
    );
    const client = createClient({
      url: `${spec.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: {
        Authorization: `Bearer ${spec.token}`,
        'X-Organization-Id': spec.organizationId,
        'X-Location-Id': spec.locationId,
      },
      lazy: false,
      retryAttempts: 0,
      shouldRetry: () => false,
      onNonLazyError: () => undefined,
      on: {
        connected: () => {
          clearTimeout(timer);
          resolve(client);
        },
        closed: (event) => {
          clearTimeout(timer);
          reject(new BenchError(`a subscriber connection closed: ${(event as { code?: number }).code}`));
        },
      },
    });
  });
}
