// Inputs tend had and no longer has, each with where its setting went. GitHub still passes a
// `with:` key the action does not declare as an INPUT_* variable (it only warns), so a workflow
// written for an older tend would otherwise run with the old value silently ignored: a `merge: off`
// that no longer holds is a merge nobody wanted. The run stops instead, before doing anything, with
// one line naming the new place. The line shows the value as YAML, with the YAML library loaded
// only then: every run checks, few find one, and loading it cost a run ~8 ms of CPU before its
// first request to GitHub.

import { InputError } from '../core/errors.js';

type Moved =
  /** A key of .github/tend.yml: `path` is its place (`['ship', 'required-checks']`); `list` splits the old comma/newline text. */
  | { to: 'file'; path: readonly [string, ...string[]]; shape: 'text' | 'list' | 'number' | 'boolean' | 'json' }
  /** A variable the step's environment carries (a credential: its value is never echoed). */
  | { to: 'environment'; variable: string };

const file = (shape: 'text' | 'list' | 'number' | 'boolean' | 'json', ...path: [string, ...string[]]): Moved => ({ to: 'file', path, shape });

/** Every removed input and where it went. */
export const REMOVED_INPUTS: Readonly<Record<string, Moved>> = {
  'trusted-bots': file('list', 'trusted-bots'),
  'review-bots': file('list', 'review-bots'),
  'required-review-bots': file('list', 'required-review-bots'),
  'wait-mode': file('text', 'wait-mode'),
  'review-window-minutes': file('number', 'review-window-minutes'),
  'checks-timeout-minutes': file('number', 'checks-timeout-minutes'),
  'required-checks': file('list', 'ship', 'required-checks'),
  'max-iterations': file('number', 'max-iterations'),
  merge: file('text', 'merge'),
  'merge-method': file('text', 'merge-method'),
  'update-method': file('text', 'update-method'),
  'commit-method': file('text', 'commit-method'),
  'delete-branch': file('boolean', 'delete-branch'),
  'final-check': file('text', 'final-check'),
  'ignore-nitpicks': file('boolean', 'ignore-nitpicks'),
  'allowed-paths': file('list', 'allowed-paths'),
  'allow-protected-paths': file('list', 'allow-protected-paths'),
  'max-files': file('number', 'max-files'),
  'max-patch-bytes': file('number', 'max-patch-bytes'),
  'dispatch-workflows': file('list', 'dispatch-workflows'),
  'sweep-workflow': file('text', 'sweep-workflow'),
  'generated-paths': file('list', 'generated-paths'),
  'intent-threshold': file('number', 'intent-threshold'),
  'model-prices': file('json', 'model-prices'),
  'max-turns': file('number', 'max-turns'),
  'mattermost-url': file('text', 'chat', 'mattermost-url'),
  'lark-app-id': file('text', 'chat', 'lark-app-id'),
  'aws-access-key-id': { to: 'environment', variable: 'AWS_ACCESS_KEY_ID' },
  'aws-secret-access-key': { to: 'environment', variable: 'AWS_SECRET_ACCESS_KEY' },
  'aws-session-token': { to: 'environment', variable: 'AWS_SESSION_TOKEN' },
};

/** Longest `key: value` the line shows; a longer value is left out and only the key is named. */
const MAX_SHOWN = 100;

/**
 * Throws one line for the first removed input the workflow still passes (a non-empty value:
 * `read` gives the INPUT_* text by input name), naming where the setting lives now.
 */
export async function refuseRemovedInputs(read: (name: string) => string | undefined, configPath: string): Promise<void> {
  for (const [name, moved] of Object.entries(REMOVED_INPUTS)) {
    const raw = read(name)?.trim();
    if (!raw) continue;
    if (moved.to === 'environment') {
      throw new InputError(
        `input '${name}' is no longer an action input; tend reads ${moved.variable} from the step's environment, where aws-actions/configure-aws-credentials puts it: remove the input and its output-credentials (docs/providers.md)`,
      );
    }
    const leaf = moved.path[moved.path.length - 1]!;
    const shown = `${leaf}: ${await render(raw, moved.shape)}`;
    const setting = shown.length <= MAX_SHOWN && !shown.includes('\n') ? shown : leaf;
    const under = moved.path.length > 1 ? ` under '${moved.path.slice(0, -1).join('.')}:'` : '';
    throw new InputError(`input '${name}' is no longer an action input; set '${setting}'${under} in ${configPath} (docs/configuration.md)`);
  }
}

/** The old input's text as the YAML value the file takes (a list in flow style, a number, a mapping). */
async function render(raw: string, shape: 'text' | 'list' | 'number' | 'boolean' | 'json'): Promise<string> {
  const value = ((): unknown => {
    switch (shape) {
      case 'list':
        return raw.split(/[\n,]/).map((item) => item.trim()).filter((item) => item !== '');
      case 'number':
        return /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
      case 'boolean':
        return raw.toLowerCase() === 'true' ? true : raw.toLowerCase() === 'false' ? false : raw;
      case 'json':
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          return raw;
        }
      case 'text':
        return raw;
    }
  })();
  // yaml is CommonJS: its module.exports is the default export both under Node and in the bundle,
  // where a dynamic import of a CommonJS package has no named exports.
  const { stringify } = (await import('yaml')).default;
  return stringify(value, { collectionStyle: 'flow', flowCollectionPadding: false, lineWidth: 0 }).trim();
}
