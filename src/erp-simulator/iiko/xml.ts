import type { ErpServerInfo } from '../../modules/erp-connector/erp-connector';
import type { DocumentExport, IikoModel } from './iiko-model';
import type { CorporateItem } from './iiko-types';

/**
 * The XML answers of the IikoServer dialect, element names and order as the real server writes them (the vendor's
 * XSDs and examples, and fixtures recorded from real servers): JAXB style, a null member left out, an empty string
 * written as an empty element.
 */

type XmlChild = XmlNode | null | undefined;

interface XmlNode {
  name: string;
  attributes?: Record<string, string>;
  /** Text, or child elements; null: an empty element. */
  content: string | XmlChild[] | null;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
}

/** An element with text; left out when the value is null or undefined (as JAXB leaves out null members). */
function leaf(name: string, value: string | number | boolean | null | undefined): XmlNode | null {
  if (value === null || value === undefined) return null;
  return { name, content: String(value) };
}

function element(name: string, children: XmlChild[]): XmlNode {
  return { name, content: children };
}

function render(node: XmlNode, depth: number, out: string[]): void {
  const indent = '    '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  if (node.content === null || typeof node.content === 'string') {
    out.push(`${indent}<${node.name}${attributes}>${escape(node.content ?? '')}</${node.name}>`);
    return;
  }
  const children = node.content.filter((child): child is XmlNode => child !== null && child !== undefined);
  if (children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
    return;
  }
  out.push(`${indent}<${node.name}${attributes}>`);
  for (const child of children) render(child, depth + 1, out);
  out.push(`${indent}</${node.name}>`);
}

export function xmlDocument(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'];
  render(root, 0, out);
  return `${out.join('\n')}\n`;
}

/** `get_server_info.jsp`: the shape of a real answer, with the members a simulator has no value for written as null. */
export function serverInfoXml(info: ErpServerInfo, serverName: string): string {
  const nullElement = (name: string): XmlNode => ({ name, attributes: { null: '1' }, content: null });
  return xmlDocument(
    element('r', [
      leaf('serverName', serverName),
      leaf('edition', info.edition),
      leaf('version', info.version),
      leaf('computerName', 'SIMULATOR'),
      leaf('serverState', 'STARTED_SUCCESSFULLY'),
      nullElement('protocol'),
      nullElement('serverAddr'),
      nullElement('serverSubUrl'),
      leaf('port', 0),
      leaf('isPresent', false),
    ]),
  );
}

/** `suppliers`: each supplier is an `employee` with `supplier` = true. */
export function suppliersXml(model: IikoModel): string {
  const codes = model.supplierCodes();
  const suppliers = [...model.state.suppliers.values()].map((supplier) =>
    element('employee', [
      leaf('id', supplier.id),
      leaf('code', codes.get(supplier.id)),
      leaf('name', supplier.name),
      leaf('taxpayerIdNumber', supplier.taxId),
      leaf('deleted', supplier.isDeleted),
      leaf('supplier', true),
      leaf('employee', false),
      leaf('client', false),
    ]),
  );
  return xmlDocument(element('employees', suppliers));
}

export function corporateItemsXml(items: CorporateItem[]): string {
  return xmlDocument(
    element(
      'corporateItemDtoes',
      items.map((item) =>
        element('corporateItemDto', [
          leaf('id', item.id),
          leaf('parentId', item.parentId),
          leaf('code', item.code),
          leaf('name', item.name),
          leaf('type', item.type),
          leaf('taxpayerIdNumber', item.taxpayerIdNumber),
        ]),
      ),
    ),
  );
}

function plusDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The documents of one direction dated within `from`…`to` (inclusive), of the given suppliers if any. */
function exportedDocuments(model: IikoModel, direction: 'incoming' | 'outgoing', query: DocumentExport) {
  return [...model.state.documents.values()].filter(
    (d) =>
      d.direction === direction &&
      d.date >= query.from &&
      d.date <= query.to &&
      (query.supplierIds.length === 0 || (d.supplierId !== null && query.supplierIds.includes(d.supplierId))),
  );
}

function status(document: { isDeleted: boolean; isProcessed: boolean }): string {
  if (document.isDeleted) return 'DELETED';
  return document.isProcessed ? 'PROCESSED' : 'NEW';
}

const ZERO = '0.000000000';
const ONE = '1.000000000';

/**
 * `documents/export/incomingInvoice`: per document only line sums (no total, no currency, no paid amount); each line
 * is one unit at its sum, without VAT.
 */
export function incomingInvoicesXml(model: IikoModel, query: DocumentExport): string {
  model.ensureStores();
  const documents = exportedDocuments(model, 'incoming', query).map((document) => {
    const store = model.storeByCode(document.storeCode);
    return element('document', [
      leaf('id', document.id),
      leaf('incomingDocumentNumber', `S-${document.number}`),
      leaf('incomingDate', document.date),
      leaf('dueDate', plusDays(document.date, 10)),
      leaf('supplier', document.supplierId),
      leaf('defaultStore', store?.id),
      leaf('dateIncoming', `${document.date}T09:00:00`),
      leaf('documentNumber', document.number),
      leaf('status', status(document)),
      element(
        'items',
        model
          .documentLines(document)
          .map((line) =>
            element('item', [
              leaf('isAdditionalExpense', false),
              leaf('store', store?.id),
              leaf('price', line.sum),
              leaf('vatPercent', ZERO),
              leaf('sum', line.sum),
              leaf('vatSum', ZERO),
              leaf('discountSum', ZERO),
              leaf('num', line.num),
              leaf('product', line.product),
              leaf('amount', ONE),
              leaf('actualAmount', ONE),
            ]),
          ),
      ),
    ]);
  });
  return xmlDocument(element('incomingInvoiceDtoes', documents));
}

/** `documents/export/outgoingInvoice`: the counteragent is the supplier; the store is named by id and by code. */
export function outgoingInvoicesXml(model: IikoModel, query: DocumentExport): string {
  model.ensureStores();
  const codes = model.supplierCodes();
  const documents = exportedDocuments(model, 'outgoing', query).map((document) => {
    const store = model.storeByCode(document.storeCode);
    return element('document', [
      leaf('id', document.id),
      leaf('documentNumber', document.number),
      leaf('dateIncoming', `${document.date}T09:00:00`),
      leaf('useDefaultDocumentTime', false),
      leaf('status', status(document)),
      leaf('accountToCode', '5.01'),
      leaf('revenueAccountCode', '4.01'),
      leaf('defaultStoreId', store?.id),
      leaf('defaultStoreCode', store?.code),
      leaf('counteragentId', document.supplierId),
      leaf('counteragentCode', document.supplierId === null ? null : codes.get(document.supplierId)),
      element(
        'items',
        model
          .documentLines(document)
          .map((line) =>
            element('item', [
              leaf('productId', line.product),
              leaf('productArticle', String(line.num)),
              leaf('storeId', store?.id),
              leaf('storeCode', store?.code),
              leaf('price', line.sum),
              leaf('amount', ONE),
              leaf('sum', line.sum),
              leaf('discountSum', ZERO),
              leaf('vatPercent', ZERO),
              leaf('vatSum', ZERO),
            ]),
          ),
      ),
    ]);
  });
  return xmlDocument(element('outgoingInvoiceDtoes', documents));
}
