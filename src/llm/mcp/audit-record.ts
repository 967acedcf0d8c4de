// The audit's `mcp` block: each configured server, what became of it and of its tools, and every
// call the model made to one. Names and sizes only where a value could be a secret: the variables
// a server received are listed by name, and the arguments and errors pass the run's redactor.

import * as z from 'zod';

export const McpServerRecordSchema = z.strictObject({
  name: z.string(),
  command: z.string(),
  /** not-started: no model call needed tools; refused: every tool may write (read-only.ts). */
  status: z.enum(['not-started', 'ready', 'failed', 'refused']),
  /** Why it failed or was refused: one line. */
  error: z.string().nullable(),
  /** The names of the variables the process received (PATH, HOME and those the entry names). */
  env: z.array(z.string()),
  /** The server's tool names offered to the model. */
  offered: z.array(z.string()),
  refused: z.array(z.strictObject({ tool: z.string(), reason: z.string() })),
});

export const McpCallRecordSchema = z.strictObject({
  server: z.string(),
  tool: z.string(),
  /** The model's arguments as JSON, redacted, at most 2000 characters. */
  arguments: z.string(),
  /** UTF-8 bytes of the result's text as the server sent it, before the cap. */
  result_bytes: z.number(),
  duration_ms: z.number(),
  /** The server's error result or the call's failure, one line; null when it answered. */
  error: z.string().nullable(),
});

export const McpAuditSchema = z.strictObject({
  servers: z.array(McpServerRecordSchema),
  calls: z.array(McpCallRecordSchema),
});

export type McpServerRecord = z.infer<typeof McpServerRecordSchema>;
export type McpCallRecord = z.infer<typeof McpCallRecordSchema>;
export type McpAudit = z.infer<typeof McpAuditSchema>;
