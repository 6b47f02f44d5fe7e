/**
 * The forgot-password view (spec §2, §3 reset request, §5 rules): account (email or phone), 6-digit
 * code with the reset countdown, new password and confirmation; links back to login and to
 * register. Fields are checked on blur and on submit (Enter submits). Success returns to the login
 * view with the account filled in (spec §4); server messages are toasted by the request client
 * and, for a 400, also shown under their fields.
 */
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResetPasswordRequest } from '@dali/shared/contracts/auth';
import { AccountSchema, PasswordSchema } from '@dali/shared/validation/auth';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { zodRule } from '../../../lib/zod-rule';
import { useResetPassword } from '../api/reset-password';
import { sendResetPasswordCode } from '../api/send-reset-password-code';
import type { LoginDialogView, LoginPrefill } from '../dialog-view';
import { accountFields, confirmRules, showServerFieldErrors } from '../form-support';
import type { CodeCountdown } from '../hooks/use-code-countdown';
import { CodeField } from './code-field';

interface ForgotValues {
  account: string;
  verifyCode: string;
  newPassword: string;
  confirmPassword: string;
}

/** Request fields whose server messages show under a field of this form. */
const SERVER_FIELDS = { email: 'account', phone: 'account', verifyCode: 'verifyCode', newPassword: 'newPassword', confirmPassword: 'confirmPassword' };

export interface ForgotFormProps {
  /** The reset get-code countdown (kept by the dialog, apart from the register one). */
  countdown: CodeCountdown;
  onNavigate: (view: LoginDialogView) => void;
  /** Called after a successful reset with the account to log in with. */
  onReset: (prefill: LoginPrefill) => void;
}

/**
 * Forgot-password view of the login dialog (spec §2, §4); `onReset` gets the account to prefill
 * the login view with.
 */
export function ForgotForm({ countdown, onNavigate, onReset }: ForgotFormProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm<ForgotValues>();
  const reset = useResetPassword();

  const onFinish = (values: ForgotValues) => {
    const account = accountFields(values.account);
    const input: ResetPasswordRequest = {
      ...account,
      verifyCode: values.verifyCode.trim(),
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    };
    reset.mutate(input, {
      onSuccess: (body) => {
        toast.success(body.message || t('login.resetDone'));
        onReset({ authType: account.authType, account: values.account.trim() });
      },
      onError: (error) => showServerFieldErrors(form, error, SERVER_FIELDS),
    });
  };

  return (
    <Form form={form} name="forgot" layout="vertical" requiredMark={false} validateTrigger="onBlur" onFinish={onFinish}>
      <p className="login-lead">{t('login.forgotLead')}</p>
      <Form.Item name="account" label={t('login.account')} rules={[zodRule(AccountSchema, locale)]}>
        <Input autoComplete="username" placeholder={t('login.accountPlaceholder')} />
      </Form.Item>
      <CodeField form={form} formName="forgot" countdown={countdown} send={sendResetPasswordCode} />
      <Form.Item name="newPassword" label={t('login.newPassword')} rules={[zodRule(PasswordSchema, locale)]}>
        <Input.Password autoComplete="new-password" placeholder={t('login.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('login.confirmPassword')} dependencies={['newPassword']} rules={confirmRules('newPassword', locale)}>
        <Input.Password autoComplete="new-password" placeholder={t('login.confirmPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending} className="login-submit">
        {t('login.submit.reset')}
      </Button>
      <p className="login-switch">
        <Button type="link" className="login-link" onClick={() => onNavigate('login')}>
          {t('login.backToLogin')}
        </Button>
        <Button type="link" className="login-link" onClick={() => onNavigate('register')}>
          {t('login.toRegister')}
        </Button>
      </p>
    </Form>
  );
}
