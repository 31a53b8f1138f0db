import type { RequestContext } from '../../platform/context/request-context';
import { assertRowVersion } from '../../platform/database/row-version';
import { DomainError } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import type { QualityOverrideInput } from './dto/quality-override.input';
import type { BankStatementImportQualityReportDto } from './dto/import-quality.dto';
import { loadImport } from './import-access';
import type { ImportReadService } from './import-read.service';
import { importRowLoader } from './import-loaders';

/**
 * The balance review of an import: an import whose balances do not add up is open for review until someone with
 * quality_override records why it may still be used. Call inside one transaction (the resolver's @Transactional), so
 * the override and its audit entry commit together.
 */
export class ImportReviewService {
  constructor(
    private readonly audit: AuditService,
    private readonly reads: ImportReadService,
  ) {}

  async override(
    ctx: RequestContext,
    importId: string,
    input: QualityOverrideInput,
  ): Promise<BankStatementImportQualityReportDto> {
    const actor = await ctx.requireActor();
    const row = await loadImport(ctx, importId, { lock: true });
    const reason = input.reason?.trim();
    if (!reason) throw new DomainError('review_override_reason_required');
    assertRowVersion('BankStatementImport', row, input.rowVersion);
    // Only an open review can be overridden: balances that match (or are not stated) need none.
    if (row.balanceMatches !== false || row.balanceReviewOverridden) {
      throw new DomainError('workflow.invalid_transition', {
        params: {
          entity: 'BankStatementImport',
          state: row.balanceReviewOverridden ? 'ReviewOverridden' : 'ReviewNotRequired',
          operation: 'QualityOverride',
        },
      });
    }
    await ctx.em.query(
      `UPDATE bank_imports
          SET balance_review_overridden = true, review_override_reason = $2, review_overridden_by_user_id = $3,
              review_overridden_at_utc = now(), row_version = row_version + 1
        WHERE id = $1`,
      [row.id, reason, actor.userId],
    );
    await this.audit.record(ctx, {
      action: 'QualityOverride',
      entityType: 'BankStatementImport',
      entityId: row.id,
      organizationId: row.organizationId,
      locationId: row.locationId,
      message: 'Balance review of a bank statement import overridden',
      details: {
        importId: row.id,
        organizationId: row.organizationId,
        locationId: row.locationId,
        qualityStatus: row.status,
        balanceMatches: row.balanceMatches,
        reason,
        actorId: actor.userId,
      },
    });
    // The override answers the updated quality report, read past the row the access check cached for this request.
    ctx.loader(importRowLoader).clear(row.id);
    return this.reads.qualityReport(ctx, row.id);
  }
}
