import { oneCParser } from './one-c.parser';
import { csvParser } from './csv.parser';
import { camt053Parser } from './camt053.parser';
import { ofxParser } from './ofx.parser';
import { mt940Parser } from './mt940.parser';
import type { StatementParser } from './statement-parser';

/** Every statement format the service reads (docs/bank-imports.md §Upload and processing); one line per parser. */
export const STATEMENT_PARSERS: readonly StatementParser[] = [
  camt053Parser,
  ofxParser,
  oneCParser,
  csvParser,
  mt940Parser,
];

/** Below this, no parser claims the file and the import ends UnsupportedFormat. */
export const MIN_DETECTION_CONFIDENCE = 0.5;

export interface Detection {
  parser: StatementParser;
  /** 0 to 1, the detection confidence stored with the import. */
  confidence: number;
}

/** The parser most confident about the bytes, or null when none reaches MIN_DETECTION_CONFIDENCE. */
export function detectFormat(content: Buffer, fileName: string): Detection | null {
  let best: Detection | null = null;
  for (const parser of STATEMENT_PARSERS) {
    const confidence = parser.detect(content, fileName);
    if (!best || confidence > best.confidence) best = { parser, confidence };
  }
  return best && best.confidence >= MIN_DETECTION_CONFIDENCE ? best : null;
}
