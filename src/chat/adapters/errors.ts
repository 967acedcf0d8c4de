// A chat API call that failed, said in one line without the token: which platform, which call,
// and the platform's own error (Slack's `error` code, Discord's message and code, an HTTP status).

import { type ChatPlatform } from '../../core/chat-event.js';

export class ChatApiError extends Error {
  constructor(
    readonly platform: ChatPlatform,
    readonly operation: string,
    detail: string,
  ) {
    super(`${platform} ${operation} failed: ${detail}`);
  }
}
