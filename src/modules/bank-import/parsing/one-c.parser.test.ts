import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import fc from 'fast-check';
import { haveStatementSamples, STATEMENT_SAMPLES } from '../../../../test/statement-fixtures';
import { oneCParser } from './one-c.parser';
import { detectFormat } from './parser-registry';
import { StatementParseError, type ParseResult, type ParsedStatement } from './statement-parser';
import { reportFigure } from '../../../../test/run-report';

const SAMPLES = path.join(STATEMENT_SAMPLES, '1c');
const ACCOUNT = '40702810200000000001';
const OTHER = '40702810999900000002';

/** Node decodes Windows-1251 but cannot encode it; the reverse table comes from the decoder. */
const CP1251 = new Map<string, number>();
const decoded = new TextDecoder('windows-1251').decode(Uint8Array.from({ length: 256 }, (_, i) => i));
[...decoded].forEach((char, byte) => CP1251.has(char) || CP1251.set(char, byte));

function toWindows1251(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(text.length);
  for (let i = 0; i < text.length; i++) {
    const byte = CP1251.get(text[i]);
    if (byte === undefined) throw new Error('not in Windows-1251');
    bytes[i] = byte;
  }
  return bytes;
}

function totals(statement: ParsedStatement): { credits: number; debits: number } {
  let credits = 0;
  let debits = 0;
  for (const t of statement.transactions) {
    if (t.direction === 'Credit') credits += t.amount;
    else debits += t.amount;
  }
  return { credits, debits };
}

function expectCleanFailure(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StatementParseError);
  }
}

interface Doc {
  number: number;
  amount: string;
  incoming: boolean;
  name: string;
  purpose: string;
}

/** A statement for ACCOUNT in the shape banks export, with CRLF line ends. */
function buildFile(docs: Doc[], opening = '0.00'): string {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'ДатаНачала=01.02.2024',
    'ДатаКонца=29.02.2024',
    `РасчСчет=${ACCOUNT}`,
    'СекцияРасчСчет',
    `РасчСчет=${ACCOUNT}`,
    `НачальныйОстаток=${opening}`,
    'КонецРасчСчет',
  ];
  for (const doc of docs) {
    const [payer, receiver] = doc.incoming ? [OTHER, ACCOUNT] : [ACCOUNT, OTHER];
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${doc.number}`,
      'Дата=15.02.2024',
      `Сумма=${doc.amount}`,
      `ПлательщикСчет=${payer}`,
      `Плательщик1=${doc.incoming ? doc.name : 'ООО Ромашка'}`,
      'ПлательщикИНН=7707049388',
      doc.incoming ? 'ДатаПоступило=16.02.2024' : 'ДатаСписано=16.02.2024',
      `ПолучательСчет=${receiver}`,
      `Получатель1=${doc.incoming ? 'ООО Ромашка' : doc.name}`,
      'ПолучательИНН=7722698789',
      `НазначениеПлатежа=${doc.purpose}`,
      'КонецДокумента',
    );
  }
  lines.push('КонецФайла');
  return lines.join('\r\n') + '\r\n';
}

const cyrillic = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ №«»"-.,0123456789'];
const cyrillicText = fc
  .array(fc.constantFrom(...cyrillic), { minLength: 1, maxLength: 60 })
  .map((chars) => chars.join(''))
  .filter((value) => value.trim().length > 0);
const docArbitrary = fc.record({
  number: fc.integer({ min: 1, max: 999999 }),
  amount: fc
    .bigInt({ min: 1n, max: 10n ** 12n })
    .map((cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`),
  incoming: fc.boolean(),
  name: cyrillicText,
  purpose: cyrillicText,
});

const haveSamples = haveStatementSamples('1C sample tests', '1c');
const sampleNames = haveSamples ? readdirSync(SAMPLES).filter((name) => name.endsWith('.txt')) : [];
const describeSamples = haveSamples ? describe : describe.skip;

describeSamples('1C parser on the shared sample statements', () => {
  const parse = (name: string): ParseResult => oneCParser.parse(readFileSync(path.join(SAMPLES, name)));

  it.each(sampleNames)('%s is detected and parses', (name) => {
    const content = readFileSync(path.join(SAMPLES, name));
    expect(detectFormat(content, name)?.parser).toBe(oneCParser);
    const result = parse(name);
    expect(result.formatCode).toBe('1CClientBankExchange');
    expect(result.parserVersion).toBe('1c-1.0.0');
    expect(result.statements.length).toBeGreaterThan(0);
  });

  it('reads the Windows-1251 kilylabs statement: 45329.91 + 40000.00 - 41184.00 = 44145.91', () => {
    const result = parse('kilylabs__one_day.txt');
    expect(result.statements).toHaveLength(1);
    const [statement] = result.statements;
    expect(statement).toMatchObject({
      accountNumber: ACCOUNT,
      currency: 'RUB',
      periodFrom: '2016-01-11',
      periodTo: '2016-01-11',
      openingBalance: 4532991,
      closingBalance: 4414591,
    });
    expect(statement.transactions).toHaveLength(13);
    const { credits, debits } = totals(statement);
    expect(credits).toBe(4000000);
    expect(debits).toBe(4118400);
    expect(statement.openingBalance! + credits - debits).toBe(statement.closingBalance);
    expect(result.warnings).toEqual([]);
    expect(result.parseConfidence).toBe(1);
    expect(statement.transactions[0]).toEqual({
      transactionDate: '2016-01-11',
      valueDate: null,
      direction: 'Debit',
      amount: 8323,
      currency: 'RUB',
      counterpartyName: 'Some random payee',
      counterpartyTaxId: '123123123123',
      counterpartyAccount: '61304810100000000002',
      description: 'Some random string',
      bankReference: '697162',
    });
    expect(statement.transactions.filter((t) => t.direction === 'Credit')).toHaveLength(3);
  });

  it('gives the UTF-8 twin identical transactions (the Кодировка=Windows header is not trusted)', () => {
    expect(parse('kilylabs__one_day_utf8.txt').statements).toEqual(parse('kilylabs__one_day.txt').statements);
  });

  it('reads xini1 sample1: two accounts, self-transfers recorded on both sides', () => {
    const result = parse('xini1__sample1.txt');
    expect(result.statements.map((s) => s.accountNumber)).toEqual(['12345678901234567890', '12345678901234567891']);
    const [first, second] = result.statements;
    // Both documents name ...890 as payer and receiver: each becomes a debit and a credit of 10.10.
    expect(first.transactions).toHaveLength(4);
    expect(totals(first)).toEqual({ credits: 2020, debits: 2020 });
    expect(first.openingBalance! + 2020 - 2020).toBe(first.closingBalance);
    expect(first.transactions[0]).toMatchObject({
      direction: 'Debit',
      counterpartyName: 'Получатель1',
      counterpartyTaxId: '1234567890',
      description: 'НазначениеПлатежа',
      bankReference: '1',
    });
    // The file's own totals say 10.10 in and 10.10 out for both accounts although ...891 has no documents, so the
    // sums cannot match; the balances themselves add up (10.10 + 10.10 - 10.10 = 10.10).
    expect(second.transactions).toHaveLength(0);
    expect(second.openingBalance! + 1010 - 1010).toBe(second.closingBalance);
    expect(result.warnings).toEqual([
      '2 document(s) name the statement account as both payer and receiver.',
      '2 account section(s) state totals that differ from the sum of their documents.',
    ]);
  });

  it.each([
    ['xini1__sample2.txt', '40706810900000064381', 1],
    ['xini1__sample3.txt', '40702810942020002415', 1],
    ['xini1__sample4.txt', '40821810840020000005', 1],
    ['xini1__sample5.txt', '40702810800030005413', 6],
  ])('reads the payment-order export %s (no account section, account from the header)', (name, account, count) => {
    const result = parse(name);
    expect(result.statements).toHaveLength(1);
    const [statement] = result.statements;
    expect(statement).toMatchObject({ accountNumber: account, openingBalance: null, closingBalance: null });
    expect(statement.transactions).toHaveLength(count);
    expect(statement.transactions.every((t) => t.direction === 'Debit' && t.amount === 1)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('reads a UTF-8 file with a BOM', () => {
    const content = readFileSync(path.join(SAMPLES, 'kilylabs__one_day_utf8.txt'));
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), content]);
    expect(oneCParser.detect(withBom, 'x.dat')).toBeGreaterThanOrEqual(0.95);
    expect(oneCParser.parse(withBom).statements).toEqual(parse('kilylabs__one_day.txt').statements);
  });

  it('never crashes on mutated sample lines (dropped, duplicated, garbled)', () => {
    const lines = readFileSync(path.join(SAMPLES, 'kilylabs__one_day_utf8.txt'), 'utf8').split('\r\n');
    const mutation = fc.record({
      kind: fc.constantFrom('drop', 'duplicate', 'garble'),
      at: fc.nat(),
      noise: fc.string({ unit: 'binary', maxLength: 40 }),
    });
    fc.assert(
      fc.property(fc.array(mutation, { maxLength: 12 }), fc.boolean(), (mutations, windows) => {
        const mutated = [...lines];
        for (const { kind, at, noise } of mutations) {
          const i = at % mutated.length;
          if (kind === 'drop') mutated.splice(i, 1);
          else if (kind === 'duplicate') mutated.splice(i, 0, mutated[i]);
          else mutated[i] = noise;
        }
        const text = mutated.join('\r\n');
        const bytes = windows ? Buffer.from(text, 'latin1') : Buffer.from(text, 'utf8');
        expectCleanFailure(() => oneCParser.parse(bytes));
      }),
      { numRuns: 300 },
    );
  });
});

describe('1C parser', () => {
  it('detects by content, with the extension only nudging', () => {
    const content = Buffer.from(buildFile([]), 'utf8');
    expect(oneCParser.detect(content, 'statement.txt')).toBe(1);
    expect(oneCParser.detect(content, 'statement.bin')).toBe(0.95);
    expect(oneCParser.detect(Buffer.from('ВерсияФормата=1.03\n'), 'kl_to_1c.txt')).toBe(0);
    expect(oneCParser.detect(Buffer.from('1CClientBankExchangeX\n'), 'a.txt')).toBe(0);
  });

  it('rejects content without the signature with an operator-facing message', () => {
    expect(() => oneCParser.parse(Buffer.from('hello\n'))).toThrow(StatementParseError);
    expect(() => oneCParser.parse(Buffer.from('1CClientBankExchange\r\nКонецФайла\r\n'))).toThrow(
      'The 1C file holds no account sections and no documents.',
    );
  });

  it('assigns documents to the account they touch and counts unreadable lines without quoting them', () => {
    const secret = 'Раз два 40702810555500000009';
    const file = [
      '1CClientBankExchange',
      'СекцияРасчСчет',
      `РасчСчет=${ACCOUNT}`,
      'НачальныйОстаток=100.00',
      'КонечныйОстаток=150.00',
      'КонецРасчСчет',
      'СекцияРасчСчет',
      `РасчСчет=${OTHER}`,
      'КонецРасчСчет',
      secret,
      'СекцияДокумент=Платежное поручение',
      'Номер=7',
      'Дата=03.03.2024',
      'Сумма=50',
      `ПлательщикСчет=${OTHER}`,
      `ПолучательСчет=${ACCOUNT}`,
      'НазначениеПлатежа1=Перевод между',
      'НазначениеПлатежа2=своими   счетами',
      'КонецДокумента',
      'СекцияДокумент=Платежное поручение',
      'Сумма=абв',
      'КонецДокумента',
    ].join('\n');
    const result = oneCParser.parse(Buffer.from(file));
    const [first, second] = result.statements;
    expect(first.transactions).toEqual([expect.objectContaining({ direction: 'Credit', amount: 5000 })]);
    expect(second.transactions).toEqual([expect.objectContaining({ direction: 'Debit', amount: 5000 })]);
    expect(first.transactions[0].description).toBe('Перевод между своими счетами');
    expect(first.transactions[0].transactionDate).toBe('2024-03-03');
    expect(result.warnings).toEqual([
      '1 line(s) were not understood and were ignored.',
      '1 document(s) were skipped: the amount or date is missing or not valid.',
    ]);
    expect(result.parseConfidence).toBeLessThan(1);
    expect(JSON.stringify(result.warnings)).not.toContain('4070281055550');
  });

  it('places documents read before a later account section by that section, in file order, in both encodings', () => {
    const document = (number: number, payer: string, receiver: string) => [
      'СекцияДокумент=Платежное поручение',
      `Номер=${number}`,
      'Дата=03.03.2024',
      'Сумма=10.00',
      `ПлательщикСчет=${payer}`,
      `ПолучательСчет=${receiver}`,
      'КонецДокумента',
    ];
    const file = [
      '1CClientBankExchange',
      'СекцияРасчСчет',
      `РасчСчет=${ACCOUNT}`,
      'КонецРасчСчет',
      ...document(1, OTHER, ACCOUNT),
      ...document(2, ACCOUNT, OTHER),
      'СекцияРасчСчет',
      `РасчСчет=${OTHER}`,
      'КонецРасчСчет',
      ...document(3, OTHER, ACCOUNT),
      'КонецФайла',
    ].join('\r\n');
    for (const content of [Buffer.from(file), toWindows1251(file)]) {
      const [first, second] = oneCParser.parse(content).statements;
      expect(first.transactions.map((t) => [t.bankReference, t.direction])).toEqual([
        ['1', 'Credit'],
        ['2', 'Debit'],
        ['3', 'Credit'],
      ]);
      expect(second.transactions.map((t) => [t.bankReference, t.direction])).toEqual([
        ['1', 'Debit'],
        ['2', 'Credit'],
        ['3', 'Debit'],
      ]);
    }
  });

  it('never throws anything but StatementParseError on random bytes', () => {
    const signature = Buffer.from('1CClientBankExchange\r\n');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.boolean(), (bytes, signed) => {
        const content = signed ? Buffer.concat([signature, bytes]) : Buffer.from(bytes);
        expect(() => oneCParser.detect(content, 'x.txt')).not.toThrow();
        expectCleanFailure(() => oneCParser.parse(content));
      }),
      { numRuns: 500 },
    );
  });

  it('gives identical transactions for a file in Windows-1251 and in UTF-8', () => {
    fc.assert(
      fc.property(fc.array(docArbitrary, { minLength: 1, maxLength: 15 }), (docs) => {
        const text = buildFile(docs);
        const fromWindows = oneCParser.parse(toWindows1251(text));
        const fromUtf8 = oneCParser.parse(Buffer.from(text, 'utf8'));
        expect(fromWindows.statements).toEqual(fromUtf8.statements);
        const [statement] = fromUtf8.statements;
        expect(statement.transactions).toHaveLength(docs.length);
        docs.forEach((doc, i) => {
          const t = statement.transactions[i];
          expect(t.direction).toBe(doc.incoming ? 'Credit' : 'Debit');
          expect(t.counterpartyName).toBe(doc.name.replace(/\s+/g, ' ').trim());
          expect(t.description).toBe(doc.purpose.replace(/\s+/g, ' ').trim());
          expect(t.amount).toBe(Number(doc.amount.replace('.', '')));
        });
      }),
      { numRuns: 200 },
    );
  });

  it('parses 100,000 documents in under 5 seconds', () => {
    const docs = Array.from({ length: 100_000 }, (_, i) => ({
      number: i + 1,
      amount: `${(i % 9000) + 1}.${String(i % 100).padStart(2, '0')}`,
      incoming: i % 3 === 0,
      name: `ООО Поставщик ${i % 500}`,
      purpose: `Оплата по счёту № ${i} от 15.02.2024, в т.ч. НДС 20%`,
    }));
    const content = toWindows1251(buildFile(docs));
    // The faster of two parses: the bound is about the parser, and other suites share the cores with this one.
    const timedParse = () => {
      const started = process.hrtime.bigint();
      const parsed = oneCParser.parse(content);
      return { parsed, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    const [first, second] = [timedParse(), timedParse()];
    const result = first.parsed;
    const elapsedMs = Math.min(first.ms, second.ms);
    reportFigure(
      `1C parser: 100,000 documents (${(content.length / 2 ** 20).toFixed(1)} MiB) in ${elapsedMs.toFixed(0)} ms`,
    );
    expect(result.statements[0].transactions).toHaveLength(100_000);
    expect(elapsedMs).toBeLessThan(5000);
  });
});
