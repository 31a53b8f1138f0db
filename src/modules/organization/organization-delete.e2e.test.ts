import { randomBytes, randomUUID } from 'node:crypto';
import { useTestEnvironment, type SignedInClient } from '../../../test/test-environment';
import { OrganizationDeleteService } from './organization-delete.service';

/**
 * Every foreign key whose delete rule removes or rewrites the referencing rows. Nothing here may reach business data
 * from an organization or an outlet; a new cascade fails the catalogue test until it is judged and listed.
 */
const NON_RESTRICTING_KEYS = [
  // Owned by their scope or user, without business data of their own.
  'organization_quotas.organization_id -> organizations ON DELETE CASCADE',
  // The payment tolerance is a settings row like the quota; allocations copy its write-off target at confirm.
  'payment_tolerances.organization_id -> organizations ON DELETE CASCADE',
  'payment_tolerances.erp_connection_id -> erp_connections ON DELETE CASCADE',
  'role_assignments.organization_id -> organizations ON DELETE CASCADE',
  'role_assignments.location_id -> locations ON DELETE CASCADE',
  'role_assignments.user_id -> users ON DELETE CASCADE',
  'refresh_sessions.user_id -> users ON DELETE CASCADE',
  // A messenger link is an access grant of its scope and user, like a role assignment.
  'messenger_links.organization_id -> organizations ON DELETE CASCADE',
  'messenger_links.location_id -> locations ON DELETE CASCADE',
  'messenger_links.user_id -> users ON DELETE CASCADE',
  // The import hard delete takes the import's own rows with it; the import restricts its organization and outlet.
  'bank_transactions.import_id -> bank_imports ON DELETE CASCADE',
  'bank_duplicate_candidates.import_id -> bank_imports ON DELETE CASCADE',
  'bank_duplicate_candidates.duplicate_of_import_id -> bank_imports ON DELETE CASCADE',
  'bank_duplicate_candidates.transaction_id -> bank_transactions ON DELETE CASCADE',
  'bank_duplicate_candidates.duplicate_of_transaction_id -> bank_transactions ON DELETE CASCADE',
  'bank_import_reprocess_previews.import_id -> bank_imports ON DELETE CASCADE',
  // Only cancelled allocations can go with their transaction: a live one holds it (bank_transaction_holds restricts).
  'payment_allocations.bank_transaction_id -> bank_transactions ON DELETE CASCADE',
  'payment_allocation_lines.bank_transaction_id -> bank_transactions ON DELETE CASCADE',
  'payment_candidate_lists.bank_transaction_id -> bank_transactions ON DELETE CASCADE',
  // The work queue's memory of a transaction (its preparation, prepare answers, approve-and-queue leases) is not
  // business data: the allocation and posting it led to restrict the transaction on their own.
  'work_item_preparations.bank_transaction_id -> bank_transactions ON DELETE CASCADE',
  'work_item_prepare_requests.bank_transaction_id -> bank_transactions ON DELETE CASCADE',
  'work_item_approvals.bank_transaction_id -> bank_transactions ON DELETE CASCADE',
  // A rule suggestion is read from the organization's manual matches, which restrict on their own; deciding it
  // (accepting creates a counterparty rule, which restricts) is the business data, not the proposal.
  'counterparty_rule_suggestions.organization_id -> organizations ON DELETE CASCADE',
  // A posting's own records; the posting itself restricts its allocation.
  'erp_posting_attempts.posting_id -> erp_payment_postings ON DELETE CASCADE',
  'erp_posting_outbox.posting_id -> erp_payment_postings ON DELETE CASCADE',
  'payment_anomalies.posting_id -> erp_payment_postings ON DELETE CASCADE',
  // A removed user leaves what it touched without author.
  'role_assignments.created_by_user_id -> users ON DELETE SET NULL',
  'platform_settings.updated_by_user_id -> users ON DELETE SET NULL',
  'bank_imports.created_by_user_id -> users ON DELETE SET NULL',
  'bank_imports.review_overridden_by_user_id -> users ON DELETE SET NULL',
  'bank_duplicate_candidates.decided_by_user_id -> users ON DELETE SET NULL',
  'bank_import_reprocess_previews.created_by_user_id -> users ON DELETE SET NULL',
];

/** Each kind of business data, with what the 409's details name once it is seeded. */
const KINDS: [kind: string, present: string[]][] = [
  ['erpConnections', ['erpConnections']],
  ['erpReferenceSnapshots', ['erpConnections', 'erpReferenceSnapshots']],
  ['erpSupplierSnapshots', ['erpConnections', 'erpSupplierSnapshots']],
  ['erpSupplierSyncRuns', ['erpConnections', 'erpSupplierSyncRuns']],
  ['erpDocumentSnapshots', ['erpConnections', 'erpDocumentSnapshots']],
  ['erpDocumentSyncRuns', ['erpConnections', 'erpDocumentSyncRuns']],
  ['counterpartyRules', ['counterpartyRules']],
  ['bankImports', ['locations', 'bankImports']],
];

describe('organization hard delete and business data', () => {
  const env = useTestEnvironment();
  let admin: SignedInClient;

  beforeAll(async () => {
    admin = await env.clientFor('MegaAdmin');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const sql = (text: string, parameters: unknown[] = []) => env.app.dataSource.query(text, parameters);

  async function archived(): Promise<{ id: string; name: string }> {
    const name = `Archived ${randomUUID().slice(0, 8)}`;
    const id = await env.createOrganization(name);
    await sql(`UPDATE organizations SET status = 'Archived' WHERE id = $1`, [id]);
    return { id, name };
  }

  const remove = (id: string, name: string) =>
    admin.rest('delete', `/api/platform/organizations/${id}`).send({ confirmName: name, reason: 'Cleanup' });

  const connectionOf = (organizationId: string) =>
    env.createErpConnection(organizationId, { baseUrl: 'http://127.0.0.1:9', login: 'l', password: 'p' });

  const seeds: Record<string, (organizationId: string) => Promise<unknown>> = {
    erpConnections: connectionOf,
    erpReferenceSnapshots: async (organizationId) =>
      sql(`INSERT INTO erp_reference_snapshots (connection_id, kind, items) VALUES ($1, 'accounts', '[]')`, [
        await connectionOf(organizationId),
      ]),
    erpSupplierSnapshots: async (organizationId) =>
      sql(
        `INSERT INTO erp_supplier_snapshots (connection_id, organization_id, external_id, name, revision)
         VALUES ($1, $2, 'S-1', 'Supplier', 1)`,
        [await connectionOf(organizationId), organizationId],
      ),
    erpSupplierSyncRuns: async (organizationId) =>
      sql(
        `INSERT INTO erp_supplier_sync_runs (connection_id, organization_id, mode, status)
         VALUES ($1, $2, 'Full', 'Succeeded')`,
        [await connectionOf(organizationId), organizationId],
      ),
    erpDocumentSnapshots: async (organizationId) =>
      sql(
        `INSERT INTO erp_document_snapshots (connection_id, organization_id, external_document_id, document_number,
           document_date, direction, document_type, amount, paid_amount, unpaid_amount, currency, payment_status,
           revision)
         VALUES ($1, $2, 'D-1', '1', '2026-05-01', 'Incoming', 'Invoice', 100, 0, 100, 'RUB', 'Unpaid', 1)`,
        [await connectionOf(organizationId), organizationId],
      ),
    erpDocumentSyncRuns: async (organizationId) =>
      sql(
        `INSERT INTO erp_document_sync_runs (connection_id, organization_id, status, period_from, period_to)
         VALUES ($1, $2, 'Succeeded', '2026-05-01', '2026-05-31')`,
        [await connectionOf(organizationId), organizationId],
      ),
    counterpartyRules: (organizationId) =>
      sql(
        `INSERT INTO counterparty_rules (organization_id, pattern, normalized_pattern, erp_counterparty_id,
           erp_counterparty_name)
         VALUES ($1, 'Supplier', 'supplier', 'S-1', 'Supplier')`,
        [organizationId],
      ),
    bankImports: async (organizationId) => {
      const locationId = await env.createLocation(organizationId);
      const [row] = await sql(
        `INSERT INTO bank_imports (organization_id, location_id, status, file_name, file_size_bytes, file_sha256)
         VALUES ($1, $2, 'Parsed', 'statement.txt', 10, $3) RETURNING id`,
        [organizationId, locationId, randomBytes(32).toString('hex')],
      );
      await sql(
        `INSERT INTO bank_transactions (import_id, organization_id, location_id, statement_index, sequence,
           transaction_date, direction, amount, currency)
         VALUES ($1, $2, $3, 0, 0, '2026-05-01', 'Credit', 5000, 'RUB')`,
        [row.id, organizationId, locationId],
      );
    },
  };

  /** Row counts of every business table for the organization, directly or through its connections. */
  async function businessRows(organizationId: string): Promise<Record<string, number>> {
    const [row] = await sql(
      `SELECT (SELECT count(*) FROM organizations WHERE id = $1)::int AS "organization",
              (SELECT count(*) FROM locations WHERE organization_id = $1)::int AS "locations",
              (SELECT count(*) FROM bank_imports WHERE organization_id = $1)::int AS "bankImports",
              (SELECT count(*) FROM bank_transactions WHERE organization_id = $1)::int AS "bankTransactions",
              (SELECT count(*) FROM erp_connections WHERE organization_id = $1)::int AS "erpConnections",
              (SELECT count(*) FROM erp_reference_snapshots r JOIN erp_connections c ON c.id = r.connection_id
                WHERE c.organization_id = $1)::int AS "erpReferenceSnapshots",
              (SELECT count(*) FROM erp_supplier_snapshots WHERE organization_id = $1)::int AS "erpSupplierSnapshots",
              (SELECT count(*) FROM erp_supplier_sync_runs WHERE organization_id = $1)::int AS "erpSupplierSyncRuns",
              (SELECT count(*) FROM erp_document_snapshots WHERE organization_id = $1)::int AS "erpDocumentSnapshots",
              (SELECT count(*) FROM erp_document_sync_runs WHERE organization_id = $1)::int AS "erpDocumentSyncRuns",
              (SELECT count(*) FROM counterparty_rules WHERE organization_id = $1)::int AS "counterpartyRules"`,
      [organizationId],
    );
    return row;
  }

  it.each(KINDS)('refuses an organization with %s and removes nothing, even past its check', async (kind, present) => {
    const { id, name } = await archived();
    await seeds[kind](id);
    const before = await businessRows(id);
    expect(before[kind]).toBe(1);

    const checked = await remove(id, name);
    expect([checked.status, checked.body.code, checked.body.details]).toEqual([
      409,
      'organization_has_business_data',
      `Still present: ${present.join(', ')}.`,
    ]);
    expect(await businessRows(id)).toEqual(before);

    // A row the check does not know: the restricting foreign keys refuse the delete with the same answer.
    jest
      .spyOn(
        OrganizationDeleteService.prototype as unknown as { businessDataOf(): Promise<string[]> },
        'businessDataOf',
      )
      .mockResolvedValue([]);
    const unchecked = await remove(id, name);
    expect([unchecked.status, unchecked.body.code]).toEqual([409, 'organization_has_business_data']);
    expect(await businessRows(id)).toEqual(before);
  });

  it('deletes an archived organization without business data together with its quota, keeping its audit trail', async () => {
    const { id, name } = await archived();
    await sql('INSERT INTO organization_quotas (organization_id, max_users) VALUES ($1, 3)', [id]);
    await sql(
      `INSERT INTO audit_log (action, entity_type, entity_id, organization_id, message)
       VALUES ('Archive', 'Organization', $1, $2, 'archived')`,
      [id, id],
    );

    const response = await remove(id, name);
    expect(response.status).toBe(204);
    expect(await sql('SELECT 1 FROM organizations WHERE id = $1', [id])).toEqual([]);
    expect(await sql('SELECT 1 FROM organization_quotas WHERE organization_id = $1', [id])).toEqual([]);
    const trail = await sql('SELECT action FROM audit_log WHERE organization_id = $1 ORDER BY created_at_utc', [id]);
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['Archive', 'Delete']);
  });

  it('leaves no foreign key that removes or rewrites rows unless it is listed as owned data', async () => {
    const rows: { rule: string }[] = await sql(
      `SELECT format('%s.%s -> %s ON DELETE %s', c.conrelid::regclass,
                     (SELECT string_agg(a.attname, ',' ORDER BY k.position)
                        FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, position)
                        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum),
                     c.confrelid::regclass,
                     CASE c.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' ELSE 'SET DEFAULT' END) AS rule
         FROM pg_constraint c
        WHERE c.contype = 'f' AND c.confdeltype IN ('c', 'n', 'd')
          AND c.connamespace = 'public'::regnamespace`,
    );
    expect(rows.map((row) => row.rule).sort()).toEqual([...NON_RESTRICTING_KEYS].sort());
  });
});
