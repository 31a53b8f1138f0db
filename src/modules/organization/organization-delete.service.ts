import type { RequestContext } from '../../platform/context/request-context';
import { DomainError } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import type { DeleteOrganizationInput } from './dto/delete-organization.input';
import { Organization } from './organization.entity';
import { sqlFailureOf } from '../../platform/database/sql-state';

/**
 * What blocks a hard delete: each entry is a condition on $1, the organization id, over an index that leads with it
 * (the ERP tables indexed by connection only are reached through the organization's connections). Outlets, child
 * organizations and role assignments must be removed first; the rest is business data. An import stands for its
 * transactions, duplicate candidates and previews, which exist only with it. Modules that add business data owned
 * by an organization add their table here and restrict its foreign key (see the 1764200000100 migration): a row
 * this check misses then fails the delete with the same 409.
 */
const BUSINESS_DATA = {
  locations: 'EXISTS (SELECT 1 FROM locations WHERE organization_id = $1)',
  childOrganizations: 'EXISTS (SELECT 1 FROM organizations WHERE parent_organization_id = $1)',
  roleAssignments: 'EXISTS (SELECT 1 FROM role_assignments WHERE organization_id = $1)',
  bankImports: 'EXISTS (SELECT 1 FROM bank_imports WHERE organization_id = $1)',
  erpConnections: 'EXISTS (SELECT 1 FROM erp_connections WHERE organization_id = $1)',
  erpReferenceSnapshots: viaConnection('erp_reference_snapshots'),
  erpSupplierSnapshots: 'EXISTS (SELECT 1 FROM erp_supplier_snapshots WHERE organization_id = $1)',
  erpSupplierSyncRuns: 'EXISTS (SELECT 1 FROM erp_supplier_sync_runs WHERE organization_id = $1)',
  erpDocumentSnapshots: viaConnection('erp_document_snapshots'),
  erpDocumentSyncRuns: viaConnection('erp_document_sync_runs'),
  counterpartyRules: 'EXISTS (SELECT 1 FROM counterparty_rules WHERE organization_id = $1)',
  directPostingRules: 'EXISTS (SELECT 1 FROM direct_posting_rules WHERE organization_id = $1)',
} as const;

/**
 * SQLSTATEs of a restricting foreign key refusing the delete: foreign_key_violation, and restrict_violation, which
 * PostgreSQL 18 (the embedded PGlite) reports for ON DELETE RESTRICT instead.
 */
const REFUSED_BY_FOREIGN_KEY = new Set(['23503', '23001']);

/** Hard delete of an archived organization without business data (docs/organizations-and-settings.md). */
export class OrganizationDeleteService {
  constructor(private readonly audit: AuditService) {}

  async hardDelete(ctx: RequestContext, id: string, input: DeleteOrganizationInput): Promise<boolean> {
    const repository = ctx.em.getRepository(Organization);
    const organization = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!organization) throw new DomainError('not_found');
    if ((input.confirmName ?? '').trim() !== organization.name)
      throw new DomainError('organization_delete_confirmation_mismatch');
    const reason = input.reason?.trim();
    if (!reason) throw new DomainError('organization_delete_reason_required');
    if (organization.status !== 'Archived') {
      throw new DomainError('workflow.invalid_transition', {
        params: { entity: 'Organization', state: organization.status, operation: 'Delete' },
      });
    }
    const present = await this.businessDataOf(ctx, id);
    if (present.length > 0) {
      throw new DomainError('organization_has_business_data', { details: `Still present: ${present.join(', ')}.` });
    }
    // The restricting foreign keys refuse a row of a table this check does not list yet: the same 409, not a 500.
    try {
      await repository.delete({ id });
    } catch (error) {
      if (!REFUSED_BY_FOREIGN_KEY.has(sqlFailureOf(error).code ?? '')) throw error;
      throw new DomainError('organization_has_business_data', { details: 'Still referenced by business data.' });
    }
    await this.audit.record(ctx, {
      action: 'Delete',
      entityType: 'Organization',
      entityId: id,
      organizationId: id,
      message: `Organization ${organization.name} deleted`,
      details: { name: organization.name, reason },
    });
    return true;
  }

  private async businessDataOf(ctx: RequestContext, id: string): Promise<string[]> {
    const kinds = Object.keys(BUSINESS_DATA) as (keyof typeof BUSINESS_DATA)[];
    const [row] = await ctx.em.query(
      `SELECT ${kinds.map((kind) => `${BUSINESS_DATA[kind]} AS "${kind}"`).join(', ')}`,
      [id],
    );
    return kinds.filter((kind) => row[kind] === true);
  }
}

/** Rows of `table` under any connection of the organization, over the table's (connection_id, …) index. */
function viaConnection(table: string): string {
  return `EXISTS (SELECT 1 FROM erp_connections c JOIN ${table} t ON t.connection_id = c.id WHERE c.organization_id = $1)`;
}
