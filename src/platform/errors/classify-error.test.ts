import { GraphQLError, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, graphqlSync } from 'graphql';
import { SafeIntResolver } from 'graphql-scalars';
import { classifyError } from './classify-error';

/** A schema whose fields fail while executing, the way a resolver's output can. */
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      tooLarge: { type: SafeIntResolver, resolve: () => Number.MAX_SAFE_INTEGER + 2 },
      missing: { type: new GraphQLNonNull(GraphQLInt), resolve: () => null },
    },
  }),
});

describe('classifyError', () => {
  it.each(['tooLarge', 'missing'])(
    'treats an execution failure of field %s as the service’s internal error, not a bad request',
    (field) => {
      const [error] = graphqlSync({ schema, source: `{ ${field} }` }).errors ?? [];
      expect(error).toBeInstanceOf(GraphQLError);
      expect(classifyError(error)).toMatchObject({ code: 'internal_error', httpStatus: 500, internal: true });
    },
  );

  it('keeps a request error (no path) a client error with graphql-js’s description', () => {
    const [error] = graphqlSync({ schema, source: '{ unknownField }' }).errors ?? [];
    const wrapped = new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(classifyError(wrapped)).toMatchObject({ code: 'request.failed', httpStatus: 400, internal: false });
    expect(classifyError(wrapped).message).toContain('unknownField');
  });
});
