import { randomBytes, randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import {
  createPaymentScope,
  reservationAudit,
  seedDocuments,
  seedTransactions,
  type PaymentScope,
} from '../../../test/payment-fixtures';
import { useTestEnvironment, type TestEnvironment } from '../../../test/test-environment';
import { reportFigure } from '../../../test/run-report';

interface Allocated {
  allocationId: string;
  transactionId: string;
  documentIds: string[];
  idempotencyKey: string;
}

async function sqlStatements(env: TestEnvironment): Promise<number> {
  const response = await env.metrics();
  return Number(/^db_statements_total (\d+)$/m.exec(response.text)?.[1]);
}

const errorOf = (response: Response) => ({ status: response.status, code: response.body.code });

describe('payment allocation workflow and reads', () => {
  const env = useTestEnvironment();
  const db = () => env.app.dataSource;

  const post = (scope: PaymentScope, path: string, body: object) =>
    scope.accountant.rest('post', path).set(scope.headers).send(body);
  const approve = (scope: PaymentScope, id: string, body: object = {}) =>
    post(scope, `/api/payment-allocations/${id}/approve`, body);
  const cancel = (scope: PaymentScope, id: string, body: object) =>
    post(scope, `/api/payment-allocations/${id}/cancel`, body);
  const get = (scope: PaymentScope, id: string) =>
    scope.accountant.rest('get', `/api/payment-allocations/${id}`).set(scope.headers);
  const confirm = (scope: PaymentScope, transactionId: string, key: string, lines: object[]) =>
    post(scope, '/api/payment-allocations/confirm', {
      bankTransactionId: transactionId,
      allocationMethod: 'Manual',
      idempotencyKey: key,
      lines,
    });

  /** A transaction paying `amounts` in full, one document each, confirmed with the lines in reverse order. */
  const allocate = async (scope: PaymentScope, amounts: number[], description?: string): Promise<Allocated> => {
    const documentIds = await seedDocuments(
      db(),
      scope,
      amounts.map((amount) => ({ amount })),
    );
    const [transactionId] = await seedTransactions(db(), scope, [
      { amount: amounts.reduce((total, amount) => total + amount, 0), description },
    ]);
    const lines = documentIds.map((documentId, index) => ({ documentId, allocatedAmount: amounts[index] })).reverse();
    const idempotencyKey = `key-${randomUUID()}`;
    const response = await confirm(scope, transactionId, idempotencyKey, lines);
    expect(response.status).toBe(201);
    return { allocationId: response.body.allocationId, transactionId, documentIds, idempotencyKey };
  };
  const setSnapshot = (scope: PaymentScope, documentId: string, assignment: string) =>
    db().query(
      `UPDATE erp_document_snapshots SET ${assignment} WHERE connection_id = $1 AND external_document_id = $2`,
      [scope.connectionId, documentId],
    );
  /** What the reservations table holds per document, in the order asked; always the sum of the live lines. */
  const reservedOf = async (scope: PaymentScope, documentIds: string[]) => {
    const rows = await reservationAudit(db(), scope.connectionId);
    return documentIds.map((documentId) => {
      const row = rows.find((candidate) => candidate.documentId === documentId)!;
      expect(Number(row.reserved)).toBe(Number(row.liveLines));
      return Number(row.reserved);
    });
  };
  const auditOf = (allocationId: string) =>
    db().query(
      `SELECT action, entity_type AS "entityType", details_json AS details FROM audit_log
        WHERE entity_type = 'PaymentAllocation' AND entity_id = $1 ORDER BY created_at_utc`,
      [allocationId],
    );

  it('approves once with a current rowVersion, and locks the approved allocation', async () => {
    const scope = await createPaymentScope(env);
    const { allocationId } = await allocate(scope, [600, 400]);

    const stale = await approve(scope, allocationId, { rowVersion: 7 });
    expect(errorOf(stale)).toEqual({ status: 409, code: 'concurrency.conflict' });
    const staleGraph = await scope.accountant
      .graphql('mutation ($id: UUID!) { approvePaymentAllocation(id: $id, input: { rowVersion: 0 }) { id } }', {
        id: allocationId,
      })
      .set(scope.headers);
    expect(staleGraph.body.errors?.[0]?.extensions).toMatchObject({ code: 'concurrency.conflict', httpStatus: 409 });
    expect((await get(scope, allocationId)).body).toMatchObject({ status: 'NeedsReview', rowVersion: 1 });

    const approved = await approve(scope, allocationId, { rowVersion: 1 });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: allocationId,
      status: 'Approved',
      rowVersion: 2,
      approvedByUserId: scope.accountant.user.id,
    });
    expect(approved.body.approvedAtUtc).toEqual(expect.any(String));
    expect(approved.body.lines).toHaveLength(2);

    for (const [operation, response] of [
      ['approve', await approve(scope, allocationId, {})],
      ['cancel', await cancel(scope, allocationId, { reason: 'Too late' })],
    ] as const) {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'allocation.not_editable_after_approve',
        params: { allocationId, state: 'Approved', operation },
      });
    }
    expect((await get(scope, allocationId)).body).toMatchObject({ status: 'Approved', rowVersion: 2 });
  });

  it('cancels with a reason only, releases the reservations and lets the transaction be allocated again', async () => {
    const scope = await createPaymentScope(env);
    const { allocationId, transactionId, documentIds, idempotencyKey } = await allocate(scope, [700, 300]);
    expect(await reservedOf(scope, documentIds)).toEqual([700, 300]);

    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: null, rowVersion: 1 },
      { reason: 'x'.repeat(1001) },
    ]) {
      const response = await cancel(scope, allocationId, body);
      expect(errorOf(response)).toEqual({ status: 400, code: 'validation.failed' });
    }
    expect((await get(scope, allocationId)).body).toMatchObject({ status: 'NeedsReview', rowVersion: 1 });
    expect(await reservedOf(scope, documentIds)).toEqual([700, 300]);

    const stale = await cancel(scope, allocationId, { reason: 'Duplicate payment', rowVersion: 3 });
    expect(errorOf(stale)).toEqual({ status: 409, code: 'concurrency.conflict' });

    const cancelled = await cancel(scope, allocationId, { reason: '  Duplicate payment ', rowVersion: 1 });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      id: allocationId,
      status: 'Cancelled',
      rowVersion: 2,
      cancelReason: 'Duplicate payment',
    });
    expect(await reservedOf(scope, documentIds)).toEqual([0, 0]);

    const again = await cancel(scope, allocationId, { reason: 'Again' });
    expect(errorOf(again)).toEqual({ status: 409, code: 'workflow.invalid_transition' });
    expect(errorOf(await approve(scope, allocationId))).toEqual({ status: 409, code: 'workflow.invalid_transition' });

    // The old key still names the cancelled allocation; a new key allocates the same documents again.
    const replay = await confirm(scope, transactionId, idempotencyKey, []);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ allocationId, status: 'Cancelled' });
    const lines = documentIds.map((documentId, index) => ({ documentId, allocatedAmount: [700, 300][index] }));
    const reallocated = await confirm(scope, transactionId, `key-${randomUUID()}`, lines);
    expect(reallocated.status).toBe(201);
    expect(reallocated.body.allocationId).not.toBe(allocationId);
    expect(await reservedOf(scope, documentIds)).toEqual([700, 300]);
  });

  it('serializes concurrent decisions on one allocation: one wins, reservations released once', async () => {
    const scope = await createPaymentScope(env);
    const raced = await allocate(scope, [450, 50]);
    const [approved, cancelled] = await Promise.all([
      approve(scope, raced.allocationId, { rowVersion: 1 }),
      cancel(scope, raced.allocationId, { reason: 'Race', rowVersion: 1 }),
    ]);
    expect([approved.status, cancelled.status].sort()).toEqual([200, 409]);
    const winner = approved.status === 200 ? 'Approved' : 'Cancelled';
    expect((await get(scope, raced.allocationId)).body).toMatchObject({ status: winner, rowVersion: 2 });
    const loser = winner === 'Approved' ? cancelled : approved;
    expect(loser.body.code).toBe(
      winner === 'Approved' ? 'allocation.not_editable_after_approve' : 'workflow.invalid_transition',
    );
    expect(await reservedOf(scope, raced.documentIds)).toEqual(winner === 'Approved' ? [450, 50] : [0, 0]);

    const twice = await allocate(scope, [300]);
    const responses = await Promise.all(
      ['first', 'second', 'third'].map((reason) => cancel(scope, twice.allocationId, { reason })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409))
      expect(response.body.code).toBe('workflow.invalid_transition');
    expect(await reservedOf(scope, twice.documentIds)).toEqual([0]);
    const [{ entries }] = await db().query(
      `SELECT count(*)::int AS entries FROM audit_log WHERE entity_type = 'PaymentAllocation' AND entity_id = $1`,
      [twice.allocationId],
    );
    expect(entries).toBe(1);
  });

  it('refuses approve and cancel once the allocation is queued for posting', async () => {
    const scope = await createPaymentScope(env);
    const { allocationId } = await allocate(scope, [500]);
    await db().query(`UPDATE payment_allocations SET status = 'PostingQueued' WHERE id = $1`, [allocationId]);

    for (const [operation, response] of [
      ['approve', await approve(scope, allocationId, { rowVersion: 1 })],
      ['cancel', await cancel(scope, allocationId, { reason: 'Changed my mind' })],
    ] as const) {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'allocation.not_editable_after_queued',
        params: { allocationId, state: 'PostingQueued', operation },
      });
    }
    expect((await get(scope, allocationId)).body).toMatchObject({ status: 'PostingQueued', rowVersion: 1 });
  });

  it('checks the documents again at approve and leaves the allocation in review', async () => {
    const scope = await createPaymentScope(env);
    const cases = [
      ['is_deleted = true', 'document_deleted'],
      ['is_processed = false', 'document_not_processed'],
      ['is_processed = NULL', 'document_processing_state_unknown'],
      ['unpaid_amount = 299, paid_amount = 701', 'document_not_payable'],
    ] as const;
    for (const [assignment, code] of cases) {
      const { allocationId, documentIds } = await allocate(scope, [500, 300]);
      // The second line's document (300) changes in the accounting system after the confirm.
      await setSnapshot(scope, documentIds[1], assignment);
      const response = await approve(scope, allocationId, { rowVersion: 1 });
      expect({ assignment, status: response.status, code: response.body.code }).toEqual({
        assignment,
        status: 409,
        code,
      });
      expect(response.body.params).toMatchObject({ allocationId, documentId: documentIds[1] });
      expect((await get(scope, allocationId)).body).toMatchObject({
        status: 'NeedsReview',
        rowVersion: 1,
        approvedByUserId: null,
      });
      expect(await auditOf(allocationId)).toEqual([]);
    }
  });

  it('audits approve and cancel with ids and reason, without bank text', async () => {
    const scope = await createPaymentScope(env);
    const bankText = `Invoice payment canary-${randomBytes(6).toString('hex')}`;
    const first = await allocate(scope, [800], bankText);
    const second = await allocate(scope, [900], bankText);
    expect((await approve(scope, first.allocationId, { rowVersion: 1 })).status).toBe(200);
    expect((await cancel(scope, second.allocationId, { reason: 'Paid twice by mistake' })).status).toBe(200);

    const [approvedEntry] = await auditOf(first.allocationId);
    expect(approvedEntry).toMatchObject({
      action: 'Allocate',
      entityType: 'PaymentAllocation',
      details: {
        allocationId: first.allocationId,
        bankTransactionId: first.transactionId,
        changes: { status: { from: 'NeedsReview', to: 'Approved' } },
      },
    });
    expect(approvedEntry.details.reason).toBeUndefined();
    const [cancelledEntry] = await auditOf(second.allocationId);
    expect(cancelledEntry).toMatchObject({
      action: 'Allocate',
      entityType: 'PaymentAllocation',
      details: {
        allocationId: second.allocationId,
        reason: 'Paid twice by mistake',
        changes: { status: { from: 'NeedsReview', to: 'Cancelled' } },
      },
    });

    // The same entries through the API, in the caller's scope.
    const listed = await scope.accountant
      .rest('get', '/api/audit-log')
      .set(scope.headers)
      .query({ entityType: 'PaymentAllocation', entityId: second.allocationId });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).toMatchObject({
      action: 'Allocate',
      entityType: 'PaymentAllocation',
      entityId: second.allocationId,
      organizationId: scope.organizationId,
      locationId: scope.locationId,
      userId: scope.accountant.user.id,
    });
    expect(JSON.parse(listed.body.items[0].detailsJson)).toMatchObject({
      allocationId: second.allocationId,
      reason: 'Paid twice by mistake',
    });
    expect(JSON.stringify([approvedEntry, cancelledEntry, listed.body])).not.toContain('canary-');
  });

  it('lists the context outlet’s allocations with status and transaction filters and paging', async () => {
    const scope = await createPaymentScope(env);
    const newest: Allocated[] = [];
    for (const amount of [100, 200, 300]) newest.unshift(await allocate(scope, [amount]));
    const [third, second, first] = newest;
    // Another outlet of the same organization, allocated by an organization-wide accountant.
    const otherOutlet = await env.createLocation(scope.organizationId);
    const other: PaymentScope = {
      ...scope,
      locationId: otherOutlet,
      headers: { 'X-Organization-Id': scope.organizationId, 'X-Location-Id': otherOutlet },
      accountant: await env.clientFor('Accountant', { organizationId: scope.organizationId }),
    };
    const elsewhere = await allocate(other, [400]);
    expect((await approve(scope, second.allocationId)).status).toBe(200);
    expect((await cancel(scope, first.allocationId, { reason: 'Wrong supplier' })).status).toBe(200);

    const list = (query: Record<string, string | number>, headers = scope.headers) =>
      scope.accountant.rest('get', '/api/payment-allocations').set(headers).query(query);
    const idsOf = (response: Response) => response.body.items.map((item: { id: string }) => item.id);

    expect(errorOf(await list({}, {}))).toEqual({ status: 400, code: 'context.organization.required' });
    expect(errorOf(await list({}, { 'X-Organization-Id': scope.organizationId }))).toEqual({
      status: 400,
      code: 'context.location.required',
    });

    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalCount: 3, page: 1, pageSize: 20 });
    expect(idsOf(all)).toEqual(newest.map((allocation) => allocation.allocationId));
    expect(idsOf(all)).not.toContain(elsewhere.allocationId);
    // The query pair carries the same context.
    const byQuery = await list({ organizationId: scope.organizationId, locationId: scope.locationId }, {});
    expect(idsOf(byQuery)).toEqual(idsOf(all));
    const otherList = await other.accountant.rest('get', '/api/payment-allocations').set(other.headers);
    expect(idsOf(otherList)).toEqual([elsewhere.allocationId]);

    expect(idsOf(await list({ status: 'Approved' }))).toEqual([second.allocationId]);
    expect(idsOf(await list({ status: 'Cancelled' }))).toEqual([first.allocationId]);
    expect(idsOf(await list({ status: 'NeedsReview' }))).toEqual([third.allocationId]);
    expect(idsOf(await list({ status: 'PostingQueued' }))).toEqual([]);
    expect(idsOf(await list({ bankTransactionId: third.transactionId }))).toEqual([third.allocationId]);
    expect(idsOf(await list({ bankTransactionId: elsewhere.transactionId }))).toEqual([]);
    expect(idsOf(await list({ status: 'Approved', bankTransactionId: third.transactionId }))).toEqual([]);

    const page1 = await list({ page: 1, pageSize: 2 });
    const page2 = await list({ page: 2, pageSize: 2 });
    const page3 = await list({ page: 3, pageSize: 2 });
    expect([page1, page2, page3].map((page) => page.body.totalCount)).toEqual([3, 3, 3]);
    expect([...idsOf(page1), ...idsOf(page2)]).toEqual(idsOf(all));
    expect(idsOf(page3)).toEqual([]);
    expect(errorOf(await list({ pageSize: 101 }))).toEqual({ status: 400, code: 'validation.failed' });
  });

  it('reads one allocation with its lines in sequence order; unknown → 404, another organization’s → 403', async () => {
    const scope = await createPaymentScope(env);
    const { allocationId, transactionId, documentIds } = await allocate(scope, [250, 150, 100]);
    const response = await get(scope, allocationId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: allocationId,
      bankTransactionId: transactionId,
      erpConnectionId: scope.connectionId,
      erpCounterpartyId: scope.supplierId,
      status: 'NeedsReview',
      totalAmount: 500,
      allocatedAmount: 500,
      remainingAmount: 0,
      documentSettlementAmount: 500,
      supplierAdvanceAmount: 0,
      unallocatedPaymentAmount: 0,
      currency: 'RUB',
      rowVersion: 1,
    });
    // Confirmed in reverse order: the sequence keeps the request's order.
    expect(response.body.lines.map((line: { sequence: number }) => line.sequence)).toEqual([1, 2, 3]);
    expect(response.body.lines.map((line: { documentId: string }) => line.documentId)).toEqual(
      [...documentIds].reverse(),
    );
    expect(response.body.lines.map((line: { allocatedAmount: number }) => line.allocatedAmount)).toEqual([
      100, 150, 250,
    ]);

    expect(errorOf(await get(scope, randomUUID()))).toEqual({ status: 404, code: 'not_found' });
    expect(errorOf(await get(scope, 'not-a-uuid'))).toEqual({ status: 400, code: 'validation.failed' });

    const stranger = await createPaymentScope(env);
    const foreign = (method: 'get' | 'post', path: string, headers: Record<string, string>) =>
      stranger.accountant.rest(method, path).set(headers).send({ reason: 'Not mine' });
    const path = `/api/payment-allocations/${allocationId}`;
    // Outside the caller's scope: forbidden; outside the context headers sent: not revealed (404).
    expect(errorOf(await foreign('get', path, {}))).toEqual({ status: 403, code: 'forbidden' });
    expect(errorOf(await foreign('post', `${path}/approve`, {}))).toEqual({ status: 403, code: 'forbidden' });
    expect(errorOf(await foreign('post', `${path}/cancel`, {}))).toEqual({ status: 403, code: 'forbidden' });
    expect(errorOf(await foreign('get', path, stranger.headers))).toEqual({ status: 404, code: 'not_found' });
    expect((await get(scope, allocationId)).body).toMatchObject({ status: 'NeedsReview', rowVersion: 1 });
  });

  it('reads the allocations of 20 transactions of an import in as many statements as 2', async () => {
    const scope = await createPaymentScope(env);
    const seedImport = async (count: number) => {
      const amounts = Array.from({ length: count }, (_, index) => 1_000 + index);
      const documentIds = await seedDocuments(
        db(),
        scope,
        amounts.flatMap((amount) => [{ amount: amount - 100 }, { amount: 100 }]),
      );
      const transactionIds = await seedTransactions(
        db(),
        scope,
        amounts.map((amount) => ({ amount })),
      );
      const expected = new Map<
        string,
        { status: string; lines: { documentId: string; allocatedAmount: number }[] }[]
      >();
      const allocationIds: string[] = [];
      for (const [index, transactionId] of transactionIds.entries()) {
        const lines = [
          { documentId: documentIds[2 * index], allocatedAmount: amounts[index] - 100 },
          { documentId: documentIds[2 * index + 1], allocatedAmount: 100 },
        ];
        const confirmed = await confirm(scope, transactionId, `graph-${index}`, lines);
        expect(confirmed.status).toBe(201);
        allocationIds.push(confirmed.body.allocationId);
        expected.set(transactionId, [{ status: 'NeedsReview', lines }]);
      }
      // The first transaction also has a cancelled allocation, older than its live one.
      const [firstId] = transactionIds;
      const [live] = expected.get(firstId)!;
      expect((await cancel(scope, allocationIds[0], { reason: 'Redo' })).status).toBe(200);
      expect((await confirm(scope, firstId, 'graph-redo', live.lines)).status).toBe(201);
      expected.set(firstId, [live, { status: 'Cancelled', lines: live.lines }]);
      const [{ importId }] = await db().query('SELECT import_id AS "importId" FROM bank_transactions WHERE id = $1', [
        firstId,
      ]);
      return { importId: importId as string, expected };
    };
    const small = await seedImport(2);
    const large = await seedImport(20);

    const query = `query ($importId: UUID!) {
      bankImportTransactions(importId: $importId, pageSize: 100) {
        items { id allocations { id status lines { documentId allocatedAmount } } }
      }
    }`;
    const measure = async (importId: string) => {
      const before = await sqlStatements(env);
      const response = await scope.accountant.graphql(query, { importId }).set(scope.headers);
      const after = await sqlStatements(env);
      expect(response.body.errors).toBeUndefined();
      return { statements: after - before, items: response.body.data.bankImportTransactions.items };
    };
    const few = await measure(small.importId);
    const many = await measure(large.importId);

    for (const { items, expected } of [
      { items: few.items, expected: small.expected },
      { items: many.items, expected: large.expected },
    ]) {
      expect(items).toHaveLength(expected.size);
      for (const item of items as { id: string; allocations: { status: string; lines: unknown[] }[] }[]) {
        expect(item.allocations.map(({ status, lines }) => ({ status, lines }))).toEqual(expected.get(item.id));
      }
    }
    reportFigure(`allocation graph statements: 2 transactions → ${few.statements}, 20 → ${many.statements}`);
    expect(few.statements).toBeGreaterThan(0);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThanOrEqual(8);
  });

  it('never shows the full counterparty account number or the bank text (canary)', async () => {
    const scope = await createPaymentScope(env);
    const account = `40702810${Array.from(randomBytes(12), (byte) => byte % 10).join('')}`;
    const bankText = `canary-text-${randomBytes(6).toString('hex')}`;
    const [documentId, spare] = await seedDocuments(db(), scope, [{ amount: 1_000 }, { amount: 1_000 }]);
    const [payment, other] = await seedTransactions(db(), scope, [{ amount: 1_000 }, { amount: 1_000 }]);
    await db().query(
      `UPDATE bank_transactions SET account_number = $2::varchar, counterparty_account = $2::varchar,
              counterparty_account_masked = '****' || right($2::varchar, 4), description = 'Payment ' || $3::text,
              bank_reference = $3::varchar
        WHERE id = ANY($1::uuid[])`,
      [[payment, other], account, bankText],
    );

    const responses: Response[] = [];
    const record = async (pending: PromiseLike<Response>) => {
      const response = await pending;
      responses.push(response);
      return response;
    };
    await record(post(scope, `/api/payment-candidates/build/${payment}`, {}));
    await record(scope.accountant.rest('get', `/api/payment-candidates/${payment}`).set(scope.headers));
    const first = await record(confirm(scope, payment, 'canary-1', [{ documentId, allocatedAmount: 1_000 }]));
    const second = await record(confirm(scope, other, 'canary-2', [{ documentId: spare, allocatedAmount: 1_000 }]));
    await record(approve(scope, first.body.allocationId, { rowVersion: 1 }));
    await record(cancel(scope, second.body.allocationId, { reason: 'Canary check' }));
    await record(get(scope, first.body.allocationId));
    await record(scope.accountant.rest('get', '/api/payment-allocations').set(scope.headers));
    await record(approve(scope, first.body.allocationId)); // a 409 body
    const audit = await record(
      scope.accountant.rest('get', '/api/audit-log').set(scope.headers).query({ entityType: 'PaymentAllocation' }),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 201, 201, 200, 200, 200, 200, 409, 200]);
    expect(audit.body.items).toHaveLength(2);

    for (const response of responses) {
      expect(response.text).not.toContain(account);
      expect(response.text).not.toContain(bankText);
    }
    const stored: { row: string }[] = await db().query(
      'SELECT row_to_json(a)::text AS row FROM audit_log a WHERE organization_id = $1',
      [scope.organizationId],
    );
    expect(stored.length).toBeGreaterThanOrEqual(2);
    const logs = env.logLines().join('\n');
    expect(logs).toContain(first.body.allocationId);
    for (const text of [stored.map((row) => row.row).join('\n'), logs]) {
      expect(text).not.toContain(account);
      expect(text).not.toContain(bankText);
    }
  });
});
