import { BankImport } from './bank-import.entity';
import { BankTransaction } from './bank-transaction.entity';
import { BankDuplicateCandidate } from './bank-duplicate-candidate.entity';
import { ReprocessPreview } from './reprocess-preview.entity';
import type { FeatureModule, PlatformServices } from '../../platform/module/feature-module';
import { ImportEventsResolver } from './import-events.resolver';
import type { BackgroundJob } from '../../platform/worker/background-job';
import type { AuditModuleExports } from '../audit/audit.module';
import type { QuotaModuleExports } from '../quota/quota.module';
import type { SettingsModuleExports } from '../settings/settings.module';
import { LocalBankFileStore } from './bank-file-storage';
import type { BankFileStore } from './bank-file-store';
import { BankImportUploadService } from './bank-import-upload.service';
import { BankImportResolver } from './bank-import.resolver';
import { DuplicateCandidatesService } from './duplicate-candidates.service';
import { BankFileRetention } from './file-retention';
import { ImportAdminResolver } from './import-admin.resolver';
import { ImportDeleteService } from './import-delete.service';
import { ImportDuplicatesResolver } from './import-duplicates.resolver';
import { ImportFileService } from './import-file.service';
import type { ImportMatchingPort } from './import-matching.port';
import { ImportProcessingService } from './import-processing.service';
import { ImportReadResolver } from './import-read.resolver';
import { ImportReadService } from './import-read.service';
import { ImportReviewService } from './import-review.service';
import { ReprocessPreviewResolver } from './reprocess-preview.resolver';
import { ReprocessPreviewService } from './reprocess-preview.service';
import { S3BankFileStore } from './s3-bank-file-store';
import { bankImportDuplicateRoutes } from './bank-import-duplicates.routes';
import { bankImportAdminRoutes } from './bank-import-admin.routes';
import { bankImportReadRoutes } from './bank-import-reads.routes';
import { bankImportRoutes } from './bank-import.routes';
import { bankImportFileRoutes } from './bank-import.file-routes';
import { BANK_IMPORT_ERROR_CODES } from './bank-import.error-codes';
import { bankImportPermissions } from './bank-import.permissions';

export function createBankImportModule(deps: {
  platform: PlatformServices;
  audit: AuditModuleExports;
  quota: QuotaModuleExports;
  settings: SettingsModuleExports;
  /** Automatic counterparty matching of an import's rows while they load. */
  matching: ImportMatchingPort;
}): FeatureModule {
  const { config, logger } = deps.platform;
  const { audit } = deps.audit;
  // One store for upload, download, deletion, reprocess preview and retention (docs/configuration.md, "Original bank files").
  const bankFiles: BankFileStore = config.bankFilesS3
    ? new S3BankFileStore(config.bankFilesS3)
    : new LocalBankFileStore(config.bankFilesRoot);
  const duplicateCandidates = new DuplicateCandidatesService(audit);
  const importProcessing = new ImportProcessingService(logger, deps.matching);
  const upload = new BankImportUploadService(
    bankFiles,
    importProcessing,
    deps.quota.quotas,
    deps.settings.settings,
    audit,
    duplicateCandidates,
  );
  const importReads = new ImportReadService();
  return {
    name: 'bank-import',
    permissions: bankImportPermissions,
    errorCodes: BANK_IMPORT_ERROR_CODES,
    entities: [BankImport, BankTransaction, BankDuplicateCandidate, ReprocessPreview],
    routes: [...bankImportRoutes, ...bankImportReadRoutes, ...bankImportAdminRoutes, ...bankImportDuplicateRoutes],
    resolvers: [
      new BankImportResolver(upload),
      new ImportReadResolver(importReads),
      new ImportAdminResolver(new ImportReviewService(audit, importReads), new ImportDeleteService(bankFiles, audit)),
      new ImportDuplicatesResolver(duplicateCandidates),
      new ReprocessPreviewResolver(new ReprocessPreviewService(bankFiles, importProcessing, audit)),
      new ImportEventsResolver(),
    ],
    jobs: [bankFileRetentionJob(bankFiles, deps.platform)],
    fileRoutes: bankImportFileRoutes(new ImportFileService(bankFiles, audit)),
    exports: {},
  };
}

/** Deletes original files past their retention (docs/api.md §Original bank files); the imports themselves stay. */
function bankFileRetentionJob(bankFiles: BankFileStore, platform: PlatformServices): BackgroundJob {
  return {
    name: 'bank-file-retention',
    async runOnce({ dataSource, shouldStop }) {
      const result = await new BankFileRetention(dataSource, bankFiles).run({ shouldStop });
      if (result.removed > 0) platform.logger.info({ removedBankFiles: result.removed }, 'expired bank files removed');
      return { removedBankFiles: result.removed, rounds: result.rounds };
    },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { TRANSACTION_COLUMNS, toTransactionDto, transactionRowLoader } from './import-loaders';
export type { TransactionRow } from './import-loaders';
export { MATCH_STATUSES } from './import-matching.port';
export type { MatchStatus } from './import-matching.port';
export { transactionResource } from './import-resources';
