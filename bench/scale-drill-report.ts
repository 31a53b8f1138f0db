import type { AuditFigures } from './scale-drill-audit';

/** What one drill run found, as printed: a page for people, then one JSON line for scripts. */
export interface DrillReport {
  seed: number;
  /** The accounting-system dialect the day ran against. */
  dialect: 'Reference' | 'IikoServer';
  processes: string;
  dayMs: number;
  drainMs: number;
  chaos: {
    faults: number;
    kills: { name: string; pid: number; atMs: number; downMs: number; claimsHeld: number }[];
  };
  requests: number;
  transientAnswers: number;
  resolvedByRead: number;
  failedOutlets: string[];
  imports: number;
  rentLines: number;
  originalsIntact: number;
  rules: { organizations: number; changedByRematch: number; completionsAnnounced: number; changedAnnounced: number };
  approvedPostings: number;
  exports: number;
  exportRows: number;
  exportsShort: number;
  audit: AuditFigures;
  recovery: { takenOver: number; foundByReadback: number };
  events: {
    subscriptions: number;
    reconnects: number;
    delivered: number;
    fromWorkerProcesses: number;
    leaks: number;
    reconciledAnnounced: number;
    missedWhileReconnecting: number;
    missedWithKilledPublisher: number;
    missedWhileConnected: number;
    delayMs: { p50: number; p99: number; max: number };
  };
  proxy: { forwarded: number; upgrades: number; refused: number; badGateway: number };
  shutdown: { name: string; code: number | null; signal: string | null }[];
  /**
   * Sessions open at the simulator (on IikoServer each holds one of the server's licence slots): the most at once
   * during the day, just before the processes' SIGTERM and after they exited; the process lives (restarts included).
   */
  licenceSlots: {
    maxDuringDay: number;
    beforeShutdown: number;
    afterShutdown: number;
    processLives: number;
    /** IikoServer: sign-ins and logouts the server received. */
    signIns?: number;
    logouts?: number;
  };
  errorLogLines: number;
}

const sum = (figures: Record<string, number>) => Object.values(figures).reduce((total, n) => total + n, 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const parts = (figures: Record<string, number>) =>
  Object.entries(figures)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

/** The failures that make the run red; none is a matter of speed. */
export function failuresOf(report: DrillReport): string[] {
  return [
    sum(report.audit.doubles) > 0 && 'doubles',
    sum(report.audit.lost) > 0 && 'lost work',
    report.events.leaks > 0 && 'events leaked across outlets',
    report.rules.completionsAnnounced < report.rules.organizations && 'rematches not announced',
    report.events.missedWhileConnected > 0 && 'events missed by a connected tab',
    report.exportsShort > 0 && 'incomplete exports',
    report.failedOutlets.length > 0 && 'failed client operations',
    report.shutdown.some((exit) => exit.code !== 0) && 'a process did not exit 0 on SIGTERM',
    // A licence slot is the server's to count: the deployment holds at most one per process, and none once stopped.
    report.dialect === 'IikoServer' &&
      report.licenceSlots.maxDuringDay > report.licenceSlots.processLives &&
      'more licence slots than processes',
    report.dialect === 'IikoServer' &&
      report.licenceSlots.afterShutdown > 0 &&
      'licence slots left open after shutdown',
    report.errorLogLines > 0 && 'error log lines',
  ].filter((failure): failure is string => typeof failure === 'string');
}

export function printReport(report: DrillReport): void {
  const { audit, events, chaos } = report;
  const failures = failuresOf(report);
  const crashes = chaos.kills
    .map(
      (kill) =>
        `${kill.name} SIGKILLed at ${seconds(kill.atMs)}` +
        (kill.name.startsWith('worker') ? ` holding ${kill.claimsHeld} claimed postings` : '') +
        `, serving again ${seconds(kill.downMs)} later`,
    )
    .join('; ');
  const lines = [
    `drill:scale seed ${report.seed} (${report.dialect} dialect): ${report.processes}`,
    `day ${seconds(report.dayMs)}, then ${seconds(report.drainMs)} for the workers to finish`,
    `crashes: ${crashes || 'none (the day ended first)'}; ${chaos.faults} simulator faults injected`,
    `requests ${report.requests} (${Math.round(report.requests / (report.dayMs / 1000))}/s); errors: ` +
      `${report.transientAnswers} answers lost to the crash or 503, all settled by a retry or a read ` +
      `(${report.resolvedByRead} by a read); ${report.failedOutlets.length} failed operations`,
    `imports ${report.imports} (original files read back intact through the proxy: ${report.originalsIntact}); matching: supplier payments by INN, ${report.rentLines} rent lines by the landlord ` +
      `rule of ${report.rules.organizations} organizations (${report.rules.changedByRematch} rematched when it was ` +
      `created; rematch completions announced ${report.rules.completionsAnnounced}, naming ` +
      `${report.rules.changedAnnounced} changes)`,
    `postings approved ` + `${report.approvedPostings}, postings written ${audit.payments} (${parts(audit.statuses)})`,
    `worker recovery: ${report.recovery.takenOver} postings worked on by more than one worker process (a retry, ` +
      `or the dead worker's expired lease), ` +
      `${report.recovery.foundByReadback} whose write went unanswered and a readback found applied (not sent again)`,
    `doubles ${sum(audit.doubles)} (${parts(audit.doubles)})`,
    `lost work ${sum(audit.lost)} (${parts(audit.lost)})`,
    `subscription events delivered ${events.delivered} to ${events.subscriptions} tabs, ${events.fromWorkerProcesses} ` +
      `of them set by a worker process and carried across processes by Redis; reconciliations announced ` +
      `${events.reconciledAnnounced}/${report.approvedPostings} (missed while every tab of the outlet was ` +
      `reconnecting ${events.missedWhileReconnecting}, committed by a worker killed before it announced them ` +
      `${events.missedWithKilledPublisher}, while connected ${events.missedWhileConnected}); leaks ${events.leaks}; ` +
      `reconnects ${events.reconnects}; ` +
      `delay from changedAtUtc p50 ${events.delayMs.p50} ms, p99 ${events.delayMs.p99} ms`,
    `exports ${report.exports} CSVs, ${report.exportRows} evidence rows, ${report.exportsShort} incomplete`,
    `proxy: ${report.proxy.forwarded} requests, ${report.proxy.upgrades} WebSocket upgrades, ` +
      `${report.proxy.refused} refused connections passed to the other process, ${report.proxy.badGateway} 502`,
    `shutdown: ${report.shutdown.map((exit) => `${exit.name} exit ${exit.code ?? exit.signal}`).join(', ')}; ` +
      `error log lines ${report.errorLogLines}`,
    `${report.dialect === 'IikoServer' ? 'licence slots' : 'simulator sessions'} in use: at most ` +
      `${report.licenceSlots.maxDuringDay} during the day (${report.licenceSlots.processLives} process lives), ` +
      `${report.licenceSlots.beforeShutdown} before SIGTERM, ${report.licenceSlots.afterShutdown} after shutdown` +
      (report.licenceSlots.signIns === undefined
        ? ''
        : ` (${report.licenceSlots.signIns} sign-ins, ${report.licenceSlots.logouts} logouts)`),
    failures.length === 0 ? 'RESULT: PASS' : `RESULT: FAIL (${failures.join(', ')})`,
  ];
  console.log(lines.join('\n'));
  console.log(JSON.stringify(report));
}
