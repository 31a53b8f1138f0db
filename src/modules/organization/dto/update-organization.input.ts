import { IsOptional, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import type { OrganizationStatus, PostingApproval } from '../organization.entity';
import { OrganizationStatusValue, PostingApprovalValue } from './organization.dto';
import { CreateChildOrganizationInput } from './create-organization.input';

@InputType({ description: 'Replaces name, legal name, tax id and status; changes the posting approval when given.' })
export class UpdateOrganizationInput extends CreateChildOrganizationInput {
  @Field(() => OrganizationStatusValue)
  status: OrganizationStatus;

  @Field(() => PostingApprovalValue, {
    nullable: true,
    description: 'Who may approve its postings; absent or null keeps the current setting.',
  })
  @IsOptional()
  postingApproval?: PostingApproval | null;

  @Field(() => Int, { nullable: true, description: 'When given and stale: concurrency.conflict.' })
  @IsOptional()
  @Min(1)
  rowVersion?: number | null;
}
