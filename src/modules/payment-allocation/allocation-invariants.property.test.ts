import fc from 'fast-check';
import { errorCodeEntry, isErrorCode } from '../../platform/errors/error-codes';
import {
  createPaymentScope,
  reservationAudit,
  seedDocuments,
  seedTransactions,
  type PaymentScope,
} from '../../../test/payment-fixtures';
import { useTestEnvironment } from '../../../test/test-environment';
import { reportFigure } from '../../../test/run-report';

/**
 * Random invoices, payments and interleaved confirms and cancels, run in small concurrent groups against the real
 * service over REST: whatever the interleaving, no document is allocated beyond its unpaid amount, no payment beyond
 * its amount, reservations equal the live lines, a transaction is held (`bank_transaction_holds`) exactly while it has
 * an allocation other than Cancelled, by that allocation, and every refusal is an explainable 400/409 of the registry.
 * A failure prints the seed; FC_SEED=<seed> replays the same scenarios (the interleaving inside a group may differ).
 */

const NUM_RUNS = Number(process.env.FC_RUNS ?? 25);
const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** exact: lines add up to the payment; short: less, with a paymentAmount claiming that is all; over: more. */
type Mode = 'exact' | 'short' | 'over' | 'fifo';

interface ConfirmCommand {
  kind: 'confirm';
  payment: number;
  invoices: number[];
  weights: number[];
  mode: Mode;
  key: number;
  delta: number;
}

interface CancelCommand {
  kind: 'cancel';
  target: number;
}

type Command = ConfirmCommand | CancelCommand;

interface Scenario {
  invoices: { amount: number; paid: number }[];
  payments: number[];
  groups: Command[][];
}

const invoiceArb = fc.integer({ min: 200, max: 4000 }).chain((amount) =>
  fc.record({
    amount: fc.constant(amount),
    paid: fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, fc.integer({ min: 1, max: amount - 1 })),
  }),
);

const confirmArb: fc.Arbitrary<Command> = fc.record({
  kind: fc.constant('confirm' as const),
  payment: fc.nat({ max: 7 }),
  invoices: fc.uniqueArray(fc.nat({ max: 5 }), { minLength: 1, maxLength: 3 }),
  weights: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 3 }),
  mode: fc.constantFrom<Mode>('exact', 'exact', 'exact', 'short', 'over', 'fifo'),
  key: fc.nat({ max: 2 }),
  delta: fc.integer({ min: 1, max: 500 }),
});

const cancelArb: fc.Arbitrary<Command> = fc.record({ kind: fc.constant('cancel' as const), target: fc.nat() });

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  invoices: fc.array(invoiceArb, { minLength: 2, maxLength: 6 }),
  payments: fc.array(fc.integer({ min: 100, max: 3000 }), { minLength: 2, maxLength: 8 }),
  groups: fc.array(
    fc.array(fc.oneof({ arbitrary: confirmArb, weight: 3 }, { arbitrary: cancelArb, weight: 1 }), {
      minLength: 1,
      maxLength: 4,
    }),
    { minLength: 1, maxLength: 5 },
  ),
});

interface Answer {
  command: Command;
  status: number;
  body: Record<string, unknown> & { params?: Record<string, unknown> };
  /** For a confirm: the bank transaction, key and the Manual lines sent. */
  transactionId?: string;
  key?: string;
  lines?: { documentId: string; allocatedAmount: number }[];
  /** For a cancel: the allocation it targeted. */
  allocationId?: string;
}

/** Splits `total` (at least `weights.length`) into positive integer parts, the rest above 1 by the weights. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const rest = total - weights.length;
  const parts = weights.map((weight) => 1 + Math.floor((rest * weight) / sum));
  parts[parts.length - 1] += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

const stats = { runs: 0, created: 0, replayed: 0, refused: 0, cancelled: 0, codes: {} as Record<string, number> };

describe('payment allocation invariants under random concurrent confirms and cancels', () => {
  const env = useTestEnvironment();

  async function runScenario(scenario: Scenario): Promise<void> {
    const db = env.app.dataSource;
    const scope: PaymentScope = await createPaymentScope(env);
    const documentIds = await seedDocuments(
      db,
      scope,
      scenario.invoices.map((invoice, index) => ({
        amount: invoice.amount,
        paidAmount: invoice.paid,
        date: `2025-01-${String(index + 1).padStart(2, '0')}`,
      })),
    );
    const transactionIds = await seedTransactions(
      db,
      scope,
      scenario.payments.map((amount) => ({ amount })),
    );
    const created: string[] = [];
    const answers: Answer[] = [];

    const confirm = async (command: ConfirmCommand): Promise<Answer> => {
      const paymentIndex = command.payment % transactionIds.length;
      const transactionId = transactionIds[paymentIndex];
      const amount = scenario.payments[paymentIndex];
      const key = `k${command.key}`;
      const body: Record<string, unknown> = { bankTransactionId: transactionId, idempotencyKey: key };
      let lines: Answer['lines'];
      if (command.mode === 'fifo') {
        Object.assign(body, { allocationMethod: 'AutomaticFifo', lines: [] });
      } else {
        const picked = [...new Set(command.invoices.map((index) => index % documentIds.length))];
        const total = Math.max(
          picked.length,
          command.mode === 'exact'
            ? amount
            : command.mode === 'short'
              ? amount - command.delta
              : amount + command.delta,
        );
        const parts = split(total, command.weights.slice(0, picked.length));
        lines = picked.map((index, i) => ({ documentId: documentIds[index], allocatedAmount: parts[i] }));
        Object.assign(body, { allocationMethod: 'Manual', lines });
        // The client claims the payment is what its lines add up to; the stored amount must win.
        if (command.mode === 'short') body.paymentAmount = total;
      }
      const response = await scope.accountant
        .rest('post', '/api/payment-allocations/confirm')
        .set(scope.headers)
        .send(body);
      if (response.status === 201) created.push(response.body.allocationId);
      return { command, status: response.status, body: response.body, transactionId, key, lines };
    };

    const cancel = async (command: CancelCommand): Promise<Answer | null> => {
      if (created.length === 0) return null;
      const allocationId = created[command.target % created.length];
      const response = await scope.accountant
        .rest('post', `/api/payment-allocations/${allocationId}/cancel`)
        .set(scope.headers)
        .send({ reason: 'property test' });
      return { command, status: response.status, body: response.body, allocationId };
    };

    for (const group of scenario.groups) {
      const results = await Promise.all(
        group.map((command) => (command.kind === 'confirm' ? confirm(command) : cancel(command))),
      );
      answers.push(...results.filter((answer): answer is Answer => answer !== null));
    }

    const violations: string[] = [];
    const describeAnswer = (answer: Answer) =>
      `${JSON.stringify(answer.command)} → ${answer.status} ${JSON.stringify(answer.body)}`;

    // Every answer is a success or an explainable refusal of the registry.
    for (const answer of answers) {
      if (answer.status < 300) continue;
      const code: unknown = answer.body.code;
      if (![400, 409].includes(answer.status) || !isErrorCode(code) || errorCodeEntry(code).status !== answer.status)
        violations.push(`not an explainable refusal: ${describeAnswer(answer)}`);
      // Groups of at most four calls: the bounded, spread-out retries must get every one through.
      if (code === 'concurrency.conflict') violations.push(`retries exhausted: ${describeAnswer(answer)}`);
      if (code === 'document_remainder_exceeded') {
        const named = answer.body.params?.documentId as string;
        const requested = answer.lines ? answer.lines.map((line) => line.documentId) : documentIds;
        if (!requested.includes(named))
          violations.push(`refusal names no requested document: ${describeAnswer(answer)}`);
      }
    }
    const confirms = answers.filter((answer) => answer.command.kind === 'confirm');
    for (const answer of confirms) {
      const { mode } = answer.command as ConfirmCommand;
      if (answer.status === 201 && (mode === 'short' || mode === 'over'))
        violations.push(`confirmed lines that do not add up to the payment: ${describeAnswer(answer)}`);
      if (answer.status === 200 && answer.body.allocationId === undefined)
        violations.push(`a replay without allocationId: ${describeAnswer(answer)}`);
    }
    // One key of one transaction means one allocation, created at most once.
    const byKey = new Map<string, Answer[]>();
    for (const answer of confirms.filter((a) => a.status < 300)) {
      const id = `${answer.transactionId}/${answer.key}`;
      byKey.set(id, [...(byKey.get(id) ?? []), answer]);
    }
    for (const [id, group] of byKey) {
      if (group.filter((answer) => answer.status === 201).length > 1) violations.push(`two 201 for ${id}`);
      if (new Set(group.map((answer) => answer.body.allocationId)).size > 1)
        violations.push(`different allocations for ${id}: ${group.map(describeAnswer).join('; ')}`);
    }

    const allocations: {
      id: string;
      bankTransactionId: string;
      status: string;
      key: string;
      total: number;
      allocated: number;
      linesTotal: number;
      paymentAmount: number;
    }[] = await db.query(
      `SELECT a.id, a.bank_transaction_id AS "bankTransactionId", a.status, a.idempotency_key AS key,
              a.total_amount AS total, a.allocated_amount AS allocated, t.amount AS "paymentAmount",
              (SELECT COALESCE(sum(l.allocated_amount), 0) FROM payment_allocation_lines l
                WHERE l.allocation_id = a.id)::bigint AS "linesTotal"
         FROM payment_allocations a JOIN bank_transactions t ON t.id = a.bank_transaction_id
        WHERE a.organization_id = $1`,
      [scope.organizationId],
    );
    const live = allocations.filter((allocation) => allocation.status !== 'Cancelled');
    for (const allocation of live) {
      if (allocation.linesTotal !== allocation.paymentAmount || allocation.total !== allocation.paymentAmount)
        violations.push(`live allocation not equal to its payment: ${JSON.stringify(allocation)}`);
    }
    // Per transaction: at most one hold, and a hold exactly when there is a live allocation, naming that one.
    const holds: { bankTransactionId: string; allocationId: string }[] = await db.query(
      `SELECT bank_transaction_id AS "bankTransactionId", allocation_id AS "allocationId"
         FROM bank_transaction_holds WHERE bank_transaction_id = ANY($1::uuid[])`,
      [transactionIds],
    );
    for (const transactionId of transactionIds) {
      const liveOfTransaction = live.filter((allocation) => allocation.bankTransactionId === transactionId);
      const held = holds.filter((hold) => hold.bankTransactionId === transactionId).map((hold) => hold.allocationId);
      if (liveOfTransaction.length > 1)
        violations.push(`two live allocations of one transaction: ${JSON.stringify(liveOfTransaction)}`);
      const expected = liveOfTransaction.map((allocation) => allocation.id);
      if (JSON.stringify(held.sort()) !== JSON.stringify(expected.sort()))
        violations.push(
          `transaction ${transactionId} is held by ${JSON.stringify(held)}, live: ${JSON.stringify(expected)}`,
        );
    }
    // What the answers said is what the database holds: every row was answered 201, every cancel 200.
    const cancelledByAnswer = new Set(
      answers.filter((a) => a.command.kind === 'cancel' && a.status === 200).map((a) => a.allocationId),
    );
    const expectedLive = created.filter((id) => !cancelledByAnswer.has(id)).sort();
    if (allocations.length !== created.length) violations.push(`${allocations.length} rows for ${created.length} 201s`);
    if (JSON.stringify(live.map((a) => a.id).sort()) !== JSON.stringify(expectedLive))
      violations.push(
        `live allocations ${JSON.stringify(live.map((a) => a.id))} ≠ answered ${JSON.stringify(expectedLive)}`,
      );
    // Manual lines are saved as sent.
    for (const answer of confirms.filter((a) => a.status === 201 && a.lines)) {
      const saved: { documentId: string; allocatedAmount: number }[] = await db.query(
        `SELECT document_id AS "documentId", allocated_amount AS "allocatedAmount"
           FROM payment_allocation_lines WHERE allocation_id = $1 ORDER BY sequence`,
        [answer.body.allocationId],
      );
      if (JSON.stringify(saved) !== JSON.stringify(answer.lines))
        violations.push(`saved lines ${JSON.stringify(saved)} ≠ sent: ${describeAnswer(answer)}`);
    }

    // The documents did not change during the run, so the live lines must fit in what was unpaid.
    for (const row of await reservationAudit(db, scope.connectionId)) {
      if (row.liveLines > row.unpaid) violations.push(`over-allocated document: ${JSON.stringify(row)}`);
      if (row.reserved !== row.liveLines) violations.push(`reservation ≠ live lines: ${JSON.stringify(row)}`);
    }

    stats.runs += 1;
    stats.created += created.length;
    stats.cancelled += cancelledByAnswer.size;
    for (const answer of confirms) {
      if (answer.status === 200) stats.replayed += 1;
      if (answer.status >= 300) {
        stats.refused += 1;
        const code = String(answer.body.code);
        stats.codes[code] = (stats.codes[code] ?? 0) + 1;
      }
    }
    expect(violations).toEqual([]);
  }

  it('never over-allocates a document or a payment, and refuses only with explainable codes', async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, runScenario), {
      numRuns: NUM_RUNS,
      seed: SEED,
      endOnFailure: true,
      reporter: (details) => {
        if (!details.failed) return;
        const cause = details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
        throw new Error(`${fc.defaultReportMessage(details)}\nReplay with FC_SEED=${SEED}\n${String(cause)}`);
      },
    });
    // The scenarios must exercise both sides, or the invariants above prove nothing.
    expect(stats.runs).toBe(NUM_RUNS);
    expect(stats.created).toBeGreaterThan(0);
    expect(stats.refused).toBeGreaterThan(0);
    expect(stats.cancelled).toBeGreaterThan(0);
    expect(stats.codes.document_remainder_exceeded ?? 0).toBeGreaterThan(0);
    reportFigure(`allocation invariants (seed ${SEED}): ${JSON.stringify(stats)}`);
  }, 120_000);
});
