import type { RequestContext } from '../../platform/context/request-context';
import { errorCodeEntry } from '../../platform/errors/error-codes';
import type { ErpConnectionStore } from '../erp-connection/erp-connection.module';
import { ErpConnectorError, outcomeOf } from '../erp-connector/erp-connector.module';
import type { ErpPostingDto } from './dto/erp-posting.dto';
import type { PostingGateDto, PostingGateReportDto } from './dto/posting-gates.dto';
import { postingRowLoader } from './posting-loaders';
import { documentTypesOf } from './posting-rules';

/** Statuses whose posting may still be written (now, after approval, or again). */
const WRITABLE = new Set(['ApprovalRequired', 'Queued', 'RetryScheduled']);

interface LocalFacts {
  /** The first reason a line's document blocks the write now, or null. */
  documentBlock: string | null;
  /** The first line whose document type does not match the posting type, or null. */
  typeMismatch: string | null;
  criticalAnomaly: string | null;
  unconfirmedSend: boolean;
  connectionLive: boolean;
  lastCheckStatus: string | null;
  /** The documents' unpaid amounts are the service's own reckoning: the accounting system keeps none per document. */
  localDocumentState: boolean;
}

const gate = (code: string, passed: boolean, message: string): PostingGateDto => ({ code, passed, message });

/**
 * Preflight (GET) and dry-run (POST) of a posting: `{postingId, canWrite, gates}`, changing nothing. Preflight reads
 * local state only; dry-run adds live reads of the accounting system (server, readback by key, the documents' unpaid
 * amounts) and never writes to it.
 */
export class PostingGatesService {
  constructor(private readonly store: ErpConnectionStore) {}

  async preflight(ctx: RequestContext, id: string): Promise<PostingGateReportDto> {
    const posting = (await ctx.loader(postingRowLoader).load(id))!;
    return report(posting, localGates(posting, await localFacts(ctx, posting)));
  }

  async dryRun(ctx: RequestContext, id: string): Promise<PostingGateReportDto> {
    const posting = (await ctx.loader(postingRowLoader).load(id))!;
    const facts = await localFacts(ctx, posting);
    const gates = localGates(posting, facts);
    if (!facts.connectionLive) return report(posting, gates);
    const connection = await this.store.load(ctx, posting.erpConnectionId);
    const items: { documentId: string; amount: number; writeOffAmount: number; supplierId: string }[] =
      await ctx.em.query(
        `SELECT l.document_id AS "documentId", l.allocated_amount AS amount, l.write_off_amount AS "writeOffAmount",
              p.supplier_external_id AS "supplierId"
         FROM payment_allocation_lines l JOIN erp_payment_postings p ON p.payment_allocation_id = l.allocation_id
        WHERE p.id = $1 ORDER BY l.sequence`,
        [posting.id],
      );
    const live = await this.store
      .withConnector(ctx, connection, async (connector) => {
        const info = await connector.serverInfo();
        const [payments, documents] = await Promise.all([
          connector.readbackPayments({
            idempotencyKey: posting.idempotencyKey,
            date: posting.postingDate,
            supplierId: items[0]?.supplierId,
            totalAmount: posting.totalAmount,
            ...writeOffOf(items),
          }),
          // A server without unpaid states per document leaves the local documents gate as the check.
          connector.capabilities.unpaidState ? connector.getUnpaidBatch(items.map((item) => item.documentId)) : null,
        ]);
        return { info, payments, documents };
      })
      .catch((error: unknown) => {
        if (error instanceof ErpConnectorError) return { failure: outcomeOf(error).message };
        throw error;
      });
    if ('failure' in live) return report(posting, [...gates, gate('transport_live', false, live.failure)]);
    const unpaid = new Map((live.documents ?? []).map((document) => [document.documentId, document]));
    const short =
      live.documents === null
        ? undefined
        : items.find((item) => {
            const document = unpaid.get(item.documentId);
            return !document || document.isDeleted || !document.isProcessed || document.unpaidAmount < item.amount;
          });
    const written = live.payments.length > 0;
    return report(posting, [
      ...gates,
      gate('transport_live', true, `The accounting system answers (${live.info.edition} ${live.info.version}).`),
      gate(
        'idempotency_live',
        !written || !WRITABLE.has(posting.status),
        written ? 'A payment under this idempotency key exists already.' : 'No payment under this key yet.',
      ),
      gate(
        'documents_live',
        short === undefined,
        short
          ? `Document ${short.documentId} cannot take the amount now.`
          : live.documents === null
            ? 'The accounting system keeps no unpaid amount per document; the documents gate checked the local state.'
            : 'Every document owes the amount.',
      ),
    ]);
  }
}

function report(posting: ErpPostingDto, gates: PostingGateDto[]): PostingGateReportDto {
  return { postingId: posting.id, canWrite: gates.every((entry) => entry.passed), gates };
}

function localGates(posting: ErpPostingDto, facts: LocalFacts): PostingGateDto[] {
  const target = !!posting.accountId && !!posting.cashFlowArticleId;
  return [
    gate('status', WRITABLE.has(posting.status), `The posting is ${posting.status}.`),
    gate(
      'write_target',
      target,
      target ? 'Account and cash-flow article are set.' : errorCodeEntry('posting_write_target_required').message,
    ),
    gate(
      'idempotency',
      !facts.unconfirmedSend,
      facts.unconfirmedSend
        ? errorCodeEntry('write_outcome_unknown').message
        : 'Every write is sent with the posting idempotency key.',
    ),
    gate(
      'documents',
      facts.documentBlock === null,
      facts.documentBlock ??
        (facts.localDocumentState
          ? 'Every document is processed, not deleted and payable; their unpaid amounts are computed by this service ' +
            'from its postings and the suppliers’ balances, the accounting system keeps none per document.'
          : 'Every document is processed, not deleted and payable.'),
    ),
    gate(
      'posting_type_document_type_mismatch',
      facts.typeMismatch === null,
      facts.typeMismatch
        ? `Document ${facts.typeMismatch}: ${errorCodeEntry('posting_type_document_type_mismatch').message}`
        : `${posting.postingType} matches every document.`,
    ),
    gate(
      'payment_anomaly_open',
      facts.criticalAnomaly === null,
      facts.criticalAnomaly ? `Open critical anomaly: ${facts.criticalAnomaly}.` : 'No open critical anomaly.',
    ),
    gate(
      'server_applicability',
      facts.lastCheckStatus === null || facts.lastCheckStatus === 'connected',
      `Last connection check: ${facts.lastCheckStatus ?? 'never run'}.`,
    ),
    gate(
      'credentials',
      facts.connectionLive,
      facts.connectionLive ? 'Stored credentials are present.' : 'The connection was deleted.',
    ),
  ];
}

async function localFacts(ctx: RequestContext, posting: ErpPostingDto): Promise<LocalFacts> {
  const [row] = await ctx.em.query(
    `SELECT p.unconfirmed_send_at_utc IS NOT NULL AS "unconfirmedSend",
            (c.id IS NOT NULL AND c.deleted_at_utc IS NULL) AS "connectionLive", c.last_check_status AS "lastCheckStatus",
            (SELECT a.code FROM payment_anomalies a
              WHERE a.posting_id = p.id AND a.status = 'Open' AND a.severity = 'critical' LIMIT 1) AS "criticalAnomaly",
            (SELECT CASE WHEN d.external_document_id IS NULL THEN 'document_not_found: ' || l.document_id
                         WHEN d.is_deleted THEN 'document_deleted: ' || l.document_id
                         WHEN d.is_processed IS NOT TRUE THEN 'document_not_processed: ' || l.document_id
                         ELSE 'document_not_payable: ' || l.document_id END
               FROM payment_allocation_lines l
               LEFT JOIN erp_document_snapshots d
                 ON d.connection_id = l.connection_id AND d.external_document_id = l.document_id
              WHERE l.allocation_id = p.payment_allocation_id
                AND (d.external_document_id IS NULL OR d.is_deleted OR d.is_processed IS NOT TRUE
                     OR (p.status IN ('ApprovalRequired', 'Queued', 'RetryScheduled')
                         AND d.unpaid_amount < l.allocated_amount + l.write_off_amount))
              ORDER BY l.sequence LIMIT 1) AS "documentBlock",
            COALESCE((SELECT bool_or(d.processing_state_source = 'local_postings')
                        FROM payment_allocation_lines l
                        JOIN erp_document_snapshots d
                          ON d.connection_id = l.connection_id AND d.external_document_id = l.document_id
                       WHERE l.allocation_id = p.payment_allocation_id), false) AS "localDocumentState",
            (SELECT l.document_id FROM payment_allocation_lines l
              WHERE l.allocation_id = p.payment_allocation_id
                AND l.document_type <> ALL($2::text[])
              ORDER BY l.sequence LIMIT 1) AS "typeMismatch"
       FROM erp_payment_postings p
       LEFT JOIN erp_connections c ON c.id = p.erp_connection_id
      WHERE p.id = $1`,
    [posting.id, documentTypesOf(posting.direction)],
  );
  return row;
}

/** The readback's write-off member: a payment written with a write-off is found only with it. */
function writeOffOf(items: readonly { writeOffAmount: number }[]): { writeOffAmount?: number } {
  const writeOffAmount = items.reduce((total, item) => total + item.writeOffAmount, 0);
  return writeOffAmount > 0 ? { writeOffAmount } : {};
}
