// The labels tend reads and writes, named once. The labels that ask for a workflow (`tend:ship`,
// `tend:triage` ...) are declared with their workflow in src/registry/workflows.ts.

/** On every target a workflow of tend holds; the schedule sweep lists targets by it. */
export const ACTIVE_LABEL = 'tend:active';

/** A person's brake: tend stops working on a pull request that carries it. */
export const HOLD_LABEL = 'tend:hold';

/** On the issue that holds the repository's learnings (store/learnings-store.ts). */
export const LEARNINGS_LABEL = 'tend:learnings';

/** On the issue that binds chat logins to GitHub accounts (store/login-bindings.ts). */
export const LOGINS_LABEL = 'tend:logins';

/**
 * `tend:awaits <login>`: on a pull request while tend waits for that review bot, the one it expects
 * to review the head last. The workflow's `if:` (and the router, route/decide.ts) skips any other
 * review submitted meanwhile (not a request for changes): it would only find tend still waiting.
 * The named bot's review, dismissals, comments, CI and the sweep always run, and every run that
 * acts reads the pull request afresh, so a label anyone with triage puts on can only delay tend.
 */
export const AWAITS_LABEL_PREFIX = 'tend:awaits ';

/** GitHub's longest label name: a login that would not fit gets no label (and no skips). */
const LABEL_NAME_LIMIT = 50;

/** The label naming the bot tend waits for; null when the name would be too long for GitHub. */
export function awaitsLabel(login: string): string | null {
  const name = `${AWAITS_LABEL_PREFIX}${login}`;
  return name.length <= LABEL_NAME_LIMIT ? name : null;
}

/** The login a `tend:awaits` label names (as GitHub compares label names: case aside); null for any other label. */
export function awaitedLogin(label: string): string | null {
  if (label.slice(0, AWAITS_LABEL_PREFIX.length).toLowerCase() !== AWAITS_LABEL_PREFIX) return null;
  const login = label.slice(AWAITS_LABEL_PREFIX.length).trim();
  return login === '' ? null : login;
}

/** The word a repository's label search finds `tend:awaits` labels by (its description does not hold it). */
export const AWAITS_QUERY = 'awaits';

/**
 * Whether the workflow's `if:` reads `label` as a `tend:awaits` label: it looks for `|tend:awaits `
 * in `|` and the pull request's labels joined by `|`, case aside, so a name with `|tend:awaits `
 * inside (`x|tend:awaits y`, which awaitedLogin does not read) skips reviews too. Upper-cased as
 * well: GitHub's comparisons fold letters (`ſ` to `S`) that lower-casing keeps.
 */
export function skipsReviews(label: string): boolean {
  const name = `|${label}`;
  return name.toLowerCase().includes(`|${AWAITS_LABEL_PREFIX}`) || name.toUpperCase().includes(`|${AWAITS_LABEL_PREFIX.toUpperCase()}`);
}

/**
 * Whether `label` is the one the `if:` lets `login`'s reviews through by (`tend:awaits <login>`,
 * compared whole). Only a name of printable ASCII, case aside: one with any other character, or
 * a space more, is a label the `if:` may not read as naming that bot.
 */
export function awaitsLabelOf(label: string, login: string): boolean {
  return /^[\x20-\x7e]*$/.test(label) && label.toLowerCase() === `${AWAITS_LABEL_PREFIX}${login}`.toLowerCase();
}

/** What the label says on the repository's label page. */
export const AWAITS_LABEL_DESCRIPTION = 'tend waits for this review bot; other reviews start no tend job meanwhile';
