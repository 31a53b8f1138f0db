import { columnPropertiesOf, selectColumns } from '../../platform/database/entity-columns';

/** A licensing row as a read bound to the caller's tenant answers it: every column but the tenant it filtered on. */
export type TenantRow<E extends { tenantId: string }> = Omit<E, 'tenantId'>;

/**
 * The select list of `TenantRow<E>`: every column of the entity but `tenantId`, in the entity's order, each named after
 * its property (`offer_id` as `offerId`). Built once where it is declared, so the statements cost what a literal would.
 */
export function tenantRowColumns<E extends { tenantId: string }>(entity: abstract new (...args: never[]) => E): string {
  return selectColumns(
    entity,
    null,
    columnPropertiesOf(entity).filter((property) => property !== 'tenantId'),
  );
}
