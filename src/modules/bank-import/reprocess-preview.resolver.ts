import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { BankStatementReprocessPreviewDto } from './dto/reprocess-preview.dto';
import { ReprocessPreviewService } from './reprocess-preview.service';

/** Reprocess previews: MegaAdmin or MegaManager only, checked by the service after the import's scope. */
@Resolver()
export class ReprocessPreviewResolver {
  constructor(private readonly previews: ReprocessPreviewService) {}

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

  @Query(() => [BankStatementReprocessPreviewDto], { description: 'Stored previews of the import, newest first.' })
  bankImportReprocessPreviews(
    @Ctx() ctx: RequestContext,
    @Arg('importId', () => UUIDResolver) importId: string,
  ): Promise<BankStatementReprocessPreviewDto[]> {
    return this.previews.list(ctx, importId);
  }

  @Query(() => BankStatementReprocessPreviewDto, { description: 'One stored preview of the import.' })
  bankImportReprocessPreview(
    @Ctx() ctx: RequestContext,
    @Arg('importId', () => UUIDResolver) importId: string,
    @Arg('previewId', () => UUIDResolver) previewId: string,
  ): Promise<BankStatementReprocessPreviewDto> {
    return this.previews.get(ctx, importId, previewId);
  }
}
