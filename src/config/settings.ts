// One typed settings object for the whole run, built once from the action inputs and the
// repository file. Nothing else in tend reads inputs.
//
// Each setting has one home. Policy lives in .github/tend.yml on the default branch, else its
// default (REPO_DEFAULTS); tokens, the provider, commands and per-run switches are inputs. Two keys
// are both (`model`, `max-cost-usd`: a workflow may pick its own model or budget): there a value
// the workflow sets explicitly (different from the action.yml default) wins, then the file, then
// the action.yml default.

import { REPO_DEFAULTS, type RepoConfig } from './repo-file.js';
import { DEFAULT_CHAT_CONFIG, type ChatConfig } from './chat-section.js';
import type { InputName, InputValues } from './inputs.js';
import { KNOWN_BOTS, parseAuthorReference, parseBotReference } from './known-bots.js';
import { askAgainFor, type BotAskAgain } from './ask-again.js';
import { ConfigError } from '../core/errors.js';
import { type AccountMatcher, type BotAccount } from '../core/account.js';
import type { ModelProvider } from '../llm/providers.js';
import { modelProviderFor } from './model-provider.js';

interface ShipAuto {
  /** Matched by account type and id (a person also by login): a User who registers an App's login is not that App. */
  authors: AccountMatcher[];
  labels: string[];
  baseBranches: string[];
}

export interface Settings {
  /** Token for API calls (never logged). */
  githubToken: string;
  /** Token for git pushes; falls back to githubToken. */
  pushToken: string | undefined;
  anthropicApiKey: string | undefined;
  /** Where the model is reached and with which credentials; null: no model (no credential given). */
  modelProvider: ModelProvider | null;
  model: string;
  /** Price overrides per model, USD per million tokens. */
  modelPrices: Record<string, { input: number; output: number; cacheWrite?: number | undefined; cacheWrite1h?: number | undefined; cacheRead?: number | undefined }> | undefined;
  /** workflow_dispatch: verb and target number. */
  command: string | undefined;
  number: string | undefined;
  configPath: string;
  /** Bots whose labels and /tend comments count as steering. */
  trustedBots: BotAccount[];
  /** Bots tend waits for and whose committable suggestions it may apply. */
  reviewBots: BotAccount[];
  /** Review bots waited for before they have acted on the repository (the others must show they are installed). */
  requiredReviewBots: BotAccount[];
  /** Review bots tend asks to review a head it pushed, and how (`ask-again`, src/config/ask-again.ts). */
  askAgain: BotAskAgain[];
  /** `final-check`: the model's last look at the diff before merging (ship/final-check.ts). */
  finalCheck: 'off' | 'model';
  waitMode: 'events' | 'poll';
  reviewWindowMinutes: number;
  checksTimeoutMinutes: number;
  /** Checks that must pass before a merge besides branch protection's and rulesets' (`ship.required-checks`). */
  requiredChecks: string[];
  maxIterations: number;
  merge: 'immediate' | 'auto' | 'off';
  mergeMethod: 'merge' | 'squash' | 'rebase';
  /** How a branch GitHub says is BEHIND its base is brought up to date (ship/behind.ts). */
  updateMethod: 'merge' | 'rebase';
  /** How fixes are committed: a git push, or GitHub's createCommitOnBranch (signed by GitHub). */
  commitMethod: 'git' | 'api';
  deleteBranch: boolean;
  ignoreNitpicks: boolean;
  allowedPaths: string[];
  allowProtectedPaths: string[];
  maxFiles: number;
  maxPatchBytes: number;
  dispatchWorkflows: string[];
  /** The workflow file of the schedule sweep that tend switches on and off (sweep-schedule.ts); none: a fixed schedule. */
  sweepWorkflow: string | undefined;
  verifyCommand: string | undefined;
  verifyIsolation: 'strict' | 'none';
  /** `verify-path`: toolchain directories for verify-command's PATH, or `inherit` (git/verify-command.ts). */
  verifyPath: string[] | 'inherit';
  /** Rebuilds lockfiles and generated files left in conflict by a merge (`regenerate-command`, workflow file only). */
  regenerateCommand: string | undefined;
  /** Globs of generated files settled by regenerateCommand besides lockfiles and linguist-generated ones. */
  generatedPaths: string[];
  triageCommands: string[];
  /** Confidence a free-form request's classification needs before it runs (0..1). */
  intentThreshold: number;
  maxCostUsd: number;
  maxTurns: number;
  /** Chat triage's orchestrator: Tier 2 and V2 auto-reply (off by default). */
  chatBrain: ChatBrainSettings;
  /** Ship pull requests matching these filters without a command; null when not configured. */
  shipAuto: ShipAuto | null;
  /** The `chat:` section of the repository file (channels and classifier rules); null when absent. */
  chat: ChatConfig | null;
  auditPath: string | undefined;
  dryRun: boolean;
}

/** Keys that are both an input and a tend.yml key. */
type Both = keyof RepoConfig & InputName;

interface ChatBrainSettings {
  tier2: { enabled: boolean; workflow: string; thresholdMinutes: number };
  autoReply: { enabled: boolean; workingHours: { start: number; end: number } };
  askContext: { minutes: number };
}

/** From the chat section (defaults: Tier 2 through chat-investigate.yml from 10 estimated minutes of work; auto-reply off). */
function chatBrainSettings(chat: ChatConfig | undefined): ChatBrainSettings {
  const c = chat ?? DEFAULT_CHAT_CONFIG;
  const [start, end] = c['working-hours'].split('-').map(Number) as [number, number];
  return {
    tier2: { enabled: c.tier2.enabled, workflow: c.tier2.workflow, thresholdMinutes: c.tier2['threshold-minutes'] },
    autoReply: { enabled: c['auto-reply'], workingHours: { start, end } },
    askContext: { minutes: c['ask-context-minutes'] },
  };
}

export function buildSettings(inputs: { values: InputValues; explicit: Set<InputName> }, repo: RepoConfig, configPath: string): Settings {
  const both = <K extends Both>(key: K): InputValues[K] | NonNullable<RepoConfig[K]> => {
    if (inputs.explicit.has(key)) return inputs.values[key];
    const fromRepo = repo[key];
    return fromRepo === undefined ? inputs.values[key] : (fromRepo as NonNullable<RepoConfig[K]>);
  };
  const file = <K extends keyof typeof REPO_DEFAULTS>(key: K): NonNullable<RepoConfig[K]> => (repo[key] ?? REPO_DEFAULTS[key]) as NonNullable<RepoConfig[K]>;
  const v = inputs.values;
  const auto = repo.ship?.auto;
  const reviewBots = bots(file('review-bots'), 'review-bots', configPath);
  return {
    githubToken: v['github-token'],
    pushToken: v['push-token'],
    anthropicApiKey: v['anthropic-api-key'],
    modelProvider: modelProviderFor(v, repo, configPath),
    model: both('model'),
    modelPrices: repo['model-prices'],
    command: v.command,
    number: v.number,
    configPath: v['config-path'],
    trustedBots: bots(file('trusted-bots'), 'trusted-bots', configPath),
    reviewBots,
    askAgain: askAgainFor(reviewBots, repo['ask-again'], configPath),
    requiredReviewBots: bots(file('required-review-bots'), 'required-review-bots', configPath),
    waitMode: file('wait-mode'),
    reviewWindowMinutes: file('review-window-minutes'),
    checksTimeoutMinutes: file('checks-timeout-minutes'),
    requiredChecks: repo.ship?.['required-checks'] ?? [],
    maxIterations: file('max-iterations'),
    merge: file('merge'),
    mergeMethod: file('merge-method'),
    updateMethod: file('update-method'),
    commitMethod: file('commit-method'),
    deleteBranch: file('delete-branch'),
    ignoreNitpicks: file('ignore-nitpicks'),
    finalCheck: file('final-check'),
    allowedPaths: file('allowed-paths'),
    allowProtectedPaths: file('allow-protected-paths'),
    maxFiles: file('max-files'),
    maxPatchBytes: file('max-patch-bytes'),
    dispatchWorkflows: file('dispatch-workflows'),
    sweepWorkflow: repo['sweep-workflow'],
    verifyCommand: v['verify-command'],
    verifyIsolation: v['verify-isolation'],
    verifyPath: v['verify-path'],
    regenerateCommand: v['regenerate-command'],
    generatedPaths: file('generated-paths'),
    triageCommands: v['triage-commands'],
    intentThreshold: file('intent-threshold'),
    maxCostUsd: both('max-cost-usd'),
    maxTurns: v.command === 'chat-investigate' ? (repo.chat ?? DEFAULT_CHAT_CONFIG).tier2['max-turns'] : file('max-turns'),
    chatBrain: chatBrainSettings(repo.chat),
    shipAuto: auto
      ? { authors: authors(auto.authors ?? [], configPath), labels: auto.labels ?? [], baseBranches: auto['base-branches'] ?? [] }
      : null,
    chat: repo.chat ?? null,
    auditPath: v['audit-path'],
    dryRun: v['dry-run'],
  };
}

function bots(references: string[], key: string, configPath: string): BotAccount[] {
  return references.map((reference) => {
    const bot = parseBotReference(reference);
    if (!bot) {
      throw new ConfigError(
        `'${key}' entry '${reference}' in ${configPath} is not a known bot (${KNOWN_BOTS.map((b) => b.name).join(', ')}) nor login:id (e.g. my-reviewer[bot]:12345).`,
      );
    }
    return bot;
  });
}

function authors(references: string[], configPath: string): AccountMatcher[] {
  return references.map((reference) => {
    const author = parseAuthorReference(reference);
    if (!author) {
      throw new ConfigError(
        `'ship.auto.authors' entry '${reference}' in ${configPath} is not a person's login, login:id, a known bot (coderabbit, copilot, gemini, sourcery, claude, github-actions) nor login[bot]:id; bots are matched by id, so write e.g. my-app[bot]:12345.`,
      );
    }
    return author;
  });
}
