/**
 * The register view (spec §2, §3 register request, §5 rules): username, account (email or
 * phone), password, confirmation, 6-digit code with the register countdown, agreement; link back
 * to login. Fields are checked on blur and on submit (Enter submits). Success returns to the login
 * view with the account filled in (spec §4); server messages are toasted by the request client
 * and, for a 400, also shown under their fields.
 */
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterRequest } from '@dali/shared/contracts/auth';
import { AccountSchema, PasswordSchema, UsernameSchema } from '@dali/shared/validation/auth';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { zodRule } from '../../../lib/zod-rule';
import { useRegister } from '../api/register';
import { sendRegisterCode } from '../api/send-register-code';
import type { LoginDialogView, LoginPrefill } from '../dialog-view';
import { accountFields, checkAgreement, confirmRules, showServerFieldErrors } from '../form-support';
import type { CodeCountdown } from '../hooks/use-code-countdown';
import { AgreementField } from './agreement-field';
import { CodeField } from './code-field';

interface RegisterValues {
  username: string;
  account: string;
  password: string;
  confirmPassword: string;
  verifyCode: string;
}

/** Request fields whose server messages show under a field of this form. */
const SERVER_FIELDS = { username: 'username', email: 'account', phone: 'account', password: 'password', confirmPassword: 'confirmPassword', verifyCode: 'verifyCode' };

export interface RegisterFormProps {
  /** The register get-code countdown (kept by the dialog, apart from the reset one). */
  countdown: CodeCountdown;
  onNavigate: (view: LoginDialogView) => void;
  /** Called after a successful registration with the account to log in with. */
  onRegistered: (prefill: LoginPrefill) => void;
}

/** The browser's IANA time zone, if it tells. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Register view of the login dialog (spec §2, §4); `onRegistered` gets the account to prefill the
 * login view with.
 */
export function RegisterForm({ countdown, onNavigate, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm<RegisterValues>();
  const [agreed, setAgreed] = useState(false);
  const registration = useRegister();

  const onFinish = (values: RegisterValues) => {
    if (!checkAgreement(agreed, locale)) return;
    const account = accountFields(values.account);
    const input: RegisterRequest = {
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...account,
      verifyCode: values.verifyCode.trim(),
      languagePreference: locale,
      timezone: browserTimeZone(),
      agreeTerms: true,
    };
    registration.mutate(input, {
      onSuccess: (body) => {
        toast.success(body.message || t('login.registered'));
        onRegistered({ authType: account.authType, account: values.account.trim() });
      },
      onError: (error) => showServerFieldErrors(form, error, SERVER_FIELDS),
    });
  };

  return (
    <Form form={form} name="register" layout="vertical" requiredMark={false} validateTrigger="onBlur" onFinish={onFinish}>
      <Form.Item name="username" label={t('login.username')} rules={[zodRule(UsernameSchema, locale)]}>
        <Input autoComplete="nickname" placeholder={t('login.usernamePlaceholder')} />
      </Form.Item>
      <Form.Item name="account" label={t('login.account')} rules={[zodRule(AccountSchema, locale)]}>
        <Input autoComplete="username" placeholder={t('login.accountPlaceholder')} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[zodRule(PasswordSchema, locale)]}>
        <Input.Password autoComplete="new-password" placeholder={t('login.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('login.confirmPassword')} dependencies={['password']} rules={confirmRules('password', locale)}>
        <Input.Password autoComplete="new-password" placeholder={t('login.confirmPlaceholder')} />
      </Form.Item>
      <CodeField form={form} formName="register" countdown={countdown} send={sendRegisterCode} />
      <AgreementField checked={agreed} onChange={setAgreed} />
      <Button type="primary" htmlType="submit" block size="large" loading={registration.isPending} className="login-submit">
        {t('login.submit.register')}
      </Button>
      <p className="login-switch">
        {t('login.haveAccount')}
        <Button type="link" className="login-link" onClick={() => onNavigate('login')}>
          {t('login.toLogin')}
        </Button>
      </p>
    </Form>
  );
}
