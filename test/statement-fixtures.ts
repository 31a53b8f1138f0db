import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SignedInClient } from './test-environment';
import { reportSkipped } from './run-report';

/** The shared bank statement samples: a sibling of the repository (../shared), not part of it. */
export const STATEMENT_SAMPLES = path.resolve(__dirname, '../../shared/samples/bank-statements');

/**
 * Whether the samples at `relativePaths` (files or folders under STATEMENT_SAMPLES; the whole folder when none is
 * given) are all there. Outside CI a missing sample skips the tests that need it, with a message naming `what`; when
 * the environment variable CI is set it fails the test file instead, so a pipeline that lost the samples cannot pass
 * by skipping them. Call it once at the top of the file and choose `describe`/`it` or their `.skip` by the answer.
 */
export function haveStatementSamples(what: string, ...relativePaths: string[]): boolean {
  const missing = (relativePaths.length ? relativePaths : ['.'])
    .map((relative) => path.join(STATEMENT_SAMPLES, relative))
    .filter((sample) => !existsSync(sample));
  if (missing.length === 0) return true;
  const message = `${what}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`;
  if (isCiRun()) throw new Error(`${message}. CI is set, so the shared samples must be present.`);
  reportSkipped(`${message}; those tests are skipped.`);
  return false;
}

/** CI set to anything but an empty string, 0 or false (the convention of CI providers and their tools). */
function isCiRun(): boolean {
  const value = (process.env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

/**
 * A small valid 1C statement of `account`: opening 100.00, one incoming payment of 50.00, closing 150.00.
 * `unique` goes into the document number, so each call has its own digest unless told otherwise.
 */
export function oneCStatement(account = '40702810900000012345', unique = randomBytes(4).toString('hex')): Buffer {
  return Buffer.from(
    [
      '1CClientBankExchange',
      'ВерсияФормата=1.02',
      'Кодировка=Windows',
      'СекцияРасчСчет',
      'ДатаНачала=01.11.2026',
      'ДатаКонца=01.11.2026',
      `РасчСчет=${account}`,
      'НачальныйОстаток=100.00',
      'ВсегоПоступило=50.00',
      'ВсегоСписано=0.00',
      'КонечныйОстаток=150.00',
      'КонецРасчСчет',
      'СекцияДокумент=Платежное поручение',
      `Номер=${unique}`,
      'Дата=01.11.2026',
      'Сумма=50.00',
      'ПлательщикСчет=40702810000000000001',
      'Плательщик=ООО Поставщик',
      'ПлательщикИНН=7701234567',
      `ПолучательСчет=${account}`,
      'Получатель=ООО Ресторан',
      'ДатаПоступило=01.11.2026',
      'НазначениеПлатежа=Оплата по счету',
      'КонецДокумента',
      'КонецФайла',
    ].join('\r\n'),
  );
}

/** One debit of a generated CSV statement; members left out get the defaults of `csvStatement`. */
export interface CsvDebit {
  counterpartyName: string;
  counterpartyTaxId?: string;
  counterpartyAccount?: string;
  date?: string;
  amount?: string;
  description?: string;
  reference?: string;
}

/**
 * A generic CSV statement (docs/bank-imports.md layout) of `account` with one debit per row. Defaults: date 2026-11-01, amount
 * 100.00 plus the row's position, description "Invoice", a reference unique to the call, so each call has its own digest.
 */
export function csvStatement(rows: CsvDebit[], account = '40702810900000012345'): Buffer {
  const unique = randomBytes(4).toString('hex');
  const quoted = (field: string) => `"${field.replace(/"/g, '""')}"`;
  return Buffer.from(
    [
      `# account_number=${account}`,
      '# currency=RUB',
      'date;direction;amount;currency;counterparty_name;counterparty_tax_id;counterparty_account;description;reference',
      ...rows.map((row, index) =>
        [
          row.date ?? '2026-11-01',
          'Debit',
          row.amount ?? `${100 + index}.00`,
          'RUB',
          quoted(row.counterpartyName),
          row.counterpartyTaxId ?? '',
          row.counterpartyAccount ?? '',
          quoted(row.description ?? 'Invoice'),
          row.reference ?? `R-${unique}-${index}`,
        ].join(';'),
      ),
    ].join('\n'),
  );
}

/** GET of an import's original file, its body as a Buffer whatever its Content-Type. */
export function downloadOriginalFile(client: SignedInClient, importId: string) {
  return client
    .rest('get', `/api/bank-statements/imports/${importId}/file`)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}
