/**
 * About-page contact form (spec §3): name, email, message, validated with the shared rules on blur
 * and on submit; posts `POST /api/v1/contact`; success and failure toasts.
 */
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContactMessageSchema, ContactNameSchema, EmailSchema } from '@dali/shared/validation/feedback';
import { CONTACT_MESSAGE_MAX_CHARS, CONTACT_NAME_MAX_CHARS } from '@dali/shared/constants';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { zodRule } from '../../../lib/zod-rule';
import { useSubmitContact } from '../api/submit-contact';

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** Contact form of the about page: name, email and message (spec §3; see module comment). */
export function ContactForm() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm<ContactValues>();
  const submit = useSubmitContact();

  const onFinish = (values: ContactValues) => {
    submit.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      {
        onSuccess: (body) => {
          toast.success(body.message || t('about.sent'));
          form.resetFields();
        },
        onError: (error) => toast.error(t('about.failed', { reason: error.message })),
      },
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} validateTrigger="onBlur" requiredMark={false} name="contact">
      <Form.Item name="name" label={t('about.name')} rules={[zodRule(ContactNameSchema, locale)]}>
        <Input autoComplete="name" maxLength={CONTACT_NAME_MAX_CHARS} />
      </Form.Item>
      <Form.Item name="email" label={t('about.email')} rules={[zodRule(EmailSchema, locale)]}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item name="message" label={t('about.message')} rules={[zodRule(ContactMessageSchema, locale)]}>
        <Input.TextArea rows={5} showCount maxLength={CONTACT_MESSAGE_MAX_CHARS} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('about.send')}
      </Button>
    </Form>
  );
}
