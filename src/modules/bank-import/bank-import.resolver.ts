import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { BankImportUploadService } from './bank-import-upload.service';
import { BankStatementImportUploadResultDto } from './dto/upload-result.dto';
import { Allow, on } from '../access/access.module';

@Resolver()
export class BankImportResolver {
  constructor(private readonly uploadService: BankImportUploadService) {}

  @Allow('location.bank_statements.upload', on.context())
  @Mutation(() => BankStatementImportUploadResultDto, {
    description:
      'Uploads a bank statement for the outlet of the context headers (GraphQL multipart request; send ' +
      'Apollo-Require-Preflight: true). Errors: empty_file, file_too_large, organization_import_quota_exceeded, the context.* codes.',
  })
  uploadBankStatement(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
  ): Promise<BankStatementImportUploadResultDto> {
    return this.uploadService.upload(ctx, file);
  }
}
