import type { ContainerType, ResolverData } from 'type-graphql';

type Constructor<T> = abstract new (...args: never[]) => T;

/**
 * Hands type-graphql the resolver instances the feature modules build (src/app.ts composes them). The schema is
 * built from exactly the classes registered here, so a resolver is served if and only if a module contributes it.
 */
export class Container implements ContainerType {
  private readonly instances = new Map<Constructor<unknown>, object>();

  /** Registers the instance under its own class, the key type-graphql asks for. */
  registerResolver(instance: object): this {
    const type = instance.constructor as Constructor<unknown>;
    if (this.instances.has(type)) throw new Error(`${type.name} is registered twice`);
    this.instances.set(type, instance);
    return this;
  }

  /** The registered classes: the resolvers of the schema. */
  resolverClasses(): [Constructor<unknown>, ...Constructor<unknown>[]] {
    const [first, ...rest] = this.instances.keys();
    if (!first) throw new Error('No resolver is registered: compose the feature modules first');
    return [first, ...rest];
  }

  get<T>(type: Constructor<T>, _resolverData?: ResolverData): T {
    const instance = this.instances.get(type);
    if (!instance) throw new Error(`Nothing registered for ${type.name}`);
    return instance as T;
  }
}
