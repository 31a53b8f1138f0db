import DataLoader from 'dataloader';
import type { RequestContext } from './request-context';

/**
 * A DataLoader recipe; each request gets its own instance on first use, so caching never crosses requests. A
 * `shareable` one reads nothing of its context but the database (no actor, no active context): the contexts a
 * subscription server builds for one event may then share an instance (RequestContext's `shared` loaders).
 */
export interface LoaderDefinition<K, V> {
  readonly batch: (ctx: RequestContext, keys: readonly K[]) => Promise<readonly (V | Error)[]>;
  readonly shareable?: boolean;
  /** For keys that are objects: the value they compare by. */
  readonly cacheKey?: (key: K) => unknown;
}

export function defineLoader<K, V>(
  batch: LoaderDefinition<K, V>['batch'],
  options: { shareable?: boolean; cacheKey?: (key: K) => unknown } = {},
): LoaderDefinition<K, V> {
  return { batch, ...options };
}

/**
 * The rows of a batch in the order of its keys, null where none was found. Keys are ids as clients wrote them and
 * UUIDs compare case-insensitively, while PostgreSQL answers them in lower case.
 */
export function inKeyOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): (T | null)[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id.toLowerCase()) ?? null);
}

export class LoaderRegistry {
  private readonly loaders = new Map<LoaderDefinition<unknown, unknown>, DataLoader<unknown, unknown, unknown>>();

  get<K, V>(ctx: RequestContext, definition: LoaderDefinition<K, V>): DataLoader<K, V, unknown> {
    let loader = this.loaders.get(definition as LoaderDefinition<unknown, unknown>) as
      DataLoader<K, V, unknown> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V, unknown>((keys) => definition.batch(ctx, keys), {
        cacheKeyFn: definition.cacheKey,
      });
      this.loaders.set(
        definition as LoaderDefinition<unknown, unknown>,
        loader as DataLoader<unknown, unknown, unknown>,
      );
    }
    return loader;
  }
}
