import { parse } from 'graphql';
import { checkFieldMerging } from './field-merge-limit';

const limits = { maxRepeats: 3, maxVisits: 1000 };
const codeOf = (text: string) => checkFieldMerging(parse(text), limits)?.code ?? null;

describe('checkFieldMerging', () => {
  it('lets a field be selected up to the limit at one level', () => {
    expect(codeOf('{ me { id id id } }')).toBeNull();
    expect(codeOf('{ me { id id id id } }')).toBe('graphql.field_repeat_limit_exceeded');
  });

  it('counts selections reached through inline fragments and fragment spreads, each fragment once per level', () => {
    expect(
      codeOf(
        '{ me { id ... on CurrentUser { id } ...A ...B } } fragment A on CurrentUser { id } fragment B on CurrentUser { id }',
      ),
    ).toBe('graphql.field_repeat_limit_exceeded');
    // The same fragment spread again adds nothing: graphql-js compares it once too.
    expect(codeOf('{ me { ...A ...A ...A ...A } } fragment A on CurrentUser { id }')).toBeNull();
  });

  it('merges the subselections of same-named fields, as graphql-js does', () => {
    expect(codeOf('{ me { r: roleAssignments { roleId roleId } r: roleAssignments { roleId roleId } } }')).toBe(
      'graphql.field_repeat_limit_exceeded',
    );
    // Different response names are different merged sets.
    expect(codeOf('{ me { a: roleAssignments { roleId roleId } b: roleAssignments { roleId roleId } } }')).toBeNull();
  });

  it('stops a document that expands beyond the visit budget, whatever its nesting', () => {
    const fragments = Array.from({ length: 20 }, (_, index) =>
      index < 19
        ? `fragment F${index} on CurrentUser { a: roleAssignments { ...F${index + 1} } b: roleAssignments { ...F${index + 1} } }`
        : `fragment F${index} on RoleAssignmentView { roleId }`,
    ).join(' ');
    expect(checkFieldMerging(parse(`{ me { ...F0 } } ${fragments}`), limits)).toMatchObject({
      code: 'graphql.selection_limit_exceeded',
      params: { limit: 1000, actual: 1001 },
    });
  });
});
