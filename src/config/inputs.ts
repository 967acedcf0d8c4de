// Every action input, declared once: name, description, default and how its text is parsed.
// action.yml carries the same names and defaults (a test holds the two together), and this table
// is what lets the settings code tell "the workflow set this" from "the runner filled the default".
// Inputs are what belongs in a workflow file: tokens, the model and its provider, the switches of
// one run and the commands tend runs. Policy a team sets once lives in .github/tend.yml
// (repo-file.ts); removed-inputs.ts names where each former input went.

import * as z from 'zod';
import { InputError } from '../core/errors.js';
import { CREDENTIAL_VARIABLES, type CredentialVariable } from './secret-handoff.js';
import { refuseRemovedInputs } from './removed-inputs.js';
import { trimmedOrAbsent } from '../core/text.js';

export interface InputSpec<T> {
  description: string;
  /** Default exactly as action.yml writes it (the runner passes it as text). */
  default: string;
  /** Parses the text the runner passed; errors say what is expected. */
  parse: z.ZodType<T, string>;
  /** Secret inputs are masked in logs and never echoed. */
  secret?: boolean;
}

const text = z.string();
const optionalText = z.string().transform(trimmedOrAbsent);
const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((s) => s === 'true' || s === 'false', { message: 'expected true or false' })
  .transform((s) => s === 'true');
const positiveInt = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `expected a whole number from 1 to ${max}` })
    .transform(Number)
    .pipe(z.number().int().min(1, { message: `expected a whole number from 1 to ${max}` }).max(max, { message: `expected a whole number from 1 to ${max}` }));
const positiveNumber = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, { message: 'expected a positive number such as 1 or 0.50' })
  .transform(Number);
/** Comma- or newline-separated list; empty entries dropped. */
const list = z.string().transform((s) =>
  s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter((x) => x !== ''),
);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { message: `expected one of ${values.join(', ')}` }));

export const INPUTS = {
  'github-token': {
    description: 'Token for the GitHub API: reads, comments, thread resolution and merges. Needs contents: write and pull-requests: write to resolve threads and merge.',
    default: '${{ github.token }}',
    parse: text,
    secret: true,
  },
  'push-token': {
    description: 'Optional GitHub App token or PAT used for git pushes. Pushes made with the default GITHUB_TOKEN start no workflow runs, so CI does not run on tend\'s fix commits unless this is set (or dispatch-workflows is). To let tend push fixes to files under .github/workflows/, this token needs the workflows permission (a GitHub App\'s workflows: write, a PAT\'s workflow scope); GITHUB_TOKEN never has it, so without this tend leaves such fixes to a human.',
    default: '',
    parse: optionalText,
    secret: true,
  },
  'anthropic-api-key': {
    description: 'Anthropic API key. Without it tend runs every deterministic step and says which decisions need a model.',
    default: '',
    parse: optionalText,
    secret: true,
  },
  'model-provider': {
    description: 'Where tend reaches the model: anthropic (anthropic-api-key), bedrock (Amazon Bedrock: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN in the environment as aws-actions/configure-aws-credentials exports them, bedrock.region in tend.yml), vertex (Google Vertex AI: google-access-token, vertex.project and vertex.region in tend.yml) or foundry (Microsoft Foundry: foundry-api-key, foundry.resource in tend.yml). See docs/providers.md.',
    default: 'anthropic',
    parse: oneOf(['anthropic', 'bedrock', 'vertex', 'foundry'] as const),
  },
  'google-access-token': {
    description: 'For model-provider vertex: an OAuth access token of a service account that may call Vertex AI (google-github-actions/auth with token_format: access_token, its access_token output).',
    default: '',
    parse: optionalText,
    secret: true,
  },
  'foundry-api-key': {
    description: 'For model-provider foundry: the Foundry resource\'s API key, or a Microsoft Entra access token for https://ai.azure.com (sent as a bearer token).',
    default: '',
    parse: optionalText,
    secret: true,
  },
  'slack-token': {
    description: 'Slack bot token (xoxb-…) for chat-watch and chat replies: channels:history, chat:write. Pass it from a secret.',
    default: '',
    parse: optionalText,
    secret: true,
  },
  'discord-token': {
    description: 'Discord bot token for chat-watch and chat replies (READ_MESSAGE_HISTORY, SEND_MESSAGES, MESSAGE_CONTENT intent). Pass it from a secret.',
    default: '',
    parse: optionalText,
    secret: true,
  },
  'mattermost-token': {
    description: 'Mattermost bot account access token for chat-watch and chat replies (the bot must be a member of the watched channels). Pass it from a secret.',
    default: '',
    parse: optionalText,
    secret: true,
  },
  'teams-token': {
    description: 'Delegated Microsoft Graph token of the account tend posts as in Teams (ChannelMessage.Read.All, ChannelMessage.Send). Pass it from a secret.',
    default: '',
    parse: optionalText,
    secret: true,
  },
  'lark-app-secret': {
    description: 'App secret of your self-built Lark / Feishu app, whose id is chat.lark-app-id in tend.yml (scopes im:message, im:message.group_msg; the bot must be in the watched chats). Pass it from a secret.',
    default: '',
    parse: optionalText,
    secret: true,
  },
  model: {
    description: "Model for judgement calls, by the Claude API's id (tend sends each provider's id for it, docs/providers.md) or the provider's own id.",
    default: 'claude-sonnet-4-6',
    parse: text,
  },
  command: {
    description: 'For workflow_dispatch runs: the verb to run (ship, fix, triage, status, stop), or chat-watch (also on schedule: read the watched chat channels). Empty means a sweep of every target with tend state.',
    default: '',
    parse: optionalText,
  },
  number: {
    description: 'For workflow_dispatch runs: the issue or pull request number the command targets.',
    default: '',
    parse: optionalText,
  },
  'config-path': {
    description: 'Repository configuration file, always read from the default branch (never from a pull request head).',
    default: '.github/tend.yml',
    parse: text,
  },
  'job-timeout-minutes': {
    description: "The job's timeout-minutes (15 in examples/tend.yml). tend never waits for GitHub's rate limit past it: it stops in time, says so and leaves the rest to the next run.",
    default: '15',
    parse: positiveInt(7200),
  },
  'verify-command': {
    description: 'Optional command run after applying a model-written patch, and on the change implement makes before it is pushed (implement refuses without it); from this workflow file only, never from comments or model output.',
    default: '',
    parse: optionalText,
  },
  'verify-isolation': {
    description: 'strict: run verify-command and triage-commands only confined away from tend\'s secrets (a PID namespace, no_new_privs); none: also run them unconfined where this runner offers no confinement.',
    default: 'strict',
    parse: oneOf(['strict', 'none'] as const),
  },
  'verify-path': {
    description: 'Toolchain directories (absolute, one per line or colon-separated) put before the system directories on the PATH of verify-command, regenerate-command and triage-commands, e.g. the bin directory setup-node added; `inherit` gives them the job\'s whole PATH. By default they get only the PATH directories that only root can change.',
    default: '',
    parse: z
      .string()
      .trim()
      .transform((s) => (s === 'inherit' ? ('inherit' as const) : s.split(/[\n:]/).map((d) => d.trim()).filter((d) => d !== '')))
      .refine((v) => v === 'inherit' || v.every((d) => d.startsWith('/')), { message: 'expected absolute directories (one per line or colon-separated), or inherit' }),
  },
  'regenerate-command': {
    description: 'Optional command that regenerates lockfiles and generated files when merging the base branch leaves them in conflict, e.g. `npm install --package-lock-only` (from this workflow file only; run like verify-command, without secrets). Without it such a conflict is left to a human.',
    default: '',
    parse: optionalText,
  },
  'triage-commands': {
    description: 'Commands issue triage may run to reproduce a bug (newline separated; trusted workflow configuration).',
    default: '',
    parse: list,
  },
  'mcp-servers': {
    description: 'Read-only MCP servers the investigator and the fixer may use (docs/mcp.md), as YAML or JSON: each server name mapped to its command, args and the names of the step\'s env variables it receives (env). From this workflow file only; tend starts each one with PATH, HOME and those variables, offers the model only the tools a server marks read-only, and logs every call in the audit.',
    default: '',
    // Read in main.ts (config/mcp-servers.ts), where its YAML parser is loaded only when it is set.
    parse: text,
  },
  'max-cost-usd': {
    description: 'Most model spend per run, in US dollars.',
    default: '1',
    parse: positiveNumber,
  },
  'audit-path': {
    description: 'Where to write the audit JSON. Empty means $RUNNER_TEMP/tend/audit.json.',
    default: '',
    parse: optionalText,
  },
  'dry-run': {
    description: 'Read and decide, print the plan, write nothing to GitHub or git.',
    default: 'false',
    parse: bool,
  },
} satisfies Record<string, InputSpec<unknown>>;

export type InputName = keyof typeof INPUTS;
/**
 * The inputs' values, and the cloud credentials tend takes from the step's environment instead of
 * inputs (AWS_ACCESS_KEY_ID, ...: what aws-actions/configure-aws-credentials exports).
 */
export type InputValues = { [K in InputName]: z.output<(typeof INPUTS)[K]['parse']> } & { readonly [V in CredentialVariable]?: string | undefined };

export const OUTPUTS = {
  workflow: 'The workflow this run routed to (ship, fix, triage, chat, status, stop, sweep), or none.',
  target: 'The issue or pull request number acted on, empty when none.',
  state: 'The target\'s state after this run (e.g. requested, awaiting-reviews, merged, stopped), skipped, or rate-limited when GitHub\'s rate limit ended the run.',
  reason: 'One line saying why the run did what it did.',
  merged: 'true when this run merged the pull request.',
  'audit-path': 'Path of the audit JSON this run wrote.',
  'comment-id': 'Id of the tracking comment, when one was written.',
  'head-sha': "The pull request's head commit the run ended on (ship, fix; the reviewed commit for review), empty otherwise.",
  'merged-sha': "The merge commit's SHA when this run merged the pull request, empty otherwise.",
  'threads-fixed': 'Review threads this run fixed (a commit, by suggestion or by the model).',
  'threads-ignored': 'Review threads this run declined, each answered with its reason.',
  'threads-escalated': 'Review threads this run left to a person.',
  'findings-posted': 'Findings the review workflow posted on the pull request (0 for other workflows).',
  'model-calls': 'Model API calls this run made.',
  'input-tokens': "Input tokens of those calls as the API reports them (cache reads and writes are counted apart, in the audit's llm block).",
  'output-tokens': 'Output tokens of those calls.',
  'cost-usd': 'What those calls cost in US dollars at the configured prices (4 decimals).',
  'comment-url': 'Web address of the tracking comment, when one was written.',
} as const;

/** Names of the secret inputs (tokens and keys): masked, redacted from every text tend writes. */
export const SECRET_INPUTS = (Object.keys(INPUTS) as InputName[]).filter((name) => (INPUTS[name] as InputSpec<unknown>).secret === true);

/** The values of the secret inputs and of the environment's credentials, for the redactor. */
export function inputSecrets(values: InputValues): Array<string | undefined> {
  return [...SECRET_INPUTS.map((name) => values[name] as string | undefined), ...CREDENTIAL_VARIABLES.map((variable) => values[variable])];
}

/**
 * Reads every input through `read` (the runner's INPUT_* text by input name; undefined or '' when
 * absent) and the environment's credentials through `environment`, and parses them. A removed input
 * the workflow still passes, or the first bad input, fails with one line naming it and what is expected.
 */
export async function parseInputs(
  read: (name: string) => string | undefined,
  environment: (variable: string) => string | undefined = () => undefined,
): Promise<{ values: InputValues; explicit: Set<InputName> }> {
  await refuseRemovedInputs(read, read('config-path')?.trim() || INPUTS['config-path'].default);
  const values: Record<string, unknown> = {};
  const explicit = new Set<InputName>();
  for (const name of Object.keys(INPUTS) as InputName[]) {
    const spec: InputSpec<unknown> = INPUTS[name];
    const raw = read(name) ?? spec.default;
    if (raw.trim() !== spec.default.trim()) explicit.add(name);
    const parsed = spec.parse.safeParse(raw);
    if (!parsed.success) {
      const shown = spec.secret ? '(hidden)' : JSON.stringify(raw);
      throw new InputError(`Input '${name}' is ${shown}: ${parsed.error.issues[0]?.message ?? 'invalid'}.`);
    }
    values[name] = parsed.data;
  }
  for (const variable of CREDENTIAL_VARIABLES) {
    const value = environment(variable)?.trim();
    if (value) values[variable] = value;
  }
  return { values: values as InputValues, explicit };
}
