import { eventFigures, judgeDay, type DayFacts } from '../bench/scale-drill-audit';

/** The drill's verdict must catch each kind of double and of lost work it claims to rule out. */
describe('the scale drill judgement', () => {
  const posting = (id: string, status = 'Reconciled') => ({
    id,
    status,
    key: `key-${id}`,
    reconciledAt: null,
    lastWorkerId: null,
  });
  const told = (...ids: string[]) => ({
    approvedPostings: ids.map((postingId) => ({
      locationId: 'outlet-1',
      postingId,
      allocationId: `allocation-${postingId}`,
      bankTransactionId: `transaction-${postingId}`,
    })),
    imports: [{ locationId: 'outlet-1', importId: 'import-1', fileName: 'morning.txt' }],
    originals: [true],
  });
  const clean = (): DayFacts => ({
    postings: [posting('p1'), posting('p2')],
    paymentKeys: ['key-p1', 'key-p2'],
    doubleAllocations: 0,
    doubleImports: 0,
    importIds: ['import-1'],
    rentNotMatchedByRule: 0,
    recovery: { takenOver: 0, foundByReadback: 0 },
  });
  const total = (figures: Record<string, number>) => Object.values(figures).reduce((sum, n) => sum + n, 0);

  it('finds nothing in a clean day', () => {
    const verdict = judgeDay(clean(), told('p1', 'p2'));
    expect([total(verdict.doubles), total(verdict.lost)]).toEqual([0, 0]);
    expect(verdict.statuses).toEqual({ Reconciled: 2 });
  });

  it('counts a posting the accounting system applied twice, and a payment under no posting key', () => {
    const facts = { ...clean(), paymentKeys: ['key-p1', 'key-p2', 'key-p2', 'key-stranger'] };
    expect(judgeDay(facts, told('p1', 'p2')).doubles).toEqual({
      payments: 1,
      allocations: 0,
      imports: 0,
      foreignPayments: 1,
    });
  });

  it('passes on double allocations and imports found in the database', () => {
    const facts = { ...clean(), doubleAllocations: 2, doubleImports: 1 };
    expect(total(judgeDay(facts, told('p1', 'p2')).doubles)).toBe(3);
  });

  it('counts every kind of lost work', () => {
    const facts: DayFacts = {
      ...clean(),
      postings: [posting('p1'), posting('p2', 'RetryScheduled'), posting('p3'), posting('p4')],
      paymentKeys: ['key-p1', 'key-p4'],
      importIds: [],
      rentNotMatchedByRule: 1,
    };
    // p2 is still retrying, p3 is Reconciled with no payment, p4 is known to no client, p5 and the import were
    // confirmed to a client and do not exist, and the second original file read back differed from the upload.
    expect(judgeDay(facts, { ...told('p1', 'p2', 'p3', 'p5'), originals: [true, false] }).lost).toEqual({
      postingsMissing: 1,
      notReconciled: 1,
      reconciledUnpaid: 1,
      importsMissing: 1,
      untracked: 1,
      rentNotMatchedByRule: 1,
      originalsNotIntact: 1,
    });
  });

  it('counts an event delivered to another outlet as a leak, and reads delays from changedAtUtc', () => {
    const at = Date.parse('2026-01-01T00:00:00Z');
    const event = (locationId: string, status: string, delay: number) => ({
      postingId: 'p1',
      locationId,
      status,
      changedAtUtc: new Date(at).toISOString(),
      receivedAt: at + delay,
    });
    const figures = eventFigures(
      [
        {
          locationId: 'outlet-1',
          received: [event('outlet-1', 'Queued', 5), event('outlet-1', 'Reconciled', 40)],
          gaps: [],
        },
        { locationId: 'outlet-2', received: [event('outlet-1', 'Reconciled', 90)], gaps: [] },
      ],
      [{ postingId: 'p1', locationId: 'outlet-1', reconciledAt: at, lastWorkerId: null }],
    );
    expect(figures).toMatchObject({ delivered: 3, fromWorkerProcesses: 2, leaks: 1, reconciledAnnounced: 1 });
    expect(figures.delayMs).toEqual({ p50: 90, p99: 90, max: 90 });
  });

  it('excuses a missed event only when every tab of the outlet was without a connection', () => {
    const at = Date.parse('2026-01-01T00:00:00Z');
    const tab = (gaps: { from: number; to: number | null }[]) => ({ locationId: 'outlet-1', received: [], gaps });
    const missed = (tabs: ReturnType<typeof tab>[]) => {
      const { missedWhileReconnecting, missedWhileConnected } = eventFigures(tabs, [
        { postingId: 'p1', locationId: 'outlet-1', reconciledAt: at, lastWorkerId: null },
      ]);
      return { missedWhileReconnecting, missedWhileConnected };
    };
    const down = { from: at - 1_000, to: at + 200 };
    expect(missed([tab([down]), tab([{ from: at - 50, to: null }])])).toEqual({
      missedWhileReconnecting: 1,
      missedWhileConnected: 0,
    });
    expect(missed([tab([down]), tab([])])).toEqual({ missedWhileReconnecting: 0, missedWhileConnected: 1 });
    // Long after the reconnection, the tab was listening again.
    expect(missed([tab([{ from: at - 9_000, to: at - 5_000 }])])).toEqual({
      missedWhileReconnecting: 0,
      missedWhileConnected: 1,
    });
  });

  it('excuses a missed event of a connected tab only when the worker that committed it died right after', () => {
    const at = Date.parse('2026-01-01T00:00:00Z');
    const tabs = [{ locationId: 'outlet-1', received: [], gaps: [] }];
    const missed = (lastWorkerId: string | null, killed: { pid: number; at: number }[]) => {
      const figures = eventFigures(
        tabs,
        [{ postingId: 'p1', locationId: 'outlet-1', reconciledAt: at, lastWorkerId }],
        killed,
      );
      return [figures.missedWithKilledPublisher, figures.missedWhileConnected];
    };
    const worker = 'worker:4242:abc';
    expect(missed(worker, [{ pid: 4242, at: at + 5 }])).toEqual([1, 0]);
    // Another worker died, or this one died long after it could have announced the change, or before the change.
    expect(missed(worker, [{ pid: 4243, at: at + 5 }])).toEqual([0, 1]);
    expect(missed(worker, [{ pid: 4242, at: at + 5_000 }])).toEqual([0, 1]);
    expect(missed(worker, [{ pid: 4242, at: at - 5 }])).toEqual([0, 1]);
    expect(missed(null, [{ pid: 4242, at: at + 5 }])).toEqual([0, 1]);
  });
});
