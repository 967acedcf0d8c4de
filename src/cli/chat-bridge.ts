// `tend chat bridge`: the long-running chat watcher (src/chat/bridge/). Reads its settings from
// arguments and the environment, starts each platform the environment configures
// (chat/bridge/platforms.ts: real-time connections and webhook routes), serves /healthz, and on SIGTERM or SIGINT
// stops taking events, finishes the read under way (its dispatches and its cursor) and exits 0.
// Tokens and secrets come only from the environment and go through the redactor before any log.

import { readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBridge } from '../chat/bridge/bridge.js';
import { startBridgeHttp } from '../chat/bridge/http-server.js';
import type { BridgeContext, BridgePlatformSetup, EventSource } from '../chat/bridge/platform.js';
import { BRIDGE_PLATFORMS } from '../chat/bridge/platforms.js';
import { DEFAULT_CHAT_CONFIG } from '../config/chat-section.js';
import { wholeMs } from '../config/environment.js';
import { GITHUB_ACTIONS_BOT } from '../config/known-bots.js';
import { parseRepoConfig } from '../config/repo-file.js';
import { redactor } from '../core/redact.js';
import { watchStateStore } from '../github/chat-watch.js';
import { createOctokit } from '../github/client.js';
import { findOwnRecord } from '../store/unique-record.js';
import { githubAccess } from './github-access.js';

const SYNOPSIS = 'tend chat bridge --repo owner/name [--config FILE] [--port N] [--state-author ID]';
const REPO_CONFIG_PATH = '.github/tend.yml';

interface Writable {
  write(text: string): unknown;
}

type Env = Readonly<Record<string, string | undefined>>;

export async function chatBridge(argv: string[], env: Env, stderr: Writable, signals: NodeJS.EventEmitter = process): Promise<number> {
  let values: { repo?: string; config?: string; port?: string; 'state-author'?: string; host?: string };
  try {
    values = parseArgs({ args: argv, options: { repo: { type: 'string' }, config: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, 'state-author': { type: 'string' } }, strict: true }).values;
  } catch (error) {
    stderr.write(`tend: ${error instanceof Error ? error.message : String(error)}; usage: ${SYNOPSIS}\n`);
    return 2;
  }
  const access = githubAccess(values.repo, env);
  if (typeof access === 'string') {
    stderr.write(`tend: ${access}\n`);
    return 2;
  }
  const setups: BridgePlatformSetup[] = [];
  for (const platform of BRIDGE_PLATFORMS) {
    const setup = platform.fromEnv(env);
    if (typeof setup === 'string') return usage(stderr, setup);
    if (setup) setups.push(setup);
  }
  if (setups.length === 0) return usage(stderr, `no chat platform to listen to: set ${BRIDGE_PLATFORMS.map((p) => p.envHint).join('; or ')}`);
  const portText = values.port ?? env.PORT ?? '8080';
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) return usage(stderr, `invalid port '${portText}'; expected a number from 0 to 65535`);
  const authorText = values['state-author'] ?? String(GITHUB_ACTIONS_BOT.id);
  if (!/^\d+$/.test(authorText)) return usage(stderr, `invalid --state-author '${authorText}'; expected the numeric id of the account the action runs as`);
  const stateAuthor = Number(authorText);

  const redact = redactor([access.token, ...setups.flatMap((s) => s.secrets)]);
  const log = (line: string) => stderr.write(`${redact(line)}\n`);
  // Writes spaced ≥ 1 s apart as GitHub asks; TEND_GITHUB_THROTTLE=off and TEND_GITHUB_PACING_MS
  // (tests: the same order in shorter seconds) as in the action.
  const octokit = createOctokit(access.token, { baseUrl: access.apiUrl, log, throttle: env.TEND_GITHUB_THROTTLE !== 'off', pacingSecondMs: wholeMs(env.TEND_GITHUB_PACING_MS) });

  let configText: string;
  let configPath: string;
  try {
    if (values.config) {
      configPath = values.config;
      configText = await readFile(values.config, 'utf8');
    } else {
      configPath = REPO_CONFIG_PATH;
      const { data } = await octokit.rest.repos.getContent({ ...access.repo, path: REPO_CONFIG_PATH });
      if (Array.isArray(data) || data.type !== 'file' || data.encoding !== 'base64') throw new Error(`${REPO_CONFIG_PATH} is not a file`);
      configText = Buffer.from(data.content, 'base64').toString('utf8');
    }
  } catch (error) {
    return usage(stderr, redact(`could not read the configuration (${values.config ?? `${REPO_CONFIG_PATH} on the default branch`}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`));
  }
  let chat;
  try {
    chat = parseRepoConfig(configText, configPath).chat ?? DEFAULT_CHAT_CONFIG;
  } catch (error) {
    return usage(stderr, error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  const listened = new Set(setups.map((s) => s.platform));
  const channels = chat.channels.filter((c) => listened.has(c.platform));
  if (channels.length === 0) return usage(stderr, `no ${[...listened].join(' or ')} channels under chat.channels in ${configPath}; the bridge reads the channels of the platforms it listens to (others stay with the scheduled chat-watch)`);

  // The cursors live in the issue the action keeps, recognised by its author: the bridge continues it.
  const found = findOwnRecord(await watchStateStore(octokit, access.repo).list(), stateAuthor);
  if (!found.record) {
    return usage(stderr, `no chat-watch state issue by account ${stateAuthor} in ${access.repo.owner}/${access.repo.repo}: run the chat-watch workflow once (workflow_dispatch) so it starts the cursors, or pass --state-author with the id of the account the action runs as`);
  }

  // The bridge keeps its own record (a comment on the state issue), found again by its author.
  // A token that cannot say whose it is (an App's) learns it from the first comment it writes.
  const bridgeIdentity = { id: await octokit.rest.users.getAuthenticated().then((r) => r.data.id, () => null) };

  const auditDir = env.TEND_BRIDGE_AUDIT_DIR?.trim() || (await mkdtemp(join(tmpdir(), 'tend-bridge-')));
  const bridge = createBridge({
    octokit,
    repo: access.repo,
    selfId: stateAuthor,
    bridgeIdentity,
    chat: { ...chat, channels },
    configPath,
    connections: { tokens: Object.fromEntries(setups.map((s) => [s.platform, s.readToken])), urls: Object.fromEntries(setups.map((s) => [s.platform, s.apiUrl])), log },
    now: () => new Date(),
    log,
    warn: (line) => log(`warning: ${line}`),
    redact,
    dryRun: false,
    auditDir,
    retryDeferredMs: wholeMs(env.TEND_BRIDGE_RETRY_MS),
  });

  const contextFor = (setup: BridgePlatformSetup): BridgeContext => ({
    wake: (chatId) => bridge.wake(setup.platform, chatId),
    wakeAll: () => bridge.wakeAll(),
    log,
    now: () => Date.now(),
    chatIds: channels.filter((c) => c.platform === setup.platform).map((c) => c['chat-id']),
  });
  const sources: EventSource[] = [];
  // Not healthy until every real-time connection is open.
  let connecting = true;
  const http = await startBridgeHttp({
    port: Number(portText),
    ...(values.host ? { host: values.host } : {}),
    routes: setups.flatMap((s) => s.routes(contextFor(s))),
    health: () => {
      const health = bridge.health();
      const connections = Object.fromEntries(sources.map((s) => [s.name, s.connected() ? 'connected' : 'disconnected']));
      const up = sources.every((s) => s.connected());
      return { ok: !connecting && !health.stopping && up, detail: { ...connections, ...health } };
    },
  });
  log(`bridge: listening on port ${http.port} (GET /healthz; ${setups.flatMap((s) => s.listensOn).join(', ')}); ${channels.length} channel(s) of ${access.repo.owner}/${access.repo.repo}`);

  // Read everything once at start: what was posted while no bridge ran.
  bridge.wakeAll();
  for (const setup of setups) {
    try {
      sources.push(...(await setup.connect(contextFor(setup))));
    } catch (error) {
      // The platform refused the token or stayed unreachable through the retries: stop cleanly, not half up.
      log(`tend: ${setup.platform} could not connect: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      await Promise.all(sources.map((s) => s.stop()));
      await bridge.stop();
      await http.stop();
      return 1;
    }
  }
  connecting = false;

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    signals.once('SIGTERM', stop);
    signals.once('SIGINT', stop);
  });
  log('bridge: stopping: no new events; finishing the read under way');
  await Promise.all(sources.map((s) => s.stop()));
  await bridge.stop();
  await http.stop();
  log('bridge: stopped; cursors saved');
  return 0;
}

function usage(stderr: Writable, line: string): number {
  stderr.write(`tend: ${line}\n`);
  return 2;
}
