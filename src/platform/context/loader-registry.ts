import DataLoader from 'dataloader';
import type { RequestContext } from './request-context';

/** A DataLoader recipe; each request gets its own instance on first use, so caching never crosses requests. */
export interface LoaderDefinition<K, V> {
  readonly batch: (ctx: RequestContext, keys: readonly K[]) => Promise<readonly (V | Error)[]>;
}

export function defineLoader<K, V>(batch: LoaderDefinition<K, V>['batch']): LoaderDefinition<K, V> {
  return { batch };
}

export class LoaderRegistry {
  private readonly loaders = new Map<LoaderDefinition<unknown, unknown>, DataLoader<unknown, unknown>>();

  get<K, V>(ctx: RequestContext, definition: LoaderDefinition<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(definition as LoaderDefinition<unknown, unknown>) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>((keys) => definition.batch(ctx, keys));
      this.loaders.set(definition as LoaderDefinition<unknown, unknown>, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }
}
