import type { GraphQLError } from 'graphql';
import type { FieldErrors } from './domain-error';

const INVALID_VALUE = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)" got invalid value /;
const NOT_PROVIDED = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)" of (?:required|non-null) type /;
const MISSING_FIELD = /^Field "([^"]+)" of required type "[^"]+" was not provided\.$/;

/**
 * A variable graphql-js could not coerce, told without the value the client sent (it may be a password):
 * `Variable "$input" got invalid value 424242 at "input.password"; String cannot represent a non string value:
 * 424242` becomes the message `Variable "$input" got invalid value at "input.password"; String cannot represent a
 * non string value.` and the fieldErrors `{ password: ['invalid'] }` (members of an input object by their dotted
 * path without the variable, list items by index; a variable that is wrong as a whole by its name). Descriptions that hold no value (`Variable
 * "$input" of required type "LoginInput!" was not provided.`) are kept as they are.
 *
 * graphql-js builds the text as `got invalid value <shown> [at "<variable><path>"]; <reason>`, where the reason is
 * the message of `originalError` and the path holds field names and list indexes only.
 */
export function describeVariableError(error: GraphQLError): { message: string; fieldErrors: FieldErrors } {
  const notProvided = NOT_PROVIDED.exec(error.message);
  if (notProvided) return { message: error.message, fieldErrors: { [notProvided[1]]: ['required'] } };
  const head = INVALID_VALUE.exec(error.message);
  if (!head) return { message: error.message, fieldErrors: { input: ['invalid'] } };
  const variable = head[1];
  const reason = error.originalError?.message;
  if (!reason || reason === error.message || !error.message.endsWith(`; ${reason}`)) {
    return { message: `Variable "$${variable}" got invalid value.`, fieldErrors: { [variable]: ['invalid'] } };
  }
  const prefix = error.message.slice(0, -(reason.length + 2));
  const at = new RegExp(` at "${variable}([\\w.[\\]]*)"$`).exec(prefix);
  const shown = prefix.slice(head[0].length, at ? at.index : undefined);
  const safeReason = withoutValue(reason, shown);
  const members = at
    ? at[1]
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .filter(Boolean)
    : [];
  const missing = MISSING_FIELD.exec(reason);
  const field = [...members, ...(missing ? [missing[1]] : [])].join('.') || variable;
  return {
    message: `Variable "$${variable}" got invalid value${at ? at[0] : ''}${safeReason ? `; ${safeReason}` : '.'}`,
    fieldErrors: { [field]: [missing ? 'required' : 'invalid'] },
  };
}

/** The reason without the value, or null when the value cannot be told apart from the rest of the text. */
function withoutValue(reason: string, shown: string): string | null {
  const text = rawText(shown);
  let stripped = reason;
  // Scalars end with the value: `Int cannot represent non-integer value: 1.5`, `Value is not a valid UUID: abc`.
  const ending = [shown, text].find((value) => value && reason.endsWith(`: ${value}`));
  if (ending) stripped = `${reason.slice(0, -(ending.length + 2))}.`;
  // Enums name it inside: `Value "ARCHIVE" does not exist in "OrganizationStatus" enum.`
  else if (reason.includes(` ${shown} `)) stripped = reason.replace(` ${shown} `, ' ');
  if (stripped.includes(shown) || (text && stripped.includes(text))) return null;
  return stripped;
}

/** `"abc"` (how graphql-js shows a string) → `abc`. */
function rawText(shown: string): string | null {
  if (!shown.startsWith('"')) return null;
  try {
    const value: unknown = JSON.parse(shown);
    return typeof value === 'string' && value.length > 0 ? value : null;
  } catch {
    return null;
  }
}
