import type { Logger } from '../../platform/logging/logger';

/**
 * Every message the bot sends goes through this one interface: the HTTP client below in the service, a recording
 * fake in tests (test/messenger-fakes.ts).
 */
export interface MessengerClient {
  /** Sends `text` to the chat. Never rejects: an undelivered message is logged by the implementation. */
  sendMessage(chatId: string, text: string): Promise<void>;
}

/** Longest text sent in one message; the provider's limit is 4096 characters. */
export const MAX_MESSAGE_LENGTH = 4000;

/** Why a message was not delivered, as logged: never the provider's text, which could echo the request. */
export type DeliveryFailure = 'timeout' | 'unreachable' | 'throttled' | 'rejected' | 'provider_error' | 'failed';

/**
 * The provider's Bot API: `POST <MESSENGER_API_BASE_URL>/bot<MESSENGER_BOT_TOKEN>/sendMessage` with
 * `{chat_id, text}`. The token is part of the address, so neither the address nor an error's message is ever
 * logged: failures are reduced to a `DeliveryFailure`. A failure never reaches the webhook's answer.
 */
export class HttpMessengerClient implements MessengerClient {
  constructor(
    private readonly options: { apiBaseUrl: string; botToken: string; timeoutMs: number },
    private readonly logger: Logger,
  ) {}

  async sendMessage(chatId: string, text: string): Promise<void> {
    const started = Date.now();
    let failure: DeliveryFailure | null;
    let status: number | null = null;
    try {
      const response = await fetch(`${this.options.apiBaseUrl}/bot${this.options.botToken}/sendMessage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text: text.slice(0, MAX_MESSAGE_LENGTH) }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
        // A redirect would carry the token to another address.
        redirect: 'error',
      });
      status = response.status;
      // The answer's body is not needed; not reading it frees the connection.
      await response.body?.cancel().catch(() => undefined);
      failure = failureOfStatus(response.status);
    } catch (error) {
      failure = failureOfError(error);
    }
    if (failure) {
      this.logger.warn(
        { chat: maskChatId(chatId), failure, status, durationMs: Date.now() - started },
        'messenger message not delivered',
      );
    }
  }
}

function failureOfStatus(status: number): DeliveryFailure | null {
  if (status >= 200 && status < 300) return null;
  if (status === 429) return 'throttled';
  return status >= 500 ? 'provider_error' : 'rejected';
}

function failureOfError(error: unknown): DeliveryFailure {
  const name = (error as { name?: unknown })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  // undici reports refused, reset and unresolvable addresses as a TypeError with the system error as its cause.
  // Compared by name: the error may come from another realm than this module's TypeError.
  if (name === 'TypeError' && (error as { cause?: { code?: unknown } }).cause?.code) return 'unreachable';
  return 'failed';
}

/** The last 4 characters after `****`, as masked ids (bank account numbers) are shown elsewhere. */
export function maskChatId(chatId: string): string {
  return `****${chatId.slice(-4)}`;
}
