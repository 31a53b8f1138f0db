import { AuthResolver } from './modules/auth/auth.resolver';
import { HealthResolver } from './modules/health/health.resolver';

/** Every resolver of the schema. */
export const resolvers = [AuthResolver, HealthResolver] as const;
