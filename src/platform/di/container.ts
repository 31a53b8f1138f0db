import type { ContainerType, ResolverData } from 'type-graphql';

type Constructor<T> = abstract new (...args: never[]) => T;

/**
 * The service graph is wired by hand in one place (src/app.ts); this container only hands type-graphql the
 * resolver instances built there.
 */
export class Container implements ContainerType {
  private readonly instances = new Map<unknown, unknown>();

  register<T>(type: Constructor<T>, instance: T): this {
    this.instances.set(type, instance);
    return this;
  }

  get<T>(type: Constructor<T>, _resolverData?: ResolverData): T {
    const instance = this.instances.get(type);
    if (!instance) throw new Error(`Nothing registered for ${type.name}`);
    return instance as T;
  }
}
