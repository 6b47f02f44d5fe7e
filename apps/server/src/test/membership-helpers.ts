/**
 * Helpers for membership and quota tests: the repository's membership configuration (or a copy with
 * other limits), and the membership and quota services over a test database with a clock tests move.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { REPO_ROOT } from '../config/env.js';
import type { Database } from '../db/schema.js';
import { loadMembershipConfig, type MembershipConfig } from '../features/membership/membership-config.js';
import { createMembershipRepository } from '../features/membership/membership.repository.js';
import { createMembershipService } from '../features/membership/membership.service.js';
import { createQuotaRepository } from '../features/membership/quota.repository.js';
import { createQuotaService } from '../features/membership/quota.service.js';
import { nextId } from '../lib/ids.js';

/** config/membership.json of the repository, freshly read (callers may change their copy). */
export function repoMembershipConfig(): MembershipConfig {
  return loadMembershipConfig({ file: path.join(REPO_ROOT, 'config/membership.json') });
}

/** The repository configuration changed by `change` (a fresh copy each call). */
export function membershipConfigWith(change: (config: MembershipConfig) => void): MembershipConfig {
  const config = repoMembershipConfig();
  change(config);
  return config;
}

/** Membership and quota services over `db`, with `now` as their clock. */
export function createMembershipServices(db: Kysely<Database>, options: { config?: MembershipConfig; now: () => number }) {
  const config = options.config ?? repoMembershipConfig();
  const repository = createMembershipRepository(db);
  const quotas = createQuotaRepository(db);
  return {
    config,
    repository,
    quotas,
    membershipService: createMembershipService({ config, repository, now: options.now, nextId }),
    quota: createQuotaService({ config, quotas, memberships: repository, now: options.now }),
  };
}

/** Every quota counter row of `db`, sorted, as `kind/id/api/window=used` strings (assertions). */
export async function counterRows(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('quotaCounters').select(['subjectKind', 'subjectId', 'apiName', 'windowKey', 'used']).execute();
  return rows.map((r) => `${r.subjectKind}/${r.subjectId}/${r.apiName}/${r.windowKey}=${r.used}`).sort();
}
