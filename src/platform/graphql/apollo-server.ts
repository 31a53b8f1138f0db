import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config/app-config';
import type { RequestContext } from '../context/request-context';
import type { Logger } from '../logging/logger';
import { createAccessPrecheckPlugin } from './access-precheck-plugin';
import { createFormatError } from './format-error';
import { nulCharacterRule } from './nul-character-rule';
import { queryLimitRules } from './query-limits';

/**
 * Errors are formatted inside the HTTP request scope, which knows the trace id; operations executed in-process
 * (`executeOperation`) have no HTTP scope, so the context's trace id is stamped on every error here.
 */
const traceIdPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        if (response.body.kind !== 'single') return;
        for (const error of response.body.singleResult.errors ?? []) {
          if (error.extensions) (error.extensions as Record<string, unknown>).traceId = contextValue.traceId;
        }
      },
    };
  },
};

export function createApolloServer(
  schema: GraphQLSchema,
  config: AppConfig,
  logger: Logger,
): ApolloServer<RequestContext> {
  const formatError = createFormatError(logger, { hideSuggestions: !config.graphql.introspection });
  return new ApolloServer<RequestContext>({
    schema,
    introspection: config.graphql.introspection,
    csrfPrevention: true,
    // Batches are capped by size in the HTTP layer (GRAPHQL_MAX_BATCH).
    allowBatchedHttpRequests: true,
    // Parsing and graphql-js validation hold the event loop in proportion to the document, some rules more than
    // linearly: a document of repeated fields filling the 1 MB body limit took about a second. The cap bounds it.
    parseOptions: { maxTokens: config.graphql.maxTokens },
    validationRules: [...queryLimitRules(config.graphql), nulCharacterRule],
    formatError,
    includeStacktraceInErrorResponses: false,
    // The service serves its own GraphiQL on GET /graphql.
    // Cache hints are computed per resolved field and only ever said `no-store` here; the HTTP layer says it.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      createAccessPrecheckPlugin(formatError),
      traceIdPlugin,
    ],
    // main.ts owns SIGINT/SIGTERM and stops Apollo via app.close(). Apollo's own handler would call stop() too,
    // and a second stop() while the first runs awaits a barrier Apollo never resolves: shutdown hung for good.
    stopOnTerminationSignals: false,
    logger: {
      debug: (message) => logger.debug(message),
      info: (message) => logger.info(message),
      warn: (message) => logger.warn(message),
      error: (message) => logger.error(message),
    },
  });
}
