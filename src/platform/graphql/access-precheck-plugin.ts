import type { ApolloServerPlugin } from '@apollo/server';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  type GraphQLFormattedError,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { RequestContext } from '../context/request-context';
import { classifyError } from '../errors/classify-error';
import { ACCESS_PRECHECK_EXTENSION, type AccessPrecheck } from './access-declarations';

/**
 * Authorization before validation on GraphQL. A valid request is checked field by field by the access declarations
 * (a refused field is an error beside the data of the others). A request whose document or variables fail validation
 * never reaches them, so the precheck of each root field the operation selects (authentication, the caller's roles)
 * runs first, and when one refuses and the request is invalid, the refusal is the answer instead of the validation
 * errors: the caller learns nothing about the input of an operation it may not call. Validation runs a second time
 * only for a request some root field refuses.
 */
export function createAccessPrecheckPlugin(
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError,
): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      // Apollo neither waits for a validation end hook nor lets one change the answer, so a refusal found before an
      // invalid document is validated replaces the validation errors when the answer is sent.
      let refusalOfInvalidDocument: GraphQLError | null = null;
      return {
        async validationDidStart({ schema, document, request, contextValue }) {
          const refusal = await refusalOf(schema, document, request.operationName, contextValue);
          if (refusal && validate(schema, document, specifiedRules).length > 0) refusalOfInvalidDocument = refusal;
        },
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation?.variableDefinitions?.length) return;
          const coerced = getVariableValues(schema, operation.variableDefinitions, request.variables ?? {}, {
            maxErrors: 1,
          });
          if (!coerced.errors) return;
          const refusal = await refusalOf(schema, document, request.operationName, contextValue);
          if (refusal) throw refusal;
        },
        async willSendResponse({ response }) {
          if (!refusalOfInvalidDocument || response.body.kind !== 'single') return;
          const refusal = refusalOfInvalidDocument;
          response.body.singleResult = { errors: [formatError({ message: refusal.message }, refusal)] };
          response.http.status = (refusal.extensions.http as { status: number }).status;
        },
      };
    },
  };
}

/** The first refusal of a root field's precheck, as the error to answer (with its own HTTP status, 401 or 403). */
async function refusalOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  context: RequestContext,
): Promise<GraphQLError | null> {
  const operation = getOperationAST(document, operationName);
  const rootType = operation ? rootTypeOf(schema, operation) : null;
  if (!operation || !rootType) return null;
  const fields = rootType.getFields();
  for (const name of new Set(rootFieldNames(document, operation.selectionSet))) {
    const precheck = fields[name]?.extensions?.[ACCESS_PRECHECK_EXTENSION] as AccessPrecheck | undefined;
    try {
      await precheck?.(context as never);
    } catch (error) {
      const refusal = classifyError(error);
      return new GraphQLError(refusal.message, {
        originalError: error as Error,
        extensions: { http: { status: refusal.httpStatus } },
      });
    }
  }
  return null;
}

function rootTypeOf(schema: GraphQLSchema, operation: OperationDefinitionNode): GraphQLObjectType | null | undefined {
  switch (operation.operation) {
    case 'query':
      return schema.getQueryType();
    case 'mutation':
      return schema.getMutationType();
    case 'subscription':
      return schema.getSubscriptionType();
  }
}

/** The root field names of a selection set, through inline fragments and fragment spreads (each fragment once). */
function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    switch (selection.kind) {
      case Kind.FIELD:
        return [selection.name.value];
      case Kind.INLINE_FRAGMENT:
        return rootFieldNames(document, selection.selectionSet, seen);
      case Kind.FRAGMENT_SPREAD: {
        const name = selection.name.value;
        if (seen.has(name)) return [];
        seen.add(name);
        const fragment = document.definitions.find(
          (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name,
        );
        return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFieldNames(document, fragment.selectionSet, seen) : [];
      }
    }
  });
}
