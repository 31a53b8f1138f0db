import type { GraphQLSchema } from 'graphql';

/** The field extension that carries an operation's access declaration (plain data, see src/modules/access). */
export const ACCESS_EXTENSION = 'access';

/**
 * Refuses a schema with a root operation that does not say who may call it. The declaration itself (`@Allow`,
 * `@Authenticated`, `@Public`) lives with the access module and travels as the field extension `access`; the
 * platform only checks that it is there, so a forgotten one fails the build instead of opening an operation.
 */
export function assertAccessDeclared(schema: GraphQLSchema): void {
  const missing = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type
      ? Object.values(type.getFields())
          .filter((field) => !field.extensions?.[ACCESS_EXTENSION])
          .map((field) => `${type.name}.${field.name}`)
      : [],
  );
  if (missing.length > 0) {
    throw new Error(
      `Root operations without an access declaration (@Allow, @Authenticated or @Public): ${missing.join(', ')}`,
    );
  }
}

/**
 * The field extension that carries the check of a non-public access declaration, so a transport that runs outside
 * the resolver middleware (subscriptions, before the first event) runs the same check.
 */
export const ACCESS_GUARD_EXTENSION = 'accessGuard';

export type AccessGuard = (call: {
  context: never;
  args: Record<string, unknown>;
  root: Record<string, unknown>;
  operation: string;
}) => Promise<void>;

/**
 * The field extension that carries the part of an access declaration that needs no input: authentication and whether
 * the caller's roles grant the operation's permission anywhere. Transports run it before they validate anything the
 * caller sent (a REST body, path or header; GraphQL variables or arguments), so a caller who may not call the
 * operation learns nothing about what its input should have been.
 */
export const ACCESS_PRECHECK_EXTENSION = 'accessPrecheck';

export type AccessPrecheck = (context: never) => Promise<void>;
