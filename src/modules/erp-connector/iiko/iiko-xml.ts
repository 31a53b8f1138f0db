import { SaxesParser } from 'saxes';
import type { ErpOperation, ErpServerInfo, ErpSupplier } from '../erp-connector';
import { ErpUnavailableError } from '../erp-connector.errors';
import type { ErpAnswerStream } from '../erp-http-transport';

/**
 * The XML answers of iikoServer, read as they arrive (saxes, as the bank statement parsers do): an entity list is a
 * root element with one child per entity (docs/iiko-server.md §1, §3.5), and only one entity is ever held as a
 * small element tree, so a month's invoice export never exists as a DOM.
 */

export interface XmlElement {
  name: string;
  text: string;
  /** An element the server marks `null="1"` (server info writes absent values so). */
  isNull: boolean;
  children: XmlElement[];
}

export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((candidate) => candidate.name === name);
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((candidate) => candidate.name === name) : [];
}

/** A child's trimmed text; null when absent, empty or marked null. */
export function childText(element: XmlElement | undefined, name: string): string | null {
  const found = child(element, name);
  if (found === undefined || found.isNull) return null;
  const text = found.text.trim();
  return text === '' ? null : text;
}

export function childFlag(element: XmlElement | undefined, name: string): boolean {
  return childText(element, name)?.toLowerCase() === 'true';
}

/**
 * saxes hands out slices of the chunks it was given; a value kept as such a slice would pin its whole chunk in
 * memory. Concatenating then slicing makes V8 copy it into a string of its own.
 */
function detach(value: string): string {
  return ` ${value}`.slice(1);
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/**
 * Streams an XML answer and hands each record to `onRecord` once it closes: the root itself (`depth` 0, server
 * info) or each child of the root (`depth` 1, entity lists, whatever the root is called: one client fixture names
 * the suppliers' root `employeeDtoes`, the API `employees`). Malformed XML, a DOCTYPE (the API never sends one) or
 * an HTML page (a proxy or a wrong address answering 200) fail the read as the server failing.
 */
export class XmlRecordStream implements ErpAnswerStream {
  readonly #parser = new SaxesParser();
  readonly #stack: XmlElement[] = [];
  #sawRoot = false;

  constructor(
    private readonly operation: ErpOperation,
    private readonly depth: 0 | 1,
    private readonly onRecord: (record: XmlElement) => void,
  ) {
    this.#parser.on('doctype', () => {
      throw this.#unreadable();
    });
    this.#parser.on('opentag', (tag) => {
      const name = localName(tag.name);
      if (!this.#sawRoot) {
        this.#sawRoot = true;
        if (name.toLowerCase() === 'html') throw this.#unreadable();
      }
      const level = this.#stack.length;
      if (level < this.depth) {
        // Above the records (the list's root): kept only as a marker, never filled.
        this.#stack.push({ name, text: '', isNull: false, children: [] });
        return;
      }
      const element: XmlElement = { name, text: '', isNull: tag.attributes.null === '1', children: [] };
      if (level > this.depth) this.#stack[level - 1].children.push(element);
      this.#stack.push(element);
    });
    const onText = (value: string) => {
      const element = this.#stack[this.#stack.length - 1];
      // Whitespace between elements is layout; leaf texts are short.
      if (element && this.#stack.length > this.depth && (element.children.length === 0 || value.trim() !== '')) {
        element.text += detach(value);
      }
    };
    this.#parser.on('text', onText);
    this.#parser.on('cdata', onText);
    this.#parser.on('closetag', () => {
      const element = this.#stack.pop();
      if (element !== undefined && this.#stack.length === this.depth) this.onRecord(element);
    });
  }

  write(text: string): void {
    this.#guard(() => this.#parser.write(text));
  }

  end(): void {
    this.#guard(() => this.#parser.close());
    if (!this.#sawRoot) throw this.#unreadable();
  }

  #guard(step: () => void): void {
    try {
      step();
    } catch (error) {
      if (error instanceof ErpUnavailableError) throw error;
      // saxes reports malformed XML by throwing; its text may quote the answer, so it is not kept.
      throw this.#unreadable();
    }
  }

  #unreadable(): ErpUnavailableError {
    return new ErpUnavailableError(
      this.operation,
      'The accounting server answered with something other than its API’s XML',
      'server-error',
    );
  }
}

/** `get_server_info.jsp`: root `r` with `version` and `edition` (docs/iiko-server.md §3.4). */
export function serverInfoOf(root: XmlElement): ErpServerInfo | null {
  const version = childText(root, 'version');
  if (version === null) return null;
  return { version, edition: childText(root, 'edition') ?? '' };
}

/**
 * An `employee` of `suppliers` as a supplier, or null when it is not one (`supplier` is not true) or has no id.
 * The API has no change counter for suppliers (docs/iiko-server.md §4): `revision` is always 0.
 */
export function supplierOf(employee: XmlElement): ErpSupplier | null {
  const id = childText(employee, 'id');
  if (id === null || !childFlag(employee, 'supplier')) return null;
  return {
    id,
    name: childText(employee, 'name') ?? childText(employee, 'code') ?? id,
    taxId: childText(employee, 'taxpayerIdNumber'),
    isDeleted: childFlag(employee, 'deleted'),
    revision: 0,
  };
}

/** A `corporateItemDto` of `corporation/stores/` or `corporation/departments/` (docs/iiko-server.md §3.5). */
export interface CorporateItem {
  id: string;
  parentId: string | null;
  code: string | null;
  name: string;
  type: string;
}

export function corporateItemOf(element: XmlElement): CorporateItem | null {
  const id = childText(element, 'id');
  if (id === null) return null;
  return {
    id,
    parentId: childText(element, 'parentId'),
    code: childText(element, 'code'),
    name: childText(element, 'name') ?? '',
    type: childText(element, 'type')?.toUpperCase() ?? '',
  };
}
