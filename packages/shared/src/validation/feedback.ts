/**
 * Field rules of spec §5 for the footer feedback form and the about-page contact form.
 * Messages are catalogue keys (`validation.*`), localised where they are shown.
 */
import { z } from 'zod/mini';
import { CONTACT_MESSAGE_MAX_CHARS, CONTACT_NAME_MAX_CHARS, EMAIL_MAX_CHARS, FEEDBACK_MAX_CHARS } from '../constants.js';

/**
 * Simple address pattern of spec §5 ("Email: required, simple address pattern"): one @, no spaces,
 * a dot in the domain. Deliberately permissive; delivery is the real check.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Feedback text: trimmed, non-empty, at most 500 characters (spec §5). Counts Unicode code points. */
export const FeedbackContentSchema = z.string({ error: 'validation.feedback.contentRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'validation.feedback.contentRequired' }),
  z.refine((value: string) => [...value].length <= FEEDBACK_MAX_CHARS, {
    error: 'validation.feedback.contentTooLong',
    params: { maximum: FEEDBACK_MAX_CHARS },
  }),
);

/** Email address: required, simple pattern (spec §5). */
export const EmailSchema = z.string({ error: 'validation.email.required' }).check(
  z.trim(),
  z.minLength(1, { error: 'validation.email.required' }),
  z.maxLength(EMAIL_MAX_CHARS, { error: 'validation.email.invalid' }),
  z.regex(EMAIL_PATTERN, { error: 'validation.email.invalid' }),
);

/** Contact form name: trimmed, 1–60 characters. */
export const ContactNameSchema = z.string({ error: 'validation.contact.nameRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'validation.contact.nameRequired' }),
  z.maxLength(CONTACT_NAME_MAX_CHARS, { error: 'validation.contact.nameTooLong' }),
);

/** Contact form message: trimmed, 1–2000 characters. */
export const ContactMessageSchema = z.string({ error: 'validation.contact.messageRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'validation.contact.messageRequired' }),
  z.maxLength(CONTACT_MESSAGE_MAX_CHARS, { error: 'validation.contact.messageTooLong' }),
);
