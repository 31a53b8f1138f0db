import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { ACCESS_EXTENSION, ACCESS_GUARD_EXTENSION, type AccessGuard } from './access-declarations';

/**
 * Runs each root Subscription field's access declaration when the subscription starts, before its event stream is
 * opened: type-graphql's middlewares (where `@Allow` checks queries and mutations) wrap only the per-event
 * `resolve`, so without this a subscription would be checked first when its first event arrives. A non-public
 * subscription without a guard fails the schema build, like a root field without a declaration.
 */
export function guardSubscriptions(schema: GraphQLSchema): void {
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const rule = field.extensions?.[ACCESS_EXTENSION] as { kind?: string } | undefined;
    const guard = field.extensions?.[ACCESS_GUARD_EXTENSION] as AccessGuard | undefined;
    if (rule?.kind === 'public') continue;
    if (!guard) throw new Error(`Subscription.${field.name}: its access declaration carries no check`);
    const subscribe = field.subscribe as GraphQLFieldResolver<unknown, unknown> | undefined;
    if (!subscribe) throw new Error(`Subscription.${field.name} has no subscribe function`);
    field.subscribe = async (source, args, context, info) => {
      await guard({ context: context as never, args, root: {}, operation: info.fieldName });
      return subscribe(source, args, context, info);
    };
  }
}
