import { Kind, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { AccessRule } from '../src/modules/access/access-rule';
import {
  ACCESS_EXTENSION,
  ACCESS_PRECHECK_EXTENSION,
  type AccessPrecheck,
} from '../src/platform/graphql/access-declarations';
import type { RestRoute } from '../src/platform/rest/rest-route';
import type { RouteAccessDeclaration } from '../src/platform/rest/route-access-declaration';

/** The root field a route's operation selects: the one operation the route is. */
export function rootFieldOf(schema: GraphQLSchema, route: RestRoute): GraphQLField<unknown, unknown> {
  const operation = route.operation.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const rootType = operation?.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const selection = operation?.selectionSet.selections[0];
  const field = selection?.kind === Kind.FIELD ? rootType?.getFields()[selection.name.value] : undefined;
  if (!field) throw new Error(`REST route ${route.method.toUpperCase()} ${route.path} selects no root field`);
  return field;
}

/** Who may call a route: the access declaration of its operation's root field, the one the guard enforces. */
export function routeAccess(schema: GraphQLSchema, route: RestRoute): AccessRule {
  return accessOf(rootFieldOf(schema, route));
}

export function accessOf(field: GraphQLField<unknown, unknown>): AccessRule {
  return field.extensions[ACCESS_EXTENSION] as AccessRule;
}

/** The part of a route's access declaration that runs before its input is read (authentication, the caller's roles). */
export function routePrecheck(schema: GraphQLSchema, route: RestRoute): AccessPrecheck {
  return rootFieldOf(schema, route).extensions[ACCESS_PRECHECK_EXTENSION] as AccessPrecheck;
}

/** Who may call a REST-only route (a file download, a webhook): the rule its access declaration carries. */
export function declaredRule(access: RouteAccessDeclaration): AccessRule {
  return access.rule as AccessRule;
}
