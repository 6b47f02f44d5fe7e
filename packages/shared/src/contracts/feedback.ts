/**
 * Contracts of the footer feedback form (spec §3 "Feedback", §5, §7 `POST /api/v1/feedback/submit`)
 * and the about-page contact form (spec §3 "Contact and suggestion forms"; `POST /api/v1/contact`).
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { LocaleSchema } from '../locales.js';
import { ContactMessageSchema, ContactNameSchema, EmailSchema, FeedbackContentSchema } from '../validation/feedback.js';

/** Body of `POST /api/v1/feedback/submit`. `languageCode` is the interface locale (zh-TW → zh-HK). */
export const SubmitFeedbackRequestSchema = z.object({
  content: FeedbackContentSchema.check(z.describe('Feedback text, trimmed, 1–500 characters')),
  languageCode: LocaleSchema.check(z.describe('Interface locale of the sender: zh-CN, zh-HK or en-US')),
});
export type SubmitFeedbackRequest = z.infer<typeof SubmitFeedbackRequestSchema>;

/** Receipt of a stored form submission: its id and time. */
export const SubmissionReceiptSchema = z.object({
  id: z.string().check(z.describe('Id of the stored submission')),
  createdAt: z.int().check(z.describe('Time stored, epoch ms')),
});
export type SubmissionReceipt = z.infer<typeof SubmissionReceiptSchema>;

/** Answer of `POST /api/v1/feedback/submit`. */
export const SubmitFeedbackResponseSchema = successEnvelope(SubmissionReceiptSchema);
export type SubmitFeedbackResponse = z.infer<typeof SubmitFeedbackResponseSchema>;

/** Body of `POST /api/v1/contact`. */
export const SubmitContactRequestSchema = z.object({
  name: ContactNameSchema.check(z.describe('Sender name, 1–60 characters')),
  email: EmailSchema.check(z.describe('Reply address')),
  message: ContactMessageSchema.check(z.describe('Message, 1–2000 characters')),
});
export type SubmitContactRequest = z.infer<typeof SubmitContactRequestSchema>;

/** Answer of `POST /api/v1/contact`. */
export const SubmitContactResponseSchema = successEnvelope(SubmissionReceiptSchema);
export type SubmitContactResponse = z.infer<typeof SubmitContactResponseSchema>;
