import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErpOperation } from '../../modules/erp-connector/erp-connector';
import type { SimulatorState } from '../simulator-state';
import { counteragentBalances } from './balances';
import { minorToJsonNumber } from './decimal';
import { JsonNumber, stringifyExactJson } from './exact-json';
import { iikoControl, type ControlAnswer } from './iiko-control';
import { cookie, formParameters, json, jsonBody, readBody, send, text, xml, type IikoAnswer } from './iiko-http';
import type { IikoModel } from './iiko-model';
import { IikoError } from './iiko-types';
import { olapReport } from './olap';
import { addPayOut, isCalendarDate } from './pay-outs';
import { corporateItemsXml, incomingInvoicesXml, outgoingInvoicesXml, serverInfoXml, suppliersXml } from './xml';

/**
 * The IikoServer dialect: the real iikoServer "resto" API paths, methods, formats and status codes
 * (docs/iiko-server.md), over the simulator's shared state. Errors are `text/plain`, never HTML.
 */

interface IikoCall {
  req: IncomingMessage;
  url: URL;
  query: URLSearchParams;
  body: Buffer;
  /** The session's token, for the calls that need one. */
  token: string | null;
}

interface IikoRoute {
  /** The path under `/resto/` the request counts are kept by. */
  endpoint: string;
  path: RegExp;
  methods: string[];
  /** The connector operation a fault addressed to it hits; null: never faulted. */
  operation: ErpOperation | null;
  /** Answered without a session key (sign-in, sign-out, server info). */
  open?: boolean;
  handle(model: IikoModel, call: IikoCall): IikoAnswer;
}

const PAY_OUT_ENDPOINT = 'api/v2/payInOuts/addPayOut';
/** A business refusal (409) in the vendor's own example words (docs/iiko-server.md §3.3). */
const PAY_OUT_REFUSAL = 'У вас нет права изменять документы задним числом.';

/** At most one month per export: the vendor asks for it, the simulator enforces it so that clients split ranges. */
const MAX_EXPORT_DAYS = 31;

function exportQuery(endpoint: string, query: URLSearchParams) {
  const bounds = ['from', 'to'].map((name) => {
    const value = query.get(name);
    if (value === null || value === '') throw new IikoError(400, `Required parameter '${name}' is missing`);
    if (!isCalendarDate(value)) throw new IikoError(400, `Wrong date format: ${value}`);
    return value;
  });
  const [from, to] = bounds;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) throw new IikoError(400, `Wrong period: 'from' ${from} is after 'to' ${to}`);
  if (days > MAX_EXPORT_DAYS) {
    throw new IikoError(
      400,
      `Period ${from} - ${to} is ${days} days long; request at most one month (${MAX_EXPORT_DAYS} days) at a time`,
    );
  }
  return { endpoint, from, to, supplierIds: query.getAll('supplierId') };
}

const includeDeleted = (query: URLSearchParams) => query.get('includeDeleted') === 'true';

function accountsJson(model: IikoModel, query: URLSearchParams): string {
  const accounts = model.accounts
    .filter((a) => includeDeleted(query) || !a.deleted)
    .map((a) => ({ ...a, rootType: 'Account' }));
  return stringifyExactJson(accounts);
}

function payInOutTypesJson(model: IikoModel, query: URLSearchParams): string {
  const types = model.payInOutTypes
    .filter((t) => includeDeleted(query) || !t.isDeleted)
    .map((t) => ({
      id: t.id,
      chiefAccount: t.chiefAccount,
      account: t.account,
      counteragentType: t.counteragentType,
      transactionType: t.transactionType,
      cashFlowCategory: t.cashFlowCategory,
      conception: t.conception,
      limit: t.limit === null ? null : new JsonNumber(minorToJsonNumber(t.limit)),
      comment: t.comment,
      mandatoryFrontComment: t.mandatoryFrontComment,
      isDeleted: t.isDeleted,
    }));
  return stringifyExactJson(types);
}

const ROUTES: IikoRoute[] = [
  {
    endpoint: 'api/auth',
    path: /^\/resto\/api\/auth\/?$/,
    methods: ['GET', 'POST'],
    operation: 'authenticate',
    open: true,
    handle: (model, { req, url, body }) => {
      const parameters = formParameters(req, url, body);
      const token = model.signIn(parameters.get('login') ?? '', parameters.get('pass') ?? '');
      // Since 4.3 the server also sets the token as the cookie `key`.
      return text(token, 200, { 'set-cookie': `key=${token}; Path=/resto; HttpOnly` });
    },
  },
  {
    endpoint: 'api/logout',
    path: /^\/resto\/api\/logout\/?$/,
    methods: ['GET', 'POST'],
    operation: null,
    open: true,
    handle: (model, { req, url, body }) => {
      const token = formParameters(req, url, body).get('key') ?? cookie(req, 'key');
      if (!model.logout(token)) throw new IikoError(401, 'Token is expired or invalid');
      return text(token as string);
    },
  },
  {
    endpoint: 'get_server_info.jsp',
    path: /^\/resto\/get_server_info\.jsp$/,
    methods: ['GET'],
    operation: 'serverInfo',
    open: true,
    handle: (model) => xml(serverInfoXml(model.state.serverInfo, 'Simulator')),
  },
  {
    endpoint: 'api/suppliers',
    path: /^\/resto\/api\/suppliers\/?$/,
    methods: ['GET'],
    operation: 'listSuppliers',
    handle: (model) => xml(suppliersXml(model)),
  },
  {
    endpoint: 'api/corporation/stores',
    path: /^\/resto\/api\/corporation\/stores\/?$/,
    methods: ['GET'],
    operation: 'listStores',
    handle: (model) => xml(corporateItemsXml(model.stores())),
  },
  {
    endpoint: 'api/corporation/departments',
    path: /^\/resto\/api\/corporation\/departments\/?$/,
    methods: ['GET'],
    operation: 'listStores',
    handle: (model) => xml(corporateItemsXml(model.departmentItems())),
  },
  {
    endpoint: 'api/documents/export/incomingInvoice',
    path: /^\/resto\/api\/documents\/export\/incomingInvoice\/?$/,
    methods: ['GET'],
    operation: 'listDocuments',
    handle: (model, { query }) => {
      const request = exportQuery('api/documents/export/incomingInvoice', query);
      model.documentExports.push(request);
      return xml(incomingInvoicesXml(model, request));
    },
  },
  {
    endpoint: 'api/documents/export/outgoingInvoice',
    path: /^\/resto\/api\/documents\/export\/outgoingInvoice\/?$/,
    methods: ['GET'],
    operation: 'listDocuments',
    handle: (model, { query }) => {
      const request = exportQuery('api/documents/export/outgoingInvoice', query);
      model.documentExports.push(request);
      return xml(outgoingInvoicesXml(model, request));
    },
  },
  {
    endpoint: 'api/v2/entities/accounts/list',
    path: /^\/resto\/api\/v2\/entities\/accounts\/list\/?$/,
    methods: ['GET'],
    operation: 'listAccounts',
    handle: (model, { query }) => json(accountsJson(model, query)),
  },
  {
    endpoint: 'api/v2/entities/payInOutTypes/list',
    path: /^\/resto\/api\/v2\/entities\/payInOutTypes\/list\/?$/,
    methods: ['GET'],
    operation: 'listCashFlowArticles',
    handle: (model, { query }) => json(payInOutTypesJson(model, query)),
  },
  {
    endpoint: PAY_OUT_ENDPOINT,
    path: /^\/resto\/api\/v2\/payInOuts\/addPayOut\/?$/,
    methods: ['POST'],
    operation: 'writePayment',
    handle: (model, { req, body }) => json(addPayOut(model, jsonBody(req, body))),
  },
  {
    endpoint: 'api/v2/reports/olap',
    path: /^\/resto\/api\/v2\/reports\/olap\/?$/,
    methods: ['POST'],
    operation: 'readbackPayment',
    handle: (model, { req, body }) => json(olapReport(model, jsonBody(req, body))),
  },
  {
    endpoint: 'api/v2/reports/balance/counteragents',
    path: /^\/resto\/api\/v2\/reports\/balance\/counteragents\/?$/,
    methods: ['GET'],
    operation: 'supplierBalances',
    handle: (model, { query }) => json(counteragentBalances(model, query)),
  },
];

export interface IikoDialect {
  readonly model: IikoModel;
  /** Answers a request outside `/__control/`. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** The dialect's own control routes; null when the path is one of the common ones. */
  control(method: string, path: string, body: Record<string, unknown>): ControlAnswer | null;
}

export function createIikoDialect(
  state: SimulatorState,
  model: IikoModel,
  delay: (ms: number) => Promise<void>,
): IikoDialect {
  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const route = ROUTES.find((candidate) => candidate.path.test(url.pathname));
    if (route === undefined) return send(res, text('Not found', 404));
    model.countRequest(route.endpoint);
    const method = req.method ?? 'GET';
    if (!route.methods.includes(method)) {
      return send(res, text('Method Not Allowed', 405, { allow: route.methods.join(', ') }));
    }
    const epoch = state.epoch;
    const body = method === 'GET' ? Buffer.alloc(0) : await readBody(req);
    if (route.operation !== null) state.calls[route.operation] += 1;
    // A call without a live session is refused before any fault, so no fault is spent on it.
    const token = url.searchParams.get('key') ?? cookie(req, 'key');
    if (!route.open) model.touch(token);
    const fault = route.operation === null ? null : state.takeFault(route.operation);
    // A pay-out fault waits for its call among those the shared faults left alone.
    const mode = fault?.mode ?? (route.endpoint === PAY_OUT_ENDPOINT ? model.takePayOutFault() : null);
    if (mode === 'error') return send(res, text('java.lang.RuntimeException: Injected server error', 500));
    if (mode === 'unavailable') return send(res, text('Service Unavailable', 503));
    if (mode === 'refuse') return send(res, text(PAY_OUT_REFUSAL, 409));
    if (fault?.mode === 'latency') await delay(fault.latencyMs);
    // A reset meanwhile belongs to the next test: the delayed call is dropped, not applied to the new data.
    if (state.epoch !== epoch) return void res.destroy();
    const answer = route.handle(model, { req, url, query: url.searchParams, body, token });
    // Applied (a pay-out booked); the answer never comes, so the client runs into its timeout.
    if (mode === 'timeout-after-commit') return;
    send(res, answer);
  }

  return {
    model,
    serve: async (req, res, url) => {
      model.inFlight += 1;
      model.maxInFlight = Math.max(model.maxInFlight, model.inFlight);
      res.once('close', () => (model.inFlight -= 1));
      try {
        await handle(req, res, url);
      } catch (error) {
        if (error instanceof IikoError) send(res, text(error.message, error.status, error.headers));
        else send(res, text('Internal server error', 500));
      }
    },
    control: (method, path, body) => iikoControl(state, model, method, path, body),
  };
}
