import { afterCommit } from '../database/transaction';
import type { EventBus, EventPayload } from './event-bus';

/**
 * Publishes once the surrounding transaction has committed; a transaction that rolls back (or is retried after a
 * serialization failure) publishes nothing of its failed attempt. Outside a transaction the statements before it
 * have committed already, so it publishes at once.
 */
export function publishAfterCommit(bus: EventBus, topic: string, scopeId: string, payload: EventPayload): void {
  afterCommit(() => void bus.publish(topic, scopeId, payload));
}
