import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { HealthStatus } from './dto/health-status.type';
import { HealthService } from './health.service';
import { Public } from '../access/access.module';

@Resolver()
export class HealthResolver {
  constructor(private readonly healthService: HealthService) {}

  @Public()
  @Query(() => HealthStatus, { description: 'Anonymous health check; REST GET /api/health answers 503 unless "ok".' })
  health(@Ctx() ctx: RequestContext): Promise<HealthStatus> {
    return this.healthService.check(ctx);
  }
}
