// Fields of GitHub's `Comment` interface, which issues, pull requests, reviews and comments all
// answer alike from the record someone wrote. Nothing imported here leads back to issues.ts or
// reviews.ts, so their classes can extend these whichever order their import cycle loads them in.

import type { Account, Repository } from '../state.js';
import { actor, type ActorView } from './actors.js';
import { canWrite, type Context } from './context.js';

/** What every written record carries: an issue, a review, or a comment on either. */
interface Authored {
  nodeId: string;
  id: number;
  body: string;
  author: Account;
}

/** How GitHub labels an author next to what they wrote; the emulator knows owners and collaborators. */
function authorAssociation(repo: Repository, account: Account): string {
  if (account.id === repo.owner.id) return 'OWNER';
  const permission = repo.collaborators.get(account.login.toLowerCase());
  if (permission && permission !== 'none') return 'COLLABORATOR';
  return 'NONE';
}

function htmlOf(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return escaped ? `<p>${escaped}</p>` : '';
}

export abstract class CommentView<T extends Authored = Authored> {
  constructor(
    protected readonly ctx: Context,
    readonly repo: Repository,
    protected readonly authored: T,
  ) {}

  abstract get url(): string;
  abstract get createdAt(): string;

  get id(): string {
    return this.authored.nodeId;
  }

  get databaseId(): number {
    return this.authored.id;
  }

  /** A `BigInt`, which GitHub sends as a decimal string (schema: "encoded as a string"). */
  get fullDatabaseId(): string {
    return String(this.authored.id);
  }

  get body(): string {
    return this.authored.body;
  }

  get bodyText(): string {
    return this.authored.body;
  }

  get bodyHTML(): string {
    return htmlOf(this.authored.body);
  }

  get author(): ActorView | null {
    return actor(this.ctx, this.authored.author);
  }

  get authorAssociation(): string {
    return authorAssociation(this.repo, this.authored.author);
  }

  get publishedAt(): string {
    return this.createdAt;
  }

  readonly includesCreatedEdit = false;

  get resourcePath(): string {
    const url = new URL(this.url);
    return url.pathname + url.hash;
  }

  get viewerDidAuthor(): boolean {
    return this.authored.author.id === this.ctx.viewer.id;
  }
}

/** A comment in a conversation (on an issue, or in a review thread), which its author or a writer edits or deletes and a writer hides. */
export abstract class EditableCommentView extends CommentView<Authored & { createdAt: string; updatedAt: string }> {
  get createdAt(): string {
    return this.authored.createdAt;
  }

  get updatedAt(): string {
    return this.authored.updatedAt;
  }

  readonly isMinimized = false;
  readonly minimizedReason = null;

  get viewerCanUpdate(): boolean {
    return this.viewerDidAuthor || canWrite(this.ctx, this.repo, ['issues', 'pull-requests']);
  }

  get viewerCanDelete(): boolean {
    return this.viewerCanUpdate;
  }

  get viewerCanMinimize(): boolean {
    return canWrite(this.ctx, this.repo, ['issues', 'pull-requests']);
  }
}
