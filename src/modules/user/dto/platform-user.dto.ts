import { Field, ID, ObjectType } from 'type-graphql';
import { RoleAssignmentView } from '../../auth/dto/current-user.type';

@ObjectType({
  description:
    'A user with current role assignments across platform, organization and outlet scopes. ' +
    'Scoped lists show only the assignments inside the scope asked about.',
})
export class PlatformUserDto {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  displayName: string;

  @Field()
  isActive: boolean;

  @Field()
  createdAtUtc: Date;

  @Field(() => [RoleAssignmentView])
  roleAssignments: RoleAssignmentView[];
}
