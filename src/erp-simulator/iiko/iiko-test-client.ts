import { SaxesParser } from 'saxes';
import { startErpSimulator, type ErpSimulator, type ErpSimulatorOptions } from '../erp-simulator';
import { sha1Hex } from '../simulator-state';

/** Helpers of the IikoServer dialect's tests: real HTTP against a simulator on a free port. */

export interface Reply {
  status: number;
  contentType: string;
  text: string;
  headers: Headers;
}

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** A strict parse (saxes rejects malformed XML), to a tree of elements with their text. */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser();
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)])),
      children: [],
      text: '',
    };
    stack[stack.length - 1]?.children.push(element);
    stack.push(element);
    root ??= element;
  });
  parser.on('text', (value) => {
    if (stack.length > 0) stack[stack.length - 1].text += value;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(text).close();
  if (root === null) throw new Error('No root element');
  return root;
}

/** The text of the child element `name`; undefined when there is none. */
export function childText(element: XmlElement, name: string): string | undefined {
  return element.children.find((child) => child.name === name)?.text;
}

export function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** An element's leaf children as a record: `<a><b>1</b></a>` → `{b: '1'}`. */
export function leaves(element: XmlElement): Record<string, string> {
  return Object.fromEntries(
    element.children.filter((child) => child.children.length === 0).map((child) => [child.name, child.text]),
  );
}

export interface RequestOptions {
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class IikoTestClient {
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.contentType !== undefined) headers['content-type'] = options.contentType;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body,
      signal: options.signal,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
      headers: response.headers,
    };
  }

  async signIn(login = 'admin', password = 'simulator'): Promise<string> {
    const reply = await this.request('GET', `/resto/api/auth?login=${login}&pass=${sha1Hex(password)}`);
    if (reply.status !== 200) throw new Error(`auth answered ${reply.status}: ${reply.text}`);
    return reply.text;
  }

  get(path: string, token: string): Promise<Reply> {
    return this.request('GET', `${path}${path.includes('?') ? '&' : '?'}key=${token}`);
  }

  /** POSTs JSON text as the vendor asks: `application/json;charset=UTF-8`. */
  postJson(path: string, token: string, body: unknown, options: RequestOptions = {}): Promise<Reply> {
    return this.request('POST', `${path}?key=${token}`, {
      contentType: 'application/json;charset=UTF-8',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...options,
    });
  }

  async control<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}/__control/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
}

export async function startIiko(
  options: ErpSimulatorOptions = {},
): Promise<{ simulator: ErpSimulator; client: IikoTestClient }> {
  const simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer', ...options });
  return { simulator, client: new IikoTestClient(simulator.baseUrl) };
}

export const PAY_OUT = '/resto/api/v2/payInOuts/addPayOut';
export const OLAP = '/resto/api/v2/reports/olap';
export const BALANCE = '/resto/api/v2/reports/balance/counteragents';

/** A TRANSACTIONS request over the given days (both included), grouped as the connector's readback does. */
export function transactionsReport(from: string, to: string, more: Record<string, unknown> = {}) {
  return {
    reportType: 'TRANSACTIONS',
    buildSummary: false,
    groupByRowFields: ['DateTime.DateTyped', 'Account.Id', 'Counteragent.Id', 'Department.Code', 'Comment'],
    aggregateFields: ['Sum.Outgoing', 'Sum.Incoming'],
    filters: {
      'DateTime.DateTyped': {
        filterType: 'DateRange',
        periodType: 'CUSTOM',
        from,
        to,
        includeLow: true,
        includeHigh: true,
      },
    },
    ...more,
  };
}
