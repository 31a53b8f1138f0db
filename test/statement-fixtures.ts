import { randomBytes } from 'node:crypto';

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
