/**
 * Counts per kind of note, turned into one operator warning each at the end: a large file must not yield a warning
 * per transaction. Guesses (a fallback field, a derived date) also lower the parse confidence.
 */
export class ParseNotes {
  private readonly counts = new Map<string, number>();
  guesses = 0;

  add(kind: string): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
  }

  guess(kind: string): void {
    this.guesses += 1;
    this.add(kind);
  }

  warnings(): string[] {
    return [...this.counts].map(([kind, count]) => `${kind} (${count}).`);
  }
}
