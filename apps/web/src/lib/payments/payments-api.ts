/**
 * The payment calls of `@dali/shared/contracts/payments` (spec §4 full flow, §7 payment calls),
 * shared by the pricing feature (checkout, my orders) and the payment feature (payment modal,
 * /payment/return). Orders are created through the one generic route
 * `POST /api/v1/api/orders/create` with the method in the body, not the provider-specific create
 * routes: one call, one error mapping, whatever the method. Status queries use the generic
 * `GET /api/v1/api/orders/{orderId}`, except WeChat (`GET /api/v1/wechat/pay/query/{orderId}`, which
 * adds the WeChat trade state) and Wise ("I have paid": `POST /api/v1/wise/orders/status/check`).
 *
 * Every call is quiet: the payment screens show their own messages (spec §8 client messages),
 * mapped from the failure by {@link paymentErrorKey}; a 401 still ends the session.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { safeParse } from 'zod/mini';
import {
  ActiveMembershipNoticeSchema,
  PaymentMethodsResponseSchema,
  PaymentOrderResponseSchema,
  PaymentOrdersResponseSchema,
  WeChatOrderQueryResponseSchema,
  type ActiveMembershipNotice,
  type CreateOrderRequest,
  type PaymentMethodInfo,
  type PaymentOrder,
  type WeChatOrderQuery,
} from '@dali/shared/contracts/payments';
import { ERRORS } from '@dali/shared/errors';
import { ApiError, request } from '../api-client';
import { useSession } from '../session';

/** Create an order for a package (spec §4 "order created"). @throws ApiError (409 MEMBERSHIP_ACTIVE, 400, 404, 502, network). */
export async function createOrder(body: CreateOrderRequest): Promise<PaymentOrder> {
  const answer = await request('/api/v1/api/orders/create', { method: 'POST', body, schema: PaymentOrderResponseSchema, quiet: true });
  return answer.data;
}

/** The order and its status, the server asking the provider first while it is PENDING. @throws ApiError (404 ORDER_NOT_FOUND). */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<PaymentOrder> {
  const answer = await request(`/api/v1/api/orders/${encodeURIComponent(orderId)}`, { schema: PaymentOrderResponseSchema, quiet: true, signal });
  return answer.data;
}

/** A WeChat Pay order with its trade state (spec §4 WeChat order states). @throws ApiError. */
export async function queryWeChatOrder(orderId: string): Promise<WeChatOrderQuery> {
  const answer = await request(`/api/v1/wechat/pay/query/${encodeURIComponent(orderId)}`, { schema: WeChatOrderQueryResponseSchema, quiet: true });
  return answer.data;
}

/** "I have paid" of the Wise guide: the server looks for the transfer and answers the order. @throws ApiError. */
export async function checkWiseOrder(orderId: string): Promise<PaymentOrder> {
  const answer = await request('/api/v1/wise/orders/status/check', { method: 'POST', body: { orderId }, schema: PaymentOrderResponseSchema, quiet: true });
  return answer.data;
}

/** The caller's orders, newest first ("my orders"). @throws ApiError. */
export async function listOrders(signal?: AbortSignal): Promise<PaymentOrder[]> {
  const answer = await request('/api/v1/api/orders', { schema: PaymentOrdersResponseSchema, quiet: true, signal });
  return answer.data.orders;
}

/** Which methods the server offers and which run on the test checkout (`GET /api/v1/payments/methods`). @throws ApiError. */
export async function listPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodInfo[]> {
  const answer = await request('/api/v1/payments/methods', { schema: PaymentMethodsResponseSchema, quiet: true, signal });
  return answer.data.methods;
}

/**
 * The methods on offer, kept for the session (they change only with the server's configuration);
 * undefined while loading or when the call failed (the checkout then offers every method and the
 * server's answer to the order decides).
 */
export function usePaymentMethods() {
  return useQuery({ queryKey: ['payments', 'methods'], queryFn: ({ signal }) => listPaymentMethods(signal), staleTime: Infinity, retry: false });
}

/** Query key prefix of everything order-related; invalidate it after a payment changes. */
export const ORDERS_KEY = ['payments', 'orders'] as const;

/** Query options of the logged-in user's orders (keyed by user so another login never sees them). */
export function myOrdersQuery(userId: string) {
  return queryOptions({ queryKey: [...ORDERS_KEY, 'mine', userId], queryFn: ({ signal }) => listOrders(signal) });
}

/** The logged-in user's orders; idle for a visitor. */
export function useMyOrders() {
  const session = useSession();
  return useQuery({ ...myOrdersQuery(session?.userId ?? ''), enabled: session !== null });
}

/** Query options of one order's status (the return page's verification). */
export function orderQuery(orderId: string) {
  return queryOptions({ queryKey: [...ORDERS_KEY, 'one', orderId], queryFn: ({ signal }) => getOrder(orderId, signal), retry: false });
}

/** The notice of a 409 MEMBERSHIP_ACTIVE answer (current plan and expiry), else null. */
export function activeMembershipNotice(error: unknown): ActiveMembershipNotice | null {
  if (!(error instanceof ApiError) || error.code !== ERRORS.MEMBERSHIP_ACTIVE.code) return null;
  const parsed = safeParse(ActiveMembershipNoticeSchema, error.data);
  return parsed.success ? parsed.data : null;
}

/** Keys of the payment client messages (namespace `payment`, `errors.*`; spec §8). */
export type PaymentErrorKey =
  | 'paramsIncomplete'
  | 'userMissing'
  | 'verifyFailed'
  | 'createFailed'
  | 'network'
  | 'qrFailed'
  | 'orderNotFound'
  | 'notCompleted'
  | 'methodUnavailable'
  | 'orderNotPayable';

/**
 * Which client message a failed payment call shows: no connection or a timeout → network error;
 * 401 → user id missing, log in again; order unknown → order not found; method off → method
 * unavailable; order no longer payable; otherwise "create order failed" for a create call and
 * "payment verification failed" for a status call.
 */
export function paymentErrorKey(error: unknown, during: 'create' | 'verify'): PaymentErrorKey {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return 'network';
    if (error.kind === 'unauthorized') return 'userMissing';
    if (error.code === ERRORS.ORDER_NOT_FOUND.code) return 'orderNotFound';
    if (error.code === ERRORS.PAYMENT_METHOD_UNAVAILABLE.code) return 'methodUnavailable';
    if (error.code === ERRORS.ORDER_NOT_PAYABLE.code) return 'orderNotPayable';
  }
  return during === 'create' ? 'createFailed' : 'verifyFailed';
}
