import { buildSchema, getVariableValues, GraphQLError, parse, type OperationDefinitionNode } from 'graphql';
import { describeVariableError } from './variable-error';

const schema = buildSchema(`
  enum Status { Active Archived }
  input Line { amount: Int! note: String }
  input Filter { status: Status name: String! lines: [Line!] }
  type Query { items(filter: Filter, first: Int): Int }
`);
const operation = parse('query ($filter: Filter, $first: Int!) { items(filter: $filter, first: $first) }')
  .definitions[0] as OperationDefinitionNode;

/** The error as Apollo hands it over for a variable graphql-js could not coerce (UserInputError). */
function coercionError(variables: Record<string, unknown>): GraphQLError {
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (!('errors' in result) || !result.errors) throw new Error('the variables were valid');
  const [error] = result.errors;
  return new GraphQLError(error.message, { originalError: error.originalError ?? error });
}

describe('describeVariableError', () => {
  it.each([
    [
      'a scalar of the wrong type',
      { first: 'secret-text' },
      'Variable "$first" got invalid value; Int cannot represent non-integer value.',
      { first: ['invalid'] },
    ],
    [
      'an unknown enum value',
      { first: 1, filter: { name: 'n', status: 'secret-status' } },
      'Variable "$filter" got invalid value at "filter.status"; Value does not exist in "Status" enum.',
      { status: ['invalid'] },
    ],
    [
      'a member of a list item',
      { first: 1, filter: { name: 'n', lines: [{ amount: 1 }, { amount: 'secret-amount' }] } },
      'Variable "$filter" got invalid value at "filter.lines[1].amount"; Int cannot represent non-integer value.',
      { 'lines.1.amount': ['invalid'] },
    ],
    [
      'a missing member',
      { first: 1, filter: { name: 'n', status: 'Active', lines: [{ note: 'secret-note' }] } },
      'Variable "$filter" got invalid value at "filter.lines[0]"; Field "amount" of required type "Int!" was not provided.',
      { 'lines.0.amount': ['required'] },
    ],
    [
      'a variable that is not provided',
      { filter: { name: 'secret-name' } },
      'Variable "$first" of required type "Int!" was not provided.',
      { first: ['required'] },
    ],
  ])('describes %s without the value sent', (_case, variables, message, fieldErrors) => {
    const described = describeVariableError(coercionError(variables));
    expect(described).toEqual({ message, fieldErrors });
    expect(described.message).not.toContain('secret');
  });

  it('keeps the name of an unknown member and the suggestion', () => {
    const error = coercionError({ first: 1, filter: { name: 'n', nme: 'secret-name' } });
    expect(describeVariableError(error).message).toBe(
      'Variable "$filter" got invalid value; Field "nme" is not defined by type "Filter". Did you mean "name"?',
    );
  });

  it('drops a reason that repeats the value somewhere it cannot be cut out', () => {
    const inner = new GraphQLError('The text secret-text is not allowed here.');
    const error = new GraphQLError(`Variable "$first" got invalid value "secret-text"; ${inner.message}`, {
      originalError: inner,
    });
    expect(describeVariableError(error).message).toBe('Variable "$first" got invalid value.');
  });
});
