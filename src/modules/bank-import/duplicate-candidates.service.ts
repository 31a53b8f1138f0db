import type { RequestContext } from '../../platform/context/request-context';
import {
  columnOf,
  selectColumns,
  type PropertyOf,
  type SnakeCase,
  type SnakeRow,
} from '../../platform/database/entity-columns';
import { DomainError } from '../../platform/errors/domain-error';
import { reachOf, REACH_CTE } from '../access/access.module';
import type { AuditService } from '../audit/audit.module';
import { BankDuplicateCandidate } from './bank-duplicate-candidate.entity';
import { BankTransaction } from './bank-transaction.entity';
import type {
  BankDuplicateCandidateDto,
  BankDuplicateCandidateMutationResultDto,
  BankDuplicateTransactionDto,
} from './dto/duplicate-candidate.dto';

export type DuplicateDecision = 'Confirmed' | 'Dismissed';

/**
 * Transaction-level duplicate candidates (docs/bank-imports.md §Duplicate candidates). A candidate pairs a transaction
 * of a newly stored import with one of another import of the same organization that has the same fingerprint. Nothing
 * is ever dropped or deleted: confirming excludes the newer transaction from matching (when it is not matched yet);
 * dismissing only records the decision.
 */
export class DuplicateCandidatesService {
  constructor(private readonly audit: AuditService) {}

  /**
   * One statement, inside the upload's transaction, after the transactions are stored. The k-th transaction of a
   * fingerprint in the new import pairs with the k-th of that fingerprint in each other import, so two identical
   * entries exported twice give two candidates, not four. Returns the number of candidates created.
   *
   * The other imports' rows sharing a fingerprint are found first, and only the new rows of those fingerprints are
   * numbered: numbering every row of a large import (a sort of all of them) cost more than the rest of the statement,
   * and most imports share no fingerprint at all.
   */
  async detectForImport(ctx: RequestContext, importId: string, organizationId: string): Promise<number> {
    const rows: unknown[] = await ctx.em.query(
      `WITH shared AS MATERIALIZED (
         SELECT id, import_id, fingerprint, statement_index, sequence
         FROM bank_transactions
         WHERE organization_id = $2 AND import_id <> $1
           AND fingerprint IN (SELECT fingerprint FROM bank_transactions WHERE import_id = $1)
       ), fresh AS (
         SELECT id, location_id, fingerprint,
                row_number() OVER (PARTITION BY fingerprint ORDER BY statement_index, sequence) AS occurrence
         FROM bank_transactions
         WHERE import_id = $1 AND fingerprint IN (SELECT fingerprint FROM shared)
       ), earlier AS (
         SELECT id, import_id, fingerprint,
                row_number() OVER (PARTITION BY import_id, fingerprint ORDER BY statement_index, sequence) AS occurrence
         FROM shared
       )
       INSERT INTO bank_duplicate_candidates (organization_id, location_id, import_id, transaction_id,
                                              duplicate_of_import_id, duplicate_of_transaction_id)
       SELECT $2, fresh.location_id, $1, fresh.id, earlier.import_id, earlier.id
       FROM fresh JOIN earlier ON earlier.fingerprint = fresh.fingerprint AND earlier.occurrence = fresh.occurrence
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [importId, organizationId],
    );
    return rows.length;
  }

  /**
   * Candidates the import takes part in, on either side; the resolver's access declaration checks the import's
   * outlet. A candidate whose other side is at an outlet the caller does not reach is left out (`bothSidesReached`).
   */
  async listForImport(ctx: RequestContext, importId: string): Promise<BankDuplicateCandidateDto[]> {
    const rows: CandidateRow[] = await ctx.em.query(
      `${REACH_CTE}
       SELECT ${CANDIDATE_COLUMNS}, ${NEW_SIDE_COLUMNS}, ${OLD_SIDE_COLUMNS}
       FROM bank_duplicate_candidates c
       JOIN bank_transactions t ON t.id = c.transaction_id
       JOIN bank_transactions o ON o.id = c.duplicate_of_transaction_id
       WHERE (c.import_id = $4 OR c.duplicate_of_import_id = $4) AND ${bothSidesReached('t', 'o')}
       ORDER BY t.transaction_date, t.statement_index, t.sequence, c.id`,
      [...(await candidateReachParams(ctx)), importId],
    );
    return rows.map(toCandidateDto);
  }

  /** Open → Confirmed or Dismissed; any other state is workflow.invalid_transition. Call in a transaction. */
  async decide(
    ctx: RequestContext,
    candidateId: string,
    decision: DuplicateDecision,
  ): Promise<BankDuplicateCandidateMutationResultDto> {
    // The declaration checked the candidate's own outlet; one whose other side the caller does not reach, and so
    // may not list (`bothSidesReached`), is theirs to see but not to decide: the scoped denial.
    const [candidate]: { location_id: string; organization_id: string }[] = await ctx.em.query(
      `${REACH_CTE}
       SELECT c.location_id, c.organization_id
       FROM bank_duplicate_candidates c
       JOIN bank_transactions t ON t.id = c.transaction_id
       JOIN bank_transactions o ON o.id = c.duplicate_of_transaction_id
       WHERE c.id = $4 AND ${bothSidesReached('t', 'o')}`,
      [...(await candidateReachParams(ctx)), candidateId],
    );
    if (!candidate) throw new DomainError('forbidden');
    const actor = await ctx.requireActor();
    const [updated]: DecidedRow[] = await ctx.em.query(
      // Wrapped in a CTE so the driver answers rows, not [rows, count]; `status = 'Open'` makes a race lose cleanly.
      `WITH decided AS (
         UPDATE bank_duplicate_candidates
         SET status = $2, decided_by_user_id = $3, decided_at_utc = now(), row_version = row_version + 1
         WHERE id = $1 AND status = 'Open'
         RETURNING ${DECIDED_COLUMNS})
       SELECT * FROM decided`,
      [candidateId, decision, actor.userId],
    );
    if (!updated) throw new DomainError('workflow.invalid_transition');
    let excluded = false;
    if (decision === 'Confirmed') {
      // A confirmed duplicate must not be matched or allocated a second time; a matched one keeps its match.
      const rows: unknown[] = await ctx.em.query(
        `WITH excluded AS (
           UPDATE bank_transactions
              SET match_status = 'Excluded', match_reason = 'duplicate_confirmed', match_signals = '[]',
                  matched_rule_id = NULL, row_version = row_version + 1
           WHERE id = $1 AND match_status IN ('Unmatched', 'LowConfidence')
           RETURNING id)
         SELECT id FROM excluded`,
        [updated.transaction_id],
      );
      excluded = rows.length > 0;
    }
    await this.audit.record(ctx, {
      action: decision === 'Confirmed' ? 'DuplicateCandidateConfirmed' : 'DuplicateCandidateDismissed',
      entityType: 'BankDuplicateCandidate',
      entityId: updated.id,
      organizationId: candidate.organization_id,
      locationId: candidate.location_id,
      message: `Duplicate candidate ${decision.toLowerCase()}`,
      details: {
        candidateId: updated.id,
        importId: updated.import_id,
        transactionId: updated.transaction_id,
        duplicateOfImportId: updated.duplicate_of_import_id,
        duplicateOfTransactionId: updated.duplicate_of_transaction_id,
        transactionExcluded: excluded,
      },
    });
    return {
      candidateId: updated.id,
      status: updated.status,
      importId: updated.import_id,
      transactionId: updated.transaction_id,
      duplicateOfTransactionId: updated.duplicate_of_transaction_id,
      rowVersion: updated.row_version,
    };
  }
}

/**
 * The parameters $1–$3 of `bothSidesReached`: the outlets the caller reads bank statements at, as `reachOf` gives
 * them (organizations for `REACH_CTE`, outlets, platform).
 */
export async function candidateReachParams(ctx: RequestContext): Promise<[string[], string[], boolean]> {
  const reach = reachOf(await ctx.requireActor(), 'location.bank_statements.view');
  return [reach.organizationIds, reach.locationIds, reach.platform];
}

/**
 * SQL condition, after `REACH_CTE` with `candidateReachParams` as $1–$3: both transactions of a candidate are at
 * outlets the caller reaches. The earlier side may belong to another outlet of the organization; an outlet-scoped
 * caller must not learn of its rows, not even that one exists, so such a candidate is dropped from every read.
 */
export function bothSidesReached(transaction: string, duplicateOf: string): string {
  const reached = (alias: string) =>
    `(${alias}.location_id = ANY($2::uuid[]) OR ${alias}.organization_id IN (SELECT id FROM reach))`;
  return `($3::boolean OR (${reached(transaction)} AND ${reached(duplicateOf)}))`;
}

/** What a decision answers and audits of the candidate it changed. */
const DECIDED_PROPERTIES = [
  'id',
  'status',
  'importId',
  'transactionId',
  'duplicateOfImportId',
  'duplicateOfTransactionId',
  'rowVersion',
] as const satisfies readonly PropertyOf<BankDuplicateCandidate>[];

const DECIDED_COLUMNS = selectColumns(BankDuplicateCandidate, null, DECIDED_PROPERTIES, { as: 'column' });

type DecidedRow = SnakeRow<Pick<BankDuplicateCandidate, (typeof DECIDED_PROPERTIES)[number]>>;

/** Every column of a candidate but its tenant columns, which the reach condition reads from the transactions. */
const CANDIDATE_PROPERTIES = [
  'id',
  'status',
  'importId',
  'transactionId',
  'duplicateOfImportId',
  'duplicateOfTransactionId',
  'createdAtUtc',
  'decidedAtUtc',
  'decidedByUserId',
  'rowVersion',
] as const satisfies readonly PropertyOf<BankDuplicateCandidate>[];

const CANDIDATE_COLUMNS = selectColumns(BankDuplicateCandidate, 'c', CANDIDATE_PROPERTIES, { as: 'column' });

/**
 * The columns of each transaction of a candidate, selected as `new_…` and `old_…`. Only safe columns: no description
 * or raw line, and the statement account number only masked (`account_masked` below).
 */
const SIDE_PROPERTIES = [
  'locationId',
  'transactionDate',
  'valueDate',
  'direction',
  'amount',
  'currency',
  'counterpartyName',
  'counterpartyAccountMasked',
  'bankReference',
  'matchStatus',
] as const satisfies readonly PropertyOf<BankTransaction>[];

/** The `date` columns, read as `YYYY-MM-DD` text as the entity reads them. */
const DAY_PROPERTIES: readonly PropertyOf<BankTransaction>[] = ['transactionDate', 'valueDate'];

type Side = 'new' | 'old';
type SideProperty = (typeof SIDE_PROPERTIES)[number];
type SideOf<S extends Side> = { [P in SideProperty as `${S}_${SnakeCase<P>}`]: BankTransaction[P] } & {
  [K in `${S}_account_masked`]: string | null;
};

type CandidateRow = SnakeRow<Pick<BankDuplicateCandidate, (typeof CANDIDATE_PROPERTIES)[number]>> &
  SideOf<'new'> &
  SideOf<'old'>;

/** Only masked account columns are selected: the full numbers never reach this process's responses. */
function sideColumns(transaction: string, side: Side): string {
  return [
    ...SIDE_PROPERTIES.map((property) => {
      const column = columnOf(BankTransaction, property);
      const value = DAY_PROPERTIES.includes(property)
        ? `to_char(${transaction}.${column}, 'YYYY-MM-DD')`
        : `${transaction}.${column}`;
      return `${value} AS ${side}_${column}`;
    }),
    // The same form as maskAccountNumber, computed in SQL so the full number is never selected.
    `CASE WHEN regexp_replace(coalesce(${transaction}.account_number, ''), '\\D', '', 'g') = '' THEN NULL
          ELSE '****' || right(regexp_replace(${transaction}.account_number, '\\D', '', 'g'), 4) END AS ${side}_account_masked`,
  ].join(', ');
}

const NEW_SIDE_COLUMNS = sideColumns('t', 'new');
const OLD_SIDE_COLUMNS = sideColumns('o', 'old');

function sideOf(row: CandidateRow, side: Side, id: string, importId: string): BankDuplicateTransactionDto {
  return {
    id,
    importId,
    locationId: row[`${side}_location_id`],
    transactionDate: row[`${side}_transaction_date`],
    valueDate: row[`${side}_value_date`],
    direction: row[`${side}_direction`],
    amount: row[`${side}_amount`],
    currency: row[`${side}_currency`],
    accountNumberMasked: row[`${side}_account_masked`],
    counterpartyName: row[`${side}_counterparty_name`],
    counterpartyAccountMasked: row[`${side}_counterparty_account_masked`],
    bankReference: row[`${side}_bank_reference`],
    matchStatus: row[`${side}_match_status`],
  };
}

function toCandidateDto(row: CandidateRow): BankDuplicateCandidateDto {
  return {
    candidateId: row.id,
    status: row.status,
    importId: row.import_id,
    transactionId: row.transaction_id,
    duplicateOfImportId: row.duplicate_of_import_id,
    duplicateOfTransactionId: row.duplicate_of_transaction_id,
    transaction: sideOf(row, 'new', row.transaction_id, row.import_id),
    duplicateOf: sideOf(row, 'old', row.duplicate_of_transaction_id, row.duplicate_of_import_id),
    createdAtUtc: row.created_at_utc,
    decidedAtUtc: row.decided_at_utc,
    decidedByUserId: row.decided_by_user_id,
    rowVersion: row.row_version,
  };
}
