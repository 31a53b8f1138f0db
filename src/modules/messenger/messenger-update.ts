import { validationFailed, type FieldErrors } from '../../platform/errors/domain-error';

/** A text message of the chat provider's update, as the bot reads it. */
export interface MessengerMessage {
  chatId: string;
  /** The provider's id of the person who sent it. */
  senderId: string;
  /** `@username` when the sender has one, else null; shown as the linked chat's name. */
  senderName: string | null;
  /** Null for messages without text (stickers, photos…), which the bot ignores. */
  text: string | null;
}

export interface MessengerUpdate {
  updateId: number;
  /** Null for update kinds the bot does not handle (edited messages, callbacks…): acknowledged and ignored. */
  message: MessengerMessage | null;
}

/** Provider ids are integers (a chat's may be negative) or short strings; stored as text. */
const ID_TEXT = /^-?[A-Za-z0-9_@.:-]{1,64}$/;
const MAX_TEXT = 4096;

/**
 * The provider's update JSON `{update_id, message: {chat: {id}, from: {id, username}, text}}`
 * (docs/messenger.md §The webhook). Anything else in it is ignored; a body that is not an update at all is 400
 * validation.failed.
 */
export function parseMessengerUpdate(body: unknown): MessengerUpdate {
  const errors: FieldErrors = {};
  if (!isObject(body)) throw validationFailed({ body: ['object'] });
  const updateId = body.update_id;
  if (typeof updateId !== 'number' || !Number.isSafeInteger(updateId) || updateId < 0) errors.update_id = ['integer'];
  const raw = body.message;
  let message: MessengerMessage | null = null;
  if (raw !== undefined && raw !== null) {
    if (!isObject(raw)) errors.message = ['object'];
    else {
      const chatId = idOf(isObject(raw.chat) ? raw.chat.id : undefined);
      const senderId = idOf(isObject(raw.from) ? raw.from.id : undefined);
      const username = isObject(raw.from) ? raw.from.username : undefined;
      if (chatId === null) errors['message.chat.id'] = ['id'];
      if (senderId === null) errors['message.from.id'] = ['id'];
      if (username !== undefined && username !== null && (typeof username !== 'string' || username.length > 64))
        errors['message.from.username'] = ['string'];
      if (raw.text !== undefined && raw.text !== null && (typeof raw.text !== 'string' || raw.text.length > MAX_TEXT))
        errors['message.text'] = ['string'];
      if (chatId !== null && senderId !== null)
        message = {
          chatId,
          senderId,
          senderName: typeof username === 'string' && username.trim() ? `@${username.trim()}` : null,
          text: typeof raw.text === 'string' ? raw.text : null,
        };
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { updateId: updateId as number, message };
}

function idOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : null;
  return typeof value === 'string' && ID_TEXT.test(value) ? value : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
