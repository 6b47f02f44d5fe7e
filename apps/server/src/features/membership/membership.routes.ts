/**
 * Membership and quota routes (spec §7; contracts in packages/shared/src/contracts/membership.ts):
 * under /api/v1
 * - `GET /membership/plans/current-user` (logged in, else 401): the caller's latest membership,
 *   active or expired, or null;
 * - `GET /membership/packages`: the service packages in price order;
 * - `GET /voice/rate-limit/remaining`: the caller's remaining voice count;
 * and under /ai_api/v1
 * - `GET /base_api/visitor/remaining_count?user_id=&type=`: remaining count of one feature.
 * Names and descriptions are in the request locale.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  CurrentMembershipResponseSchema,
  PackagesResponseSchema,
  QUOTA_TYPES,
  RemainingCountQuerySchema,
  RemainingCountResponseSchema,
  VISITOR_FINGERPRINT_HEADER,
  VoiceRemainingResponseSchema,
} from '@dali/shared/contracts/membership';
import { ErrorBodySchema } from '@dali/shared/errors';
import { ok } from '../../lib/envelope.js';
import type { QuotaGate, QuotaSubject } from '../../lib/quota.js';
import { quotaSubjectOf, visitorFingerprint } from '../../lib/quota-meter.js';
import { requireUser, userRequired } from '../../plugins/auth.js';
import type { MembershipConfig } from './membership-config.js';
import { presentMembership, presentPackage, presentRemaining } from './membership.presenter.js';
import type { MembershipService } from './membership.service.js';

/** Options of the membership routes. */
export interface MembershipRoutesOptions {
  membershipService: MembershipService;
  quota: QuotaGate;
  config: MembershipConfig;
}

// Documents the visitor header in OpenAPI; every other header passes through untouched.
const VisitorHeadersSchema = z.looseObject({
  [VISITOR_FINGERPRINT_HEADER]: z.optional(z.string().check(z.describe('Visitor fingerprint (8–128 visible ASCII characters); ignored for logged-in callers'))),
});

const VISITOR_RULES =
  'A logged-in caller is counted as that user (membership allowance while a membership is active, else the free user tier); ' +
  `a visitor by the \`${VISITOR_FINGERPRINT_HEADER}\` header, under a daily ceiling shared by every visitor of one client address ` +
  '(without a usable fingerprint only that ceiling counts). Days end at midnight Asia/Shanghai.';

/** Registers the membership routes and the voice remaining count under /api/v1. */
export const membershipRoutes: FastifyPluginAsyncZod<MembershipRoutesOptions> = async (app, { membershipService, quota, config }) => {
  app.get(
    '/membership/plans/current-user',
    {
      onRequest: userRequired,
      schema: {
        tags: ['membership'],
        summary: 'The caller’s membership (spec §3 membership info)',
        description:
          'The latest membership, active or expired (expired when `membershipExpireTime` is in the past), or `null` when the account never had one. ' +
          '`planName` is in the request locale. Visitors get 401.',
        response: { 200: CurrentMembershipResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const membership = await membershipService.currentMembership(requireUser(request).id);
      return ok(request.locale, membership && presentMembership(membership, config, request.locale));
    },
  );

  app.get(
    '/membership/packages',
    {
      schema: {
        tags: ['membership'],
        summary: 'Service packages in price order (spec §9)',
        description: 'Each with its level, price (major units and `priceMinor` cents), duration, payment link and QR image (null until configured) and the level’s API permissions.',
        response: { 200: PackagesResponseSchema },
      },
    },
    async (request) => ok(request.locale, { packages: membershipService.listPackages().map((pkg) => presentPackage(pkg, config, request.locale)) }),
  );

  app.get(
    '/voice/rate-limit/remaining',
    {
      schema: {
        tags: ['membership'],
        summary: 'Remaining voice count of the caller',
        description: `\`data\` is an integer; 999999 when unlimited. ${VISITOR_RULES}`,
        headers: VisitorHeadersSchema,
        response: { 200: VoiceRemainingResponseSchema },
      },
    },
    async (request) => ok(request.locale, (await quota.remainingQuota(quotaSubjectOf(request), 'voice')).remaining),
  );
};

/** Registers the remaining-count route under /ai_api/v1. */
export const visitorQuotaRoutes: FastifyPluginAsyncZod<MembershipRoutesOptions> = async (app, { quota }) => {
  app.get(
    '/base_api/visitor/remaining_count',
    {
      schema: {
        tags: ['membership'],
        summary: 'Remaining count of one metered feature',
        description:
          '`type`: chat, planner, translation (characters) or voice. `user_id` is the caller’s user id, honoured only with that user’s token ' +
          '(so nobody reads another user’s count); any other value is a visitor fingerprint, counted under the daily ceiling of the client address. ' +
          '`remaining`, `limit` and `resetsAt` are those of the binding counter (day, membership window or address ceiling): the least remaining; ' +
          'on a tie the one that resets last, then the smaller limit. A refused call of the same caller (429/448) reports the same counter in its `data`.',
        querystring: RemainingCountQuerySchema,
        response: { 200: RemainingCountResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { user_id: id, type } = request.query;
      const subject: QuotaSubject =
        request.user && request.user.id === id ? { kind: 'user', userId: id } : { kind: 'visitor', fingerprint: visitorFingerprint(id), ip: request.ip };
      return ok(request.locale, presentRemaining(type, await quota.remainingQuota(subject, QUOTA_TYPES[type])));
    },
  );
};
