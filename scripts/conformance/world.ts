/**
 * Who the kit acts as: the accounts it signs in with (the demo accounts by default, or given by
 * flags or environment), their tokens, users and profiles, found through the API alone.
 */
import { DEMO_EMAILS, DEMO_PASSWORD, ONBOARDING_ACCOUNTS } from '../../mocks/db/seed/demo-accounts';
import type { HostClient } from './client';
import type { Account } from './contract';

export interface Credentials {
  email: string;
  password: string;
}

export const defaultAccounts: Record<Account, Credentials> = {
  foreign: { email: DEMO_EMAILS.foreign, password: DEMO_PASSWORD },
  local: { email: DEMO_EMAILS.local, password: DEMO_PASSWORD },
  investor: { email: DEMO_EMAILS.investor, password: DEMO_PASSWORD },
  admin: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD },
  newForeign: { email: ONBOARDING_ACCOUNTS.foreign.email, password: DEMO_PASSWORD },
  newLocal: { email: ONBOARDING_ACCOUNTS.local.email, password: DEMO_PASSWORD },
};

export interface SignedIn {
  token: string;
  userId: string;
  profileId: string | null;
  category: string;
}

export class World {
  readonly signedIn = new Map<Account, SignedIn>();

  constructor(
    private readonly client: HostClient,
    readonly accounts: Record<Account, Credentials>,
    /** The host may be put back to its seed (`POST /demo/reset`) between destructive checks. */
    readonly resettable: boolean,
  ) {}

  /** Signs an account in (once; again after a reset). Null when the host refuses the credentials. */
  async as(account: Account): Promise<SignedIn | null> {
    const known = this.signedIn.get(account);
    if (known) return known;
    const { email, password } = this.accounts[account];
    const answer = await this.client.send('POST', '/login', { body: { email, password } });
    const body = answer.json as { token?: string; user?: { id?: string; _id?: string; profileId?: string | null; category?: string } } | undefined;
    if (answer.status !== 200 || !body?.token || !body.user) return null;
    const signedIn = { token: body.token, userId: body.user.id ?? body.user._id ?? '', profileId: body.user.profileId ?? null, category: body.user.category ?? '' };
    this.signedIn.set(account, signedIn);
    return signedIn;
  }

  async token(account: Account | null): Promise<string | undefined> {
    return account ? (await this.as(account))?.token : undefined;
  }

  /** Puts the host back to its seed; every session ends, so the accounts sign in again when needed. */
  async reset(): Promise<boolean> {
    if (!this.resettable) return false;
    const answer = await this.client.send('POST', '/demo/reset', { token: await this.token('admin') });
    this.signedIn.clear();
    return answer.status === 200;
  }
}
