/**
 * `npm run bench:everyday`: how much of one restaurant's month the service readies for approval without manual
 * work. A generated March (bench/everyday-month.ts: about BENCH_LINES lines, default 1,500, of BENCH_SUPPLIERS
 * suppliers, default 40, besides card settlements, fees, rent, taxes, utilities and salaries) is uploaded as one 1C
 * statement to an outlet whose accounting system (the simulator in this process) holds the suppliers and their open
 * invoices; suppliers and documents are synced first, as an accountant's morning starts. Then every work item that
 * needs preparing is prepared (the safe single-invoice proposal), and the bench reports, per kind of line, how many
 * ended ReadyForApproval and how many still need a person: the manual decisions left. Then the accountant's phase:
 * one direct posting rule per kind of line that pays no invoice (the landlord and the tax office by tax id, acquiring
 * and bank fees and salaries by purpose, each utility by its tax id, card settlements as a pay-in by purpose), and
 * the ready share again: before and after in one run, the decisions left after counting each rule as one. Last the
 * small differences: every supplier line short of its invoice by a bank charge is previewed against its invoice
 * before and after the organization sets a tolerance of 150 rubles to bank fees, counting the invoices each leaves
 * partly paid (a follow-up decision each) and those it settles with a write-off.
 *
 * Runs against the application in this process on DATABASE_URL's PostgreSQL (its own bench database) or the embedded
 * database. BENCH_SMOKE=1: 150 lines (3 days, 5 employees, 8 suppliers), seconds. Exits non-zero when a line of the statement is missing
 * from the work queue.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startErpSimulator } from '../src/erp-simulator/erp-simulator';
import { createScope, removeScope, type Scope } from './allocate-seed';
import { ADMIN, BenchError, positiveIntFromEnv, prepareBackend } from './api.bench';
import { ACCOUNTANT_RULES, planMonth, type LineCategory } from './everyday-month';
import { createBenchApplication } from './in-process-application';
import { DrillClient } from './scale-drill-client';

const SMOKE = process.env.BENCH_SMOKE === '1';
const LINES = SMOKE ? 150 : positiveIntFromEnv('BENCH_LINES', 1_500);
const SUPPLIERS = SMOKE ? 8 : positiveIntFromEnv('BENCH_SUPPLIERS', 40);
const SEED = positiveIntFromEnv('BENCH_SEED', 20250301);
const ACCOUNT = '40702810900000012345';

const Q = {
  login:
    'mutation($email: String!, $password: String!) { login(input: {email: $email, password: $password}) { accessToken } }',
  suppliers: 'mutation($id: UUID!) { syncErpSuppliers(connectionId: $id, full: true) { status } }',
  // The month's invoices are dated February 2025, far outside the default period back from today.
  documents: `mutation($id: UUID!) { syncErpDocuments(connectionId: $id, forceRefresh: true, from: "2025-01-01",
    to: "2025-03-31") { status } }`,
  upload: 'mutation($file: Upload!) { uploadBankStatement(file: $file) { importId status } }',
  import: 'query($id: UUID!) { bankImport(id: $id) { status } }',
  items: `query($page: Int!) { accountantWorkItems(page: $page, pageSize: 100) {
    items { bankTransactionId workflowState matchStatus } totalCount } }`,
  rule: `mutation($input: CreateDirectPostingRuleInput!) { createDirectPostingRule(input: $input) { id } }`,
  tolerance: `mutation($id: UUID!, $input: SetPaymentToleranceInput!) {
    setPaymentTolerance(organizationId: $id, input: $input) { isActive } }`,
  preview: `query($input: AllocationPreviewInput!) { paymentAllocationPreview(input: $input) {
    canConfirm writeOffAmount invoiceDebtRemaining } }`,
  prepare: `mutation($id: UUID!, $key: String!) { prepareAccountantWorkItem(bankTransactionId: $id,
    input: { idempotencyKey: $key }) { workItem { workflowState } } }`,
};

interface Item {
  bankTransactionId: string;
  workflowState: string;
  matchStatus: string;
}

async function workItems(client: DrillClient): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const { accountantWorkItems } = await client.gql<{ accountantWorkItems: { items: Item[]; totalCount: number } }>(
      Q.items,
      { page },
    );
    items.push(...accountantWorkItems.items);
    if (items.length >= accountantWorkItems.totalCount || accountantWorkItems.items.length === 0) return items;
  }
}

type Tally = Map<LineCategory, { lines: number; matched: number; ready: number }>;

/** The work items per kind of line of the month, and how many of them are ReadyForApproval. */
function tallyOf(items: Item[], categoryOf: (item: Item) => LineCategory): { ready: number; byCategory: Tally } {
  const byCategory: Tally = new Map();
  for (const item of items) {
    const category = categoryOf(item);
    const tally = byCategory.get(category) ?? { lines: 0, matched: 0, ready: 0 };
    tally.lines += 1;
    if (item.matchStatus === 'AutoMatched' || item.matchStatus === 'ManualMatched') tally.matched += 1;
    if (item.workflowState === 'ReadyForApproval') tally.ready += 1;
    byCategory.set(category, tally);
  }
  const ready = [...byCategory.values()].reduce((sum, tally) => sum + tally.ready, 0);
  return { ready, byCategory };
}

const sorted = (byCategory: Tally) => Object.fromEntries([...byCategory].sort(([a], [b]) => a.localeCompare(b)));

async function main(): Promise<void> {
  const backend = await prepareBackend();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recon-everyday-'));
  const app = await createBenchApplication(backend, dataDir);
  const port = await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;
  let scope: Scope | null = null;
  let simulator: Awaited<ReturnType<typeof startErpSimulator>> | null = null;
  try {
    scope = await createScope(app, baseUrl);
    const [{ code }] = await app.dataSource.query('SELECT code FROM locations WHERE id = $1', [scope.locationId]);
    const shape = SMOKE
      ? { lines: LINES, suppliers: SUPPLIERS, days: 3, employees: 5 }
      : { lines: LINES, suppliers: SUPPLIERS, days: 30, employees: 85 };
    const month = planMonth(shape, code, ACCOUNT, SEED);
    simulator = await startErpSimulator({ port: 0, fixture: month.fixture, sessionLimit: 50 });
    const { connectionId } = scope;
    await app.dataSource.transaction(async (em) => {
      await em.query('UPDATE erp_connections SET base_url = $1 WHERE id = $2', [simulator!.baseUrl, connectionId]);
      await app.erpConnections.saveCredentials(em, connectionId, { login: 'admin', password: 'simulator' });
    });

    const anonymous = new DrillClient(baseUrl, '');
    const { login } = await anonymous.gql<{ login: { accessToken: string } }>(Q.login, ADMIN);
    const admin = new DrillClient(baseUrl, login.accessToken).withContext(scope.organizationId);
    const accountant = new DrillClient(baseUrl, scope.headers.Authorization.slice('Bearer '.length)).withContext(
      scope.organizationId,
      scope.locationId,
    );

    const started = performance.now();
    await admin.gql(Q.suppliers, { id: connectionId });
    await admin.gql(Q.documents, { id: connectionId });
    const synced = performance.now();
    const { uploadBankStatement } = await accountant.upload<{ uploadBankStatement: { importId: string } }>(
      Q.upload,
      month.statement,
      month.fileName,
    );
    for (;;) {
      const { bankImport } = await accountant.gql<{ bankImport: { status: string } }>(Q.import, {
        id: uploadBankStatement.importId,
      });
      if (bankImport.status !== 'Processing' && bankImport.status !== 'Uploaded') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const imported = performance.now();
    let prepared = 0;
    for (const item of await workItems(accountant)) {
      if (item.workflowState !== 'NeedsPreparation') continue;
      await accountant.gql(Q.prepare, { id: item.bankTransactionId, key: `everyday-${item.bankTransactionId}` });
      prepared += 1;
    }
    const preparedAt = performance.now();

    const items = await workItems(accountant);
    const references = new Map<string, string>(
      (
        await app.dataSource.query('SELECT id, bank_reference FROM bank_transactions WHERE import_id = $1', [
          uploadBankStatement.importId,
        ])
      ).map((row: { id: string; bank_reference: string }) => [row.id, row.bank_reference]),
    );
    const categories = new Map(month.lines.map((line) => [String(line.number), line.category]));
    const categoryOf = (item: Item): LineCategory => {
      const category = categories.get(references.get(item.bankTransactionId) ?? '');
      if (!category) throw new BenchError(`work item ${item.bankTransactionId} is no line of the statement`);
      return category;
    };
    if (items.length !== month.lines.length)
      throw new BenchError(`${items.length} work items for ${month.lines.length} statement lines`);
    const { ready, byCategory } = tallyOf(items, categoryOf);

    // The accountant's phase: a rule per kind of line that pays no invoice, created as the accountant would.
    for (const rule of ACCOUNTANT_RULES) await admin.gql(Q.rule, { input: rule });
    const ruled = performance.now();
    const after = await workItems(accountant);
    const afterRules = performance.now();
    const accountantPhase = tallyOf(after, categoryOf);

    // Small differences: each short supplier line previewed against its own invoice, without and with a tolerance.
    const lineOf = new Map(month.lines.map((line) => [String(line.number), line]));
    const shortLines = after.flatMap((item) => {
      const line = lineOf.get(references.get(item.bankTransactionId) ?? '');
      return line?.category === 'supplier-short' && item.matchStatus !== 'Unmatched' ? [{ item, line }] : [];
    });
    const previewShort = async () => {
      const figures = { confirmable: 0, leftPartlyPaid: 0, debtLeft: 0, settledWithWriteOff: 0, writtenOff: 0 };
      for (const { item, line } of shortLines) {
        const { paymentAllocationPreview: plan } = await accountant.gql<{
          paymentAllocationPreview: { canConfirm: boolean; writeOffAmount: number; invoiceDebtRemaining: number };
        }>(Q.preview, {
          input: {
            bankTransactionId: item.bankTransactionId,
            allocationMethod: 'Manual',
            lines: [{ documentId: line.invoiceId, allocatedAmount: line.amount }],
          },
        });
        if (!plan.canConfirm) continue;
        figures.confirmable += 1;
        if (plan.invoiceDebtRemaining > 0) figures.leftPartlyPaid += 1;
        figures.debtLeft += plan.invoiceDebtRemaining;
        if (plan.writeOffAmount > 0) figures.settledWithWriteOff += 1;
        figures.writtenOff += plan.writeOffAmount;
      }
      return figures;
    };
    const withoutTolerance = await previewShort();
    await admin.gql(Q.tolerance, {
      id: scope.organizationId,
      input: { amount: 15_000, writeOffAccountId: 'acc-other-expenses', writeOffCashFlowArticleId: 'cfa-bank-fees' },
    });
    const withTolerance = await previewShort();
    const tolerancePhase = tallyOf(await workItems(accountant), categoryOf);
    console.log(
      JSON.stringify(
        {
          bench: 'everyday',
          backend: backend.description,
          lines: items.length,
          suppliers: SUPPLIERS,
          readyForApproval: ready,
          readyShare: Number((ready / items.length).toFixed(3)),
          manualDecisionsLeft: items.length - ready,
          prepared,
          byCategory: sorted(byCategory),
          afterRules: {
            rulesCreated: ACCOUNTANT_RULES.length,
            readyForApproval: accountantPhase.ready,
            readyShare: Number((accountantPhase.ready / after.length).toFixed(3)),
            linesNotReady: after.length - accountantPhase.ready,
            manualDecisionsLeft: after.length - accountantPhase.ready + ACCOUNTANT_RULES.length,
            byCategory: sorted(accountantPhase.byCategory),
          },
          smallDifferences: {
            shortSupplierLines: shortLines.length,
            tolerance: { amount: 15_000, writeOffTarget: 'acc-other-expenses / cfa-bank-fees' },
            withoutTolerance,
            withTolerance,
            readyForApproval: tolerancePhase.ready,
          },
          ms: {
            sync: Math.round(synced - started),
            importAndMatch: Math.round(imported - synced),
            prepare: Math.round(preparedAt - imported),
            createRules: Math.round(ruled - preparedAt),
            listAfterRules: Math.round(afterRules - ruled),
          },
        },
        null,
        1,
      ),
    );
  } finally {
    if (scope) await removeScope(app, scope).catch(() => undefined);
    await simulator?.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exit(1);
});
