// What every CLI command that talks to GitHub reads from its arguments and environment: the
// repository (`--repo owner/name`), the token (GITHUB_TOKEN, else GH_TOKEN, as gh does) and the API
// URL (GITHUB_API_URL, for GitHub Enterprise Server and the emulator). A problem is one line that
// says what was wrong and what is expected.

export const DEFAULT_API_URL = 'https://api.github.com';

export interface GithubAccess {
  repo: { owner: string; repo: string };
  token: string;
  apiUrl: string;
}

/** The access, or the one line that says what is wrong with it. */
export function githubAccess(repoArgument: string | undefined, env: Readonly<Record<string, string | undefined>>): GithubAccess | string {
  if (repoArgument === undefined) return 'missing --repo; expected --repo owner/name';
  const slug = /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(repoArgument);
  if (!slug) return `invalid repository '${repoArgument}'; expected --repo owner/name`;
  const token = env.GITHUB_TOKEN?.trim() || env.GH_TOKEN?.trim();
  if (!token) return 'no token: set GITHUB_TOKEN (or GH_TOKEN) to a token that can read the repository';
  const apiUrl = (env.GITHUB_API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl)) return `GITHUB_API_URL '${apiUrl}' is not an http(s) URL; expected e.g. ${DEFAULT_API_URL} or https://HOST/api/v3`;
  return { repo: { owner: slug[1]!, repo: slug[2]! }, token, apiUrl };
}
