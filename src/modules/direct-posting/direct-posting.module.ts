import type { FeatureModule } from '../../platform/module/feature-module';
import type { AuditModuleExports } from '../audit/audit.module';
import type { ErpConnectionModuleExports } from '../erp-connection/erp-connection.module';
import { DirectPostingRule } from './direct-posting-rule.entity';
import { DirectPostingRuleReadService } from './direct-posting-rule-read.service';
import { DirectPostingRuleService } from './direct-posting-rule.service';
import { DIRECT_POSTING_ERROR_CODES } from './direct-posting.error-codes';
import { directPostingPermissions } from './direct-posting.permissions';
import { DirectPostingResolver } from './direct-posting.resolver';
import { directPostingRoutes } from './direct-posting.routes';
import { takingRulesOf } from './direct-posting-queries';
import type { DirectRulesPort } from '../erp-posting/erp-posting.module';

export interface DirectPostingModuleExports {
  /** The rules that take a bank line now, for the postings module to queue it by (wired in composeModules). */
  takingRules: DirectRulesPort;
}

/**
 * Direct posting rules (docs/direct-postings.md): which bank lines are posted without an invoice, and where to, with
 * the preview of the lines a rule would take; postings queue a line by the rule that takes it (`takingRules`).
 */
export function createDirectPostingModule(deps: {
  audit: AuditModuleExports;
  erpConnection: ErpConnectionModuleExports;
}): FeatureModule<DirectPostingModuleExports> {
  const { erpConnections, erpReferences } = deps.erpConnection;
  return {
    name: 'direct-posting',
    permissions: directPostingPermissions,
    errorCodes: DIRECT_POSTING_ERROR_CODES,
    entities: [DirectPostingRule],
    routes: directPostingRoutes,
    resolvers: [
      new DirectPostingResolver(
        new DirectPostingRuleService(deps.audit.audit, erpConnections, erpReferences),
        new DirectPostingRuleReadService(),
      ),
    ],
    exports: { takingRules: { takingRulesOf } },
  };
}

/** What other modules may use of this one, besides its dto/: the rules taking a line, as SQL (the work queue). */
export { takingRuleIdsSql } from './direct-posting-queries';
