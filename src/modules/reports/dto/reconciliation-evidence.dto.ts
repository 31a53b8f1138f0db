import { MaxLength } from 'class-validator';
import { SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageArgs } from '../../../platform/graphql/paging';
import { EVIDENCE_COLUMNS, type EvidenceColumnKind } from '../reconciliation-evidence.columns';

/** Every filter is optional and narrows the caller's reach; none widens it. */
@ArgsType()
export class ReconciliationEvidenceArgs extends PageArgs {
  @Field(() => UUIDResolver, { nullable: true, description: 'Outside the reach: an empty page, not an error.' })
  organizationId?: string | null;

  @Field(() => UUIDResolver, { nullable: true, description: 'Outside the reach: an empty page, not an error.' })
  locationId?: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  postingId?: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  allocationId?: string | null;

  @Field(() => UUIDResolver, { nullable: true })
  bankTransactionId?: string | null;

  @Field(() => String, { nullable: true, description: 'The posting status, e.g. Reconciled.' })
  @MaxLength(32)
  status?: string | null;

  @Field(() => Date, { nullable: true, description: 'Inclusive lower bound of the posting createdAtUtc.' })
  fromUtc?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Exclusive upper bound of the posting createdAtUtc.' })
  toUtc?: Date | null;
}

/**
 * One row of the reconciliation evidence: one posting × one of its allocation lines (a direct posting: one row), with the 47 columns of the CSV
 * export in the same order and under the same names. The fields are declared from the column list itself, so the
 * GraphQL row and the CSV header cannot drift apart.
 */
@ObjectType({
  description:
    'Reconciliation evidence of one posting line: the columns of the CSV export, same names and order ' +
    '(docs/reports.md).',
})
export class ReconciliationEvidenceRow {
  [column: string]: unknown;
}

/** Columns that every row fills; the others are empty where the posting has not got that far. */
const ALWAYS_FILLED = new Set([
  'postingId',
  'allocationId',
  'bankTransactionId',
  'organizationId',
  'locationId',
  'documentIdMasked',
  'documentNumber',
  'documentType',
  'currency',
  'allocatedAmount',
  'allocationStatus',
  'postingStatus',
  'postingType',
  'idempotencyKey',
  'requestHash',
  'optimisticSource',
  'optimisticPaymentStatus',
  'optimisticUnpaidAmount',
  'optimisticPaidAmount',
  'reconciliationStatus',
]);

const GRAPHQL_TYPES: Record<EvidenceColumnKind, () => unknown> = {
  text: () => String,
  amount: () => SafeIntResolver,
  timestamp: () => Date,
  boolean: () => Boolean,
};

for (const column of EVIDENCE_COLUMNS) {
  Field(GRAPHQL_TYPES[column.kind] as () => StringConstructor, { nullable: !ALWAYS_FILLED.has(column.name) })(
    ReconciliationEvidenceRow.prototype,
    column.name,
  );
}

@ObjectType({ description: 'A page of reconciliation evidence, with the REST path of the CSV of the same filters.' })
export class ReconciliationEvidencePage {
  @Field(() => [ReconciliationEvidenceRow])
  items: ReconciliationEvidenceRow[];

  @Field(() => Int, { description: 'Rows the filters select in the caller’s reach (uncapped).' })
  totalCount: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;

  @Field(() => Int, { description: 'At most this many rows go into the CSV export.' })
  rowCap: number;

  @Field({ description: 'GET this path (same filters) for the CSV export.' })
  exportPath: string;
}
