import type { RequestContext } from '../../platform/context/request-context';
import { columnPropertiesOf, selectColumns } from '../../platform/database/entity-columns';
import { assertRowVersion } from '../../platform/database/row-version';
import { inTransaction } from '../../platform/database/transaction';
import { DomainError, validationFailed, type FieldErrors } from '../../platform/errors/domain-error';
import type { AuditService } from '../audit/audit.module';
import { changedFields } from '../audit/audit.module';
import type { ErpConnectionStore, ErpReferenceService } from '../erp-connection/erp-connection.module';
import { resolveWriteTarget, type WriteTarget } from '../erp-posting/erp-posting.module';
import type { PaymentToleranceDto } from './dto/payment-tolerance.dto';
import type { SetPaymentToleranceInput } from './dto/set-payment-tolerance.input';
import { contentOf, percentOf, type ToleranceContent } from './payment-tolerance-fields';
import { PaymentTolerance } from './payment-tolerance.entity';

/** Every column of the setting (alias `t`), named as the entity's properties. */
const TOLERANCE_COLUMNS = selectColumns(PaymentTolerance, 't', columnPropertiesOf(PaymentTolerance));

/** What a stored setting says, as its audit entries report it (the percent as clients read it). */
interface AuditedSetting {
  amount: number | null;
  percent: number | null;
  erpConnectionId: string;
  writeOffAccountId: string;
  writeOffAccountName: string;
  writeOffCashFlowArticleId: string;
  writeOffCashFlowArticleName: string;
}

/** The fields an Update entry reports as changed: a renamed account or article too. */
const AUDITED_FIELDS = [
  'amount',
  'percent',
  'erpConnectionId',
  'writeOffAccountId',
  'writeOffAccountName',
  'writeOffCashFlowArticleId',
  'writeOffCashFlowArticleName',
] as const satisfies readonly (keyof AuditedSetting)[];

/** What the resolver's field errors call the members `resolveWriteTarget` names. */
const TARGET_FIELDS: Record<string, string> = {
  accountId: 'writeOffAccountId',
  cashFlowArticleId: 'writeOffCashFlowArticleId',
};

/**
 * The payment tolerance of an organization (docs/payment-tolerance.md). A set checks the write-off target against
 * the lists of the organization's default connection, which may wait for the accounting system, so it owns its
 * transaction: the lists are read first, and the write with its audit entry then commits in one transaction.
 */
export class PaymentToleranceService {
  constructor(
    private readonly audit: AuditService,
    private readonly connections: ErpConnectionStore,
    private readonly references: ErpReferenceService,
  ) {}

  /** The stored setting; null when it was never set. */
  async get(ctx: RequestContext, organizationId: string): Promise<PaymentToleranceDto | null> {
    const stored = await storedSetting(ctx, organizationId, false);
    return stored && dtoOf(stored);
  }

  /**
   * Replaces the setting; the same content again changes nothing (no audit entry, same rowVersion). Checked in this
   * order: validation.failed (every field at once), concurrency.conflict, erp_default_connection_missing, then the
   * target against the default connection's lists (validation.failed naming writeOffAccountId or
   * writeOffCashFlowArticleId). Turning the tolerance off with the stored target's ids keeps that target unchecked,
   * so it can be turned off whatever the accounting system now lists.
   */
  async set(
    ctx: RequestContext,
    organizationId: string,
    input: SetPaymentToleranceInput,
  ): Promise<PaymentToleranceDto> {
    const content = contentOf(input);
    const read = await storedSetting(ctx, organizationId, false);
    // A stale version is refused before the accounting system is asked; the locked row decides below.
    assertVersion(organizationId, read, input.rowVersion);
    const kept = read !== null && keepsTarget(read, content);
    const target = kept ? null : await this.targetOf(ctx, organizationId, content);
    const actor = await ctx.requireActor();
    return inTransaction(ctx.dataSource, async () => {
      const current = await storedSetting(ctx, organizationId, true);
      assertVersion(organizationId, current, input.rowVersion);
      // A kept target was decided on the row as read; a concurrent change of it since is this write's conflict.
      if (target === null && (current === null || !keepsTarget(current, content))) throw conflict(organizationId);
      const next: AuditedSetting = target
        ? { amount: content.amount, percent: percentOf(content.percentBasisPoints), ...target }
        : { ...audited(current!), amount: null, percent: null };
      const params = [
        organizationId,
        content.amount,
        content.percentBasisPoints,
        next.erpConnectionId,
        next.writeOffAccountId,
        next.writeOffAccountName,
        next.writeOffCashFlowArticleId,
        next.writeOffCashFlowArticleName,
        actor.userId,
      ];
      if (current === null) {
        const [created]: PaymentTolerance[] = await ctx.em.query(
          `INSERT INTO payment_tolerances AS t (organization_id, amount, percent_basis_points, erp_connection_id,
             write_off_account_id, write_off_account_name, write_off_cash_flow_article_id,
             write_off_cash_flow_article_name, updated_by_user_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (organization_id) DO NOTHING
           RETURNING ${TOLERANCE_COLUMNS}`,
          params,
        );
        // Another first set committed meanwhile: this one was made without knowing it.
        if (!created) throw conflict(organizationId);
        await this.record(ctx, 'Create', created);
        return dtoOf(created);
      }
      const changes = changedFields(audited(current), next, AUDITED_FIELDS);
      if (Object.keys(changes).length === 0) return dtoOf(current);
      const [[updated]]: [PaymentTolerance[], number] = await ctx.em.query(
        `UPDATE payment_tolerances t
            SET amount = $2, percent_basis_points = $3, erp_connection_id = $4, write_off_account_id = $5,
                write_off_account_name = $6, write_off_cash_flow_article_id = $7,
                write_off_cash_flow_article_name = $8, updated_by_user_id = $9, updated_at_utc = now(),
                row_version = t.row_version + 1
          WHERE t.organization_id = $1 RETURNING ${TOLERANCE_COLUMNS}`,
        params,
      );
      await this.record(ctx, 'Update', updated, { changes });
      return dtoOf(updated);
    });
  }

  /**
   * The write-off target checked against the lists of the organization's default connection, with that connection:
   * erp_default_connection_missing without one; unknown ids are validation.failed naming the input's field.
   */
  private async targetOf(
    ctx: RequestContext,
    organizationId: string,
    content: ToleranceContent,
  ): Promise<WriteTargetOf> {
    const connection = await this.connections.findDefault(ctx, organizationId);
    if (!connection) throw new DomainError('erp_default_connection_missing', { params: { organizationId } });
    let target: WriteTarget;
    try {
      target = await resolveWriteTarget(ctx, this.references, connection.id, {
        accountId: content.writeOffAccountId,
        cashFlowArticleId: content.writeOffCashFlowArticleId,
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'validation.failed') {
        const fieldErrors: FieldErrors = {};
        for (const [field, keys] of Object.entries(error.fieldErrors))
          fieldErrors[TARGET_FIELDS[field] ?? field] = keys;
        throw validationFailed(fieldErrors, error.details ?? undefined);
      }
      throw error;
    }
    return {
      erpConnectionId: connection.id,
      writeOffAccountId: target.accountId,
      writeOffAccountName: target.accountName,
      writeOffCashFlowArticleId: target.cashFlowArticleId,
      writeOffCashFlowArticleName: target.cashFlowArticleName,
    };
  }

  private record(
    ctx: RequestContext,
    action: 'Create' | 'Update',
    setting: PaymentTolerance,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    const { isActive } = dtoOf(setting);
    return this.audit.record(ctx, {
      action,
      entityType: 'PaymentTolerance',
      entityId: setting.organizationId,
      organizationId: setting.organizationId,
      message: `Payment tolerance ${action === 'Create' ? 'set' : 'changed'}${isActive ? '' : ' (off)'}`,
      details: { organizationId: setting.organizationId, isActive, ...audited(setting), ...extra },
    });
  }
}

/** The target part of a setting: the connection it was checked against, the ids and the names read there. */
type WriteTargetOf = Omit<AuditedSetting, 'amount' | 'percent'>;

/** The stored setting of the organization, locked for the write when `forUpdate`. */
async function storedSetting(
  ctx: RequestContext,
  organizationId: string,
  forUpdate: boolean,
): Promise<PaymentTolerance | null> {
  const [row]: PaymentTolerance[] = await ctx.em.query(
    `SELECT ${TOLERANCE_COLUMNS} FROM payment_tolerances t WHERE t.organization_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [organizationId],
  );
  return row ?? null;
}

/** Whether the content turns the tolerance off naming the stored target: that target is then kept as it is. */
function keepsTarget(stored: PaymentTolerance, content: ToleranceContent): boolean {
  return (
    content.amount === null &&
    content.percentBasisPoints === null &&
    content.writeOffAccountId === stored.writeOffAccountId &&
    content.writeOffCashFlowArticleId === stored.writeOffCashFlowArticleId
  );
}

/** A rowVersion given for a setting never set is stale too: the client did not read what it would replace. */
function assertVersion(organizationId: string, stored: PaymentTolerance | null, expected: number | null | undefined) {
  if (stored === null) {
    if (expected !== null && expected !== undefined) throw conflict(organizationId);
    return;
  }
  assertRowVersion('PaymentTolerance', { id: organizationId, rowVersion: stored.rowVersion }, expected);
}

function conflict(organizationId: string): DomainError {
  return new DomainError('concurrency.conflict', { params: { entity: 'PaymentTolerance', id: organizationId } });
}

function audited(setting: PaymentTolerance): AuditedSetting {
  return {
    amount: setting.amount,
    percent: percentOf(setting.percentBasisPoints),
    erpConnectionId: setting.erpConnectionId,
    writeOffAccountId: setting.writeOffAccountId,
    writeOffAccountName: setting.writeOffAccountName,
    writeOffCashFlowArticleId: setting.writeOffCashFlowArticleId,
    writeOffCashFlowArticleName: setting.writeOffCashFlowArticleName,
  };
}

function dtoOf(setting: PaymentTolerance): PaymentToleranceDto {
  return {
    organizationId: setting.organizationId,
    isActive: setting.amount !== null || setting.percentBasisPoints !== null,
    amount: setting.amount,
    percent: percentOf(setting.percentBasisPoints),
    erpConnectionId: setting.erpConnectionId,
    writeOffTarget: {
      accountId: setting.writeOffAccountId,
      accountName: setting.writeOffAccountName,
      cashFlowArticleId: setting.writeOffCashFlowArticleId,
      cashFlowArticleName: setting.writeOffCashFlowArticleName,
    },
    rowVersion: setting.rowVersion,
    updatedAtUtc: setting.updatedAtUtc,
  };
}
