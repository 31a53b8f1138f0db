import { randomUUID } from 'node:crypto';
import { useTestEnvironment } from '../../../test/test-environment';

/**
 * The same operations without HTTP, through Apollo's `executeOperation` (apollo-server-testing only works with
 * Apollo Server 2). Values come back unserialized here: DateTime fields are Date objects.
 */
describe('sign-in in-process', () => {
  const env = useTestEnvironment();

  const execute = async (query: string, variables: Record<string, unknown> = {}, authorization?: string) => {
    const contextValue = env.app.contextFactory.create({
      traceId: randomUUID(),
      clientAddress: '127.0.0.1',
      authorization,
    });
    const response = await env.app.apollo.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return response.body.singleResult;
  };

  it('signs in and reads me with the issued access token', async () => {
    const user = await env.createUser();
    const login = await execute(
      'mutation ($input: LoginInput!) { login(input: $input) { accessToken accessTokenExpiresAtUtc } }',
      {
        input: { email: user.email, password: user.password },
      },
    );
    expect(login.errors).toBeUndefined();
    const session = login.data?.login as { accessToken: string; accessTokenExpiresAtUtc: unknown };
    expect(session.accessTokenExpiresAtUtc).toBeInstanceOf(Date);

    const me = await execute('{ me { id email } }', {}, `Bearer ${session.accessToken}`);
    expect(me.data?.me).toEqual({ id: user.id, email: user.email });
  });

  it('carries the error contract in extensions', async () => {
    const traceId = randomUUID();
    const contextValue = env.app.contextFactory.create({ traceId, clientAddress: '127.0.0.1' });
    const response = await env.app.apollo.executeOperation({ query: '{ me { id } }' }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    expect(response.body.singleResult.errors?.[0].extensions).toMatchObject({
      code: 'unauthorized',
      httpStatus: 401,
      params: {},
      fieldErrors: {},
      traceId,
    });
  });
});
