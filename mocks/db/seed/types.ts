import type {
  CommentRecord,
  ContractRecord,
  ForeignProfileRecord,
  InvestorProfileRecord,
  LocalProfileRecord,
  MilestoneRecord,
  PartyKind,
  TaskRecord,
} from '../records';
import type { IdAllocator } from './ids';
import type { SlugRegistry } from './text';

export interface SeedUser {
  id: string;
  name: string;
  businessName: string;
  email: string;
  category: PartyKind | 'admin';
  hasCompletedProfile: boolean;
  /** Plain demo password; the loader hashes it. null = an account without a login. */
  password: string | null;
  createdAt: string;
}

export interface SeedData {
  users: SeedUser[];
  foreignProfiles: ForeignProfileRecord[];
  localProfiles: LocalProfileRecord[];
  investorProfiles: InvestorProfileRecord[];
  contracts: ContractRecord[];
  milestones: MilestoneRecord[];
  tasks: TaskRecord[];
  comments: CommentRecord[];
}

/** Shared id counters and e-mail slugs of one seed build. */
export interface SeedContext {
  ids: IdAllocator;
  slugs: SlugRegistry;
}

export const DEMO_PASSWORD = 'corridor-demo';

export interface Built<P> {
  user: SeedUser;
  profile: P;
}
