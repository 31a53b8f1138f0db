/** Why a JSON body was refused; the member is named, never its value. */
export type StrictJsonFailure = { reason: 'syntax' } | { reason: 'duplicate_member'; member: string };

/**
 * Parses a JSON text and refuses an object that names a member twice. JSON.parse keeps the last of duplicates silently,
 * so `{"status":"Active","status":"Revoked"}` would mean whatever the last writer intended; the /api/v1 routes refuse
 * it instead (docs/licensing.md §Conventions of /api/v1). Names are compared after unescaping (`"a"` and `"\u0061"` are
 * one name).
 */
export function parseStrictJson(text: string): { ok: true; value: unknown } | ({ ok: false } & StrictJsonFailure) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  const duplicate = firstDuplicateMember(text);
  return duplicate === null ? { ok: true, value } : { ok: false, reason: 'duplicate_member', member: duplicate };
}

type Frame = { object: true; names: Set<string>; expectName: boolean; path: string } | { object: false; path: string };

/** Scans text JSON.parse accepted; answers the dotted path of the first repeated member, or null. */
function firstDuplicateMember(text: string): string | null {
  const stack: Frame[] = [];
  let lastName = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    const top = stack.at(-1);
    if (char === '{' || char === '[') {
      const path = top?.object ? joinPath(top.path, lastName) : (top?.path ?? '');
      stack.push(char === '{' ? { object: true, names: new Set(), expectName: true, path } : { object: false, path });
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',' && top?.object) {
      top.expectName = true;
    } else if (char === '"') {
      const end = endOfString(text, index);
      if (top?.object && top.expectName) {
        const name = JSON.parse(text.slice(index, end + 1)) as string;
        if (top.names.has(name)) return joinPath(top.path, name);
        top.names.add(name);
        top.expectName = false;
        lastName = name;
      }
      index = end;
    }
  }
  return null;
}

/** The index of the quote closing the string that opens at `start`. */
function endOfString(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '"') return index;
  }
  return text.length - 1;
}

function joinPath(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}
