// Turns a scripted reply into the message object the Messages API answers, and refuses scripts the
// real model could not produce for the request at hand (a call to a tool it was not offered, text
// where tool_choice forces a tool), so a test cannot pass on a conversation that cannot happen.

import type { ContentBlock, Message } from '@anthropic-ai/sdk/resources/messages';
import type { MessagesBody, ScriptedContent, ScriptedReply } from './types.js';
import { outputTokens, type InputUsage } from './usage.js';

type MessageReply = Extract<ScriptedReply, { kind: 'message' }>;

/** Why this scripted reply cannot answer this request, or null when it can. */
export function scriptConflict(body: MessagesBody, reply: MessageReply): string | null {
  const offered = new Set((body.tools ?? []).flatMap((tool) => ('name' in tool ? [tool.name] : [])));
  const calls = reply.content.filter((block): block is Extract<ScriptedContent, { type: 'tool_use' }> => block.type === 'tool_use');
  const choice = body.tool_choice;
  for (const call of calls) {
    if (!offered.has(call.name)) return `the scripted reply calls tool '${call.name}', which the request does not offer (offered: ${[...offered].join(', ') || 'none'})`;
    if (choice?.type === 'tool' && call.name !== choice.name) return `the scripted reply calls '${call.name}' but tool_choice forces '${choice.name}'`;
  }
  if (choice?.type === 'none' && calls.length > 0) return 'the scripted reply calls a tool but tool_choice is none';
  if ((choice?.type === 'any' || choice?.type === 'tool') && calls.length === 0 && reply.stop_reason !== 'max_tokens') {
    return `the scripted reply calls no tool but tool_choice is ${choice.type}`;
  }
  const parallelOff = choice !== undefined && choice.type !== 'none' && choice.disable_parallel_tool_use === true;
  if (parallelOff && calls.length > 1) return `the scripted reply makes ${calls.length} tool calls but tool_choice.disable_parallel_tool_use is true`;
  if (reply.stop_reason === 'stop_sequence' && !body.stop_sequences?.length) return "the scripted reply stops on a stop sequence but the request sets no stop_sequences";
  return null;
}

export interface ReplyIds {
  message: () => string;
  toolUse: () => string;
}

/** The message object for a scripted reply, usage estimated unless the script gives it. */
export function buildMessage(body: MessagesBody, reply: MessageReply, ids: ReplyIds, input: InputUsage): Message {
  const content: ContentBlock[] = reply.content.map((block) =>
    block.type === 'text'
      ? { type: 'text', text: block.text, citations: null }
      : { type: 'tool_use', id: block.id ?? ids.toolUse(), name: block.name, input: block.input, caller: { type: 'direct' } },
  );
  const stopReason = reply.stop_reason ?? (content.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn');
  const output = outputTokens(reply.content.map((block) => (block.type === 'text' ? { type: 'text', text: block.text } : { type: 'tool_use', name: block.name, input: block.input })));
  return {
    id: ids.message(),
    type: 'message',
    role: 'assistant',
    model: body.model,
    content,
    stop_reason: stopReason,
    stop_sequence: stopReason === 'stop_sequence' ? (body.stop_sequences?.[0] ?? null) : null,
    stop_details: null,
    container: null,
    diagnostics: null,
    usage: {
      input_tokens: reply.usage?.input_tokens ?? input.input_tokens,
      output_tokens: reply.usage?.output_tokens ?? output,
      cache_creation_input_tokens: reply.usage?.cache_creation_input_tokens ?? input.cache_creation_input_tokens,
      cache_read_input_tokens: reply.usage?.cache_read_input_tokens ?? input.cache_read_input_tokens,
      cache_creation:
        reply.usage?.cache_creation_input_tokens === undefined
          ? input.cache_creation
          : { ephemeral_5m_input_tokens: reply.usage.cache_creation_input_tokens, ephemeral_1h_input_tokens: 0 },
      inference_geo: null,
      output_tokens_details: null,
      server_tool_use: null,
      service_tier: 'standard',
      speed: null,
    },
  };
}
