import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Validation rules that reject expensive documents before any resolver runs. Depth counts nested fields; cost
 * counts every field once, multiplied by the page size of the lists around it (`pageSize`/`first`/`limit`
 * argument, else an assumed 20), with fragments expanded where they are spread; aliases are counted over the
 * whole document. GraphiQL's introspection query is 15 deep, hence the default GRAPHQL_MAX_DEPTH.
 */
export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
}

const ASSUMED_LIST_SIZE = 20;

export function queryLimitRules(limits: QueryLimits) {
  return [depthRule(limits.maxDepth), costRule(limits.maxCost), aliasRule(limits.maxAliases)];
}

function depthRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const depth = measureDepth(node.selectionSet, fragmentsOf(context), new Set());
      if (depth > maxDepth) {
        context.reportError(
          limitError('graphql.depth_limit_exceeded', `Query depth ${depth} exceeds ${maxDepth}.`, maxDepth, depth),
        );
      }
    },
  });
}

function measureDepth(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let max = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__typename') continue;
      max = Math.max(max, 1 + (selection.selectionSet ? measureDepth(selection.selectionSet, fragments, seen) : 0));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, measureDepth(selection.selectionSet, fragments, seen));
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment && !seen.has(fragment.name.value)) {
        max = Math.max(max, measureDepth(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value])));
      }
    }
  }
  return max;
}

function costRule(maxCost: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root =
        node.operation === 'mutation'
          ? schema.getMutationType()
          : node.operation === 'subscription'
            ? schema.getSubscriptionType()
            : schema.getQueryType();
      if (!root) return;
      const cost = measureCost(context, node.selectionSet, root, fragmentsOf(context), new Set());
      if (cost > maxCost) {
        context.reportError(
          limitError('graphql.cost_limit_exceeded', `Query cost ${cost} exceeds ${maxCost}.`, maxCost, cost),
        );
      }
    },
  });
}

/** Fragments are expanded where they are spread, so a fragment inside a list is paid for once per item. */
function measureCost(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fieldDefinition(context.getSchema(), parentType, selection.name.value);
      cost += 1;
      // Introspection is answered from the in-memory schema, not fetched: depth bounds it, cost need not.
      if (field === SchemaMetaFieldDef || field === TypeMetaFieldDef) continue;
      if (field && selection.selectionSet) {
        const inner = measureCost(context, selection.selectionSet, getNamedType(field.type), fragments, seen);
        cost += (isList(field.type) ? listSize(selection) : 1) * inner;
      }
    } else {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null;
      if (!fragment || (name && seen.has(name))) continue;
      const typeName = fragment.typeCondition?.name.value;
      const type = typeName ? context.getSchema().getType(typeName) : parentType;
      if (type)
        cost += measureCost(context, fragment.selectionSet, type, fragments, name ? new Set([...seen, name]) : seen);
    }
  }
  return cost;
}

function fieldDefinition(
  schema: GraphQLSchema,
  parentType: GraphQLNamedType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === SchemaMetaFieldDef.name && parentType === schema.getQueryType()) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name && parentType === schema.getQueryType()) return TypeMetaFieldDef;
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  return isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
}

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

function listSize(node: FieldNode): number {
  for (const argument of node.arguments ?? []) {
    if (['pageSize', 'first', 'limit'].includes(argument.name.value) && argument.value.kind === Kind.INT) {
      return Math.max(1, Number(argument.value.value));
    }
  }
  return ASSUMED_LIST_SIZE;
}

function aliasRule(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > maxAliases) {
            context.reportError(
              limitError(
                'graphql.alias_limit_exceeded',
                `${aliases} aliases exceed ${maxAliases}.`,
                maxAliases,
                aliases,
              ),
            );
          }
        },
      },
    };
  };
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

function limitError(code: string, message: string, limit: number, actual: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, params: { limit, actual } } });
}
