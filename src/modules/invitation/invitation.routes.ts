import { AcceptInviteDocument, CheckInviteDocument, CreateInviteDocument } from '../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../platform/rest/rest-route';

/**
 * Invitations (docs/users-and-invitations.md §Invitations): unknown, expired and used tokens all give 404
 * invite_not_found, one answer, so tokens cannot be probed.
 */
export const invitationRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/platform/users/invites',
    summary: 'Invite an email to an organization role; the plaintext token is returned once, valid 3 hours',
    tag: 'Platform users',
    operation: CreateInviteDocument,
    bodyVariable: 'input',
    result: (data) => data.createInvite,
    status: 201,
  }),
  route({
    method: 'post',
    path: '/api/auth/invites/check',
    summary: 'Safe metadata of a valid invitation',
    tag: 'Sign-in and context',
    operation: CheckInviteDocument,
    bodyVariable: 'input',
    result: (data) => data.checkInvite,
    status: 200,
    errors: ['invite_not_found'],
  }),
  route({
    method: 'post',
    path: '/api/auth/invites/accept',
    summary: 'Accept an invitation: creates or activates the user and the assignment; issues no tokens',
    tag: 'Sign-in and context',
    operation: AcceptInviteDocument,
    bodyVariable: 'input',
    result: (data) => data.acceptInvite,
    status: 200,
    errors: ['invite_not_found', 'forbidden', 'user_email_conflict', 'organization_user_quota_exceeded'],
  }),
];
