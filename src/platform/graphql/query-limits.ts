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
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Validation rules that reject expensive documents before any resolver runs. Depth counts nested fields; cost
 * counts every field once, multiplied by the page size of the lists around it (`pageSize`/`first`/`limit`
 * argument, else an assumed 20), a fragment paid for wherever it is spread; aliases are counted per operation, a
 * fragment's once per spread. GraphiQL's introspection query is 15 deep, hence the default GRAPHQL_MAX_DEPTH.
 *
 * A fragment's depth, cost and alias count depend on the fragment alone, so each is measured once per document
 * and reused at every spread: the measure is linear in the document even when fragments spread each other
 * twice over twenty levels (2^20 selections if expanded).
 */
export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
}

const ASSUMED_LIST_SIZE = 20;

export function queryLimitRules(limits: QueryLimits) {
  return [queryLimitRule(limits)];
}

interface Measure {
  depth: number;
  cost: number;
  aliases: number;
}

const NOTHING: Measure = { depth: 0, cost: 0, aliases: 0 };

function queryLimitRule({ maxDepth, maxCost, maxAliases }: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const measurer = new DocumentMeasurer(context);
    return {
      OperationDefinition(node) {
        const { depth, cost, aliases } = measurer.operation(node);
        if (depth > maxDepth) {
          context.reportError(
            limitError('graphql.depth_limit_exceeded', `Query depth ${depth} exceeds ${maxDepth}.`, maxDepth, depth),
          );
        }
        if (cost > maxCost) {
          context.reportError(
            limitError('graphql.cost_limit_exceeded', `Query cost ${cost} exceeds ${maxCost}.`, maxCost, cost),
          );
        }
        if (aliases > maxAliases) {
          context.reportError(
            limitError('graphql.alias_limit_exceeded', `${aliases} aliases exceed ${maxAliases}.`, maxAliases, aliases),
          );
        }
      },
    };
  };
}

/** One document's measures, with each named fragment measured at most once. */
class DocumentMeasurer {
  private readonly schema: GraphQLSchema;
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly measured = new Map<string, Measure>();
  /** Fragments being measured: a spread back into one of them (a cycle, reported by NoFragmentCycles) adds nothing. */
  private readonly inProgress = new Set<string>();

  constructor(context: ValidationContext) {
    this.schema = context.getSchema();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
    }
  }

  operation(node: OperationDefinitionNode): Measure {
    const root =
      node.operation === 'mutation'
        ? this.schema.getMutationType()
        : node.operation === 'subscription'
          ? this.schema.getSubscriptionType()
          : this.schema.getQueryType();
    return root ? this.selectionSet(node.selectionSet, root) : NOTHING;
  }

  private selectionSet(selectionSet: SelectionSetNode, parentType: GraphQLNamedType | undefined): Measure {
    let depth = 0;
    let cost = 0;
    let aliases = 0;
    for (const selection of selectionSet.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        inner = this.field(selection, parentType);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        inner = this.selectionSet(selection.selectionSet, typeName ? this.schema.getType(typeName) : parentType);
      } else {
        inner = this.fragment(selection.name.value);
      }
      depth = Math.max(depth, inner.depth);
      cost = saturatingSum(cost, inner.cost);
      aliases = saturatingSum(aliases, inner.aliases);
    }
    return { depth, cost, aliases };
  }

  private field(node: FieldNode, parentType: GraphQLNamedType | undefined): Measure {
    const field = parentType ? fieldDefinition(this.schema, parentType, node.name.value) : undefined;
    const alias = node.alias ? 1 : 0;
    if (!node.selectionSet) return { depth: node.name.value === '__typename' ? 0 : 1, cost: 1, aliases: alias };
    const inner = this.selectionSet(node.selectionSet, field ? getNamedType(field.type) : undefined);
    // Introspection is answered from the in-memory schema, not fetched: depth bounds it, cost need not.
    const introspection = field === SchemaMetaFieldDef || field === TypeMetaFieldDef;
    const multiplier = field && isList(field.type) ? listSize(node) : 1;
    return {
      depth: 1 + inner.depth,
      cost: introspection || !field ? 1 : saturatingSum(1, saturatingProduct(multiplier, inner.cost)),
      aliases: saturatingSum(alias, inner.aliases),
    };
  }

  /** A spread costs what its fragment costs where it is spread, so a fragment inside a list is paid per item. */
  private fragment(name: string): Measure {
    const known = this.measured.get(name);
    if (known) return known;
    const fragment = this.fragments.get(name);
    if (!fragment || this.inProgress.has(name)) return NOTHING;
    this.inProgress.add(name);
    const measure = this.selectionSet(fragment.selectionSet, this.schema.getType(fragment.typeCondition.name.value));
    this.inProgress.delete(name);
    this.measured.set(name, measure);
    return measure;
  }
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

/** Measures of documents built to explode stay exact integers in the error's params (and in JSON). */
function saturatingSum(a: number, b: number): number {
  return Math.min(a + b, Number.MAX_SAFE_INTEGER);
}

function saturatingProduct(a: number, b: number): number {
  return Math.min(a * b, Number.MAX_SAFE_INTEGER);
}

function limitError(code: string, message: string, limit: number, actual: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, params: { limit, actual } } });
}
