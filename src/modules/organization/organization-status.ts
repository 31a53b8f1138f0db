import { DomainError } from '../../platform/errors/domain-error';
import type { OrganizationStatus } from './organization.entity';

/** Every status change the update operations accept; keeping the status is always allowed. */
const ALLOWED: Record<OrganizationStatus, readonly OrganizationStatus[]> = {
  Active: ['Suspended', 'Archived'],
  Suspended: ['Active', 'Archived'],
  Archived: ['Active'],
};

const OPERATION: Record<OrganizationStatus, string> = { Active: 'Activate', Suspended: 'Suspend', Archived: 'Archive' };

/** 409 workflow.invalid_transition unless `to` may follow `from`. */
export function assertStatusTransition(from: OrganizationStatus, to: OrganizationStatus): void {
  if (from !== to && !ALLOWED[from].includes(to)) {
    throw new DomainError('workflow.invalid_transition', {
      params: { entity: 'Organization', state: from, operation: OPERATION[to] },
    });
  }
}

/** The audit action of an update: the status change it makes, if any. */
export function updateAction(from: OrganizationStatus, to: OrganizationStatus): string {
  return from === to ? 'Update' : OPERATION[to];
}

/** New children and outlets go into live organizations only. */
export function assertAcceptsNewMembers(organization: { status: OrganizationStatus }, operation: string): void {
  if (organization.status === 'Archived') {
    throw new DomainError('workflow.invalid_transition', {
      params: { entity: 'Organization', state: organization.status, operation },
    });
  }
}
