import { IsOptional, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import type { OrganizationStatus } from '../organization.entity';
import { OrganizationStatusValue } from './organization.dto';
import { CreateChildOrganizationInput } from './create-organization.input';

@InputType({ description: 'Replaces name, legal name, tax id and status.' })
export class UpdateOrganizationInput extends CreateChildOrganizationInput {
  @Field(() => OrganizationStatusValue)
  status: OrganizationStatus;

  @Field(() => Int, { nullable: true, description: 'When given and stale: concurrency.conflict.' })
  @IsOptional()
  @Min(1)
  rowVersion?: number | null;
}
