// The Tier-0 chat classifier: rules, no model, no I/O. Every regex is compiled
// once per configuration (compileClassifier), so classifying is a few regex tests per event.
//
// The Tier-0 rules table, exactly:
//   bot id in mentions                                   → is_bot_mention
//   ends with ? or holds a question word (team languages) → is_question
//   shorter than 30 characters and an ack / emoji-only    → is_ack_or_emoji
//   its thread is in flight (an open `tend:chat` issue)   → mentions_thread_with_inflight
//   is_bot_mention or (is_question and not ack)           → actionable
//   in flight and not ack                                 → actionable
//   else ack if is_ack_or_emoji, else ambient
// Two additions, both said here: a message from tend's own bot is ambient (its replies in an
// in-flight thread must never re-trigger it), and `internal-chatter.demote` (off by default) lets
// a team drop questions addressed to a colleague rather than to the bot.

import { createHash } from 'node:crypto';
import type { ChatConfig } from '../../config/chat-section.js';
import { threadKeyOf, type ChatEvent, type ClassifiedEvent } from '../../core/chat-event.js';

/** Bump when a rule changes; the configuration's hash is appended, so a config change shows too. */
export const RULES_VERSION = 'tier0-2';
const ACK_MAX_LENGTH = 30;

const BUILTIN_ACKS = [
  String.raw`^(?:ok(?:ay)?|k+|noted|lgtm|looks good(?: to me)?|sgtm|sounds good|thanks?(?: you)?|thx|ty|tysm|ack|got it|will do|cool|nice|great|perfect|awesome|np|no problem|\+1)[\s.!?,:)]*$`,
];

/** Emoji, Slack/Discord `:shortcodes:` and custom `<:name:id>` emoji, nothing else. */
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|:[a-z0-9_+\-]+:|<a?:\w+:\d+>|\s)+$/u;
/** The same emoji anywhere: an ack with an emoji (`lgtm 👍`, `thanks :pray:`) is matched without them. */
const EMOJI = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|:[a-z0-9_+\-]+:|<a?:\w+:\d+>)/gu;

/** Words that open a question (matched at the start of a sentence) and phrases that mark one anywhere. */
const QUESTION_WORDS: Record<ChatConfig['languages'][number], { starters: string[]; phrases: string[] }> = {
  en: {
    starters: ['what', 'why', 'how', 'when', 'where', 'who', 'which', 'whose', 'can', 'could', 'does', 'do', 'did', 'is', 'are', 'was', 'were', 'should', 'would', 'will', 'has', 'have', 'any', 'anyone', 'anybody', 'is there'],
    phrases: ['any idea', 'anyone know', 'does anyone', 'is there a way', 'how do i', 'how can i', 'not sure why', 'wondering if', 'help me understand'],
  },
  de: {
    starters: ['was', 'warum', 'wieso', 'weshalb', 'wie', 'wann', 'wo', 'woher', 'wohin', 'wer', 'welche', 'welcher', 'welches', 'kann', 'kannst', 'könnt', 'könnte', 'gibt es', 'hat jemand', 'weiß jemand', 'ist', 'sind'],
    phrases: ['weiß jemand', 'hat jemand', 'gibt es eine möglichkeit', 'keine ahnung warum'],
  },
  fr: {
    starters: ["qu'est-ce", 'pourquoi', 'comment', 'quand', 'où', 'qui', 'quel', 'quelle', 'quels', 'quelles', 'est-ce que', 'peut-on', 'pouvez-vous', 'quelqu’un', "quelqu'un"],
    phrases: ["quelqu'un sait", 'quelqu’un sait', 'une idée', 'est-ce que'],
  },
  es: {
    starters: ['qué', 'que', 'por qué', 'cómo', 'cuándo', 'dónde', 'quién', 'cuál', 'cuáles', 'alguien', 'puedo', 'puedes', 'hay'],
    phrases: ['alguien sabe', 'alguna idea', '¿'],
  },
};

interface ClassifyContext {
  /** Thread keys (threadKeyOf) of threads in flight: open `tend:chat` issues. */
  inflight: ReadonlySet<string>;
  /** RFC 3339 time stamped on every event of this batch. */
  classifiedAt: string;
}

interface Classifier {
  readonly version: string;
  classify(event: ChatEvent, context: ClassifyContext): ClassifiedEvent;
}

export function compileClassifier(config: Pick<ChatConfig, 'bot-ids' | 'ack-patterns' | 'question-keywords' | 'languages' | 'internal-chatter'>): Classifier {
  const version = `${RULES_VERSION}+${configHash(config)}`;
  const acks = [...BUILTIN_ACKS, ...config['ack-patterns']].map((p) => new RegExp(p, 'iu'));
  const starters = new Set<string>();
  const phrases = new Set<string>(config['question-keywords'].map((k) => k.toLowerCase()));
  for (const language of config.languages) {
    for (const word of QUESTION_WORDS[language].starters) starters.add(word);
    for (const phrase of QUESTION_WORDS[language].phrases) phrases.add(phrase);
  }
  const alternation = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).map(escapeRegex).join('|');
  // A starter opens the message or a sentence; a phrase may be anywhere. Letters on either side break a match.
  const starterRe = new RegExp(`(?:^|[.!?;:\\n]\\s*)(?:${alternation(starters)})(?![\\p{L}\\p{N}])`, 'iu');
  const phraseRe = phrases.size > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(phrases)})(?![\\p{L}\\p{N}])`, 'iu') : null;
  const botIds = config['bot-ids'];
  const members = new Set(config['internal-chatter'].members);
  const demote = config['internal-chatter'].demote;

  return {
    version,
    classify(event, context) {
      const bot = botIds[event.platform];
      const text = event.content.trim();
      const isBotMention = bot !== undefined && event.mentions.includes(bot);
      const endsWithQuestionMark = /[?？]$/.test(text);
      const hasQuestionWords = !endsWithQuestionMark && (starterRe.test(text) || (phraseRe?.test(text) ?? false));
      const isQuestion = endsWithQuestionMark || hasQuestionWords;
      // Mentions in front (`@tend thanks`) are not part of what was said.
      const said = text.includes('<') ? text.replace(/<[@!#][^>\s]{1,80}>/g, '').trim() : text;
      const short = text.length < ACK_MAX_LENGTH;
      const emojiOnly = short && said !== '' && EMOJI_ONLY.test(said);
      const words = short && !emojiOnly ? said.replace(EMOJI, ' ').trim() : '';
      const ackMatch = words !== '' && acks.some((re) => re.test(words));
      const isAck = emojiOnly || ackMatch;
      const others = event.mentions.filter((id) => id !== bot);
      const isInternal = !isBotMention && (members.size > 0 ? others.some((id) => members.has(id)) && members.has(event.sender.id) : others.length > 0);
      const inflight = context.inflight.has(threadKeyOf(event));
      const own = bot !== undefined && event.sender.id === bot;

      let classification: ClassifiedEvent['classification'];
      let confidence: number;
      if (own) {
        classification = 'ambient';
        confidence = 1;
      } else if (isBotMention) {
        classification = 'actionable';
        confidence = 0.95;
      } else if (isQuestion && !isAck && !(demote && isInternal && !inflight)) {
        classification = 'actionable';
        confidence = inflight ? 0.9 : endsWithQuestionMark ? 0.85 : 0.7;
      } else if (inflight && !isAck) {
        classification = 'actionable';
        confidence = 0.9;
      } else if (isAck) {
        classification = 'ack';
        confidence = emojiOnly ? 0.98 : 0.95;
      } else {
        classification = 'ambient';
        confidence = isInternal ? 0.8 : 0.6;
      }
      return {
        ...event,
        is_bot_mention: isBotMention,
        is_question: isQuestion,
        is_ack_or_emoji: isAck,
        is_internal_chatter: isInternal,
        mentions_thread_with_inflight: inflight,
        classification,
        classifier_confidence: confidence,
        classifier_version: version,
        classified_at: context.classifiedAt,
      };
    },
  };
}

function configHash(config: Pick<ChatConfig, 'bot-ids' | 'ack-patterns' | 'question-keywords' | 'languages' | 'internal-chatter'>): string {
  const canonical = JSON.stringify([config['bot-ids'], config['ack-patterns'], config['question-keywords'], config.languages, config['internal-chatter']], (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value,
  );
  return createHash('sha256').update(canonical).digest('hex').slice(0, 8);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}
