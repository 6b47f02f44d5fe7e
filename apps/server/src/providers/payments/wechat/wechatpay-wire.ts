/**
 * The shapes of WeChat Pay API v3 JSON the adapter reads (docs/integrations.md §2: §2.1 native
 * order and error bodies, §2.2 query order, §2.4 platform certificate list, §2.5 callback envelope
 * and decrypted transaction). Each schema names exactly the fields the adapter uses; objects are
 * loose (WeChat adds fields freely) and a field WeChat may leave out is optional. Parsing happens at
 * the edge, so an answer of another shape is refused instead of read as undefined.
 */
import { z } from 'zod/mini';

/** An AEAD_AES_256_GCM envelope: callback `resource`, certificate `encrypt_certificate` (§2.4–2.5). */
export const encryptedResourceSchema = z.looseObject({
  algorithm: z.optional(z.string()),
  ciphertext: z.string(),
  nonce: z.string(),
  associated_data: z.optional(z.nullable(z.string())),
});

/** A transaction as the query answers it and payment/refund callbacks carry it, decrypted (§2.2, §2.5). */
export const wireTransactionSchema = z.looseObject({
  out_trade_no: z.optional(z.string()),
  transaction_id: z.optional(z.string()),
  trade_state: z.optional(z.string()),
  success_time: z.optional(z.string()),
  payer: z.optional(z.looseObject({ openid: z.optional(z.string()) })),
  amount: z.optional(z.looseObject({ total: z.optional(z.number()), currency: z.optional(z.string()) })),
  /** Present on refund callbacks instead of `trade_state`. */
  refund_status: z.optional(z.string()),
});
export type WireTransaction = z.infer<typeof wireTransactionSchema>;

/** The answer to `POST /v3/pay/transactions/native` (§2.1): the QR code text. */
export const nativeOrderAnswerSchema = z.looseObject({ code_url: z.string().check(z.minLength(1)) });

/** The answer to `POST /v3/refund/domestic/refunds`: only its status word is read. */
export const refundAnswerSchema = z.looseObject({ status: z.optional(z.string()) });

/**
 * A non-2xx body (§2.1): `{code, message}`. Either field of another type counts as absent, since
 * the answer is an error anyway and its status alone decides what happens.
 */
export const errorBodySchema = z.looseObject({
  code: z.catch(z.optional(z.string()), undefined),
  message: z.catch(z.optional(z.string()), undefined),
});

/** A callback body before decryption (§2.5): id, event type and the encrypted resource. */
export const notificationEnvelopeSchema = z.looseObject({
  id: z.string(),
  event_type: z.string(),
  resource: encryptedResourceSchema,
});

/** The answer to `GET /v3/certificates` (§2.4): encrypted platform certificates with their serials. */
export const certificateListSchema = z.looseObject({
  data: z.optional(
    z.array(
      z.looseObject({
        serial_no: z.optional(z.string()),
        expire_time: z.optional(z.string()),
        encrypt_certificate: z.optional(encryptedResourceSchema),
      }),
    ),
  ),
});
