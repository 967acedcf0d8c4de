// What tests script and what they read back from the Anthropic emulator. Request shapes are the
// installed SDK's own parameter types, so a field the SDK renames shows up here as a type error.

import type { MessageCreateParamsBase } from '@anthropic-ai/sdk/resources/messages';

/**
 * A Messages request body as the client sent it. Typed after the SDK for convenient assertions, but
 * a rejected request may miss any field or hold any value: check `status` before trusting the shape.
 */
export type MessagesBody = Pick<MessageCreateParamsBase, 'model' | 'max_tokens' | 'messages'> &
  Partial<Pick<MessageCreateParamsBase, 'system' | 'tools' | 'tool_choice' | 'stream' | 'stop_sequences' | 'metadata' | 'cache_control' | 'thinking'>> &
  Record<string, unknown>;

export type ScriptedContent = { type: 'text'; text: string } | { type: 'tool_use'; id?: string; name: string; input: unknown };

export type ScriptedStopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence';

export interface ScriptedUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export type ScriptedReply =
  | {
      kind: 'message';
      content: ScriptedContent[];
      /** Defaults to `tool_use` when the content holds a tool_use block, else `end_turn`. */
      stop_reason?: ScriptedStopReason;
      /** Overrides the estimated counts field by field. */
      usage?: Partial<ScriptedUsage>;
    }
  | {
      kind: 'error';
      status: number;
      /** rate_limit_error, overloaded_error, api_error, invalid_request_error, authentication_error, permission_error ... */
      type: string;
      message: string;
      /** Extra response headers, e.g. `retry-after` (seconds) on a 429. */
      headers?: Record<string, string>;
    }
  /** Never answered (until the emulator stops): exercises the client's timeout. */
  | { kind: 'hang' };

export type Script = ScriptedReply | ((request: RecordedRequest) => ScriptedReply);

export interface RecordedRequest {
  /** 1-based, in arrival order, across both endpoints. */
  seq: number;
  /** `/v1/messages` or `/v1/messages/count_tokens`, or the platform's path as sent (query string dropped). */
  path: string;
  /** Parsed JSON body; `{}` when the body was not a JSON object. On a platform wire, the Messages body it carried (the model from the URL). */
  body: MessagesBody;
  /** On a platform wire (Bedrock, Vertex AI): the body exactly as sent, with its `anthropic_version` and without `model`. */
  sent?: Record<string, unknown>;
  /** Lower-cased request headers; `x-api-key` and `authorization` are redacted. */
  headers: Record<string, string>;
  /** ISO time the request arrived. */
  at: string;
  /** HTTP status answered; 0 while a function script runs and for a hang. */
  status: number;
  /** The `request-id` header sent back. */
  requestId: string;
  /** `error.message` of an error answer, null on success. */
  error: string | null;
}
