/**
 * Live events for subscribers (GraphQL subscriptions). An event goes to one topic of one scope: `posting-status`
 * of one outlet, `counterparty-rematch` of one organization. The scope id is part of the channel, so a subscriber
 * listens only to the scope its access declaration validated and never sees another tenant's events.
 *
 * Events are notifications, not state: they are delivered at most once to the subscribers listening at that moment
 * (a client reconnecting reads the current state through a query). Payloads carry only safe fields.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  /**
   * Delivers `payload` to every current listener of the topic and scope, in this and (Redis) other processes. Never
   * rejects: a lost event is logged, the change it announces stands.
   */
  publish(topic: string, scopeId: string, payload: EventPayload): Promise<void>;
  /** Listens until the returned function is called; resolves once the listener is registered. */
  listen(topic: string, scopeId: string, listener: (payload: EventPayload) => void): Promise<() => Promise<void>>;
  /** Listeners registered in this process (tests wait for a subscription to be listening). */
  listenerCount(): number;
  /** Ends every listener and closes the connections. */
  close(): Promise<void>;
}

export type EventPayload = Record<string, unknown>;

/** The channel name of a topic and scope (prefixed per deployment on Redis). */
export function channelOf(topic: string, scopeId: string): string {
  return `${topic}:${scopeId.toLowerCase()}`;
}
