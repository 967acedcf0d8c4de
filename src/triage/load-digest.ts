// Reads a target's thread from GitHub and builds its digest: who has write access is asked of
// GitHub (once per author), tend's own comments are recognised by account id and marker, comments written
// or edited after the command are left out. Fail-open: any error gives null, and the workflow goes on with
// the body alone.

import * as z from 'zod';
import { listThreadComments, type RepoRef } from '../github/comments.js';
import type { Octokit } from '../github/client.js';
import { repositoryPermission } from '../github/permissions.js';
import type { LlmSession } from '../llm/index.js';
import { dataSection, renderPrompt } from '../llm/prompts.js';
import { buildDigest, type DigestComment, type Role } from './digest.js';
import { type BotAccount, isBot } from '../core/account.js';
import { type Target } from '../core/target.js';
import { hasWriteAccess } from '../route/authorize.js';
import { endsWithOwnMarker } from '../store/marker.js';

const SummarySchema = z.strictObject({ summary: z.string().min(1).max(4000) });

interface DigestDeps {
  octokit: Octokit;
  repo: RepoRef;
  selfId: number;
  trustedBots: readonly BotAccount[];
  session: LlmSession | null;
  log: (line: string) => void;
}

export async function loadDigest(deps: DigestDeps, target: Target, cutoff: string | undefined): Promise<string | null> {
  try {
    const comments = await listThreadComments(deps.octokit, deps.repo, target);
    const roles = new Map<number, Role>();
    const digest: DigestComment[] = [];
    for (const c of comments) {
      if (c.author === null) continue;
      if (cutoff !== undefined && c.createdAt > cutoff) continue;
      // tend's own output is its account AND its marker: every workflow using GITHUB_TOKEN writes as
      // github-actions[bot] (P9), and such a comment without the marker is that bot's, judged as any bot's.
      const own = c.author.id === deps.selfId && endsWithOwnMarker(c.body, null);
      // A comment rewritten after the command is not what the person commanding read: left out
      // whole (its older text is not to be had). tend's own comments move with every run.
      if (cutoff !== undefined && !own && c.updatedAt > cutoff) continue;
      let role: Role | undefined = own ? 'own' : roles.get(c.author.id);
      if (role === undefined) {
        if (c.author.type === 'Bot') role = isBot(c.author, deps.trustedBots) ? 'directive' : 'untrusted';
        else role = hasWriteAccess(await repositoryPermission(deps.octokit, deps.repo, c.author.login)) ? 'directive' : 'untrusted';
        if (!own) roles.set(c.author.id, role);
      }
      // tend's tracking comments hold state and tables, not discussion.
      const body = role === 'own' ? c.body.replace(/<!-- tend:[\s\S]*?-->/g, '') : c.body;
      digest.push({ id: c.id, login: c.author.login, role, createdAt: c.createdAt, body });
    }
    return await buildDigest(digest, async (role, text) => {
      if (deps.session === null) throw new Error('the thread is too long to include verbatim and no model is configured to summarise it');
      const answer = await deps.session.structured({
        role: 'digest',
        subject: `#${target.number}`,
        system: { stable: renderPrompt('digest', { role: role === 'directive' ? 'maintainer directives' : role === 'own' ? "tend's own earlier output" : 'untrusted comments' }) },
        messages: dataSection('comments', text),
        schema: SummarySchema,
        outputTool: { name: 'submit_summary', description: 'Submit the summary.' },
        maxToolIterations: 0,
      });
      return answer.summary;
    });
  } catch (error) {
    deps.log(`digest of #${target.number} failed, going on with the body alone: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
