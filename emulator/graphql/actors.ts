// Accounts as GraphQL shows them: an App's bot is `__typename: Bot` with its login WITHOUT the
// `[bot]` suffix REST uses, except as `viewer`, which is typed User and keeps the REST login
// (an installation token's viewer is `my-app[bot]` on github.com).

import { graphqlLogin, type Account, type Repository } from '../state.js';
import { keyedNodeId, type Context } from './context.js';

export class ActorView {
  readonly __typename: 'User' | 'Bot' | 'Organization';
  readonly id: string;
  readonly databaseId: number;
  readonly login: string;

  constructor(
    private readonly ctx: Context,
    readonly account: Account,
    asViewer = false,
  ) {
    this.__typename = asViewer ? 'User' : account.type;
    this.id = account.nodeId;
    this.databaseId = account.id;
    this.login = asViewer ? account.login : graphqlLogin(account);
  }

  get url(): string {
    const slug = graphqlLogin(this.account);
    return this.account.type === 'Bot' ? `${this.ctx.serverUrl}/apps/${slug}` : `${this.ctx.serverUrl}/${slug}`;
  }

  get resourcePath(): string {
    return new URL(this.url).pathname;
  }

  avatarUrl(args: { size?: number | null }): string {
    const size = args.size ? `&s=${args.size}` : '';
    return `https://avatars.githubusercontent.com/u/${this.account.id}?v=4${size}`;
  }

  get name(): string | null {
    return null;
  }

  get isViewer(): boolean {
    return this.account.id === this.ctx.viewer.id;
  }
}

export function actor(ctx: Context, account: Account | null): ActorView | null {
  return account ? new ActorView(ctx, account) : null;
}

/** A GitHub App seen through its bot account (the emulator models an App by its bot). */
export class AppView {
  readonly __typename = 'App';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly bot: Account,
  ) {}

  get id(): string {
    return keyedNodeId('App', this.repo, String(this.bot.id));
  }

  get databaseId(): number {
    return this.bot.id;
  }

  get slug(): string {
    return graphqlLogin(this.bot);
  }

  get name(): string {
    return graphqlLogin(this.bot);
  }

  get url(): string {
    return `${this.ctx.serverUrl}/apps/${this.slug}`;
  }

  logoUrl(): string {
    return `https://avatars.githubusercontent.com/u/${this.bot.id}?v=4`;
  }
}
