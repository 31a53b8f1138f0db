import type { RequestContext } from '../../platform/context/request-context';
import { changedFields } from '../audit/audit.module';
import type { AuditService } from '../audit/audit.module';
import type { OrganizationQuotaDto } from './dto/organization-quota.dto';
import type { UpdateOrganizationQuotaInput } from './dto/update-organization-quota.input';
import type { QuotaLimits, QuotaService } from './quota.service';

const LIMITS = ['maxUsers', 'maxLocations', 'maxMonthlyBankImports'] as const;

/** Setting an organization's limits from the platform quota endpoint, with its audit entry. */
export class QuotaUpdateService {
  constructor(
    private readonly quota: QuotaService,
    private readonly audit: AuditService,
  ) {}

  async update(
    ctx: RequestContext,
    organizationId: string,
    input: UpdateOrganizationQuotaInput,
  ): Promise<OrganizationQuotaDto> {
    await this.quota.lockOrganization(ctx, organizationId);
    const before = await this.quota.get(ctx, organizationId);
    const limits: QuotaLimits = {
      maxUsers: input.maxUsers ?? null,
      maxLocations: input.maxLocations ?? null,
      maxMonthlyBankImports: input.maxMonthlyBankImports ?? null,
    };
    const updatedAtUtc = await this.quota.set(ctx, organizationId, limits);
    await this.audit.record(ctx, {
      action: 'QuotaUpdate',
      entityType: 'OrganizationQuota',
      entityId: organizationId,
      organizationId,
      message: 'Organization quota updated',
      details: { changes: changedFields<QuotaLimits>(before, limits, LIMITS) },
    });
    // Setting limits changes no usage, so the answer is the usage read above with the new limits.
    return { ...before, ...limits, updatedAtUtc };
  }
}
