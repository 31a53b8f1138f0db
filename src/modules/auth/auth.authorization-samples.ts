import type { AuthorizationSamples } from '../../../test/authorization-matrix.fixture';

/** Sign-in: each case signs in a throwaway user, so the matrix's per-role clients stay signed in. */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/auth/login': async ({ env }) => {
    const user = await env.createUser();
    return { body: { email: user.email, password: user.password } };
  },
  'POST /api/auth/refresh': async ({ env }) => {
    const client = await env.signIn(await env.createUser());
    return { body: { refreshToken: client.refreshToken } };
  },
  // A throwaway session, so the shared per-role client stays signed in.
  'POST /api/auth/logout': async ({ env }) => {
    const client = await env.signIn(await env.createUser());
    return { headers: { Authorization: `Bearer ${client.accessToken}` } };
  },
  'GET /api/auth/me': async () => ({}),
};
