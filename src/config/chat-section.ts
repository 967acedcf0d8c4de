// The `chat:` section of .github/tend.yml: which channels the watcher reads, where the self-hosted
// platforms are (the Mattermost site, the Lark app's id) and the Tier-0 classifier's rules, with
// kebab-case keys. It holds no secret: tokens come from the workflow's secret inputs only.
//
// Configured regexes are untrusted-ish input to a hot loop, so they are bounded: at most
// MAX_ACK_PATTERNS patterns of MAX_PATTERN_LENGTH characters, no nested quantifiers
// (`(a+)+`, `(\w*)*`, `(x{2,}){3}`) and no backreferences, and they only ever run on messages
// shorter than 30 characters (longer ones are never acks). Question keywords are literals, never
// regexes.

import * as z from 'zod';
import { ChatPlatformSchema } from '../core/chat-event.js';


const MAX_ACK_PATTERNS = 50;
const MAX_PATTERN_LENGTH = 200;
const MAX_KEYWORDS = 200;
const MAX_CHANNELS = 50;
/** Languages with built-in Tier-0 words (chat/watch/classify.ts LEXICON, keyed by this list). */
const QUESTION_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'id', 'ru', 'zh', 'ja'] as const;

/** True when a group that holds a quantifier (at any depth) is itself quantified: the shape of catastrophic backtracking. */
function hasNestedQuantifier(pattern: string): boolean {
  const stack: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\') {
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') stack.push(false);
    else if (c === ')') {
      const quantifiedInside = stack.pop() ?? false;
      const next = pattern.slice(i + 1);
      const quantified = /^(?:[*+]|\{\d+(?:,\d*)?\})/.test(next);
      if (quantifiedInside && quantified) return true;
      if ((quantifiedInside || quantified) && stack.length > 0) stack[stack.length - 1] = true;
    } else if ((c === '*' || c === '+' || (c === '{' && /^\{\d+(?:,\d*)?\}/.test(pattern.slice(i)))) && stack.length > 0) {
      stack[stack.length - 1] = true;
    }
  }
  return false;
}

export function ackPatternProblem(pattern: string): string | null {
  if (pattern.length > MAX_PATTERN_LENGTH) return `is longer than ${MAX_PATTERN_LENGTH} characters`;
  if (hasNestedQuantifier(pattern)) return 'has a quantified group that holds a quantifier (catastrophic backtracking); write it without nesting';
  if (/\\[1-9]|\\k</.test(pattern)) return 'uses a backreference';
  try {
    new RegExp(pattern, 'iu');
  } catch (error) {
    return `is not a valid regular expression (${(error as Error).message.split('\n')[0]})`;
  }
  return null;
}

const AckPattern = z.string().min(1).superRefine((pattern, ctx) => {
  const problem = ackPatternProblem(pattern);
  if (problem) ctx.addIssue({ code: 'custom', message: `ack pattern ${JSON.stringify(pattern.slice(0, 60))} ${problem}` });
});

const ChannelSchema = z.strictObject({
  platform: ChatPlatformSchema,
  // ':' and '/': a Teams channel is `<team-id>/<channel-id>` and channel ids read `19:…@thread.tacv2`.
  'chat-id': z.string().min(1).max(200).regex(/^[A-Za-z0-9._@:/\-]+$/, { message: 'expected a channel id (letters, digits, . _ @ : / -; Teams: <team-id>/<channel-id>)' }),
  name: z.string().min(1).max(100),
});

export const ChatConfigSchema = z.strictObject({
  // Each key's description is published: the JSON Schema and docs/configuration.md carry it.
  channels: z.array(ChannelSchema).max(MAX_CHANNELS).default([]).describe('Channels the chat-watch run reads: platform, chat-id and a name.'),
  'mattermost-url': z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, { message: 'expected the site URL of your Mattermost server, such as https://chat.example.com' })
    .optional()
    .describe('Site URL of your Mattermost server (e.g. https://chat.example.com); required when a Mattermost channel is watched. The token is the mattermost-token input.'),
  'lark-app-id': z
    .string()
    .regex(/^[A-Za-z0-9_]+$/, { message: 'expected the app id of your Lark / Feishu app, such as cli_a1b2c3' })
    .optional()
    .describe('App ID (cli_…) of your self-built Lark / Feishu app with the bot ability, for chat-watch and chat replies; its secret is the lark-app-secret input.'),
  'bot-ids': z
    .strictObject(Object.fromEntries(ChatPlatformSchema.options.map((p) => [p, z.string().min(1).optional().describe(`The bot's user id on ${p}.`)])) as Record<z.infer<typeof ChatPlatformSchema>, z.ZodOptional<z.ZodString>>)
    .default({})
    .describe("The bot's own user id per platform: what a bot mention is, and whose messages are tend's own."),
  'ack-patterns': z
    .array(AckPattern)
    .max(MAX_ACK_PATTERNS)
    .default([])
    .describe('Regexes (case-insensitive) for acknowledgements, added to the built-in ones (ok, lgtm, noted, thanks, +1, emoji-only ...).'),
  'question-keywords': z.array(z.string().trim().min(1).max(60)).max(MAX_KEYWORDS).default([]).describe('Literal words or phrases that make a message a question wherever they appear.'),
  languages: z.array(z.enum(QUESTION_LANGUAGES)).min(1).default(['en']).describe('Languages whose built-in question, request and problem words apply to every message, whatever its script.'),
  // On by default: a team rarely lists every language its users write in.
  'detect-languages': z
    .boolean()
    .default(true)
    .describe("Detect each message's script (Latin, Cyrillic, Han, kana) and apply that script's languages' words too (Latin: en, de, fr, es, pt, id; Cyrillic: ru; Han: zh; kana: ja)."),
  'internal-chatter': z
    .strictObject({
      members: z
        .array(z.string().min(1))
        .max(500)
        .default([])
        .describe("Team members' user ids: a message mentioning only these (not the bot) is team-to-team. Empty: any mention of someone other than the bot counts."),
      // Off by default: the Tier-0 rules keep every question actionable.
      demote: z.boolean().default(false).describe('Also drop questions that are internal chatter (not a bot mention, not in an in-flight thread).'),
    })
    .default({ members: [], demote: false })
    .describe('Messages between team members, which tend leaves alone.'),
  'lookback-minutes': z.number().int().min(1).max(10_080).default(60).describe('With no cursor yet, how far back the first chat-watch run reads.'),
  // tend's draft reply is always shown, since it is what is approved.
  'redact-messages': z
    .union([z.boolean(), z.literal('auto')])
    .default('auto')
    .describe(
      "How much of each chat message the thread's issue (page, title, hidden state) holds: true: none, each message is named by id and sender; false: the whole text, even in a public repository; auto: the whole text in a private repository, and in one others can read (or whose visibility is unknown) only its first words, with its id and the thread key.",
    ),
  // context.ts has the rules for "says too little".
  'ask-context-minutes': z
    .number()
    .int()
    .min(0)
    .max(10_080)
    .default(60)
    .describe('Before investigating a thread that says too little, ask on its issue for context and wait this many minutes for a reply by someone with write access; 0 never asks.'),
  'auto-reply': z.boolean().default(false).describe("Auto-reply without a human's approval: off unless set; even then only when all seven preconditions hold."),
  'working-hours': z
    .string()
    .regex(/^([01]?\d|2[0-4])-([01]?\d|2[0-4])$/, { message: 'expected START-END in whole UTC hours, e.g. 9-17' })
    .default('9-17')
    .describe('Working hours for auto-reply, UTC, START-END in whole hours.'),
  tier2: z
    .strictObject({
      enabled: z.boolean().default(true).describe('Send long investigations to the Tier-2 workflow.'),
      workflow: z.string().min(1).max(200).default('chat-investigate.yml').describe('The workflow_dispatch workflow that runs them.'),
      'threshold-minutes': z.number().int().min(1).max(600).default(10).describe('Estimated minutes of work from which an investigation goes to Tier 2.'),
      // A long investigation needs more turns than a ship or triage run, in a workflow of its own.
      'max-turns': z.number().int().min(1).max(500).default(60).describe('Most model turns of one Tier-2 investigation (the chat-investigate run); max-turns holds for every other run.'),
    })
    .default({ enabled: true, workflow: 'chat-investigate.yml', 'threshold-minutes': 10, 'max-turns': 60 })
    .describe('Tier 2: investigations estimated to be long go to a workflow_dispatch workflow of their own.'),
});

export type ChatConfig = z.infer<typeof ChatConfigSchema>;

export const DEFAULT_CHAT_CONFIG: ChatConfig = ChatConfigSchema.parse({});
