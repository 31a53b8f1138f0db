import type { QueryRunner } from 'typeorm';
import {
  confirmPayment,
  createPaymentScope,
  reservationAudit,
  seedDocuments,
  seedTransactions,
  type PaymentScope,
} from '../../../test/payment-fixtures';
import { holdRows as holdRowsOf, releaseRows, waitUntilQueued } from '../../../test/lock-order';
import { useTestEnvironment } from '../../../test/test-environment';
import { metrics } from '../../platform/http/metrics';
import { reportFigure, reportSkipped } from '../../../test/run-report';

const DELETE = 'mutation ($id: UUID!, $input: DeleteBankImportInput!) { deleteBankImport(id: $id, input: $input) }';

/**
 * Import delete against payment allocations (docs/bank-imports.md §Import delete): a transaction held by an allocation
 * (`bank_transaction_holds`, placed by confirm, removed by cancel) blocks the delete, cancelled allocations go with the
 * import, and a delete racing a confirm never lets both commit. The delete runs at READ COMMITTED: a hold committed
 * after its check is caught by the hold's foreign key, which restricts the cascade.
 */
describe('import delete with payment allocations', () => {
  const env = useTestEnvironment();
  const onServer = process.env.DATABASE_URL ? it : it.skip;
  let scope: PaymentScope;

  beforeAll(async () => {
    scope = await createPaymentScope(env);
  });

  const db = () => env.app.dataSource;

  const confirm = (bankTransactionId: string, documentId: string, allocatedAmount: number) =>
    confirmPayment(scope, bankTransactionId, [{ documentId, allocatedAmount }]);
  const confirmed = async (bankTransactionId: string, documentId: string, allocatedAmount: number) => {
    const response = await confirm(bankTransactionId, documentId, allocatedAmount);
    expect([response.status, response.body.status]).toEqual([201, 'NeedsReview']);
    return response.body.allocationId as string;
  };
  const cancel = (id: string) =>
    scope.accountant
      .rest('post', `/api/payment-allocations/${id}/cancel`)
      .set(scope.headers)
      .send({ reason: 'Wrong documents' });
  const remove = (importId: string, reason = 'Uploaded twice') =>
    scope.accountant.rest('delete', `/api/bank-statements/imports/${importId}`).set(scope.headers).send({ reason });

  /** Two documents and one import with two transactions paying them; answers the ids. */
  const seedImport = async (amounts: [number, number] = [1000, 500]) => {
    const documents = await seedDocuments(
      db(),
      scope,
      amounts.map((amount) => ({ amount })),
    );
    const transactions = await seedTransactions(
      db(),
      scope,
      amounts.map((amount) => ({ amount })),
    );
    const [{ import_id: importId }] = await db().query('SELECT import_id FROM bank_transactions WHERE id = $1', [
      transactions[0],
    ]);
    return { importId: importId as string, documents, transactions };
  };
  const importExists = async (importId: string) =>
    (await db().query('SELECT 1 FROM bank_imports WHERE id = $1', [importId])).length === 1;
  const allocationCount = async (ids: string[]) => {
    const [{ count }] = await db().query(
      'SELECT count(*)::int AS count FROM payment_allocations WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return count as number;
  };
  const holdsOf = async (transactionIds: string[]): Promise<string[]> =>
    (
      await db().query(
        'SELECT allocation_id FROM bank_transaction_holds WHERE bank_transaction_id = ANY($1::uuid[]) ORDER BY 1',
        [transactionIds],
      )
    ).map((row: { allocation_id: string }) => row.allocation_id);
  const deleteAudits = async (importId: string) =>
    db().query(
      `SELECT 1 FROM audit_log WHERE action = 'Delete' AND entity_type = 'BankStatementImport' AND entity_id = $1`,
      [importId],
    );

  it('refuses the delete while a transaction has a live allocation and deletes it once the allocation is cancelled', async () => {
    const { importId, documents, transactions } = await seedImport();
    // The second transaction is the allocated one: any transaction of the import blocks.
    const allocationId = await confirmed(transactions[1], documents[1], 500);
    expect(await holdsOf(transactions)).toEqual([allocationId]);

    const refused = await remove(importId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'bank_import_has_allocations', params: { importId } });
    const graphql = await scope.accountant.graphql(DELETE, { id: importId, input: { reason: 'x' } }).set(scope.headers);
    expect(graphql.body.errors[0].extensions).toMatchObject({
      code: 'bank_import_has_allocations',
      params: { importId },
      httpStatus: 409,
    });
    // A blank reason is still answered first.
    const blank = await remove(importId, ' ');
    expect([blank.status, blank.body.code]).toEqual([400, 'import_delete_reason_required']);
    expect(await importExists(importId)).toBe(true);
    expect(await allocationCount([allocationId])).toBe(1);
    expect(await deleteAudits(importId)).toHaveLength(0);

    expect((await cancel(allocationId)).status).toBe(200);
    expect(await holdsOf(transactions)).toEqual([]);
    const deleted = await remove(importId);
    expect(deleted.status).toBe(204);
    expect(await importExists(importId)).toBe(false);
    // The cancelled allocation and its lines went by cascade; the document's reservation row stays at zero.
    expect(await allocationCount([allocationId])).toBe(0);
    const [{ lines }] = await db().query(
      'SELECT count(*)::int AS lines FROM payment_allocation_lines WHERE allocation_id = $1',
      [allocationId],
    );
    expect(lines).toBe(0);
    const reservation = (await reservationAudit(db(), scope.connectionId)).find((r) => r.documentId === documents[1]);
    expect(reservation).toMatchObject({ reserved: 0, liveLines: 0 });
    expect(await deleteAudits(importId)).toHaveLength(1);
  });

  it('keeps refusing while an Approved allocation is live, also next to a cancelled one of the same import', async () => {
    const { importId, documents, transactions } = await seedImport([700, 300]);
    const approvedId = await confirmed(transactions[0], documents[0], 700);
    const approve = await scope.accountant
      .rest('post', `/api/payment-allocations/${approvedId}/approve`)
      .set(scope.headers)
      .send({ rowVersion: 1 });
    expect([approve.status, approve.body.status]).toEqual([200, 'Approved']);
    const cancelledId = await confirmed(transactions[1], documents[1], 300);
    expect((await cancel(cancelledId)).status).toBe(200);

    const refused = await remove(importId);
    expect([refused.status, refused.body.code, refused.body.params]).toEqual([
      409,
      'bank_import_has_allocations',
      { importId },
    ]);
    expect(await importExists(importId)).toBe(true);
    expect(await allocationCount([approvedId, cancelledId])).toBe(2);
  });

  it('deletes an import whose transactions were never allocated', async () => {
    const { importId } = await seedImport([200, 100]);
    expect((await remove(importId)).status).toBe(204);
    expect(await importExists(importId)).toBe(false);
  });

  describe('racing a confirm (PostgreSQL: PGlite runs one transaction at a time)', () => {
    if (!process.env.DATABASE_URL) reportSkipped('import delete race tests skipped: they need DATABASE_URL');

    /** The confirm's reservation upsert, inside its serializable transaction (reservations reserveDocuments). */
    const CONFIRM_RESERVE = 'INSERT INTO payment_document_reservations AS r';
    /** The confirm's read of the transaction FOR SHARE, its first statement inside that transaction. */
    const CONFIRM_LOCK = 'FROM bank_transactions t WHERE t.id = $1 FOR SHARE';
    /** The delete's cascade, after its check of the holds. */
    const IMPORT_DELETE = 'DELETE FROM bank_imports WHERE id = $1';

    const holdRows = (sql: string, params: unknown[]) => holdRowsOf(db(), sql, params);
    const release = releaseRows;
    const queued = (request: Promise<unknown>, statement: string, holder: QueryRunner) =>
      waitUntilQueued(db(), request, statement, holder);

    onServer(
      'a delete that checked before a confirm committed its hold fails on the hold’s key and answers 409',
      async () => {
        const { importId, documents, transactions } = await seedImport([400, 100]);
        // The test holds the document's reservation row: the confirm stops at its reservation, after it read the
        // transaction FOR SHARE and before it inserts the hold.
        await db().query(
          `INSERT INTO payment_document_reservations (connection_id, document_id, reserved_amount)
           VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`,
          [scope.connectionId, documents[0]],
        );
        const holder = await holdRows(
          'SELECT 1 FROM payment_document_reservations WHERE connection_id = $1 AND document_id = $2',
          [scope.connectionId, documents[0]],
        );
        let confirmRequest!: Promise<{ status: number; body: { allocationId: string } }>;
        let deleteRequest!: Promise<{ status: number; body: { code: string; params: object } }>;
        try {
          confirmRequest = confirm(transactions[0], documents[0], 400).then((r) => r);
          await queued(confirmRequest, CONFIRM_RESERVE, holder);
          // The delete checks the holds (none yet), then its cascade waits for the confirm's share lock on the row.
          deleteRequest = remove(importId).then((r) => r);
          await queued(deleteRequest, IMPORT_DELETE, holder);
          expect(await holdsOf(transactions)).toEqual([]);
        } finally {
          await release(holder);
        }
        const [confirmedResponse, deleteResponse] = await Promise.all([confirmRequest, deleteRequest]);
        // Without the hold's restricting key the cascade would take the fresh allocation with it and answer 204.
        expect(confirmedResponse.status).toBe(201);
        expect([deleteResponse.status, deleteResponse.body.code, deleteResponse.body.params]).toEqual([
          409,
          'bank_import_has_allocations',
          { importId },
        ]);
        expect(await importExists(importId)).toBe(true);
        expect(await deleteAudits(importId)).toHaveLength(0);
        const { allocationId } = confirmedResponse.body;
        expect(await holdsOf(transactions)).toEqual([allocationId]);
        const [allocation] = await db().query(
          `SELECT a.status, (SELECT count(*)::int FROM payment_allocation_lines l WHERE l.allocation_id = a.id) AS lines
             FROM payment_allocations a WHERE a.id = $1`,
          [allocationId],
        );
        expect(allocation).toEqual({ status: 'NeedsReview', lines: 1 });
        const reservation = (await reservationAudit(db(), scope.connectionId)).find(
          (r) => r.documentId === documents[0],
        );
        expect(reservation).toMatchObject({ reserved: 400, liveLines: 400 });
      },
    );

    onServer('a confirm that meets a committed delete retries and answers 404, reserving nothing', async () => {
      const { importId, documents, transactions } = await seedImport([400, 100]);
      const retries = metrics.transactionRetries['40001'];
      const holder = await holdRows('SELECT 1 FROM bank_transactions WHERE id = $1', [transactions[0]]);
      let confirmRequest!: Promise<{ status: number; body: { code: string } }>;
      let deleteRequest!: Promise<{ status: number }>;
      try {
        // The delete checked (no hold) and its cascade waits for the row; the confirm, which read the transaction
        // before the delete committed, queues its share lock behind the cascade.
        deleteRequest = remove(importId).then((r) => r);
        await queued(deleteRequest, IMPORT_DELETE, holder);
        confirmRequest = confirm(transactions[0], documents[0], 400).then((r) => r);
        await queued(confirmRequest, CONFIRM_LOCK, holder);
      } finally {
        await release(holder);
      }
      const [deleteResponse, confirmResponse] = await Promise.all([deleteRequest, confirmRequest]);
      expect(deleteResponse.status).toBe(204);
      expect([confirmResponse.status, confirmResponse.body.code]).toEqual([404, 'bank_transaction_not_found']);
      // The row was deleted after the confirm's snapshot: it failed to serialize and the next attempt found nothing.
      expect(metrics.transactionRetries['40001']).toBeGreaterThan(retries);
      expect(await importExists(importId)).toBe(false);
      const [{ count }] = await db().query(
        'SELECT count(*)::int AS count FROM payment_allocations WHERE bank_transaction_id = ANY($1::uuid[])',
        [transactions],
      );
      expect(count).toBe(0);
      expect(await holdsOf(transactions)).toEqual([]);
      const reservation = (await reservationAudit(db(), scope.connectionId)).find((r) => r.documentId === documents[0]);
      expect(reservation?.reserved ?? 0).toBe(0);
    });
  });

  it('of deletes and confirms sent together, never both commit', async () => {
    const rounds = process.env.DATABASE_URL ? 10 : 3;
    const outcomes = { deleted: 0, refused: 0 };
    for (let round = 0; round < rounds; round += 1) {
      const { importId, documents, transactions } = await seedImport([250, 150]);
      const [first, second, deleted] = await Promise.all([
        confirm(transactions[0], documents[0], 250),
        confirm(transactions[1], documents[1], 150),
        remove(importId),
      ]);
      const confirms = [first, second].map((response) => [response.status, response.body.code]);
      const [{ live }] = await db().query(
        `SELECT count(*)::int AS live FROM payment_allocations
          WHERE bank_transaction_id = ANY($1::uuid[]) AND status <> 'Cancelled'`,
        [transactions],
      );
      const state = {
        round,
        imported: await importExists(importId),
        live,
        holds: (await holdsOf(transactions)).length,
      };
      if (deleted.status === 204) {
        outcomes.deleted += 1;
        // A confirm answering 201 before the delete committed would have left an allocation behind.
        expect({ ...state, confirms }).toEqual({
          round,
          imported: false,
          live: 0,
          holds: 0,
          confirms: [
            [404, 'bank_transaction_not_found'],
            [404, 'bank_transaction_not_found'],
          ],
        });
      } else {
        outcomes.refused += 1;
        expect({ round, status: deleted.status, code: deleted.body.code }).toEqual({
          round,
          status: 409,
          code: 'bank_import_has_allocations',
        });
        // The delete rolled back whole, so neither confirm could have lost its transaction.
        expect({ ...state, confirms }).toEqual({
          round,
          imported: true,
          live: 2,
          holds: 2,
          confirms: [
            [201, undefined],
            [201, undefined],
          ],
        });
      }
    }
    reportFigure(`import delete against confirms: ${JSON.stringify(outcomes)}`);
  });
});
