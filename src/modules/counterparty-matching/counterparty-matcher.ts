import { containsWordsAt, nameWords, normalizeCounterpartyName, normalizeTaxId } from './counterparty-name';

/** Every counterparty match state of a bank transaction, in workflow order; bank-import's, whose rows store them. */
export { MATCH_STATUSES, type MatchStatus } from '../bank-import/bank-import.module';
export type AutomaticStatus = 'Unmatched' | 'LowConfidence' | 'AutoMatched';

/**
 * Why a transaction is in its match state (docs/counterparty-matching.md §Automatic matching). Automatic outcomes:
 * `tax_id`, `rule`, `name_exact` (AutoMatched by that signal), `conflicting_evidence`, `weak_name_similarity`
 * (LowConfidence), `no_evidence` (Unmatched). Decisions: `manual`, `excluded`, `duplicate_confirmed`.
 */
export type MatchReason =
  | 'tax_id'
  | 'rule'
  | 'name_exact'
  | 'conflicting_evidence'
  | 'weak_name_similarity'
  | 'no_evidence'
  | 'manual'
  | 'excluded'
  | 'duplicate_confirmed';

export type SignalKind = 'TaxId' | 'Rule' | 'NameExact' | 'NameSimilarity' | 'Manual';

/** One piece of evidence for one counterparty: what was compared (`value`) and how strongly it agrees (`score`). */
export interface MatchSignal {
  kind: SignalKind;
  counterpartyId: string;
  counterpartyName: string;
  /** The tax id, the rule's pattern or the supplier name that was compared; for Manual the deciding user's id. */
  value: string;
  /** 1 for exact evidence; the Dice coefficient of the name words for NameSimilarity. */
  score: number;
  ruleId: string | null;
}

export interface AutomaticMatch {
  status: AutomaticStatus;
  counterpartyId: string | null;
  counterpartyName: string | null;
  reason: MatchReason;
  signals: MatchSignal[];
  ruleId: string | null;
}

export interface MatchRule {
  id: string;
  pattern: string;
  normalizedPattern: string;
  erpCounterpartyId: string;
  erpCounterpartyName: string;
}

export interface MatchSupplier {
  id: string;
  name: string;
  taxId: string | null;
}

/** Name similarity at or above this (Dice coefficient of the distinct words) is weak evidence. */
export const WEAK_SIMILARITY = 0.5;
/** A word shared by more suppliers than this does not propose candidates on its own (too common to tell). */
const COMMON_WORD_SUPPLIERS = 64;
/** LowConfidence keeps at most this many similarity signals, best first. */
const MAX_WEAK_SIGNALS = 3;
/** Distinct raw names remembered per matcher: statements repeat the same few hundred counterparties. */
const NAME_CACHE_SIZE = 50_000;

const STRENGTH: Record<SignalKind, number> = { Manual: 4, TaxId: 3, Rule: 2, NameExact: 1, NameSimilarity: 0 };
const REASON_OF: Record<'TaxId' | 'Rule' | 'NameExact', MatchReason> = {
  TaxId: 'tax_id',
  Rule: 'rule',
  NameExact: 'name_exact',
};

interface IndexedRule extends MatchRule {
  words: string[];
}

interface IndexedSupplier extends MatchSupplier {
  normalizedName: string;
  words: Set<string>;
}

interface RuleEntry {
  rule: IndexedRule;
  /** Position of the indexed word within the pattern. */
  offset: number;
}

/**
 * Automatic matching of one organization (docs/counterparty-matching.md §Automatic matching). Built once per run from
 * the active rules and the supplier snapshot, it answers per transaction in time independent of the number of rules
 * and suppliers:
 *
 * - rules are indexed by their rarest pattern word (a hash map word → rules); a transaction looks up each word of its
 *   normalized name and verifies only the rules filed under it, at the word's offset (a rule matches when its words
 *   occur contiguously in the name, or when its pattern equals the transaction's tax id);
 * - suppliers are indexed by tax id, by normalized name, and by word for similarity (common words excluded).
 *
 * Strong signals (tax id, rule, exact name) that all name one counterparty give AutoMatched; strong signals naming
 * different counterparties give LowConfidence (`conflicting_evidence`); only similar names give LowConfidence
 * (`weak_name_similarity`); nothing gives Unmatched. LowConfidence proposes no counterparty: its candidates are in the
 * signals, and only a person decides between them.
 */
export class CounterpartyMatcher {
  private readonly rulesByWord = new Map<string, RuleEntry[]>();
  private readonly rulesByTaxId = new Map<string, IndexedRule[]>();
  private readonly suppliersByTaxId = new Map<string, IndexedSupplier[]>();
  private readonly suppliersByName = new Map<string, IndexedSupplier[]>();
  private readonly suppliersByWord = new Map<string, IndexedSupplier[]>();
  private readonly names = new Map<string, string>();

  constructor(rules: readonly MatchRule[], suppliers: readonly MatchSupplier[]) {
    this.indexRules(rules);
    this.indexSuppliers(suppliers);
  }

  /** The normalized form of a raw name, remembered for the names a statement repeats. */
  normalizedName(raw: string | null): string {
    if (!raw) return '';
    let normalized = this.names.get(raw);
    if (normalized === undefined) {
      normalized = normalizeCounterpartyName(raw);
      if (this.names.size >= NAME_CACHE_SIZE) this.names.clear();
      this.names.set(raw, normalized);
    }
    return normalized;
  }

  match(counterpartyName: string | null, counterpartyTaxId: string | null): AutomaticMatch {
    return this.matchNormalized(this.normalizedName(counterpartyName), counterpartyTaxId);
  }

  /** As `match`, for a name already normalized (the stored `counterparty_name_normalized`). */
  matchNormalized(normalized: string, counterpartyTaxId: string | null): AutomaticMatch {
    const words = nameWords(normalized);
    const taxId = normalizeTaxId(counterpartyTaxId);
    const strong: MatchSignal[] = [];

    if (taxId) {
      for (const supplier of this.suppliersByTaxId.get(taxId) ?? [])
        strong.push(signal('TaxId', supplier.id, supplier.name, taxId, null));
      for (const rule of this.rulesByTaxId.get(taxId) ?? []) strong.push(ruleSignal(rule));
    }
    for (const rule of this.matchingRules(words)) strong.push(ruleSignal(rule));
    for (const supplier of this.suppliersByName.get(normalized) ?? [])
      strong.push(signal('NameExact', supplier.id, supplier.name, supplier.name, null));

    if (strong.length > 0) return decide(strong);
    const similar = this.similarSuppliers(words);
    if (similar.length > 0)
      return {
        status: 'LowConfidence',
        counterpartyId: null,
        counterpartyName: null,
        reason: 'weak_name_similarity',
        signals: similar,
        ruleId: null,
      };
    return unmatched();
  }

  /** The rules (of those the matcher was built with) whose pattern occurs in a normalized name; conflict preview. */
  rulesMatching(normalizedName: string): MatchRule[] {
    return this.matchingRules(nameWords(normalizedName));
  }

  /** Active rules whose pattern words occur contiguously in `words`; each rule once. */
  private matchingRules(words: string[]): IndexedRule[] {
    let found: IndexedRule[] | null = null;
    for (let position = 0; position < words.length; position += 1) {
      const entries = this.rulesByWord.get(words[position]!);
      if (!entries) continue;
      for (const { rule, offset } of entries) {
        const start = position - offset;
        if (start < 0 || start + rule.words.length > words.length) continue;
        if (!containsWordsAt(words, rule.words, start)) continue;
        found ??= [];
        if (!found.includes(rule)) found.push(rule);
      }
    }
    return found ?? [];
  }

  /** Suppliers sharing words with the name, scored by the Dice coefficient of distinct words; weak ones only. */
  private similarSuppliers(words: string[]): MatchSignal[] {
    if (words.length === 0) return [];
    const distinct = new Set(words);
    const scored = new Map<IndexedSupplier, number>();
    for (const word of distinct) {
      const suppliers = this.suppliersByWord.get(word);
      if (!suppliers || suppliers.length > COMMON_WORD_SUPPLIERS) continue;
      for (const supplier of suppliers) {
        if (scored.has(supplier)) continue;
        let shared = 0;
        for (const own of distinct) if (supplier.words.has(own)) shared += 1;
        scored.set(supplier, (2 * shared) / (distinct.size + supplier.words.size));
      }
    }
    const signals: MatchSignal[] = [];
    for (const [supplier, score] of scored) {
      if (score < WEAK_SIMILARITY) continue;
      signals.push({
        ...signal('NameSimilarity', supplier.id, supplier.name, supplier.name, null),
        score: round(score),
      });
    }
    return signals
      .sort((a, b) => b.score - a.score || a.counterpartyId.localeCompare(b.counterpartyId))
      .slice(0, MAX_WEAK_SIGNALS);
  }

  private indexRules(rules: readonly MatchRule[]): void {
    const indexed = rules
      .map((rule): IndexedRule => ({ ...rule, words: nameWords(rule.normalizedPattern) }))
      .filter((rule) => rule.words.length > 0);
    // File each rule under its rarest word, so a common first word ("торговый дом …") does not make long lists.
    const frequency = new Map<string, number>();
    for (const rule of indexed)
      for (const word of new Set(rule.words)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    for (const rule of indexed) {
      let offset = 0;
      for (let index = 1; index < rule.words.length; index += 1)
        if (frequency.get(rule.words[index]!)! < frequency.get(rule.words[offset]!)!) offset = index;
      push(this.rulesByWord, rule.words[offset]!, { rule, offset });
      const taxId = ruleTaxId(rule.normalizedPattern);
      if (taxId) push(this.rulesByTaxId, taxId, rule);
    }
  }

  private indexSuppliers(suppliers: readonly MatchSupplier[]): void {
    for (const supplier of suppliers) {
      const normalizedName = normalizeCounterpartyName(supplier.name);
      const indexed: IndexedSupplier = { ...supplier, normalizedName, words: new Set(nameWords(normalizedName)) };
      const taxId = normalizeTaxId(supplier.taxId);
      if (taxId) push(this.suppliersByTaxId, taxId, indexed);
      if (normalizedName) push(this.suppliersByName, normalizedName, indexed);
      for (const word of indexed.words) push(this.suppliersByWord, word, indexed);
    }
  }
}

/**
 * The tax id a rule's pattern also matches by (besides its words in the name): a one-word pattern that is a tax id
 * with a digit. Null for other patterns.
 */
export function ruleTaxId(normalizedPattern: string): string | null {
  if (nameWords(normalizedPattern).length !== 1) return null;
  const taxId = normalizeTaxId(normalizedPattern);
  return taxId && /\d/.test(taxId) ? taxId : null;
}

export function unmatched(): AutomaticMatch {
  return {
    status: 'Unmatched',
    counterpartyId: null,
    counterpartyName: null,
    reason: 'no_evidence',
    signals: [],
    ruleId: null,
  };
}

/** One counterparty behind all strong signals: AutoMatched by the strongest; several: LowConfidence. */
function decide(strong: MatchSignal[]): AutomaticMatch {
  strong.sort((a, b) => STRENGTH[b.kind] - STRENGTH[a.kind] || a.counterpartyId.localeCompare(b.counterpartyId));
  const winner = strong[0]!;
  if (strong.some((candidate) => candidate.counterpartyId !== winner.counterpartyId))
    return {
      status: 'LowConfidence',
      counterpartyId: null,
      counterpartyName: null,
      reason: 'conflicting_evidence',
      signals: strong,
      ruleId: null,
    };
  return {
    status: 'AutoMatched',
    counterpartyId: winner.counterpartyId,
    counterpartyName: winner.counterpartyName,
    reason: REASON_OF[winner.kind as keyof typeof REASON_OF],
    signals: strong,
    ruleId: strong.find((candidate) => candidate.kind === 'Rule')?.ruleId ?? null,
  };
}

function signal(
  kind: SignalKind,
  counterpartyId: string,
  counterpartyName: string,
  value: string,
  ruleId: string | null,
): MatchSignal {
  return { kind, counterpartyId, counterpartyName, value, score: 1, ruleId };
}

function ruleSignal(rule: IndexedRule): MatchSignal {
  return signal('Rule', rule.erpCounterpartyId, rule.erpCounterpartyName, rule.pattern, rule.id);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
