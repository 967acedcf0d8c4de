// One REST route: a method and an OpenAPI-style path template whose `{name}` parameters the
// handler receives by name (checked by the compiler from the template). `{name+}` matches the
// rest of a path including slashes, for branch names and file paths.

import { GitHubError } from '../state.js';
import type { RestContext, RestResponse } from './routes.js';

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Bare}+` ? Bare : Name) | ParamNames<Rest>
  : never;

export type Params<P extends string> = Record<ParamNames<P>, string>;

export interface Route {
  method: string;
  match(path: string): Record<string, string> | null;
  handle(ctx: RestContext, params: Record<string, string>): RestResponse | Promise<RestResponse>;
}

export function route<P extends string>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  template: P,
  handle: (ctx: RestContext, params: Params<P>) => RestResponse | Promise<RestResponse>,
): Route {
  const names: string[] = [];
  const source = template.replace(/\{(\w+)(\+?)\}|[^{]+/g, (part, name: string | undefined, rest: string | undefined) => {
    if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    names.push(name);
    return rest ? '(.+)' : '([^/]+)';
  });
  const pattern = new RegExp(`^${source}/?$`);
  return {
    method,
    match(path) {
      const found = pattern.exec(path);
      if (!found) return null;
      const params: Record<string, string> = {};
      try {
        // Octokit percent-encodes parameters (a branch `a/b` arrives as `a%2Fb`): decode after matching.
        names.forEach((name, index) => (params[name] = decodeURIComponent(found[index + 1]!)));
      } catch {
        return null;
      }
      return params;
    },
    handle: (ctx, params) => handle(ctx, params as Params<P>),
  };
}

/** A path number (`{number}`, `{comment_id}`): anything else is a 404, as on GitHub. */
export function intParam(value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw new GitHubError(404, 'Not Found');
  return Number(value);
}
