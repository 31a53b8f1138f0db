import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Allow, on } from '../access/access.module';
import { ReconciliationEvidenceArgs, ReconciliationEvidencePage } from './dto/reconciliation-evidence.dto';
import type { ReconciliationEvidenceService } from './reconciliation-evidence.service';

@Resolver()
export class ReconciliationEvidenceResolver {
  constructor(private readonly evidence: ReconciliationEvidenceService) {}

  @Allow('erp.postings.view', on.reach())
  @Query(() => ReconciliationEvidencePage, {
    description:
      'Reconciliation evidence, one row per posting line, newest posting first, from local tables only. Platform ' +
      'users see every organization; others the organizations and outlets their assignments reach. Masked ids only.',
  })
  async reconciliationEvidence(
    @Ctx() ctx: RequestContext,
    @Args() { page, pageSize, ...filters }: ReconciliationEvidenceArgs,
  ): Promise<ReconciliationEvidencePage> {
    return (await this.evidence.page(ctx, filters, { page, pageSize })) as ReconciliationEvidencePage;
  }
}
