import type { FeatureModule } from '../../platform/module/feature-module';
import { WorkItemsResolver } from './work-items.resolver';
import { WorkItemsService } from './work-items.service';

/**
 * The accountant work queue (document 02 §Accountant work items, docs/work-items.md): a read-only projection over
 * the tables of the bank-import, matching, allocation and posting modules, so it needs none of their services.
 */
export function createWorkItemsModule(): FeatureModule {
  return { name: 'work-items', resolvers: [new WorkItemsResolver(new WorkItemsService())], exports: {} };
}
