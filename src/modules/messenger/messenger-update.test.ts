import { DomainError } from '../../platform/errors/domain-error';
import { parseMessengerUpdate } from './messenger-update';

function fieldErrorsOf(body: unknown) {
  try {
    parseMessengerUpdate(body);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fieldErrors: error.fieldErrors };
    throw error;
  }
  throw new Error('parsed');
}

describe('parseMessengerUpdate', () => {
  it('reads a text message: chat, sender, @username and text; ids as text', () => {
    expect(
      parseMessengerUpdate({
        update_id: 10,
        message: { chat: { id: -1001234 }, from: { id: 42, username: 'anna' }, text: '/ready', date: 1 },
      }),
    ).toEqual({
      updateId: 10,
      message: { chatId: '-1001234', senderId: '42', senderName: '@anna', text: '/ready' },
    });
  });

  it('keeps other update kinds and messages without text as nothing to answer', () => {
    expect(parseMessengerUpdate({ update_id: 1, callback_query: {} })).toEqual({ updateId: 1, message: null });
    expect(parseMessengerUpdate({ update_id: 2, message: { chat: { id: 5 }, from: { id: 5 } } }).message).toEqual({
      chatId: '5',
      senderId: '5',
      senderName: null,
      text: null,
    });
  });

  it('refuses what is not an update with validation.failed naming the members', () => {
    expect(fieldErrorsOf('text')).toEqual({ code: 'validation.failed', fieldErrors: { body: ['object'] } });
    expect(fieldErrorsOf({ update_id: 1.5, message: 'hello' })).toEqual({
      code: 'validation.failed',
      fieldErrors: { update_id: ['integer'], message: ['object'] },
    });
    expect(
      fieldErrorsOf({ update_id: 3, message: { chat: { id: 2 ** 60 }, from: { id: 'a b' }, text: 'x'.repeat(5000) } }),
    ).toEqual({
      code: 'validation.failed',
      fieldErrors: { 'message.chat.id': ['id'], 'message.from.id': ['id'], 'message.text': ['string'] },
    });
  });
});
