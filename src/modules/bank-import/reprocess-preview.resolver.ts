import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { BankStatementReprocessPreviewDto } from './dto/reprocess-preview.dto';
import { ReprocessPreviewService } from './reprocess-preview.service';
import { Allow, on } from '../access/access.module';
import { importRecordResource } from './import-resources';

const byImportId = on.resource(importRecordResource, (args) => args.importId);

/** Reprocess previews: platform staff only (bank_statements.reprocess_preview, held by MegaAdmin and MegaManager). */
@Resolver()
export class ReprocessPreviewResolver {
  constructor(private readonly previews: ReprocessPreviewService) {}

  @Allow('bank_statements.reprocess_preview', byImportId)
  @Transactional()
  @Mutation(() => BankStatementReprocessPreviewDto, {
    description:
      'Re-runs today\u2019s parser on the stored original and stores a preview; changes nothing else. ' +
      'MegaAdmin or MegaManager only (forbidden otherwise).',
  })
  runBankImportReprocessPreview(
    @Ctx() ctx: RequestContext,
    @Arg('importId', () => UUIDResolver) importId: string,
  ): Promise<BankStatementReprocessPreviewDto> {
    return this.previews.run(ctx, importId);
  }

  @Allow('bank_statements.reprocess_preview', byImportId)
  @Query(() => [BankStatementReprocessPreviewDto], { description: 'Stored previews of the import, newest first.' })
  bankImportReprocessPreviews(
    @Ctx() ctx: RequestContext,
    @Arg('importId', () => UUIDResolver) importId: string,
  ): Promise<BankStatementReprocessPreviewDto[]> {
    return this.previews.list(ctx, importId);
  }

  @Allow('bank_statements.reprocess_preview', byImportId)
  @Query(() => BankStatementReprocessPreviewDto, { description: 'One stored preview of the import.' })
  bankImportReprocessPreview(
    @Ctx() ctx: RequestContext,
    @Arg('importId', () => UUIDResolver) importId: string,
    @Arg('previewId', () => UUIDResolver) previewId: string,
  ): Promise<BankStatementReprocessPreviewDto> {
    return this.previews.get(ctx, importId, previewId);
  }
}
