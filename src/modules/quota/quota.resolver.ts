import { UUIDResolver } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow, on } from '../access/access.module';
import { OrganizationQuotaDto } from './dto/organization-quota.dto';
import { UpdateOrganizationQuotaInput } from './dto/update-organization-quota.input';
import { QuotaUpdateService } from './quota-update.service';
import { QuotaService } from './quota.service';

@Resolver()
export class QuotaResolver {
  constructor(
    private readonly quotaService: QuotaService,
    private readonly quotaUpdateService: QuotaUpdateService,
  ) {}

  @Allow('organization.quotas.view', on.organization((args) => args.organizationId))
  @Query(() => OrganizationQuotaDto, { description: 'Limits and usage of the organization.' })
  organizationQuota(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
  ): Promise<OrganizationQuotaDto> {
    return this.quotaService.get(ctx, organizationId);
  }

  @Allow('platform.quotas.manage')
  @Transactional()
  @Mutation(() => OrganizationQuotaDto, { description: 'Replaces the three limits of the organization (platform).' })
  updateOrganizationQuota(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => UUIDResolver) organizationId: string,
    @Arg('input', () => UpdateOrganizationQuotaInput) input: UpdateOrganizationQuotaInput,
  ): Promise<OrganizationQuotaDto> {
    return this.quotaUpdateService.update(ctx, organizationId, input);
  }
}
