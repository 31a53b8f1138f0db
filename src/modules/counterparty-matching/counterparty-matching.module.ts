import { CounterpartyRule } from './counterparty-rule.entity';
import { CounterpartyRuleSuggestion } from './counterparty-rule-suggestion.entity';
import { CounterpartyRuleSuggestionReadService } from './counterparty-rule-suggestion-read.service';
import { CounterpartyRuleSuggestionResolver } from './counterparty-rule-suggestion.resolver';
import { CounterpartyRuleSuggestionService } from './counterparty-rule-suggestion.service';
import { counterpartyRuleSuggestionRoutes } from './counterparty-rule-suggestions.routes';
import { SimilarMatchService } from './similar-match.service';
import type { FeatureModule } from '../../platform/module/feature-module';
import { RematchEventsResolver } from './rematch-events.resolver';
import type { AuditModuleExports } from '../audit/audit.module';
import { AutomaticMatchingService } from './automatic-matching.service';
import { CounterpartyMatchReadService } from './counterparty-match-read.service';
import { CounterpartyMatchResolver } from './counterparty-match.resolver';
import { CounterpartyMatchService } from './counterparty-match.service';
import { CounterpartyRuleReadService } from './counterparty-rule-read.service';
import { BankTransactionRuleResolver, CounterpartyRuleResolver } from './counterparty-rule.resolver';
import { CounterpartyRuleService } from './counterparty-rule.service';
import { NameMatchResolver } from './name-match.resolver';
import { NameMatchService } from './name-match.service';
import { nameMatchRoutes } from './name-matches.routes';
import { counterpartyRuleRoutes } from './counterparty-rules.routes';
import { counterpartyMatchRoutes } from './counterparty-matches.routes';
import { COUNTERPARTY_MATCHING_ERROR_CODES } from './counterparty-matching.error-codes';
import { counterpartyMatchingPermissions } from './counterparty-matching.permissions';

export interface CounterpartyMatchingModuleExports {
  /** Matches stored transactions against the organization's rules and supplier snapshot. */
  automaticMatching: AutomaticMatchingService;
}

export function createCounterpartyMatchingModule(deps: {
  audit: AuditModuleExports;
}): FeatureModule<CounterpartyMatchingModuleExports> {
  const { audit } = deps.audit;
  const automaticMatching = new AutomaticMatchingService();
  const ruleReads = new CounterpartyRuleReadService();
  const rules = new CounterpartyRuleService(audit, automaticMatching);
  const suggestionReads = new CounterpartyRuleSuggestionReadService();
  const suggestions = new CounterpartyRuleSuggestionService(audit, rules, suggestionReads);
  return {
    name: 'counterparty-matching',
    permissions: counterpartyMatchingPermissions,
    errorCodes: COUNTERPARTY_MATCHING_ERROR_CODES,
    entities: [CounterpartyRule, CounterpartyRuleSuggestion],
    routes: [
      ...counterpartyMatchRoutes,
      ...counterpartyRuleRoutes,
      ...counterpartyRuleSuggestionRoutes,
      ...nameMatchRoutes,
    ],
    resolvers: [
      new CounterpartyRuleResolver(rules, ruleReads),
      new CounterpartyRuleSuggestionResolver(suggestions, suggestionReads),
      new BankTransactionRuleResolver(ruleReads),
      new CounterpartyMatchResolver(
        new CounterpartyMatchService(audit, automaticMatching, suggestions),
        new CounterpartyMatchReadService(),
        new SimilarMatchService(audit, suggestions),
      ),
      new NameMatchResolver(new NameMatchService(automaticMatching)),
      new RematchEventsResolver(),
    ],
    exports: { automaticMatching },
  };
}

/** What other modules may use of this one, besides its dto/. */
export { AutomaticMatchingService } from './automatic-matching.service';
export { MATCH_STATUSES } from './counterparty-matcher';
export { normalizeCounterpartyName } from './counterparty-name';
export { byInputTransaction, byTransactionArgument, requiredTransactionId } from './transaction-access';
