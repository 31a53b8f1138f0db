import { randomUUID } from 'node:crypto';
import { decimalToMinor, minorToJsonNumber } from './decimal';
import { isJsonObject, JsonNumber, stringifyExactJson, type JsonValue } from './exact-json';
import type { IikoModel } from './iiko-model';
import { IikoError, type BookedPayOut, type CounteragentType } from './iiko-types';

/**
 * `v2/payInOuts/addPayOut`: books one pay-out from a pay-out type's chief account onto its correspondent account,
 * per department. Business refusals answer `{result: "ERROR", errors: [{value, code}]}` (nothing booked); a pay-in
 * type is a 409 text, as a client saw on a real server; every SUCCESS books a new pay-out, the same comment twice
 * included.
 */

/** Counteragent types whose counteragent must be one of the server's suppliers. */
const SUPPLIER_COUNTERAGENTS: readonly CounteragentType[] = ['SUPPLIER', 'COUNTERAGENT', 'INTERNAL_SUPPLIER'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/**
 * The posting key the service puts in a pay-out's comment: the text inside the last pair of square brackets
 * (`Оплата по накладным 2452, 2453 [recon-posting-…]` → `recon-posting-…`); null when the comment has none.
 */
export function bracketKey(comment: string | null): string | null {
  if (comment === null) return null;
  const pairs = [...comment.matchAll(/\[([^[\]]*)\]/g)];
  return pairs.length === 0 ? null : pairs[pairs.length - 1][1];
}

interface PayOutRequest {
  payOutTypeId: string;
  payOutDate: string;
  counteragent: string | null;
  departments: { departmentId: string; amount: number }[];
  payrollId: string | null;
  comment: string | null;
}

function optionalString(body: { [key: string]: JsonValue }, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new IikoError(400, `Malformed ${name}: ${stringifyExactJson(value)}`);
  return value;
}

/** Shape checks: what fails here is a 400 text, before any business rule. */
function readRequest(body: JsonValue): PayOutRequest {
  if (!isJsonObject(body)) throw new IikoError(400, 'Request body must be a JSON object');
  const payOutTypeId = optionalString(body, 'payOutTypeId');
  if (payOutTypeId === null || payOutTypeId === '') throw new IikoError(400, "Malformed PayInOutType id: ''");
  const payOutDate = optionalString(body, 'payOutDate') ?? '';
  if (!isCalendarDate(payOutDate)) throw new IikoError(400, `Wrong date format: ${payOutDate}`);
  const map = body.departmentSumMap ?? null;
  if (map !== null && !isJsonObject(map)) throw new IikoError(400, 'departmentSumMap must be a JSON object');
  const departments = Object.entries(map ?? {}).map(([departmentId, value]) => {
    if (!(value instanceof JsonNumber)) {
      throw new IikoError(400, `Wrong sum for department ${departmentId}: a JSON number is expected`);
    }
    // The text as sent, read exactly: a float artefact such as 0.30000000000000004 is refused, never rounded.
    const amount = decimalToMinor(value.raw);
    if (amount === null) {
      throw new IikoError(400, `Wrong sum for department ${departmentId}: ${value.raw} (at most 2 fraction digits)`);
    }
    return { departmentId, amount };
  });
  return {
    payOutTypeId,
    payOutDate,
    counteragent: optionalString(body, 'counteragent'),
    departments,
    payrollId: optionalString(body, 'payrollId'),
    comment: optionalString(body, 'comment'),
  };
}

function answer(result: 'SUCCESS' | 'ERROR', errors: { value: string; code: string }[] | null, request: PayOutRequest) {
  const departmentSumMap: Record<string, JsonNumber> = {};
  for (const { departmentId, amount } of request.departments) {
    departmentSumMap[departmentId] = new JsonNumber(minorToJsonNumber(amount));
  }
  return stringifyExactJson({
    result,
    errors,
    payOutSettings: {
      payOutTypeId: request.payOutTypeId,
      payOutDate: request.payOutDate,
      counteragent: request.counteragent,
      departmentSumMap,
      payrollId: request.payrollId,
      comment: request.comment,
    },
  });
}

function timeOfDay(now: Date): string {
  return now.toISOString().slice(11, 19);
}

export function addPayOut(model: IikoModel, body: JsonValue): string {
  const request = readRequest(body);
  const type = model.payInOutTypes.find((t) => t.id === request.payOutTypeId);
  if (type === undefined) {
    return answer('ERROR', [{ value: 'payOutTypeId', code: 'PAY_IN_OUT_TYPE_NOT_FOUND' }], request);
  }
  if (type.transactionType !== 'PAYOUT') {
    throw new IikoError(409, `Expected PAYOUT transaction type, but was: ${type.transactionType}`);
  }
  const errors: { value: string; code: string }[] = [];
  if (type.isDeleted) errors.push({ value: 'payOutTypeId', code: 'PAY_IN_OUT_TYPE_DELETED' });
  if (type.chiefAccount === null) errors.push({ value: 'chiefAccount', code: 'ACCOUNT_NOT_SPECIFIED' });
  if (SUPPLIER_COUNTERAGENTS.includes(type.counteragentType)) {
    if (request.counteragent === null) errors.push({ value: 'counteragent', code: 'COUNTERAGENT_NOT_SPECIFIED' });
    else if (model.supplier(request.counteragent) === undefined) {
      errors.push({ value: 'counteragent', code: 'COUNTERAGENT_NOT_FOUND' });
    }
  }
  if (request.departments.length === 0) errors.push({ value: 'departmentSumMap', code: 'DEPARTMENT_NOT_SPECIFIED' });
  for (const { departmentId, amount } of request.departments) {
    if (model.corporation.get(departmentId)?.type !== 'DEPARTMENT') {
      errors.push({ value: departmentId, code: 'DEPARTMENT_NOT_FOUND' });
    } else if (amount <= 0) {
      errors.push({ value: departmentId, code: 'SUM_NOT_POSITIVE' });
    }
  }
  if (errors.length > 0) return answer('ERROR', errors, request);

  const now = new Date();
  const payOut: BookedPayOut = {
    id: randomUUID(),
    idempotencyKey: bracketKey(request.comment),
    payOutTypeId: type.id,
    cashFlowArticleId: type.id,
    accountId: type.chiefAccount as string,
    correspondentAccountId: type.account,
    supplierId: request.counteragent,
    date: request.payOutDate,
    time: timeOfDay(now),
    departments: request.departments,
    departmentId: request.departments[0].departmentId,
    totalAmount: request.departments.reduce((sum, d) => sum + d.amount, 0),
    comment: request.comment,
    documentNumber: String(1001 + model.payOuts.length),
    appliedAt: now.toISOString(),
    bookedAtMs: now.getTime(),
  };
  model.payOuts.push(payOut);
  return answer('SUCCESS', null, request);
}
