/**
 * The login view (spec §2, §3 login request, §4 successful login, §5 rules): email or phone tab,
 * password, remember me, agreement; links to forgot password and register. Fields are checked on
 * blur and on submit (Enter submits). A failed login only stops loading: the request client has
 * toasted the server's message (spec §8).
 */
import { Button, Checkbox, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@dali/shared/contracts/auth';
import { LoginEmailSchema, PasswordSchema, PhoneSchema, type AuthType } from '@dali/shared/validation/auth';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { getVisitorId } from '../../../lib/visitor-id';
import { zodRule } from '../../../lib/zod-rule';
import { useLogInRequest } from '../api/login';
import type { LoginDialogView, LoginPrefill } from '../dialog-view';
import { checkAgreement } from '../form-support';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AgreementField } from './agreement-field';

interface LoginValues {
  email?: string;
  phone?: string;
  password: string;
  rememberMe?: boolean;
}

export interface LoginFormProps {
  /** Account to start with (after register or reset). */
  prefill: LoginPrefill | null;
  onNavigate: (view: LoginDialogView) => void;
  /** Called after a successful login (the dialog closes). */
  onLoggedIn: () => void;
}

/**
 * Login view of the login dialog (spec §2, §4; see module comment); `onLoggedIn` runs once the
 * session is stored.
 */
export function LoginForm({ prefill, onNavigate, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm<LoginValues>();
  const [authType, setAuthType] = useState<AuthType>(prefill?.authType ?? 'EMAIL');
  const [agreed, setAgreed] = useState(false);
  const login = useLogInRequest();
  const completeLogin = useCompleteLogin();

  const onFinish = (values: LoginValues) => {
    if (!checkAgreement(agreed, locale)) return;
    const input = {
      authType,
      email: authType === 'EMAIL' ? (values.email ?? '').trim() : null,
      phone: authType === 'PHONE' ? (values.phone ?? '').trim() : null,
      password: values.password,
      deviceId: getVisitorId(),
      deviceType: 'web',
      rememberMe: values.rememberMe === true,
    } satisfies LoginRequest;
    login.mutate(input, {
      onSuccess: (body) => {
        completeLogin(body.data, input.rememberMe);
        toast.success(t('login.welcome', { name: body.data.username }));
        onLoggedIn();
      },
    });
  };

  const accountItem = (type: AuthType) =>
    type === 'EMAIL' ? (
      <Form.Item name="email" label={t('login.email')} rules={[zodRule(LoginEmailSchema, locale)]}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder={t('login.emailPlaceholder')} />
      </Form.Item>
    ) : (
      <Form.Item name="phone" label={t('login.phone')} rules={[zodRule(PhoneSchema, locale)]}>
        <Input type="tel" autoComplete="tel" inputMode="numeric" maxLength={11} placeholder={t('login.phonePlaceholder')} />
      </Form.Item>
    );

  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      onFinish={onFinish}
      initialValues={{
        email: prefill?.authType === 'EMAIL' ? prefill.account : '',
        phone: prefill?.authType === 'PHONE' ? prefill.account : '',
        rememberMe: false,
      }}
    >
      <Tabs
        className="login-tabs"
        activeKey={authType}
        onChange={(key) => setAuthType(key === 'PHONE' ? 'PHONE' : 'EMAIL')}
        destroyOnHidden
        items={[
          { key: 'EMAIL', label: t('login.tabs.email'), children: accountItem('EMAIL') },
          { key: 'PHONE', label: t('login.tabs.phone'), children: accountItem('PHONE') },
        ]}
      />
      <Form.Item name="password" label={t('login.password')} rules={[zodRule(PasswordSchema, locale)]}>
        <Input.Password autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
      </Form.Item>
      <div className="login-row">
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        <Button type="link" className="login-link" onClick={() => onNavigate('forgot')}>
          {t('login.forgotPassword')}
        </Button>
      </div>
      <AgreementField checked={agreed} onChange={setAgreed} />
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending} className="login-submit">
        {t('login.submit.login')}
      </Button>
      <p className="login-switch">
        {t('login.noAccount')}
        <Button type="link" className="login-link" onClick={() => onNavigate('register')}>
          {t('login.toRegister')}
        </Button>
      </p>
    </Form>
  );
}
