import type { SimulatorState } from '../simulator-state';
import type { IikoModel } from './iiko-model';
import { IikoError, PAY_OUT_FAULT_MODES, type BookedPayOut, type PayOutFaultMode } from './iiko-types';

/**
 * Control routes of the IikoServer dialect, answered before the common ones (reset, suppliers, documents, faults
 * are shared). JSON in and out, like the rest of the control API.
 */

export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** A booked pay-out as `GET /__control/payments` lists it (amounts in minor units). */
export function payOutView(payOut: BookedPayOut) {
  const { bookedAtMs: _bookedAtMs, time: _time, ...view } = payOut;
  return view;
}

function nonNegativeInteger(value: unknown, name: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) {
    throw new IikoError(400, `${name} must be a non-negative integer`);
  }
  return value as number;
}

function sessions(state: SimulatorState, model: IikoModel) {
  model.expireIdleSessions();
  return {
    limit: state.sessionLimit,
    open: state.sessions.size,
    ttlMs: model.sessionTtlMs,
    moduleBlocked: model.moduleBlocked,
  };
}

function setSessions(state: SimulatorState, model: IikoModel, body: Record<string, unknown>) {
  if (body.limit !== undefined) state.sessionLimit = nonNegativeInteger(body.limit, 'limit');
  // A short TTL lets a test watch sessions expire as the real server's idle timeout (about an hour) would.
  if (body.ttlMs !== undefined) model.sessionTtlMs = nonNegativeInteger(body.ttlMs, 'ttlMs');
  if (body.moduleBlocked !== undefined) {
    if (typeof body.moduleBlocked !== 'boolean') throw new IikoError(400, 'moduleBlocked must be a boolean');
    model.moduleBlocked = body.moduleBlocked;
  }
  if (body.expireAll === true) {
    state.sessions.clear();
    model.sessionSeen.clear();
  }
  return sessions(state, model);
}

/** `{mode, skip}`: the `addPayOut` call after `skip` more (default 0) fails as `mode`; mode `none` clears it. */
function setPayOutFault(model: IikoModel, body: Record<string, unknown>) {
  if (body.mode === 'none') {
    model.payOutFault = null;
    return model.payOutFault;
  }
  if (!PAY_OUT_FAULT_MODES.includes(body.mode as PayOutFaultMode)) {
    throw new IikoError(400, `mode is one of none, ${PAY_OUT_FAULT_MODES.join(', ')}`);
  }
  const skip = body.skip === undefined ? 0 : nonNegativeInteger(body.skip, 'skip');
  model.payOutFault = { skip, mode: body.mode as PayOutFaultMode };
  return model.payOutFault;
}

function route(
  state: SimulatorState,
  model: IikoModel,
  method: string,
  path: string,
  body: Record<string, unknown>,
): ControlAnswer | null {
  const ok = (answer: unknown, status = 200): ControlAnswer => ({ status, body: answer });
  switch (`${method} ${path}`) {
    case 'GET /__control/payments':
      return ok(model.payOuts.map(payOutView));
    case 'GET /__control/sessions':
      return ok(sessions(state, model));
    case 'POST /__control/sessions':
      return ok(setSessions(state, model, body));
    case 'GET /__control/pay-out-fault':
      return ok(model.payOutFault);
    case 'POST /__control/pay-out-fault':
      return ok(setPayOutFault(model, body));
    case 'GET /__control/olap':
      return ok({ lagMs: model.olapLagMs });
    case 'POST /__control/olap':
      model.olapLagMs = nonNegativeInteger(body.lagMs, 'lagMs');
      return ok({ lagMs: model.olapLagMs });
    case 'GET /__control/requests':
      return ok({
        counts: model.requests,
        documentExports: model.documentExports,
        maxInFlight: model.maxInFlight,
      });
    case 'GET /__control/corporation':
      return ok([...model.stores(), ...model.departmentItems()]);
    case 'POST /__control/corporation':
      return ok(model.addCorporateItem(body), 201);
    case 'POST /__control/line-sums':
      return ok(model.setLineSums(body));
    default:
      return null;
  }
}

export function iikoControl(
  state: SimulatorState,
  model: IikoModel,
  method: string,
  path: string,
  body: Record<string, unknown>,
): ControlAnswer | null {
  try {
    return route(state, model, method, path, body);
  } catch (error) {
    if (!(error instanceof IikoError)) throw error;
    const code = error.status === 404 ? 'not_found' : 'invalid_request';
    return { status: error.status, body: { error: code, message: error.message } };
  }
}
