/** A role assignment as clients see it; both ids null means platform scope (docs/access.md §Assignments and reach). */
export interface ActorRoleAssignment {
  assignmentId: string;
  roleId: string;
  roleCode: string;
  organizationId: string | null;
  locationId: string | null;
}

/** The signed-in user of a request, loaded once per request. */
export interface Actor {
  userId: string;
  email: string;
  displayName: string;
  isActive: boolean;
  roleAssignments: ActorRoleAssignment[];
  /** Sorted union of the permissions of all assignments, whatever their scope. */
  permissions: readonly string[];
  /**
   * Set only for a licensing service account (docs/licensing.md §Tenants and service accounts). It has no role
   * assignments: its `permissions` are held on the platform scope and nowhere else, `userId` is the service
   * account's id (no user row) and `email` is `serviceAccount:<id>`.
   */
  serviceAccount?: { id: string; tenantId: string };
}

/**
 * What the bearer token of a request proved, before any database access. `delegated` is no HTTP caller: a channel
 * of the service (the messenger bot) acting for a user it verified itself; the user must still be active and hold
 * the permissions, but there is no sign-in session to check. `expiresAt`: the verified token's `exp` (epoch seconds).
 */
export type Credentials =
  | { kind: 'anonymous' }
  | { kind: 'rejected' }
  | { kind: 'token'; userId: string; sessionId: string; expiresAt: number }
  | { kind: 'delegated'; userId: string; channel: string }
  | { kind: 'serviceAccount'; serviceAccountId: string; expiresAt: number };

/**
 * The active context the client sent with this request (the server stores none; docs/access.md §Active context): the
 * X-Organization-Id / X-Location-Id headers and, on REST, the organizationId / locationId query pair. Raw strings;
 * validated by the outlet-context guard.
 */
export interface RequestedContext {
  headers: { organizationId: string | null; locationId: string | null };
  query: { organizationId: string | null; locationId: string | null };
}

/** A validated active context: the outlet (or, organization-wide, only the organization) a call works in. */
export interface ActiveContext {
  organizationId: string;
  /** Null in organization-wide mode. */
  locationId: string | null;
}
