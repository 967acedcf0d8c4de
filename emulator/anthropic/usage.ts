// Token counts for the Anthropic emulator: a deterministic estimate (4 characters a token) and a
// model of prompt caching, so cost accounting and cache placement can be tested offline.
//
// The prompt is read as the API reads it, block by block: tools, then system, then messages. A block
// with `cache_control` is a breakpoint. The first time a prefix ending at a breakpoint is seen it is
// written to the cache (cache_creation); afterwards it is read (cache_read). As on the real API a
// breakpoint also finds an entry written up to 20 blocks earlier, which is how a conversation that
// moves its breakpoint to the newest turn keeps reading the previous turn's prefix.

import { createHash } from 'node:crypto';
import type { CacheControlEphemeral } from '@anthropic-ai/sdk/resources/messages';
import type { MessagesBody } from './types.js';

export const CHARS_PER_TOKEN = 4;

/** How many blocks before a breakpoint the cache lookup reaches back. */
export const CACHE_LOOKBACK_BLOCKS = 20;

type Ttl = '5m' | '1h';

export interface Segment {
  /** The block as the model reads it (cache_control left out, so moving a breakpoint changes nothing). */
  key: string;
  breakpoint: Ttl | null;
}

export interface InputUsage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
}

export function tokensFor(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

/** Output tokens of a reply: its content blocks as JSON. */
export function outputTokens(content: unknown[]): number {
  return tokensFor(JSON.stringify(content).length);
}

/** The prompt of a (valid) request as an ordered list of blocks. */
export function promptSegments(body: MessagesBody): Segment[] {
  const segments: Segment[] = [];
  const push = (prefix: string, block: unknown) => {
    const cache = isObject(block) ? (block.cache_control as CacheControlEphemeral | null | undefined) : undefined;
    segments.push({ key: `${prefix}${withoutCacheControl(block)}`, breakpoint: cache ? (cache.ttl ?? '5m') : null });
  };
  for (const tool of body.tools ?? []) push('tool:', tool);
  if (typeof body.system === 'string') push('system:', { type: 'text', text: body.system });
  else for (const block of body.system ?? []) push('system:', block);
  for (const message of body.messages) {
    if (typeof message.content === 'string') push(`${message.role}:`, { type: 'text', text: message.content });
    else for (const block of message.content) push(`${message.role}:`, block);
  }
  // Top-level cache_control marks the last block (automatic caching).
  const last = segments[segments.length - 1];
  if (body.cache_control && last && last.breakpoint === null) last.breakpoint = body.cache_control.ttl ?? '5m';
  return segments;
}

/** Input tokens of a request, without any cache: what count_tokens answers. */
export function countInputTokens(body: MessagesBody): number {
  return tokensFor(promptSegments(body).reduce((sum, s) => sum + s.key.length, 0));
}

/** The emulator's prompt cache: every prefix written so far, per model. Entries never expire. */
export class PromptCache {
  private readonly entries = new Set<string>();

  /** Usage of a request that is being answered; writes its breakpoints into the cache. */
  account(body: MessagesBody): InputUsage {
    const segments = promptSegments(body);
    const prefixChars: number[] = [];
    const prefixHash: string[] = [];
    let chars = 0;
    let hash = digest(`model:${body.model}`);
    for (const segment of segments) {
      chars += segment.key.length;
      hash = digest(`${hash}\n${segment.key}`);
      prefixChars.push(chars);
      prefixHash.push(hash);
    }
    const tokensThrough = (index: number) => (index < 0 ? 0 : tokensFor(prefixChars[index]!));
    const total = tokensThrough(segments.length - 1);
    const breakpoints = segments.flatMap((s, i) => (s.breakpoint ? [i] : []));
    const zero = { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 };
    if (breakpoints.length === 0) return { input_tokens: total, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cache_creation: zero };

    let readThrough = -1;
    for (const b of breakpoints) {
      for (let p = b; p >= Math.max(0, b - CACHE_LOOKBACK_BLOCKS + 1); p--) {
        if (this.entries.has(prefixHash[p]!)) {
          readThrough = Math.max(readThrough, p);
          break;
        }
      }
    }
    const lastBreakpoint = breakpoints[breakpoints.length - 1]!;
    const creation = { ...zero };
    let boundary = readThrough;
    for (const b of breakpoints) {
      if (b <= readThrough) continue;
      const tokens = tokensThrough(b) - tokensThrough(boundary);
      if (segments[b]!.breakpoint === '1h') creation.ephemeral_1h_input_tokens += tokens;
      else creation.ephemeral_5m_input_tokens += tokens;
      boundary = b;
    }
    for (const b of breakpoints) this.entries.add(prefixHash[b]!);
    const cacheRead = tokensThrough(readThrough);
    const cacheCreation = creation.ephemeral_5m_input_tokens + creation.ephemeral_1h_input_tokens;
    return {
      input_tokens: total - tokensThrough(Math.max(lastBreakpoint, readThrough)),
      cache_creation_input_tokens: cacheCreation,
      cache_read_input_tokens: cacheRead,
      cache_creation: creation,
    };
  }
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutCacheControl(block: unknown): string {
  return JSON.stringify(block, (key, value: unknown) => (key === 'cache_control' ? undefined : value));
}
