/**
 * The verification-code field with its get-code button (spec §2 register and forgot views; §4
 * code button; §5 rules). The button first checks the form's `account` field (warning when empty
 * or neither an email nor a phone number), then starts the 60 s countdown — disabled meanwhile,
 * labelled with the seconds left — and sends the code; a failed send cancels the countdown (the
 * request client shows why). The code itself must be exactly 6 digits.
 */
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendCodeQuery } from '@dali/shared/contracts/auth';
import { VERIFY_CODE_LENGTH } from '@dali/shared/constants';
import { VerifyCodeSchema } from '@dali/shared/validation/auth';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { zodRule } from '../../../lib/zod-rule';
import { checkCodeAccount } from '../form-support';
import type { CodeCountdown } from '../hooks/use-code-countdown';

export interface CodeFieldProps {
  form: FormInstance;
  /** The form's `name`, which prefixes its field ids (for the label). */
  formName: string;
  countdown: CodeCountdown;
  /** Sends the code (register or reset endpoint); rejects when sending failed. */
  send: (query: SendCodeQuery) => Promise<{ message: string }>;
}

/** Code input and get-code button. */
export function CodeField({ form, formName, countdown, send }: CodeFieldProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [sending, setSending] = useState(false);

  const getCode = async () => {
    const target = checkCodeAccount(form.getFieldValue('account'), locale);
    if (!target) return;
    countdown.start();
    setSending(true);
    try {
      const body = await send({ account: target.account, type: target.authType });
      toast.success(body.message || t('login.codeSent'));
    } catch {
      // The request client has toasted the reason; the button may be used again at once (spec §4).
      countdown.cancel();
    } finally {
      setSending(false);
    }
  };

  const waiting = countdown.remaining > 0;
  return (
    <Form.Item label={t('login.code')} htmlFor={`${formName}_verifyCode`} required>
      <Space.Compact block>
        <Form.Item name="verifyCode" noStyle rules={[zodRule(VerifyCodeSchema, locale)]}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFY_CODE_LENGTH}
            placeholder={t('login.codePlaceholder', { length: VERIFY_CODE_LENGTH })}
          />
        </Form.Item>
        <Button className="get-code-button" onClick={() => void getCode()} disabled={waiting || sending} aria-live="polite">
          {waiting ? t('login.resendIn', { seconds: countdown.remaining }) : t('login.getCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
