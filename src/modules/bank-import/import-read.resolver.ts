import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { PageArgs } from '../../platform/graphql/paging';
import { BankImportDto, BankImportPage, BankTransactionFilterArgs } from './dto/bank-import.dto';
import { BankTransactionDto, BankTransactionPage } from './dto/bank-transaction.dto';
import {
  BankStatementImportHealthSummaryDto,
  BankStatementImportQualityReportDto,
  BankStatementQualitySummaryDto,
  SupportedBankFormatDto,
} from './dto/import-quality.dto';
import { ImportReadService } from './import-read.service';
import { Allow, on, Public } from '../access/access.module';
import { importResource, transactionResource } from './import-resources';

const CONTEXT_NOTE =
  'Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on ' +
  'that outlet. Errors: the context.* codes.';
const SCOPED_NOTE =
  'Needs location.bank_statements.view on the outlet of the import; context headers, when sent, must contain it. ' +
  'Errors: not_found (unknown, or outside the header context), forbidden (outside the caller’s scope).';

const byImportId = on.resource(importResource, (args) => args.id);

/** The read side of bank statement imports and transactions. */
@Resolver(() => BankImportDto)
export class ImportReadResolver {
  constructor(private readonly readService: ImportReadService) {}

  @Allow('location.bank_statements.view', on.context())
  @Query(() => BankImportPage, { description: `Imports of the context outlet, newest first. ${CONTEXT_NOTE}` })
  bankImports(@Ctx() ctx: RequestContext, @Args() args: PageArgs): Promise<BankImportPage> {
    return this.readService.list(ctx, args);
  }

  @Allow('location.bank_statements.view', byImportId)
  @Query(() => BankImportDto, { description: `One import. ${SCOPED_NOTE}` })
  bankImport(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<BankImportDto> {
    return this.readService.get(ctx, id);
  }

  @Allow('location.bank_statements.view', on.resource(importResource, (args) => args.importId))
  @Query(() => BankTransactionPage, { description: `Transactions of an import in statement order. ${SCOPED_NOTE}` })
  bankImportTransactions(
    @Ctx() ctx: RequestContext,
    @Arg('importId', () => UUIDResolver) importId: string,
    @Args() args: BankTransactionFilterArgs,
  ): Promise<BankTransactionPage> {
    return this.readService.transactionsOf(ctx, importId, args);
  }

  @Allow('location.bank_statements.view', on.resource(transactionResource, (args) => args.id))
  @Query(() => BankTransactionDto, {
    description:
      'One bank transaction. Needs location.bank_statements.view on its outlet; context headers, when sent, must ' +
      'contain it. Errors: not_found (unknown, or outside the header context), forbidden (outside the caller’s scope).',
  })
  bankTransaction(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<BankTransactionDto> {
    return this.readService.transaction(ctx, id);
  }

  @Allow('location.bank_statements.view', byImportId)
  @Query(() => BankStatementImportQualityReportDto, { description: `Quality report of an import. ${SCOPED_NOTE}` })
  bankImportQualityReport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<BankStatementImportQualityReportDto> {
    return this.readService.qualityReport(ctx, id);
  }

  @Allow('location.bank_statements.view', on.context())
  @Query(() => BankStatementQualitySummaryDto, {
    description: `Quality counters of the context outlet. ${CONTEXT_NOTE}`,
  })
  bankStatementQualitySummary(@Ctx() ctx: RequestContext): Promise<BankStatementQualitySummaryDto> {
    return this.readService.qualitySummary(ctx);
  }

  @Allow('location.bank_statements.view', on.context())
  @Query(() => BankStatementImportHealthSummaryDto, {
    description: `Import health of the context outlet, aggregate only. ${CONTEXT_NOTE}`,
  })
  bankStatementImportHealthSummary(@Ctx() ctx: RequestContext): Promise<BankStatementImportHealthSummaryDto> {
    return this.readService.healthSummary(ctx);
  }

  @Public()
  @Query(() => [SupportedBankFormatDto], { description: 'Statement formats the service reads; anonymous.' })
  supportedBankFormats(): SupportedBankFormatDto[] {
    return this.readService.supportedBanks();
  }

  @FieldResolver(() => BankTransactionPage, {
    description: 'Transactions of this import in statement order; batched across the imports of a list.',
  })
  transactions(
    @Ctx() ctx: RequestContext,
    @Root() bankImport: BankImportDto,
    @Args() args: BankTransactionFilterArgs,
  ): Promise<BankTransactionPage> {
    return this.readService.transactionsOf(ctx, bankImport.id, args);
  }
}
