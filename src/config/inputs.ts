// Every action input, declared once: name, description, default and how its text is parsed.
// action.yml carries the same names and defaults (a test holds the two together), and this table
// is what lets the settings code tell "the workflow set this" from "the runner filled the default".

import { z } from 'zod';
import { PriceOverrideSchema } from '../llm/pricing.js';
import { InputError } from '../core/errors.js';

const PricesSchema = z.record(z.string().min(1), PriceOverrideSchema);

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
const optionalText = z.string().transform((s) => (s.trim() === '' ? undefined : s.trim()));
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
    description: 'Where tend reaches the model: anthropic (anthropic-api-key), bedrock (Amazon Bedrock: the aws-* inputs, bedrock.region in tend.yml), vertex (Google Vertex AI: google-access-token, vertex.project and vertex.region in tend.yml) or foundry (Microsoft Foundry: foundry-api-key, foundry.resource in tend.yml). See docs/providers.md.',
    default: 'anthropic',
    parse: oneOf(['anthropic', 'bedrock', 'vertex', 'foundry'] as const),
  },
  'aws-access-key-id': {
    description: "For model-provider bedrock: the access key id of the role session aws-actions/configure-aws-credentials made (its aws-access-key-id output, with output-credentials: true).",
    default: '',
    parse: optionalText,
    secret: true,
  },
  'aws-secret-access-key': {
    description: "For model-provider bedrock: that session's secret access key (configure-aws-credentials' aws-secret-access-key output).",
    default: '',
    parse: optionalText,
    secret: true,
  },
  'aws-session-token': {
    description: "For model-provider bedrock: that session's token (configure-aws-credentials' aws-session-token output); empty only for long-term keys.",
    default: '',
    parse: optionalText,
    secret: true,
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
  'mattermost-url': {
    description: 'Site URL of your Mattermost server (e.g. https://chat.example.com); required when a Mattermost channel is watched.',
    default: '',
    parse: optionalText,
  },
  'teams-token': {
    description: 'Delegated Microsoft Graph token of the account tend posts as in Teams (ChannelMessage.Read.All, ChannelMessage.Send). Pass it from a secret.',
    default: '',
    parse: optionalText,
    secret: true,
  },
  'lark-app-id': {
    description: 'App ID (cli_…) of your self-built Lark / Feishu app with the bot ability, for chat-watch and chat replies; the app secret goes in lark-app-secret.',
    default: '',
    parse: optionalText,
  },
  'lark-app-secret': {
    description: 'App secret of that Lark / Feishu app (scopes im:message, im:message.group_msg; the bot must be in the watched chats). Pass it from a secret.',
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
  'trusted-bots': {
    description: 'Bots allowed to steer tend with labels or /tend comments: known names (coderabbit, copilot, gemini, sourcery, claude) or login:id pairs. Matched by account type and id.',
    default: '',
    parse: list,
  },
  'review-bots': {
    description: 'Review bots tend waits for and whose suggestions it may apply: known names or login:id pairs.',
    default: 'coderabbit, copilot, gemini, sourcery, claude',
    parse: list,
  },
  'required-review-bots': {
    description: 'Review bots tend waits for on every pull request even before they have acted on the repository. Other review-bots are waited for only once they have reviewed or commented on this or one of the 20 most recently updated pull requests, so a bot that is not installed never holds up a merge.',
    default: '',
    parse: list,
  },
  'wait-mode': {
    description: 'events: each run advances as far as it can and stops; review, check and schedule events re-enter it. poll: wait inside one job, polling every 10-30 s.',
    default: 'events',
    parse: oneOf(['events', 'poll'] as const),
  },
  'review-window-minutes': {
    description: 'How long to wait for the review bots on a new head before going on without them.',
    default: '20',
    parse: positiveInt(1440),
  },
  'checks-timeout-minutes': {
    description: 'How long to wait for required checks on the head before reporting them as missing.',
    default: '30',
    parse: positiveInt(1440),
  },
  'required-checks': {
    description: 'Check names (comma or newline separated) that must pass on the head before tend merges, besides those branch protection and rulesets require. Without any required check tend merges only when at least one CI check reported on the head and all passed.',
    default: '',
    parse: list,
  },
  'job-timeout-minutes': {
    description: "The job's timeout-minutes (15 in examples/tend.yml). tend never waits for GitHub's rate limit past it: it stops in time, says so and leaves the rest to the next run.",
    default: '15',
    parse: positiveInt(7200),
  },
  'max-iterations': {
    description: 'How many fix-and-push rounds per pull request before tend stops and asks a human.',
    default: '3',
    parse: positiveInt(20),
  },
  merge: {
    description: 'immediate: merge pinned to the head SHA when everything is green; auto: enable GitHub auto-merge; off: never merge.',
    default: 'immediate',
    parse: oneOf(['immediate', 'auto', 'off'] as const),
  },
  'merge-method': {
    description: 'merge, squash or rebase.',
    default: 'squash',
    parse: oneOf(['merge', 'squash', 'rebase'] as const),
  },
  'update-method': {
    description: 'How tend brings a branch up to date when the repository requires it before merging (GitHub says BEHIND): merge (a merge commit of the base into the branch) or rebase (the branch replayed onto the base). Made by GitHub (update-branch, pinned to the head tend saw); a fork branch is updated only when its author lets maintainers edit it, else tend asks the author once.',
    default: 'merge',
    parse: oneOf(['merge', 'rebase'] as const),
  },
  'commit-method': {
    description: 'How tend commits its fixes: git (a local commit pushed with a lease) or api (GraphQL createCommitOnBranch: GitHub makes and signs the commit, so branches that require signed commits accept it). Large changes (over 100 files or 512 KiB) go through git either way.',
    default: 'git',
    parse: oneOf(['git', 'api'] as const),
  },
  'delete-branch': {
    description: 'Delete the head branch after merging (never for forks).',
    default: 'true',
    parse: bool,
  },
  'final-check': {
    description: 'model: just before merging, the model reads the whole diff against the base and the answered threads; a blocking finding it cites (path and lines, checked against the head) blocks the merge for a human. off: no final check.',
    default: 'off',
    parse: oneOf(['off', 'model'] as const),
  },
  'ignore-nitpicks': {
    description: 'Answer and resolve nitpick-level threads without changing code.',
    default: 'true',
    parse: bool,
  },
  'allowed-paths': {
    description: 'Glob patterns of files tend may change (comma or newline separated).',
    default: '**',
    parse: list,
  },
  'allow-protected-paths': {
    description: 'Globs of normally protected files tend may change anyway (.github/, CODEOWNERS, manifests, lockfiles, AGENTS.md, CLAUDE.md, top-level dot-directories are protected).',
    default: '',
    parse: list,
  },
  'max-files': {
    description: 'Most files one iteration may change.',
    default: '10',
    parse: positiveInt(1000),
  },
  'max-patch-bytes': {
    description: 'Most bytes of diff one iteration may push.',
    default: '20000',
    parse: positiveInt(10_000_000),
  },
  'dispatch-workflows': {
    description: 'Workflow files (e.g. ci.yml) to start with workflow_dispatch on the branch after tend pushes, for repositories where pushes by GITHUB_TOKEN start no CI.',
    default: '',
    parse: list,
  },
  'sweep-workflow': {
    description: 'The workflow file (e.g. tend-sweep.yml) that holds tend\'s schedule sweep, when it is a workflow of its own: tend enables it while a target is unfinished and disables it when none is, so an idle repository runs no scheduled job. Needs actions: write in both workflows; without it tend notes it once a run and the schedule keeps its fixed cadence. Empty: the sweep is not switched (a schedule in tend.yml runs at its cadence).',
    default: '',
    parse: z
      .string()
      .trim()
      .refine((s) => s === '' || /^[A-Za-z0-9._-]+\.ya?ml$/.test(s), { message: 'expected the file name of a workflow under .github/workflows, such as tend-sweep.yml' })
      .transform((s) => (s === '' ? undefined : s)),
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
  'generated-paths': {
    description: 'Globs of generated files whose merge conflicts regenerate-command settles, besides lockfiles and files .gitattributes marks linguist-generated.',
    default: '',
    parse: list,
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
  'intent-threshold': {
    description: 'How sure the model must be (0 to 1) of what a free-form `/tend <text>` asks for before tend runs it; below, tend asks what is wanted.',
    default: '0.75',
    parse: z
      .string()
      .trim()
      .regex(/^(0(\.\d+)?|1(\.0+)?)$/, { message: 'expected a number from 0 to 1 such as 0.75' })
      .transform(Number),
  },
  'model-prices': {
    description: 'Optional JSON prices in USD per million tokens for models tend has no price for, or to override one: {"claude-sonnet-4-6": {"input": 3, "output": 15, "cacheWrite": 3.75, "cacheRead": 0.3}}.',
    default: '',
    parse: z.string().transform((text, ctx) => {
      if (text.trim() === '') return undefined;
      try {
        const parsed = PricesSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: 'custom', message: `expected a JSON object of model → {input, output, cacheWrite?, cacheRead?} (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})` });
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected JSON' });
      }
      return z.NEVER;
    }),
  },
  'max-cost-usd': {
    description: 'Most model spend per run, in US dollars.',
    default: '1',
    parse: positiveNumber,
  },
  'max-turns': {
    description: 'Most model turns per run.',
    default: '20',
    parse: positiveInt(500),
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
export type InputValues = { [K in InputName]: z.output<(typeof INPUTS)[K]['parse']> };

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

/** The values of the secret inputs, for the redactor. */
export function inputSecrets(values: InputValues): Array<string | undefined> {
  return SECRET_INPUTS.map((name) => values[name] as string | undefined);
}

/**
 * Reads every input through `read` (the runner's INPUT_* variables in production) and parses it.
 * The first bad input throws one line naming it and what is expected.
 */
export function parseInputs(read: (name: InputName) => string): { values: InputValues; explicit: Set<InputName> } {
  const values: Record<string, unknown> = {};
  const explicit = new Set<InputName>();
  for (const name of Object.keys(INPUTS) as InputName[]) {
    const spec: InputSpec<unknown> = INPUTS[name];
    const raw = read(name);
    if (raw.trim() !== spec.default.trim()) explicit.add(name);
    const parsed = spec.parse.safeParse(raw);
    if (!parsed.success) {
      const shown = spec.secret ? '(hidden)' : JSON.stringify(raw);
      throw new InputError(`Input '${name}' is ${shown}: ${parsed.error.issues[0]?.message ?? 'invalid'}.`);
    }
    values[name] = parsed.data;
  }
  return { values: values as InputValues, explicit };
}
