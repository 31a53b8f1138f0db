import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('BankStatementImportUploadResult', {
  description:
    'The result of a bank statement upload. A file already imported for the organization creates nothing: ' +
    'isDuplicate is true and importId is the existing import.',
})
export class BankStatementImportUploadResultDto {
  @Field(() => ID)
  importId: string;

  @Field({ description: 'Parsed, SuccessWithWarnings, Failed or UnsupportedFormat.' })
  status: string;

  @Field(() => String, { nullable: true, description: 'Operator-facing reason of Failed or UnsupportedFormat.' })
  errorMessage: string | null;

  @Field(() => [String])
  errors: string[];

  @Field()
  isDuplicate: boolean;

  @Field(() => ID, { nullable: true })
  existingImportId: string | null;

  @Field(() => String, { nullable: true, description: 'Human text for duplicates; not for machines.' })
  message: string | null;
}
