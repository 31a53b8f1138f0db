import {
  GraphQLError,
  isListType,
  isNonNullType,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
  Kind,
} from 'graphql';

/**
 * Validation rules that reject expensive documents before any resolver runs. Depth counts nested fields; cost
 * counts every field once, multiplied by the page size of the lists around it (`pageSize`/`first`/`limit`
 * argument, else an assumed 20); aliases are counted over the whole document.
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
      if (selection.name.value.startsWith('__')) continue;
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
  return (context: ValidationContext): ASTVisitor => {
    let cost = 0;
    const multipliers: number[] = [1];
    return {
      Field: {
        enter(node: FieldNode) {
          const type = context.getType();
          const multiplier = multipliers[multipliers.length - 1];
          cost += multiplier;
          multipliers.push(type && isList(type) ? multiplier * listSize(node) : multiplier);
        },
        leave() {
          multipliers.pop();
        },
      },
      Document: {
        leave() {
          if (cost > maxCost) {
            context.reportError(
              limitError('graphql.cost_limit_exceeded', `Query cost ${cost} exceeds ${maxCost}.`, maxCost, cost),
            );
          }
        },
      },
    };
  };
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
