import { LoginDocument, LogoutDocument, MeDocument, RefreshDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

/** Sign-in, refresh, sign-out and the caller's profile with its role assignments (docs/api.md §Sign-in). */
export const authRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    tag: 'Sign-in and context',
    operation: LoginDocument,
    bodyVariable: 'input',
    result: (data) => data.login,
    status: 200,
    errors: ['invalid_credentials', 'too_many_requests'],
  }),
  route({
    method: 'post',
    path: '/api/auth/refresh',
    summary: 'Exchange a refresh token for new tokens (rotation with reuse detection)',
    tag: 'Sign-in and context',
    operation: RefreshDocument,
    bodyVariable: 'input',
    result: (data) => data.refresh,
    status: 200,
    errors: ['unauthorized'],
  }),
  route({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End the current session',
    tag: 'Sign-in and context',
    operation: LogoutDocument,
    result: () => undefined,
    status: 204,
  }),
  route({
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in user with scoped roles and permissions',
    tag: 'Sign-in and context',
    operation: MeDocument,
    result: (data) => data.me,
    status: 200,
  }),
];
