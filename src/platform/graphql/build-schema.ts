import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { buildSchema } from 'type-graphql';
import type { Container } from '../di/container';
import { assertAccessDeclared } from './access-declarations';

/** Builds the one schema both transports execute against; every root operation must declare its access. */
export async function buildGraphqlSchema(container: Container): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: container.resolverClasses(),
    container,
    validate: { forbidUnknownValues: false },
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
  });
  assertAccessDeclared(schema);
  return schema;
}

/** The SDL committed as schema/schema.graphql. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
