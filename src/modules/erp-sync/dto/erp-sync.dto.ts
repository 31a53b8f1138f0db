import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PagedResult, PageArgs } from '../../../platform/graphql/paging';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ORGANIZATION_NOTE = 'The organization; the X-Organization-Id header when absent.';

/**
 * The fields every sync run has; each kind of run adds its own. Registered only so that type-graphql inherits its
 * fields: no field answers this type, so the schema leaves it out.
 */
@ObjectType()
abstract class ErpSyncRunFields {
  @Field(() => UUIDResolver)
  id: string;

  @Field(() => UUIDResolver)
  connectionId: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field({ description: 'Succeeded or Failed.' })
  status: string;

  @Field()
  startedAtUtc: Date;

  @Field(() => Date, { nullable: true })
  finishedAtUtc: Date | null;

  @Field(() => String, { nullable: true, description: 'Safe summary of the failure; never credentials.' })
  errorMessage: string | null;
}

@ObjectType('ErpSupplierSyncRun', { description: 'One supplier sync of a connection (docs/erp-sync.md).' })
export class ErpSupplierSyncRunDto extends ErpSyncRunFields {
  @Field({ description: 'full or incremental.' })
  mode: string;

  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'Revision the catch-up started after; null for a full run.',
  })
  revisionFrom: number | null;

  @Field(() => SafeIntResolver, {
    nullable: true,
    description: 'The server revision reached; the next run starts after it.',
  })
  revisionTo: number | null;

  @Field(() => Int, { description: 'Suppliers the server returned.' })
  receivedCount: number;

  @Field(() => Int, { description: 'Snapshot rows inserted or updated.' })
  upsertedCount: number;

  @Field(() => Int, { description: 'Snapshot rows marked deleted because a full run no longer listed them.' })
  deletedCount: number;
}

export const ErpSupplierSyncRunPage = PagedResult(ErpSupplierSyncRunDto);
export type ErpSupplierSyncRunPage = InstanceType<typeof ErpSupplierSyncRunPage>;

@ObjectType('ErpDocumentSyncRun', {
  description: 'One document sync of a connection, with its call counters and document counts (docs/erp-sync.md).',
})
export class ErpDocumentSyncRunDto extends ErpSyncRunFields {
  @Field({ description: 'True when fresh unchanged outgoing snapshots were not reused.' })
  forceRefresh: boolean;

  @Field({ description: 'First document date synced, YYYY-MM-DD.' })
  periodFrom: string;

  @Field({ description: 'Last document date synced, YYYY-MM-DD.' })
  periodTo: string;

  @Field(() => String, {
    nullable: true,
    description:
      'batch, hybrid or fallback (unpaid states read from the server), or local (a dialect without them: computed ' +
      'from this service’s postings, bounded by the suppliers’ balances); null when the run failed before.',
  })
  syncMode: string | null;

  @Field(() => Int, { description: 'Document list calls.' })
  rpcList: number;

  @Field(() => Int, { description: 'Batch unpaid-state calls.' })
  rpcUnpaidBatch: number;

  @Field(() => Int, { description: 'Per-document unpaid-sum calls.' })
  rpcUnpaidSum: number;

  @Field(() => Int, { description: 'Single-document reads.' })
  rpcGetDocument: number;

  @Field(() => Int, { description: 'Account reads; always 0 for the bulk sync.' })
  rpcAccounts: number;

  @Field(() => Int, { description: 'Store and department list requests (dialects that map store codes themselves).' })
  rpcStores: number;

  @Field(() => Int, { description: 'Supplier balance requests (dialects without unpaid states).' })
  rpcBalance: number;

  @Field(() => Int, { description: 'Sum of the rpc counters.' })
  rpcTotal: number;

  @Field(() => Int, { description: 'Documents whose unpaid state came from batch calls.' })
  unpaidBatchCount: number;

  @Field(() => Int, { description: 'Documents the list calls returned.' })
  listCount: number;

  @Field(() => Int, {
    description: 'Outgoing documents served from a fresh unchanged local snapshot without a remote unpaid call.',
  })
  snapshotReuseCount: number;

  @Field(() => String, {
    nullable: true,
    description: 'Why per-document calls were needed, e.g. unpaid_batch_not_supported.',
  })
  fallbackReason: string | null;

  @Field(() => Int, { description: 'Documents synced (listed, reused ones included).' })
  documentCount: number;

  @Field(() => Int, { description: 'Snapshot rows written.' })
  upsertedCount: number;

  @Field(() => Int, { description: 'Written documents whose storeCode matched no outlet (locationId null).' })
  unresolvedLocationCount: number;

  @Field(() => Int, {
    description:
      'Open invoices part of whose amount the supplier’s balance shows paid outside this service (dialects without ' +
      'unpaid states); their candidates carry the reason paid_outside_service.',
  })
  paidOutsideCount: number;
}

export const ErpDocumentSyncRunPage = PagedResult(ErpDocumentSyncRunDto);
export type ErpDocumentSyncRunPage = InstanceType<typeof ErpDocumentSyncRunPage>;

@ObjectType('ErpCounterparty', { description: 'A supplier of the accounting system.' })
export class ErpCounterpartyDto {
  @Field({ description: "The accounting system's supplier id (erpCounterpartyId)." })
  id: string;

  @Field(() => UUIDResolver, { nullable: true, description: 'Null for catalog rows read live.' })
  connectionId: string | null;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  taxId: string | null;

  @Field()
  isDeleted: boolean;

  @Field({ description: 'False when the snapshot was empty and the row was read live from the default connection.' })
  fromSnapshot: boolean;

  @Field(() => Date, { nullable: true })
  syncedAtUtc: Date | null;
}

export const ErpCounterpartyPage = PagedResult(ErpCounterpartyDto);
export type ErpCounterpartyPage = InstanceType<typeof ErpCounterpartyPage>;

@ObjectType('ErpDebt', {
  description: 'An open debt: a processed, not deleted document snapshot with an unpaid amount.',
})
export class ErpDebtDto {
  @Field({ description: "The accounting system's document id." })
  documentId: string;

  @Field(() => UUIDResolver)
  connectionId: string;

  @Field(() => UUIDResolver)
  organizationId: string;

  @Field(() => UUIDResolver, { nullable: true, description: 'Outlet by storeCode; null is never a default outlet.' })
  locationId: string | null;

  @Field()
  documentNumber: string;

  @Field({ description: 'YYYY-MM-DD.' })
  documentDate: string;

  @Field(() => String, { nullable: true })
  supplierId: string | null;

  @Field(() => String, { nullable: true, description: 'From the supplier snapshot when synced.' })
  supplierName: string | null;

  @Field({ description: 'incoming or outgoing.' })
  direction: string;

  @Field()
  documentType: string;

  @Field(() => SafeIntResolver, { description: 'Minor units.' })
  amount: number;

  @Field(() => SafeIntResolver, { description: 'Minor units.' })
  paidAmount: number;

  @Field(() => SafeIntResolver, { description: 'Minor units.' })
  unpaidAmount: number;

  @Field()
  currency: string;

  @Field({ description: 'Unpaid or PartiallyPaid.' })
  paymentStatus: string;

  @Field(() => Date, { nullable: true })
  processingStateCheckedAtUtc: Date | null;

  @Field(() => String, { nullable: true })
  processingStateSource: string | null;
}

export const ErpDebtPage = PagedResult(ErpDebtDto);
export type ErpDebtPage = InstanceType<typeof ErpDebtPage>;

@ArgsType()
export class SupplierSyncRunArgs extends PageArgs {
  @Field(() => UUIDResolver, { nullable: true, description: ORGANIZATION_NOTE })
  organizationId?: string | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'Only runs of this connection of the organization.' })
  connectionId?: string | null;
}

@ArgsType()
export class CounterpartyArgs extends PageArgs {
  @Field(() => UUIDResolver, { nullable: true, description: ORGANIZATION_NOTE })
  organizationId?: string | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'Only suppliers of this connection of the organization.' })
  connectionId?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the name or tax id, case-insensitive.' })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => Boolean, { defaultValue: false })
  includeDeleted: boolean;
}

@ArgsType()
export class DebtArgs extends PageArgs {
  @Field(() => UUIDResolver, { nullable: true, description: ORGANIZATION_NOTE })
  organizationId?: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  locationId?: string | null;

  @Field(() => String, { nullable: true, description: "The accounting system's supplier id." })
  @IsOptional()
  @MaxLength(100)
  supplierId?: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  connectionId?: string | null;

  @Field(() => String, { nullable: true, description: 'incoming or outgoing; both when absent.' })
  @IsOptional()
  @IsIn(['incoming', 'outgoing'])
  direction?: string | null;
}

@ArgsType()
export class DocumentSyncArgs {
  @Field(() => UUIDResolver)
  connectionId: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Bypass the reuse of fresh unchanged outgoing snapshots and ask the unpaid state of every document.',
  })
  forceRefresh: boolean;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default 365 days before `to`.' })
  @IsOptional()
  @Matches(DATE)
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; default today (UTC).' })
  @IsOptional()
  @Matches(DATE)
  to?: string | null;
}
