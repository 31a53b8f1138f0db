import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../platform/context/request-context';
import { Transactional } from '../../../platform/database/transactional.decorator';
import { Allow, on, Public } from '../../access/access.module';
import { PlatformPlanDto, PlatformPlanListDto, PublicPlatformPlanCatalogDto } from './dto/platform-plan.dto';
import { PlatformPlanInput, UpdatePlatformPlanInput } from './dto/platform-plan.input';
import { PlatformPlansService } from './platform-plans.service';

const WRITE_ERRORS =
  'Errors: validation.failed (a member breaks its rule; fieldErrors name it), platform_plans.code_taken (409).';

/** Platform plans (docs/licensing.md, "Platform plans"): managed by platform staff, read by anyone. */
@Resolver()
export class PlatformPlansResolver {
  constructor(private readonly plans: PlatformPlansService) {}

  @Allow('platform_plans.manage', on.platform())
  @Query(() => PlatformPlanListDto, {
    description: 'Every platform plan with all its members, by sortOrder then code (platform_plans.manage).',
  })
  platformPlans(@Ctx() ctx: RequestContext): Promise<PlatformPlanListDto> {
    return this.plans.list(ctx);
  }

  @Allow('platform_plans.manage', on.platform())
  @Query(() => PlatformPlanDto, {
    description: 'One platform plan (platform_plans.manage). Errors: platform_plans.not_found (404).',
  })
  platformPlan(@Ctx() ctx: RequestContext, @Arg('id', () => UUIDResolver) id: string): Promise<PlatformPlanDto> {
    return this.plans.get(ctx, id);
  }

  @Allow('platform_plans.manage', on.platform())
  @Transactional()
  @Mutation(() => PlatformPlanDto, {
    description:
      'Creates a plan (platform_plans.manage); status defaults to Draft and visibility to Internal, so a new plan ' +
      `is not public until a manager says so. Audited (Create, PlatformPlan). ${WRITE_ERRORS}`,
  })
  createPlatformPlan(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PlatformPlanInput) input: PlatformPlanInput,
  ): Promise<PlatformPlanDto> {
    return this.plans.create(ctx, input);
  }

  @Allow('platform_plans.manage', on.platform())
  @Transactional()
  @Mutation(() => PlatformPlanDto, {
    description:
      'Replaces every member of a plan (platform_plans.manage); omitted optional members take their defaults. The ' +
      'canonical free plan keeps its code, status Active and visibility Public. Audited (Update, PlatformPlan, the ' +
      `changed members). ${WRITE_ERRORS} Also platform_plans.not_found (404), platform_plans.free_plan_locked ` +
      '(409), concurrency.conflict (409, a stale rowVersion).',
  })
  updatePlatformPlan(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UUIDResolver) id: string,
    @Arg('input', () => UpdatePlatformPlanInput) input: UpdatePlatformPlanInput,
  ): Promise<PlatformPlanDto> {
    return this.plans.update(ctx, id, input);
  }

  @Public()
  @Query(() => PublicPlatformPlanCatalogDto, {
    description:
      'The anonymous plan catalog: Active and Public plans without status, visibility, providerPriceRef and ' +
      'entitlements, by sortOrder then code. Every plan is validated as a write would be; one invalid stored plan ' +
      'fails the whole answer with platform_plans.catalog_unavailable (503), never a partial list.',
  })
  publicPlatformPlans(@Ctx() ctx: RequestContext): Promise<PublicPlatformPlanCatalogDto> {
    return this.plans.publicCatalog(ctx);
  }
}
