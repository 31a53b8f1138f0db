import { defineErrorCodes } from '../../../platform/errors/error-codes';

/** Client-visible error codes of the platform plans. */
export const PLATFORM_PLANS_ERROR_CODES = defineErrorCodes('platform-plans', {
  'platform_plans.invalid_request': { status: 400, message: 'The platform plan request is invalid.' },
  'platform_plans.not_found': { status: 404, message: 'The platform plan was not found.' },
  'platform_plans.code_taken': { status: 409, message: 'Another platform plan has this code.' },
  'platform_plans.free_plan_locked': {
    status: 409,
    message: 'The free plan keeps its code, status Active and visibility Public.',
  },
  'platform_plans.catalog_unavailable': {
    status: 503,
    message: 'The plan catalog cannot be shown: a public plan is stored with invalid data.',
  },
});

type PlatformPlansErrorCodes = typeof PLATFORM_PLANS_ERROR_CODES;

declare module '../../../platform/errors/error-codes' {
  interface ErrorCodeRegistry extends PlatformPlansErrorCodes {}
}
