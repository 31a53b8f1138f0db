import type { ParsedTransaction } from './statement-parser';

/**
 * The MT940 `:86:` information to the account owner, read by dialect into counterparty and description fields.
 * Split from the parser because every bank writes it differently.
 */

/** What of a `:61:`/`:86:` pair the information readers look at. */
export interface InformationSource {
  /** The `:61:` bank reference (after `//`), or the customer reference. */
  reference: string | null;
  /** The `:61:` supplementary details line. */
  supplementary: string;
  /** The `:86:` lines. */
  details: string[];
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

type Description = Pick<
  ParsedTransaction,
  'counterpartyName' | 'counterpartyTaxId' | 'counterpartyAccount' | 'description' | 'bankReference'
>;

function normalize(text: string): string | null {
  const value = text.replace(/\s+/g, ' ').trim();
  return value === '' ? null : value;
}

function compactAccount(text: string | undefined): string | null {
  const value = (text ?? '').replace(/\s+/g, '');
  return value === '' ? null : value;
}

/** Reads `:86:` by dialect: German `?NN` subfields, Dutch `/KEY/value`, `NAAM:`/`REK:` (Knab), else free text. */
export function describeInformation(transaction: InformationSource): Description {
  const base: Description = {
    counterpartyName: null,
    counterpartyTaxId: null,
    counterpartyAccount: null,
    description: null,
    bankReference: transaction.reference,
  };
  const described = describeDetails(transaction, base);
  // Rabobank states the counterparty IBAN as the `:61:` supplementary details.
  if (!described.counterpartyAccount && IBAN.test(transaction.supplementary)) {
    return { ...described, counterpartyAccount: transaction.supplementary };
  }
  return described;
}

function describeDetails(transaction: InformationSource, base: Description): Description {
  const lines = transaction.details.join('\n').split('\n');
  const joined = lines.join('');
  if (/^\s*\d{3}\s*([?>])\d{2}/.test(joined) || /^\s*\d{3}\s*$/.test(joined)) return subfields(joined, base);
  if (/^\/[A-Z]{3,4}\//.test(joined.trim())) return slashKeys(joined.trim(), base);
  const knab = /^([\s\S]*?)REK: ?([A-Z0-9]+)\/NAAM: ?([\s\S]*)$/.exec(lines.join('\n'));
  if (knab) {
    return {
      ...base,
      counterpartyAccount: compactAccount(knab[2]),
      counterpartyName: normalize(knab[3]),
      description: normalize(knab[1]),
    };
  }
  // SNS/ASN: the first line is "<account> <name>" and the name repeats the `:61:` supplementary details.
  const leading = /^(\S+) (.+)$/.exec(lines[0].trim());
  if (
    leading &&
    transaction.supplementary !== '' &&
    /\d{6,}/.test(leading[1]) &&
    normalize(leading[2])?.toLowerCase() === normalize(transaction.supplementary)?.toLowerCase()
  ) {
    return {
      ...base,
      counterpartyAccount: leading[1],
      counterpartyName: normalize(leading[2]),
      description: normalize(lines.slice(1).join(' ')),
    };
  }
  return { ...base, description: normalize(lines.join(' ')) };
}

/** German (and Triodos `>`) structured details: `?00` posting text, `?20`–`?29`/`?60`–`?63` purpose, `?31` account, `?32`/`?33` name. */
function subfields(text: string, base: Description): Description {
  const separator = /^\s*\d{3}\s*([?>])/.exec(text)?.[1] ?? '?';
  const fields = new Map<number, string>();
  const pattern = new RegExp(`\\${separator}(\\d{2})([^\\${separator}]*)`, 'g');
  for (const match of text.matchAll(pattern)) {
    const key = Number(match[1]);
    fields.set(key, (fields.get(key) ?? '') + match[2]);
  }
  const pick = (keys: number[]) => keys.map((key) => fields.get(key) ?? '').join('');
  const purpose = pick([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 60, 61, 62, 63]);
  // SEPA purpose carries `EREF+`, `MREF+`, `CRED+`… before the remittance text `SVWZ+`: keep the remittance text.
  const remittance = /SVWZ\+([\s\S]*?)(?:(?:ABWA|ABWE|EREF|KREF|MREF|CRED|DEBT|IBAN|BIC)\+|$)/.exec(purpose)?.[1];
  return {
    ...base,
    counterpartyName: normalize(pick([32, 33])),
    counterpartyAccount: compactAccount(fields.get(31)),
    description: normalize(remittance ?? '') ?? normalize(purpose) ?? normalize(pick([0])),
  };
}

const SLASH_KEYS = new Set([
  'ADDR',
  'BENM',
  'BIC',
  'CDTRREF',
  'CDTRREFTP',
  'CNTP',
  'CSID',
  'EREF',
  'IBAN',
  'ISDT',
  'MARF',
  'NAME',
  'ORDP',
  'PREF',
  'PURP',
  'REMI',
  'RTRN',
  'TRCD',
  'ULTB',
  'ULTC',
  'ULTD',
]);

/** Rabobank/ING `/KEY/value/KEY/value`: `NAME` and `IBAN` (or ING's `/CNTP/iban/bic/name/city/`), `REMI` text. */
function slashKeys(text: string, base: Description): Description {
  const values = new Map<string, string[]>();
  let key: string | null = null;
  for (const token of text.split('/')) {
    if (SLASH_KEYS.has(token)) {
      key = token;
      if (!values.has(key)) values.set(key, []);
    } else if (key) {
      values.get(key)?.push(token);
    }
  }
  const value = (name: string) => (values.get(name) ?? []).join('/').replace(/^\/+|\/+$/g, '');
  const counterparty = values.get('CNTP') ?? [];
  const remittance = value('REMI').replace(/^(USTD|STRD\/CUR)\/+/, '');
  return {
    ...base,
    counterpartyName: normalize(value('NAME')) ?? normalize(counterparty[2] ?? ''),
    counterpartyAccount: compactAccount(value('IBAN') || counterparty[0]),
    description: normalize(remittance) ?? normalize(text),
  };
}
