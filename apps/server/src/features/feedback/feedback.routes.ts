/**
 * `POST /api/v1/feedback/submit` (spec §5, §7) and `POST /api/v1/contact` (about page, spec §3),
 * both rate-limited per client.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@dali/shared/errors';
import {
  SubmitContactRequestSchema,
  SubmitContactResponseSchema,
  SubmitFeedbackRequestSchema,
  SubmitFeedbackResponseSchema,
} from '@dali/shared/contracts/feedback';
import { ok } from '../../lib/envelope.js';
import { presentReceipt } from './feedback.presenter.js';
import type { FeedbackService } from './feedback.service.js';

export interface FeedbackRoutesOptions {
  feedbackService: FeedbackService;
  /** Submissions allowed per client per minute on each form. */
  formsPerMinute: number;
}

const ERROR_RESPONSES = { 400: ErrorBodySchema, 429: ErrorBodySchema, 500: ErrorBodySchema };

/** Registers the feedback and contact routes under /api/v1. */
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { feedbackService, formsPerMinute }) => {
  const rateLimit = { max: formsPerMinute, timeWindow: 60_000 };

  app.post(
    '/feedback/submit',
    {
      config: { rateLimit },
      schema: {
        tags: ['feedback'],
        summary: 'Send footer feedback (trimmed, 1–500 characters)',
        body: SubmitFeedbackRequestSchema,
        response: { 200: SubmitFeedbackResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await feedbackService.submitFeedback({ ...request.body, userId: null });
      return ok(request.locale, presentReceipt(row), 'server.feedbackReceived');
    },
  );

  app.post(
    '/contact',
    {
      config: { rateLimit },
      schema: {
        tags: ['feedback'],
        summary: 'Send a message from the about-page contact form',
        body: SubmitContactRequestSchema,
        response: { 200: SubmitContactResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await feedbackService.submitContact({ ...request.body, languageCode: request.locale });
      return ok(request.locale, presentReceipt(row), 'server.contactReceived');
    },
  );
};
