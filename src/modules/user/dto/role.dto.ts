import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An assignable role; `roleId` in requests is its id.' })
export class RoleDto {
  @Field(() => ID)
  id: string;

  @Field({ description: 'MegaAdmin, MegaManager, OrganizationAdmin, Accountant or Viewer.' })
  code: string;

  @Field()
  name: string;

  @Field({ description: 'Platform, or Organization (which also covers outlet-level assignments).' })
  scope: string;
}
