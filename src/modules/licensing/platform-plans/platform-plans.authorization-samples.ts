import { randomUUID } from 'node:crypto';
import type { AuthorizationSamples, MatrixFixture } from '../../../../test/authorization-matrix.fixture';

/**
 * Platform plans are platform-wide (platform_plans.manage at platform scope) and the catalog is anonymous. Every
 * case writes a throwaway Draft, Internal plan under a fresh code, so no case changes the public catalog that other
 * suites read at the same time.
 */
export const authorizationSamples: AuthorizationSamples = {
  'POST /api/v1/platform-plans': async () => ({ body: matrixPlan() }),
  'PUT /api/v1/platform-plans/{id}': async (fixture) => {
    const plan = matrixPlan();
    return {
      params: { id: await insertMatrixPlan(fixture, plan.code) },
      body: { ...plan, name: 'Matrix plan, renamed' },
    };
  },
  'GET /api/v1/platform-plans': async () => ({}),
  'GET /api/v1/public/platform-plans': async () => ({}),
};

function matrixPlan() {
  return {
    code: `matrix-${randomUUID().slice(0, 8)}`,
    name: 'Matrix plan',
    priceMinor: 100,
    currency: 'RUB',
    billingPeriod: 'Monthly',
  };
}

async function insertMatrixPlan({ env }: MatrixFixture, code: string): Promise<string> {
  const [row] = await env.app.dataSource.query(
    `INSERT INTO platform_plans (code, name, price_minor, currency, billing_period)
     VALUES ($1, 'Matrix plan', 100, 'RUB', 'Monthly') RETURNING id`,
    [code],
  );
  return row.id as string;
}
