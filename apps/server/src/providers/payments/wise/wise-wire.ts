/**
 * The shapes of Wise JSON the adapter reads (docs/integrations.md §4: the balances list, the
 * balance statement and the `balances#credit` / `balances#update` webhooks). Each schema names
 * exactly the fields the adapter uses; objects are loose (Wise adds fields freely) and a field Wise
 * may leave out, or writes as null (statement `details.*`), is optional. Parsing happens at the
 * edge, so an answer of another shape is refused instead of read as a silent undefined.
 */
import { z } from 'zod/mini';

const text = z.nullish(z.string());
/** Wise ids are numbers; a string is accepted too. */
const id = z.nullish(z.union([z.number(), z.string()]));
/** A decimal in major units, as a JSON number (`9.9`) or text (`"9.90"`). */
const decimal = z.nullish(z.union([z.number(), z.string()]));

/** `GET /v4/profiles/{profileId}/balances?types=STANDARD`: the balances, one per currency. */
export const balancesSchema = z.array(z.looseObject({ id, currency: text }));

/** A transaction of `statement.json` (`details.*` per integrations.md §4 [M]). */
export const statementTransactionSchema = z.looseObject({
  type: text,
  date: text,
  amount: z.nullish(z.looseObject({ value: decimal, currency: text })),
  referenceNumber: text,
  details: z.nullish(z.looseObject({ type: text, description: text, senderName: text, paymentReference: text })),
});

/** `GET /v1/profiles/{profileId}/balance-statements/{balanceId}/statement.json`. */
export const statementSchema = z.looseObject({ transactions: z.array(statementTransactionSchema) });

/** Any webhook delivery: its type, and `data` read per type. */
export const webhookEnvelopeSchema = z.looseObject({ event_type: z.string(), data: z.optional(z.unknown()) });

/** `data` of `balances#credit` (2.0.0) and `balances#update` (4.0.0). */
export const balanceWebhookDataSchema = z.looseObject({
  transaction_type: text,
  currency: text,
  amount: decimal,
  occurred_at: text,
  balance_id: id,
  transfer_reference: text,
  resource: z.nullish(z.looseObject({ id })),
});
