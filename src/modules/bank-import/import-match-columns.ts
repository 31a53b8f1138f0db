import type { ImportRowMatcher } from './import-matching.port';

/** A row's normalized counterparty name, then its match status, counterparty id and name, reason, signals, rule id. */
export type MatchColumns = readonly [string, string, string | null, string | null, string, string, string | null];

/** Name and tax id pairs remembered per import before starting over; statements repeat far fewer. */
const REMEMBERED_PAIRS = 50_000;

/**
 * The match columns of an import's rows. The matcher's answer depends only on the counterparty's name and tax id, and
 * a statement names the same few hundred counterparties again and again, so each pair is matched, and its signals
 * serialized, once per import.
 */
export class ImportMatchColumns {
  private readonly known = new Map<string | null, Map<string | null, MatchColumns>>();
  private size = 0;

  constructor(private readonly matcher: ImportRowMatcher) {}

  of(counterpartyName: string | null, counterpartyTaxId: string | null): MatchColumns {
    let byTaxId = this.known.get(counterpartyName);
    const known = byTaxId?.get(counterpartyTaxId);
    if (known) return known;
    if (this.size === REMEMBERED_PAIRS) {
      this.known.clear();
      this.size = 0;
      byTaxId = undefined;
    }
    if (!byTaxId) {
      byTaxId = new Map();
      this.known.set(counterpartyName, byTaxId);
    }
    const match = this.matcher.match(counterpartyName, counterpartyTaxId);
    const columns: MatchColumns = [
      this.matcher.normalizedName(counterpartyName).slice(0, 500),
      match.status,
      match.counterpartyId,
      match.counterpartyName,
      match.reason,
      JSON.stringify(match.signals),
      match.ruleId,
    ];
    byTaxId.set(counterpartyTaxId, columns);
    this.size += 1;
    return columns;
  }
}
