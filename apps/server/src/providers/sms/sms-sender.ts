/**
 * Outgoing SMS verification codes: one interface, an `aliyun` provider (Alibaba Cloud SMS,
 * Dysmsapi `SendSms`) and an `outbox` provider (the embedded default: stored and logged).
 */

/** A verification code to text to one mainland China mobile number. */
export interface SmsCodeMessage {
  /** 11-digit number, e.g. 13812345678. */
  phone: string;
  /** The 6-digit code (the provider's approved template places it). */
  code: string;
  /** The full text, for providers that send free text (the outbox). */
  text: string;
}

/** Texts verification codes: `aliyun` through Dysmsapi `SendSms`, or `outbox` (stored and logged). */
export interface SmsSender {
  readonly kind: 'aliyun' | 'outbox';
  /**
   * Send (or keep) one code message.
   * @throws when the provider refuses it (signature, template, quota, unreachable).
   */
  sendCode(message: SmsCodeMessage): Promise<void>;
}
