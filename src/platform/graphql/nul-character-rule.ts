import { GraphQLError, Kind, type ASTNode, type ASTVisitor, type ValidationContext } from 'graphql';
import { containsNul, NUL_CHARACTER } from '../http/nul-character-guard';

/**
 * The edge rule of `nulCharacterGuard` for what only exists once the document is parsed: a string literal written
 * with an escape (`"\u0000"`) holds a NUL the request text does not. It is validation.failed with fieldErrors naming
 * the argument (dotted path into an input object literal) or the variable whose default it is.
 */
export function nulCharacterRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!containsNul(node.value)) return;
      context.reportError(
        new GraphQLError('A string literal holds the character U+0000.', {
          nodes: node,
          extensions: {
            code: 'validation.failed',
            fieldErrors: { [memberPath([...ancestors, parent ?? []])]: [NUL_CHARACTER] },
          },
        }),
      );
    },
  };
}

function memberPath(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  const names: string[] = [];
  for (const ancestor of ancestors) {
    if (Array.isArray(ancestor)) continue;
    const node = ancestor as ASTNode;
    if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
    else if (node.kind === Kind.VARIABLE_DEFINITION) names.push(node.variable.name.value);
  }
  return names.join('.') || 'query';
}
