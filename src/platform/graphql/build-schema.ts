import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { buildSchema } from 'type-graphql';
import { resolvers } from '../../resolvers';
import type { Container } from '../di/container';
import { authChecker } from './auth-checker';

/** Builds the one schema both transports execute against. */
export async function buildGraphqlSchema(container: Container): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    container,
    authChecker,
    validate: { forbidUnknownValues: false },
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
  });
}

/** The SDL committed as schema/schema.graphql. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
