import { UUIDResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An outlet the caller may select as context.' })
export class ContextLocation {
  @Field(() => UUIDResolver)
  locationId: string;

  @Field()
  name: string;

  @Field()
  code: string;

  @Field({ description: 'Inactive outlets are listed for orientation but cannot be selected.' })
  isActive: boolean;
}

@ObjectType({ description: 'An organization the caller may select as context, with its selectable outlets.' })
export class ContextOrganization {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field()
  organizationName: string;

  @Field({
    description:
      'True with an organization-scope assignment (reaching it directly or through a parent) or a platform role: ' +
      'every outlet is listed and locationId null (organization-wide mode) may be selected. False when only outlet ' +
      'assignments reach it: only those outlets are listed.',
  })
  allowOrganizationWideContext: boolean;

  @Field(() => [ContextLocation])
  locations: ContextLocation[];
}

@ObjectType({ description: 'A selected active context; the location members are null in organization-wide mode.' })
export class SelectedContext {
  @Field(() => UUIDResolver)
  organizationId: string;

  @Field()
  organizationName: string;

  @Field(() => UUIDResolver, { nullable: true })
  locationId: string | null;

  @Field(() => String, { nullable: true })
  locationName: string | null;

  @Field(() => String, { nullable: true })
  locationCode: string | null;
}

@ObjectType({ description: 'The contexts the caller may select (GET /api/auth/context).' })
export class ContextOptions {
  @Field(() => [ContextOrganization], {
    description: 'Active and suspended organizations in the effective scope, by name; archived ones are not offered.',
  })
  organizations: ContextOrganization[];

  @Field(() => SelectedContext, {
    nullable: true,
    description:
      'Set only when there is exactly one sensible choice: exactly one organization is offered and it has ' +
      'exactly one active outlet (that outlet), or no active outlet and organization-wide access (organization-wide ' +
      'mode). A hint only: the server stores no context.',
  })
  autoSelectedContext: SelectedContext | null;

  @Field({ description: 'True whenever autoSelectedContext is null, also when nothing at all is offered.' })
  requiresSelection: boolean;
}
