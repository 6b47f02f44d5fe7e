/**
 * The shapes of PayPal REST JSON the adapter reads (docs/integrations.md §3: §3.1 token, §3.2–3.4
 * order representations of create, capture and get, capture refunds, §3.6 webhook events and the
 * verify-webhook-signature answer). Each schema names exactly the fields the adapter uses; objects
 * are loose (PayPal adds fields freely) and every field PayPal may leave out is optional. Parsing
 * happens at the edge, so an answer of another shape (an amount as a number, a status that is not
 * text, a list that is not a list) is refused instead of read as a silent null.
 */
import { z } from 'zod/mini';

const text = z.optional(z.string());

/** `{currency_code, value}`: money as PayPal's decimal text. */
export const amountSchema = z.looseObject({ currency_code: text, value: text });
export type WireAmount = z.infer<typeof amountSchema>;

/** `payer`, or `payment_source.paypal` which carries the same fields. */
export const payerSchema = z.looseObject({
  payer_id: text,
  account_id: text,
  email_address: text,
  name: z.optional(z.looseObject({ given_name: text, surname: text })),
  address: z.optional(z.looseObject({ country_code: text })),
});
export type WirePayer = z.infer<typeof payerSchema>;

/** A HATEOAS link (`rel: payer-action | approve | up | …`). */
export const linkSchema = z.looseObject({ rel: text, href: text });
export type WireLink = z.infer<typeof linkSchema>;

/** A capture as orders and capture webhooks carry it (§3.3). */
export const captureSchema = z.looseObject({
  id: text,
  status: text,
  amount: z.optional(amountSchema),
  create_time: text,
  update_time: text,
});
export type WireCapture = z.infer<typeof captureSchema>;

/** An order representation: create, capture and get answers, `CHECKOUT.ORDER.APPROVED` resource (§3.2–3.4). */
export const orderSchema = z.looseObject({
  id: text,
  status: text,
  purchase_units: z.optional(
    z.array(
      z.looseObject({
        custom_id: text,
        amount: z.optional(amountSchema),
        payments: z.optional(z.looseObject({ captures: z.optional(z.array(captureSchema)) })),
      }),
    ),
  ),
  payer: z.optional(payerSchema),
  payment_source: z.optional(z.looseObject({ paypal: z.optional(payerSchema) })),
  links: z.optional(z.array(linkSchema)),
});
export type WireOrder = z.infer<typeof orderSchema>;

/** `POST /v1/oauth2/token` answer (§3.1). A missing token is reported as `NO_TOKEN` by the adapter. */
export const tokenSchema = z.looseObject({ access_token: text, expires_in: z.optional(z.number()) });

/** `POST /v2/payments/captures/{id}/refund` answer: only its status word is read. */
export const refundSchema = z.looseObject({ status: text });

/** `POST /v1/notifications/verify-webhook-signature` answer (§3.6). */
export const verifyAnswerSchema = z.looseObject({ verification_status: text });

/** A webhook event (§3.6); its resource is read by event type with the schemas below. */
export const webhookEventSchema = z.looseObject({ id: z.string(), event_type: z.string(), resource: z.optional(z.unknown()) });

/** The resource of `PAYMENT.CAPTURE.*` events: a capture, or for REFUNDED the refund (§3.6). */
export const captureResourceSchema = z.looseObject({
  ...captureSchema.shape,
  custom_id: text,
  payer: z.optional(payerSchema),
  supplementary_data: z.optional(z.looseObject({ related_ids: z.optional(z.looseObject({ order_id: text })) })),
  links: z.optional(z.array(linkSchema)),
});
