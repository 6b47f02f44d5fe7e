/**
 * Puts the payments feature together (docs/decisions/0016-payments.md): chooses a gateway per
 * method from the configuration — PayPal, WeChat Pay and Wise where their variables are set, the
 * embedded test checkout for the others when PAYMENTS_SANDBOX allows it (default `auto`: everywhere
 * but a deployment that sets NODE_ENV=production) — builds the service, and runs reconciliation shortly after start and
 * every PAYMENTS_RECONCILE_INTERVAL_MS. `buildApp` registers what this returns.
 */
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { PaymentMethod } from '@dali/shared/contracts/payments';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.js';
import { createPayPalGateway, PAYPAL_BASE_URLS } from '../../providers/payments/paypal/paypal-gateway.js';
import { createWeChatPayGateway } from '../../providers/payments/wechat/wechatpay-gateway.js';
import { createWiseGateway } from '../../providers/payments/wise/wise-gateway.js';
import { createPaymentsRepository } from './payments.repository.js';
import type { ConfiguredGateways, PaymentsRoutesOptions } from './payments.routes.js';
import { createPaymentsService, type MembershipPort, type PaymentGateways, type PaymentsLogger, type PaymentsService } from './payments.service.js';
import { createSandboxGateway } from './sandbox/sandbox-gateway.js';

/** What tests may replace. */
export interface PaymentsOverrides {
  /** Clock, epoch ms. */
  now?: () => number;
  /** Adapters instead of the configured ones (e.g. pointed at local fakes); `undefined` keeps the configured one. */
  gateways?: Partial<Omit<ConfiguredGateways, 'sandbox'>>;
  /** Reconciliation interval, ms; 0 turns the timer off (tests call `reconcile()` themselves). */
  reconcileIntervalMs?: number;
}

/** The assembled feature. */
export interface Payments {
  paymentsService: PaymentsService;
  gateways: ConfiguredGateways;
  routes: PaymentsRoutesOptions;
  /** Stop reconciliation. */
  close(): void;
}

/**
 * True when the embedded test checkout may stand in for unconfigured methods: PAYMENTS_SANDBOX=true,
 * which `auto` (the default) becomes unless NODE_ENV=production is set explicitly (config/env.ts).
 */
export function sandboxEnabled(config: Pick<AppConfig, 'PAYMENTS_SANDBOX'>): boolean {
  return config.PAYMENTS_SANDBOX === 'true';
}

/** The real adapters the configuration names (null where a provider's variables are not set). */
export function configuredProviderGateways(config: AppConfig): Omit<ConfiguredGateways, 'sandbox'> {
  const timeoutMs = config.PAYMENTS_TIMEOUT_MS;
  const paypal =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
      ? createPayPalGateway({
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          baseUrl: config.PAYPAL_BASE_URL ?? PAYPAL_BASE_URLS[config.PAYPAL_ENV],
          webhookId: config.PAYPAL_WEBHOOK_ID ?? null,
          brandName: config.PAYPAL_BRAND_NAME,
          timeoutMs,
        })
      : null;
  const wechat =
    config.WECHATPAY_APP_ID && config.WECHATPAY_MCH_ID && config.WECHATPAY_MERCHANT_SERIAL_NO && config.WECHATPAY_MERCHANT_PRIVATE_KEY_FILE && config.WECHATPAY_API_V3_KEY
      ? createWeChatPayGateway({
          appId: config.WECHATPAY_APP_ID,
          mchId: config.WECHATPAY_MCH_ID,
          merchantSerialNo: config.WECHATPAY_MERCHANT_SERIAL_NO,
          merchantPrivateKey: fs.readFileSync(config.WECHATPAY_MERCHANT_PRIVATE_KEY_FILE, 'utf8'),
          apiV3Key: config.WECHATPAY_API_V3_KEY,
          platformPublicKey:
            config.WECHATPAY_PUBLIC_KEY_ID && config.WECHATPAY_PUBLIC_KEY_FILE
              ? { id: config.WECHATPAY_PUBLIC_KEY_ID, pem: fs.readFileSync(config.WECHATPAY_PUBLIC_KEY_FILE, 'utf8') }
              : null,
          baseUrl: config.WECHATPAY_BASE_URL,
          timeoutMs,
        })
      : null;
  const wise =
    config.WISE_ACCOUNT_DETAILS || config.WISE_PAY_LINK
      ? createWiseGateway({
          apiToken: config.WISE_API_TOKEN ?? null,
          profileId: config.WISE_PROFILE_ID ?? null,
          baseUrl: config.WISE_BASE_URL,
          webhookPublicKey: config.WISE_WEBHOOK_PUBLIC_KEY_FILE ? fs.readFileSync(config.WISE_WEBHOOK_PUBLIC_KEY_FILE, 'utf8') : null,
          accountDetails: config.WISE_ACCOUNT_DETAILS ?? {},
          payLink: config.WISE_PAY_LINK ?? null,
          timeoutMs,
        })
      : null;
  return { paypal, wechat, wise };
}

/**
 * Build the payments feature.
 * @throws Error when a configured key file cannot be read or a key does not parse (start-up stops).
 */
export function setUpPayments(input: {
  config: AppConfig;
  db: Kysely<Database>;
  memberships: MembershipPort;
  packageName: PaymentsRoutesOptions['packageName'];
  logger: PaymentsLogger;
  overrides?: PaymentsOverrides;
}): Payments {
  const { config, db, memberships, logger, overrides = {} } = input;
  const now = overrides.now ?? Date.now;
  const repository = createPaymentsRepository(db);
  const configured = configuredProviderGateways(config);
  const gateways: ConfiguredGateways = {
    sandbox: sandboxEnabled(config) ? createSandboxGateway({ repository, now }) : null,
    paypal: overrides.gateways?.paypal !== undefined ? overrides.gateways.paypal : configured.paypal,
    wechat: overrides.gateways?.wechat !== undefined ? overrides.gateways.wechat : configured.wechat,
    wise: overrides.gateways?.wise !== undefined ? overrides.gateways.wise : configured.wise,
  };
  const registry: PaymentGateways = {
    forMethod: (method: PaymentMethod): PaymentGateway | null => gateways[method] ?? gateways.sandbox,
    byProvider: (provider: string): PaymentGateway | null =>
      provider === 'sandbox' || provider === 'paypal' || provider === 'wechat' || provider === 'wise' ? gateways[provider] : null,
    newReference: (provider) => (provider === 'wise' && gateways.wise ? gateways.wise.newReference() : (gateways.sandbox?.newReference() ?? `TS${nextId().slice(-8)}`)),
  };
  const paymentsService = createPaymentsService({ repository, memberships, gateways: registry, logger, now, nextId });

  const intervalMs = overrides.reconcileIntervalMs ?? config.PAYMENTS_RECONCILE_INTERVAL_MS;
  const timers: NodeJS.Timeout[] = [];
  if (intervalMs > 0) {
    let running = false;
    const pass = () => {
      if (running) return;
      running = true;
      paymentsService
        .reconcile()
        .then((result) => {
          if (result.checked > 0 || result.regranted > 0) logger.info({ ...result }, 'payment reconciliation pass');
        })
        .catch((err: unknown) => logger.warn({ err }, 'payment reconciliation pass failed'))
        .finally(() => {
          running = false;
        });
    };
    // Shortly after start (not during it), then every interval.
    const first = setTimeout(pass, Math.min(10_000, intervalMs));
    first.unref();
    const every = setInterval(pass, intervalMs);
    every.unref();
    timers.push(first, every);
  }

  return {
    paymentsService,
    gateways,
    routes: { paymentsService, gateways, packageName: input.packageName, publicBaseUrl: config.PUBLIC_BASE_URL ?? null, createsPerMinute: 20 },
    close: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
