import { UUIDResolver } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { PageArgs } from '../../platform/graphql/paging';
import { RequireActiveContext } from '../access/outlet-context';
import { BankImportDto, BankImportPage, BankTransactionFilterArgs } from './dto/bank-import.dto';
import { BankTransactionDto, BankTransactionPage } from './dto/bank-transaction.dto';
import {
  BankStatementImportHealthSummaryDto,
  BankStatementImportQualityReportDto,
  BankStatementQualitySummaryDto,
  SupportedBankFormatDto,
} from './dto/import-quality.dto';
import { ImportReadService } from './import-read.service';

const CONTEXT_NOTE =
  'Needs the outlet context (X-Organization-Id and X-Location-Id headers) and location.bank_statements.view on ' +
  'that outlet. Errors: the context.* codes.';
const SCOPED_NOTE =
  'Needs location.bank_statements.view on the outlet of the import; context headers, when sent, must contain it. ' +
  'Errors: not_found (unknown, unreached, or outside the header context), forbidden.';

/** Document 01 §Bank statements: the read side of imports and transactions. */
@Resolver(() => BankImportDto)
export class ImportReadResolver {
  constructor(private readonly readService: ImportReadService) {}

  @RequireActiveContext('location.bank_statements.view')
  @Query(() => BankImportPage, { description: `Imports of the context outlet, newest first. ${CONTEXT_NOTE}` })
  bankImports(@Ctx() ctx: RequestContext, @Args() args: PageArgs): Promise<BankImportPage> {
    return this.readService.list(ctx, args);
  }

  @Authorized()
  @Query(() => BankImportDto, { description: `One import. ${SCOPED_NOTE}` })
  bankImport(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<BankImportDto> {
    return this.readService.get(ctx, id);
  }

  @Authorized()
  @Query(() => BankTransactionPage, { description: `Transactions of an import in statement order. ${SCOPED_NOTE}` })
  bankImportTransactions(
    @Ctx() ctx: RequestContext,
    @Arg('importId', () => UUIDResolver) importId: string,
    @Args() args: BankTransactionFilterArgs,
  ): Promise<BankTransactionPage> {
    return this.readService.transactions(ctx, importId, args);
  }

  @Authorized()
  @Query(() => BankTransactionDto, {
    description:
      'One bank transaction. Needs location.bank_statements.view on its outlet; context headers, when sent, must ' +
      'contain it. Errors: not_found, forbidden.',
  })
  bankTransaction(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<BankTransactionDto> {
    return this.readService.transaction(ctx, id);
  }

  @Authorized()
  @Query(() => BankStatementImportQualityReportDto, { description: `Quality report of an import. ${SCOPED_NOTE}` })
  bankImportQualityReport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
  ): Promise<BankStatementImportQualityReportDto> {
    return this.readService.qualityReport(ctx, id);
  }

  @RequireActiveContext('location.bank_statements.view')
  @Query(() => BankStatementQualitySummaryDto, {
    description: `Quality counters of the context outlet. ${CONTEXT_NOTE}`,
  })
  bankStatementQualitySummary(@Ctx() ctx: RequestContext): Promise<BankStatementQualitySummaryDto> {
    return this.readService.qualitySummary(ctx);
  }

  @RequireActiveContext('location.bank_statements.view')
  @Query(() => BankStatementImportHealthSummaryDto, {
    description: `Import health of the context outlet, aggregate only. ${CONTEXT_NOTE}`,
  })
  bankStatementImportHealthSummary(@Ctx() ctx: RequestContext): Promise<BankStatementImportHealthSummaryDto> {
    return this.readService.healthSummary(ctx);
  }

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
