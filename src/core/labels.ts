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
