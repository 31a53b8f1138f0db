import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A role held by a user; organizationId and locationId are both null at platform scope.' })
export class RoleAssignmentView {
  @Field(() => ID)
  assignmentId: string;

  @Field(() => ID)
  roleId: string;

  @Field()
  roleCode: string;

  @Field(() => ID, { nullable: true })
  organizationId: string | null;

  @Field(() => ID, { nullable: true })
  locationId: string | null;
}

@ObjectType({ description: 'The signed-in user with scoped roles and permissions.' })
export class CurrentUser {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  displayName: string;

  @Field()
  isActive: boolean;

  @Field(() => [RoleAssignmentView])
  roleAssignments: RoleAssignmentView[];

  @Field(() => [String], { description: 'Sorted permission strings held in any scope.' })
  permissions: string[];
}
