// What the bridge needs from each chat platform, so each platform is one file
// (slack-platform.ts, ...) and the CLI only lists them: how the environment configures it, the
// token its adapter reads with, the HTTP routes it serves (webhooks pushed by the platform) and
// the real-time connections it opens (sockets the bridge dials out). Either kind of event only
// wakes a channel; the read goes through the platform's adapter like chat-watch's.

import type { ChatPlatform } from '../../core/chat-event.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface BridgeRequest {
  body: string;
  headers: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
}

export interface BridgeReply {
  status: number;
  /** JSON-encoded unless `contentType` says otherwise (then sent as is). */
  body: unknown;
  contentType?: string;
  /** Runs after the reply is sent: platforms want an answer before the work. */
  after?: () => void;
}

export interface BridgeRoute {
  method: 'GET' | 'POST';
  path: string;
  handle(request: BridgeRequest): BridgeReply;
}

/** A real-time connection the bridge holds open. */
export interface EventSource {
  /** For /healthz and logs, e.g. `socket_mode`. */
  name: string;
  connected(): boolean;
  stop(): Promise<void>;
}

export interface BridgeContext {
  /** An event for this channel (the platform's chat id) arrived. */
  wake(chatId: string): void;
  /** A (re)connection: events sent while no connection was open are not replayed, so read everything. */
  wakeAll(): void;
  log(line: string): void;
  now(): number;
  /** The chat ids of this platform's channels the bridge reads (platforms that subscribe per channel, e.g. Teams). */
  chatIds: readonly string[];
}

export interface BridgePlatformSetup {
  platform: ChatPlatform;
  /** The token the platform's adapter reads and replies with. */
  readToken: string;
  /** The platform's API base URL for the adapter (tests point it at a local server); its own when absent. */
  apiUrl?: string;
  /** Every secret this setup holds, for the redactor. */
  secrets: string[];
  /** What the startup line says this platform listens on, e.g. `Socket Mode` or `POST /slack/events`. */
  listensOn: string[];
  routes(context: BridgeContext): BridgeRoute[];
  /** Opens the real-time connections; rejects when the platform refuses them (the bridge then stops). */
  connect(context: BridgeContext): Promise<EventSource[]>;
}

export interface BridgePlatform {
  platform: ChatPlatform;
  /** The environment variables that turn this platform on, for the usage line. */
  envHint: string;
  /** null: the environment configures nothing for this platform; a string: what is wrong with it. */
  fromEnv(env: Env): BridgePlatformSetup | string | null;
}
