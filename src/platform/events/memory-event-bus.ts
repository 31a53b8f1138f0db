import { channelOf, type EventBus, type EventPayload } from './event-bus';

type Listener = (payload: EventPayload) => void;

/** The in-process bus (no REDIS_URL): one process only, like the in-process key-value store. */
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory';
  private readonly listeners = new Map<string, Set<Listener>>();

  async publish(topic: string, scopeId: string, payload: EventPayload): Promise<void> {
    const listeners = this.listeners.get(channelOf(topic, scopeId));
    if (!listeners) return;
    // A copy per listener, as a round trip through Redis would give: no listener can change another's event.
    const text = JSON.stringify(payload);
    for (const listener of [...listeners]) listener(JSON.parse(text) as EventPayload);
  }

  async listen(topic: string, scopeId: string, listener: Listener): Promise<() => Promise<void>> {
    const channel = channelOf(topic, scopeId);
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    // Each registration is its own entry, so the same function listening twice is removed once per call.
    const entry: Listener = (payload) => listener(payload);
    set.add(entry);
    return async () => {
      set.delete(entry);
      if (set.size === 0 && this.listeners.get(channel) === set) this.listeners.delete(channel);
    };
  }

  listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
