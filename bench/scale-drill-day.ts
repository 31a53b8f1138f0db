import { DomainError, retrying, step, type DrillClient } from './scale-drill-client';
import type { DrillOutlet, DrillPlan } from './scale-drill-data';
import type { ErpDialect } from '../src/modules/erp-connector/erp-connector';

/**
 * The scripted day of the drill, through the proxy: the administrator sets up the organizations (outlets, the
 * accounting connection, a sync), then each outlet's accountant uploads its statements, takes every payment that
 * matching assigned to a supplier from candidates to an approved posting, and exports its reconciliation evidence.
 */
export interface OutletScope {
  organizationId: string;
  locationId: string;
  outlet: DrillOutlet;
}

/** What the clients were told succeeded: the audit holds the service to each of these. */
export interface DayLedger {
  imports: { locationId: string; importId: string; fileName: string }[];
  /** Postings whose approval the service confirmed: each must end Reconciled and paid exactly once. */
  approvedPostings: { locationId: string; postingId: string; allocationId: string; bankTransactionId: string }[];
  /** Rent lines: no supplier has the landlord's INN; the organization's rule matches them, at import or by rematch. */
  rentLines: number;
  rules: { organizationId: string; changedTransactionCount: number }[];
  /** Each upload's original file read back through the proxy (from the bucket, by any process): intact or not. */
  originals: boolean[];
  exports: { locationId: string; rows: number }[];
}

/** The landlord's id in the accounting system, which the organizations' rule names. */
export const LANDLORD = 'drill-landlord';

const SETUP = {
  organization: `mutation($name: String!) { createPlatformOrganization(input: { name: $name }) { id } }`,
  outlet: `mutation($organizationId: UUID!, $name: String!, $code: String!) {
    createLocation(organizationId: $organizationId,
      input: { name: $name, code: $code, timeZone: "Europe/Moscow", chainKey: "drill" }) { id } }`,
  connection: `mutation($organizationId: UUID!, $baseUrl: String!, $dialect: ErpDialect!) {
    createErpConnection(input: { organizationId: $organizationId, name: "Simulator", baseUrl: $baseUrl,
      dialect: $dialect, login: "admin", password: "simulator" }) { id } }`,
  sync: `mutation($connectionId: UUID!) {
    syncErpSuppliers(connectionId: $connectionId) { status }
    syncErpDocuments(connectionId: $connectionId, from: "2025-01-01", to: "2025-01-31") { status documentCount } }`,
};

const DAY = {
  rule: `mutation($organizationId: UUID!) { createCounterpartyRule(input: { organizationId: $organizationId,
    pattern: "Соколова Анна Викторовна", erpCounterpartyId: "${LANDLORD}", erpCounterpartyName: "ИП Соколова Анна Викторовна"
  }) { alreadyExists changedTransactionCount } }`,
  upload: 'mutation Upload($file: Upload!) { uploadBankStatement(file: $file) { importId status isDuplicate } }',
  transactions: `query($id: UUID!) { bankImport(id: $id) { status
    transactions(pageSize: 100) { items { id matchStatus matchedCounterpartyId } } } }`,
  candidates: `mutation($id: String!) { buildPaymentCandidates(bankTransactionId: $id) { rank } }`,
  confirm: `mutation($id: String!, $key: String!) { confirmPaymentAllocation(
    input: { bankTransactionId: $id, allocationMethod: AutomaticFifo, idempotencyKey: $key }) { allocationId } }`,
  approve: `mutation($id: UUID!) { approvePaymentAllocation(id: $id) { status } }`,
  allocation: `query($id: UUID!) { paymentAllocation(id: $id) { status posting { id status } } }`,
  queue: `mutation($id: UUID!) { queueErpPosting(allocationId: $id) { id } }`,
  // On IikoServer the same pair is a pay-out type and its chief account: the simulator makes the fixture's articles
  // supplier pay-out types drawing from its accounts, this one from the bank account.
  target: `mutation($id: UUID!) { setErpPostingWriteTarget(id: $id,
    input: { accountId: "acc-bank-1", cashFlowArticleId: "cfa-supplier-payments" }) { accountName } }`,
  approvePosting: `mutation($id: UUID!) { approveErpPosting(id: $id) { status } }`,
  posting: `query($id: UUID!) { erpPosting(id: $id) { status } }`,
};

const APPROVED_ALLOCATION = new Set(['Approved', 'PostingQueued', 'Posted', 'Reconciled']);
/** Postings past approval: the worker has them, whatever it has done with them since. */
const APPROVED = new Set([
  'Queued',
  'RetryScheduled',
  'WriteOutcomeUnknown',
  'ReadbackPending',
  'Posted',
  'Reconciled',
]);

export async function setUpOrganizations(
  admin: DrillClient,
  plan: DrillPlan,
  erpBaseUrl: string,
  dialect: ErpDialect = 'Reference',
) {
  const scopes: OutletScope[] = [];
  for (const organization of plan.organizations) {
    const { createPlatformOrganization } = await admin.gql<{ createPlatformOrganization: { id: string } }>(
      SETUP.organization,
      { name: organization.name },
    );
    const organizationId = createPlatformOrganization.id;
    for (const outlet of organization.outlets) {
      const { createLocation } = await admin.gql<{ createLocation: { id: string } }>(SETUP.outlet, {
        organizationId,
        name: outlet.name,
        code: outlet.code,
      });
      scopes.push({ organizationId, locationId: createLocation.id, outlet });
    }
    const { createErpConnection } = await admin.gql<{ createErpConnection: { id: string } }>(SETUP.connection, {
      organizationId,
      baseUrl: erpBaseUrl,
      dialect,
    });
    await admin.gql(SETUP.sync, { connectionId: createErpConnection.id });
  }
  return scopes;
}

export function emptyLedger(): DayLedger {
  return { imports: [], approvedPostings: [], rentLines: 0, rules: [], originals: [], exports: [] };
}

/** One outlet's day; `parallel` payments of a statement are worked on at once, as several tabs would. */
export async function runOutletDay(
  client: DrillClient,
  scope: OutletScope,
  ledger: DayLedger,
  parallel: number,
): Promise<void> {
  for (const [index, file] of scope.outlet.statements.entries()) {
    // An upload whose answer was lost is sent again: the service knows the file and answers the same import.
    const { uploadBankStatement: uploaded } = await retrying(() =>
      client.upload<{ uploadBankStatement: { importId: string; status: string } }>(
        DAY.upload,
        file.content,
        file.fileName,
      ),
    );
    ledger.imports.push({ locationId: scope.locationId, importId: uploaded.importId, fileName: file.fileName });
    const original = await retrying(() => client.getText(`/api/bank-statements/imports/${uploaded.importId}/file`));
    ledger.originals.push(original === file.content.toString('utf8'));
    const { bankImport } = await retrying(() =>
      client.gql<{
        bankImport: {
          transactions: { items: { id: string; matchStatus: string; matchedCounterpartyId: string | null }[] };
        };
      }>(DAY.transactions, { id: uploaded.importId }),
    );
    const matched = bankImport.transactions.items.filter(
      (item) => item.matchStatus === 'AutoMatched' && item.matchedCounterpartyId !== LANDLORD,
    );
    ledger.rentLines += bankImport.transactions.items.length - matched.length;
    if (matched.length !== file.supplierPayments) {
      throw new DomainError(`${file.fileName}: ${matched.length} payments matched, ${file.supplierPayments} expected`);
    }
    const queue = [...matched];
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          ledger.approvedPostings.push({ locationId: scope.locationId, ...(await settlePayment(client, next.id)) });
        }
      }),
    );
    // Mid-day the accountant checks what has been reconciled so far; the count is whatever the workers have done.
    if (index === 0) await exportEvidence(client, scope);
  }
}

/**
 * The accountant teaches matching the landlord: a rule of the organization, which rematches its undecided
 * transactions (the rent lines already imported) in the same transaction. Creating it again answers alreadyExists.
 */
export async function createLandlordRule(admin: DrillClient, organizationId: string, ledger: DayLedger): Promise<void> {
  const { createCounterpartyRule } = await retrying(() =>
    admin.gql<{ createCounterpartyRule: { changedTransactionCount: number } }>(DAY.rule, { organizationId }),
  );
  ledger.rules.push({ organizationId, changedTransactionCount: createCounterpartyRule.changedTransactionCount });
}

async function settlePayment(client: DrillClient, bankTransactionId: string) {
  type Allocation = { status: string; posting: { id: string; status: string } | null };
  const allocationOf = (id: string) =>
    client.gql<{ paymentAllocation: Allocation }>(DAY.allocation, { id }).then((data) => data.paymentAllocation);

  await retrying(() => client.gql(DAY.candidates, { id: bankTransactionId }));
  // Confirm is idempotent by its key: the same key answers the same allocation.
  const { confirmPaymentAllocation } = await retrying(() =>
    client.gql<{ confirmPaymentAllocation: { allocationId: string } }>(DAY.confirm, {
      id: bankTransactionId,
      key: `drill-${bankTransactionId}`,
    }),
  );
  const allocationId = confirmPaymentAllocation.allocationId;
  await step(
    () => client.gql(DAY.approve, { id: allocationId }),
    async () => (APPROVED_ALLOCATION.has((await allocationOf(allocationId)).status) ? true : null),
  );
  const postingId = await step(
    () =>
      client
        .gql<{ queueErpPosting: { id: string } }>(DAY.queue, { id: allocationId })
        .then((d) => d.queueErpPosting.id),
    async () => (await allocationOf(allocationId)).posting?.id ?? null,
  );
  await retrying(() => client.gql(DAY.target, { id: postingId }));
  await step(
    () => client.gql(DAY.approvePosting, { id: postingId }),
    async () => {
      const { erpPosting } = await client.gql<{ erpPosting: { status: string } }>(DAY.posting, { id: postingId });
      return APPROVED.has(erpPosting.status) ? true : null;
    },
  );
  return { postingId, allocationId, bankTransactionId };
}

/** The outlet's reconciled evidence as CSV, through the REST path; answers its data rows. */
export async function exportEvidence(client: DrillClient, scope: OutletScope): Promise<number> {
  const csv = await retrying(() =>
    client.getText(`/api/reports/reconciliation-evidence/export.csv?locationId=${scope.locationId}&status=Reconciled`),
  );
  return csv.split('\n').filter((line) => line.trim().length > 0).length - 1;
}
