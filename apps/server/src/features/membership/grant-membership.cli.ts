/**
 * `npm run membership:grant -- <account> <packageId>`: grant a service package of
 * config/membership.json (one-day, one-week, one-month) to an account, as if it had been paid —
 * extending an active membership from its expiry, like a purchase. `npm run membership:grant --
 * <account> <LEVEL> --hours <n>` grants a bare level instead (e.g. an operator TRIAL of 72 hours).
 * `<account>` is a username, an email address (any case) or a phone number. The order id is
 * `operator-<uuid>`. Prints the resulting membership as JSON, expiry included.
 * Exit code 1 when the account or package does not exist or the configuration is bad.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { MEMBERSHIP_LEVELS } from '@dali/shared/contracts/membership';
import { formatMessage } from '@dali/shared/messages';
import { ConfigError, REPO_ROOT, loadConfig } from '../../config/env.js';
import { openDatabase } from '../../db/database.js';
import { isAppError } from '../../lib/app-error.js';
import { nextId } from '../../lib/ids.js';
import { MembershipConfigError, isMembershipLevel, loadMembershipConfig } from './membership-config.js';
import { createMembershipRepository } from './membership.repository.js';
import { createMembershipService, type GrantInput } from './membership.service.js';

const USAGE = 'usage: npm run membership:grant -- <username | email | phone> <packageId>\n       npm run membership:grant -- <username | email | phone> <LEVEL> --hours <n>';

try {
  const { values, positionals } = parseArgs({ options: { hours: { type: 'string' } }, allowPositionals: true });
  const [account, what] = positionals.map((p) => p.trim());
  if (!account || !what || positionals.length > 2) throw new Error(USAGE);
  const config = loadConfig();
  const membershipConfig = loadMembershipConfig({ file: config.MEMBERSHIP_CONFIG_FILE, paymentUrls: config.MEMBERSHIP_PAYMENT_URLS, qrImages: config.MEMBERSHIP_QR_IMAGES });
  if (isMembershipLevel(what) && !/^[1-9]\d{0,5}$/.test(values.hours ?? '')) throw new Error(`granting the level ${what} needs --hours <n> (a whole number of hours)\n${USAGE}`);
  if (!isMembershipLevel(what) && !membershipConfig.packages.some((p) => p.id === what)) {
    throw new Error(`no package ${JSON.stringify(what)}; packages: ${membershipConfig.packages.map((p) => p.id).join(', ')}; levels (with --hours): ${MEMBERSHIP_LEVELS.join(', ')}`);
  }
  const database = openDatabase({ url: config.DATABASE_URL, baseDir: REPO_ROOT });
  try {
    const repository = createMembershipRepository(database.db);
    const user = await repository.findUserByAnyName(account);
    if (!user) {
      console.error(`No account named ${JSON.stringify(account)} (username, email or phone).`);
      process.exitCode = 1;
    } else {
      const service = createMembershipService({ config: membershipConfig, repository, now: Date.now, nextId });
      const orderId = `operator-${randomUUID()}`;
      const target: GrantInput = isMembershipLevel(what)
        ? { userId: user.id, orderId, level: what, durationHours: Number(values.hours) }
        : { userId: user.id, orderId, packageId: what };
      const { membership } = await service.grantMembership(target);
      console.log(
        JSON.stringify({
          userId: user.id,
          username: user.username,
          orderId,
          level: membership.level,
          packageId: membership.packageId,
          membershipStartTime: new Date(membership.startAt).toISOString(),
          membershipExpireTime: new Date(membership.expireAt).toISOString(),
        }),
      );
    }
  } finally {
    await database.destroy();
  }
} catch (error) {
  const message =
    error instanceof ConfigError || error instanceof MembershipConfigError
      ? error.message
      : isAppError(error)
        ? `${error.errorName}: ${formatMessage(error.messageKey, 'en-US', error.params)}`
        : error instanceof Error
          ? error.message
          : error;
  console.error(message);
  process.exitCode = 1;
}
