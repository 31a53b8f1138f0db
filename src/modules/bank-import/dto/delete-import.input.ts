import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Hard delete of a bank statement import: a non-blank reason.' })
export class DeleteBankImportInput {
  // Nullable in the schema so a blank or missing reason is import_delete_reason_required, not validation.failed.
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(1000)
  reason?: string | null;
}
