import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { buildSchema } from 'type-graphql';
import type { Container } from '../di/container';
import { assertAccessDeclared } from './access-declarations';
import { guardSubscriptions } from './subscription-access';

/**
 * type-graphql insists on a PubSub when the schema has subscriptions; every subscription here brings its own
 * `subscribe` over the event bus (src/platform/events), so this one is never used.
 */
const NO_PUB_SUB = {
  publish(): void {
    throw new Error('Publish through the event bus (src/platform/events)');
  },
  subscribe(): AsyncIterable<unknown> {
    throw new Error('Subscriptions declare their own subscribe over the event bus');
  },
};

/** Builds the one schema both transports execute against; every root operation must declare its access. */
export async function buildGraphqlSchema(container: Container): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: container.resolverClasses(),
    container,
    validate: { forbidUnknownValues: false },
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    pubSub: NO_PUB_SUB,
  });
  assertAccessDeclared(schema);
  guardSubscriptions(schema);
  return schema;
}

/** The SDL committed as schema/schema.graphql. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
