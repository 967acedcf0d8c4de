// Request bodies are checked with zod and rejected the way GitHub rejects them: 422
// `{message: "Validation Failed", errors: [{resource, field, code}]}`.

import type { components } from '@octokit/openapi-types';
import type { z } from 'zod';

type ValidationError = NonNullable<components['schemas']['validation-error']['errors']>[number];

export const DOCUMENTATION_URL = 'https://docs.github.com/rest';

/** GitHub's cap on issue, comment and review bodies. */
export const MAX_BODY_LENGTH = 65536;

export class ValidationFailed extends Error {
  constructor(readonly errors: ValidationError[]) {
    super('Validation Failed');
  }
}

export function validationBody(error: ValidationFailed): components['schemas']['validation-error'] {
  return { message: 'Validation Failed', errors: error.errors, documentation_url: DOCUMENTATION_URL };
}

/** Throws a one-error 422 about `field` of `resource`. */
export function invalid(resource: string, field: string, code: string, message?: string): never {
  throw new ValidationFailed([{ resource, field, code, ...(message === undefined ? {} : { message }) }]);
}

/** Parses a JSON body (a missing body counts as `{}`), turning zod issues into GitHub's errors. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, resource: string): z.output<S> {
  const input = body === null || body === undefined ? {} : body;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationFailed(
    result.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.');
      const missing = valueAt(input, issue.path) === undefined;
      return missing && field !== ''
        ? { resource, field, code: 'missing_field' }
        : { resource, field, code: issue.code === 'custom' ? 'custom' : 'invalid', message: `${field || 'body'} ${issue.message}` };
    }),
  );
}

/** Rejects a body field longer than GitHub allows, with GitHub's wording. */
export function checkLength(resource: string, field: string, value: string, max = MAX_BODY_LENGTH): void {
  if (value.length > max) invalid(resource, field, 'custom', `${field} is too long (maximum is ${max} characters)`);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
