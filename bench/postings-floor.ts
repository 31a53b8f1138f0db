import { performance } from 'node:perf_hooks';
import { ErpAddressPolicy } from '../src/modules/erp-connector/erp-address-policy';
import type { ErpConnector } from '../src/modules/erp-connector/erp-connector';
import { createHttpErpConnector } from '../src/modules/erp-connector/http-erp-connector';
import { BenchError } from './api.bench';
import { processTicks, TICK_MICROS } from './postings-procs';
import { control, createSimulatorDocuments, planLines, resetSimulator, SUPPLIER_ID } from './postings-seed';

/**
 * The floor of bench:postings: the simulator's own rate for bare payment writes, through the service's
 * HttpErpConnector (its keep-alive agent, one session per connector) from this process, with the workers' shape:
 * one connector per worker, POSTING_WORKER_CONCURRENCY calls in flight on each. Also the pair of calls a posting
 * makes (the write, then the batch read of its documents' unpaid state), to compare with a drain.
 */

export interface FloorResult {
  label: string;
  calls: number;
  seconds: number;
  latencies: number[];
  /** CPU µs per measured unit: the simulator's, and this process's (the callers). */
  simulatorMicros: number;
  selfMicros: number;
}

const FLOOR_DOCUMENTS = 2_000;
const DOCUMENT_AMOUNT = 1_000_000_000_000;

/** Resets the simulator and creates documents large enough that no floor write runs out of unpaid amount. */
export async function prepareFloor(simulatorUrl: string): Promise<string[]> {
  await resetSimulator(simulatorUrl);
  const ids = Array.from({ length: FLOOR_DOCUMENTS }, (_, index) => `floor-${index + 1}`);
  await createSimulatorDocuments(
    simulatorUrl,
    'FLOOR',
    ids.map((id) => ({ id, amount: DOCUMENT_AMOUNT })),
  );
  return ids;
}

export async function measureFloor(options: {
  label: string;
  simulatorUrl: string;
  simulatorPid: number;
  documentIds: string[];
  connectors: number;
  concurrency: number;
  count: number;
  withReadback: boolean;
  random: () => number;
}): Promise<FloorResult> {
  const { documentIds, random } = options;
  const connectors: ErpConnector[] = Array.from({ length: options.connectors }, () =>
    createHttpErpConnector({
      baseUrl: options.simulatorUrl,
      login: 'admin',
      password: 'simulator',
      timeoutMs: 10_000,
      retries: 2,
      addressPolicy: new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true }),
    }),
  );
  // The items of each write as a posting has them: 1–2 documents, a few thousand each.
  const payments = planLines(options.count + 200, 'unused', random).map((lines, index) => ({
    date: '2026-02-01',
    accountId: 'acc-bank-1',
    cashFlowArticleId: 'cfa-supplier-payments',
    supplierId: SUPPLIER_ID,
    currency: 'RUB',
    items: lines.map((line, position) => ({
      documentId: documentIds[(index + position * 7) % documentIds.length],
      amount: line.amount,
    })),
  }));
  const keyPrefix = `floor-${options.label.replace(/\W+/g, '-')}-`;
  const latencies: number[] = [];
  let next = 0;
  const run = async (from: number, until: number, measured: boolean) => {
    next = from;
    const caller = async (connector: ErpConnector) => {
      for (let index = next++; index < until; index = next++) {
        const started = performance.now();
        await connector.writePayment(payments[index], `${keyPrefix}${index}`);
        if (options.withReadback) await connector.getUnpaidBatch(payments[index].items.map((item) => item.documentId));
        if (measured) latencies.push(performance.now() - started);
      }
    };
    await Promise.all(
      connectors.flatMap((connector) => Array.from({ length: options.concurrency }, () => caller(connector))),
    );
  };
  try {
    // Sign-in, sockets and JIT first, on both sides.
    await run(0, 200, false);
    const simulatorBefore = processTicks(options.simulatorPid);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await run(200, 200 + options.count, true);
    const seconds = (performance.now() - started) / 1000;
    const self = process.cpuUsage(cpu);
    const simulatorTicks = processTicks(options.simulatorPid) - simulatorBefore;
    return {
      label: options.label,
      calls: latencies.length,
      seconds,
      latencies: latencies.sort((a, b) => a - b),
      simulatorMicros: (simulatorTicks * TICK_MICROS) / latencies.length,
      selfMicros: (self.user + self.system) / latencies.length,
    };
  } finally {
    await Promise.all(connectors.map((connector) => connector.close()));
  }
}

/** Every floor write applied exactly once: the simulator holds one payment per key it was sent. */
export async function auditFloor(simulatorUrl: string, expected: number): Promise<void> {
  const payments = await control<{ idempotencyKey: string }[]>(simulatorUrl, 'GET', '/__control/payments');
  const keys = new Set(payments.map((payment) => payment.idempotencyKey));
  if (payments.length !== expected || keys.size !== expected)
    throw new BenchError(`floor: ${payments.length} payments under ${keys.size} keys, ${expected} writes sent`);
}
