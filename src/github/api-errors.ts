// What GitHub said when it refused a request, read from octokit's errors: the HTTP status and
// message of a REST refusal, the typed entries of a GraphQL one. The adapters decide what each
// means; anything these cannot read is not a refusal and is rethrown by the caller.

import { z } from 'zod';

const RestFailure = z.object({
  status: z.number(),
  response: z.object({ data: z.unknown() }).optional(),
  message: z.string(),
});

const MessageBody = z.object({ message: z.string() });

/** A REST error's status and GitHub's `message` (octokit's own message when the body has none). */
export function restFailure(error: unknown): { status: number; message: string } | null {
  const parsed = RestFailure.safeParse(error);
  if (!parsed.success) return null;
  const body = MessageBody.safeParse(parsed.data.response?.data);
  return { status: parsed.data.status, message: body.success ? body.data.message : parsed.data.message };
}

export interface GraphqlErrorEntry {
  /** NOT_FOUND, FORBIDDEN, UNPROCESSABLE ...; absent on validation errors. */
  type?: string | undefined;
  message: string;
}

const GraphqlFailure = z.object({
  errors: z.array(z.object({ type: z.string().optional(), message: z.string() })).min(1),
});

/** The `errors` of a GraphQL response octokit rejected (HTTP 200 with errors), else null. */
export function graphqlErrors(error: unknown): GraphqlErrorEntry[] | null {
  const parsed = GraphqlFailure.safeParse(error);
  return parsed.success ? parsed.data.errors : null;
}
