import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { DeleteBankImportInput } from './dto/delete-import.input';
import { QualityOverrideInput } from './dto/quality-override.input';
import { BankStatementImportQualityReportDto } from './dto/import-quality.dto';
import { ImportDeleteService } from './import-delete.service';
import { ImportReviewService } from './import-review.service';
import { Allow, on } from '../access/access.module';
import { importRecordResource } from './import-resources';

const byImportId = on.resource(importRecordResource, (args) => args.id);

/**
 * Balance review override and hard delete of one import, checked on the import's outlet. The original file is
 * downloaded over REST only (GET /api/bank-statements/imports/{id}/file, a stream).
 */
@Resolver()
export class ImportAdminResolver {
  constructor(
    private readonly reviewService: ImportReviewService,
    private readonly deleteService: ImportDeleteService,
  ) {}

  @Allow('location.bank_statements.quality_override', byImportId)
  @Transactional()
  @Mutation(() => BankStatementImportQualityReportDto, {
    description:
      'Overrides the open balance review of an import (permission location.bank_statements.quality_override on its ' +
      'outlet). Errors: review_override_reason_required, not_found, concurrency.conflict, workflow.invalid_transition.',
  })
  overrideBankImportQualityReview(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => QualityOverrideInput) input: QualityOverrideInput,
  ): Promise<BankStatementImportQualityReportDto> {
    return this.reviewService.override(ctx, id, input);
  }

  @Allow('location.bank_statements.upload', byImportId)
  // No @Transactional: the service commits before it removes the stored file (a rolled-back delete keeps it).
  @Mutation(() => Boolean, {
    description:
      'Hard-deletes an import with its transactions and stored file (permission location.bank_statements.upload on ' +
      'its outlet). Refused while a transaction of the import has a payment allocation other than Cancelled ' +
      '(bank_import_has_allocations {importId}; cancel the allocations first, cancelled ones are deleted with the ' +
      'import). Errors: import_delete_reason_required, not_found, forbidden, bank_import_has_allocations.',
  })
  deleteBankImport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => DeleteBankImportInput) input: DeleteBankImportInput,
  ): Promise<boolean> {
    return this.deleteService.delete(ctx, id, input);
  }
}
