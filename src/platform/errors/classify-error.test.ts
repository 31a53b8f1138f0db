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

  it.each([
    ['a lost connection', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a cancelled statement inside TypeORM',
      Object.assign(new Error('query failed'), { driverError: { code: '57014' } }),
    ],
    ['a serialization failure after the retries', Object.assign(new Error('could not serialize'), { code: '40001' })],
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
  ])('answers %s as 503 service_unavailable, logged like an internal error', (_what, error) => {
    expect(classifyError(error)).toMatchObject({ code: 'service_unavailable', httpStatus: 503, internal: true });
    expect(classifyError(new GraphQLError('wrapped', { originalError: error }))).toMatchObject({
      code: 'service_unavailable',
    });
  });

  it('keeps a failing statement of the code itself an internal error', () => {
    const uniqueViolation = Object.assign(new Error('duplicate key'), { driverError: { code: '23505' } });
    expect(classifyError(uniqueViolation)).toMatchObject({ code: 'internal_error', httpStatus: 500 });
    expect(classifyError(Object.assign(new Error('syntax'), { code: '42601' }))).toMatchObject({
      code: 'internal_error',
    });
  });
});
