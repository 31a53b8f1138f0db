import {
  CreatePlatformPlanDocument,
  PlatformPlansDocument,
  PublicPlatformPlansDocument,
  UpdatePlatformPlanDocument,
} from '../../../../rest-shim/generated/graphql';
import { route, type RestRoute } from '../../../platform/rest/rest-route';

const PLATFORM_PLANS = 'Platform plans';

/**
 * The family's own codes for a request that cannot be read and for a missing plan, with correlationId; the route's
 * body is read by the /api/v1 handlers (members named twice refused), so the body routes need it to see one.
 */
const dialect = {
  invalidRequest: 'platform_plans.invalid_request',
  notFound: 'platform_plans.not_found',
  correlationId: true,
} as const;

/** The managers' plan routes and the anonymous catalog (docs/licensing.md §Platform plans). */
export const platformPlanRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/api/v1/platform-plans',
    summary: 'Create a platform plan (status Draft and visibility Internal unless sent); 409 for a taken code',
    tag: PLATFORM_PLANS,
    dialect,
    operation: CreatePlatformPlanDocument,
    bodyVariable: 'input',
    result: (data) => data.createPlatformPlan,
    status: 201,
    errors: ['platform_plans.code_taken'],
  }),
  route({
    method: 'put',
    path: '/api/v1/platform-plans/{id}',
    summary: 'Replace every member of a platform plan; the free plan stays free, Active and Public',
    tag: PLATFORM_PLANS,
    dialect,
    operation: UpdatePlatformPlanDocument,
    pathVariables: { id: 'id' },
    bodyVariable: 'input',
    result: (data) => data.updatePlatformPlan,
    status: 200,
    errors: ['platform_plans.not_found', 'platform_plans.code_taken', 'platform_plans.free_plan_locked'],
  }),
  route({
    method: 'get',
    path: '/api/v1/platform-plans',
    summary: 'Every platform plan with all its members, by sortOrder then code',
    tag: PLATFORM_PLANS,
    dialect,
    operation: PlatformPlansDocument,
    result: (data) => data.platformPlans,
    status: 200,
  }),
  route({
    method: 'get',
    path: '/api/v1/public/platform-plans',
    summary:
      'The anonymous plan catalog: Active and Public plans without their internal members; cacheable for 5 minutes ' +
      'with a strong ETag (If-None-Match → 304)',
    tag: PLATFORM_PLANS,
    dialect,
    cache: { kind: 'public', maxAgeSeconds: 300 },
    operation: PublicPlatformPlansDocument,
    result: (data) => data.publicPlatformPlans,
    status: 200,
    errors: ['platform_plans.catalog_unavailable'],
  }),
];
