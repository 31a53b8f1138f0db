import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config/app-config';
import type { RequestContext } from '../context/request-context';
import type { Logger } from '../logging/logger';
import { createFormatError } from './format-error';
import { queryLimitRules } from './query-limits';

export function createApolloServer(
  schema: GraphQLSchema,
  config: AppConfig,
  logger: Logger,
): ApolloServer<RequestContext> {
  return new ApolloServer<RequestContext>({
    schema,
    introspection: config.graphql.introspection,
    csrfPrevention: true,
    // Batches are capped by size in the HTTP layer (GRAPHQL_MAX_BATCH).
    allowBatchedHttpRequests: true,
    validationRules: queryLimitRules(config.graphql),
    formatError: createFormatError(logger),
    includeStacktraceInErrorResponses: false,
    // The service serves its own GraphiQL on GET /graphql.
    plugins: [ApolloServerPluginLandingPageDisabled()],
    logger: {
      debug: (message) => logger.debug(message),
      info: (message) => logger.info(message),
      warn: (message) => logger.warn(message),
      error: (message) => logger.error(message),
    },
  });
}
