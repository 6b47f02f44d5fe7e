/**
 * The texts of verification-code messages (email subject and body, SMS text) in the three interface
 * locales. Email goes out as plain text plus a minimal HTML part; the code is the only variable.
 */
import type { Locale } from '@dali/shared/locales';

/** What a code is for: finishing a registration, or resetting a password. */
export type CodePurpose = 'register' | 'reset';

/** One code message for every channel: email subject, plain-text and HTML parts, and the SMS text. */
export interface CodeMessage {
  subject: string;
  text: string;
  html: string;
  /** Short text for SMS. */
  sms: string;
}

type Template = (code: string, minutes: number) => { subject: string; lines: string[]; sms: string };

const TEMPLATES: Record<CodePurpose, Record<Locale, Template>> = {
  register: {
    'zh-CN': (code, minutes) => ({
      subject: `大理旅游指南注册验证码：${code}`,
      lines: [`您的注册验证码是 ${code}，${minutes} 分钟内有效。`, '如果不是您本人操作，请忽略这封邮件。'],
      sms: `【大理旅游指南】您的注册验证码是 ${code}，${minutes} 分钟内有效，请勿泄露给他人。`,
    }),
    'zh-HK': (code, minutes) => ({
      subject: `大理旅遊指南註冊驗證碼：${code}`,
      lines: [`您的註冊驗證碼是 ${code}，${minutes} 分鐘內有效。`, '如果不是您本人操作，請忽略這封電郵。'],
      sms: `【大理旅遊指南】您的註冊驗證碼是 ${code}，${minutes} 分鐘內有效，請勿告知他人。`,
    }),
    'en-US': (code, minutes) => ({
      subject: `Your Dali Guide sign-up code: ${code}`,
      lines: [`Your sign-up code is ${code}. It is valid for ${minutes} minutes.`, 'If you did not ask for it, ignore this email.'],
      sms: `[Dali Guide] Your sign-up code is ${code}, valid for ${minutes} minutes. Do not share it.`,
    }),
  },
  reset: {
    'zh-CN': (code, minutes) => ({
      subject: `大理旅游指南重置密码验证码：${code}`,
      lines: [`您正在重置密码，验证码是 ${code}，${minutes} 分钟内有效。`, '如果不是您本人操作，请忽略这封邮件，您的密码不会改变。'],
      sms: `【大理旅游指南】您正在重置密码，验证码是 ${code}，${minutes} 分钟内有效，请勿泄露给他人。`,
    }),
    'zh-HK': (code, minutes) => ({
      subject: `大理旅遊指南重設密碼驗證碼：${code}`,
      lines: [`您正在重設密碼，驗證碼是 ${code}，${minutes} 分鐘內有效。`, '如果不是您本人操作，請忽略這封電郵，您的密碼不會改變。'],
      sms: `【大理旅遊指南】您正在重設密碼，驗證碼是 ${code}，${minutes} 分鐘內有效，請勿告知他人。`,
    }),
    'en-US': (code, minutes) => ({
      subject: `Your Dali Guide password reset code: ${code}`,
      lines: [`Your password reset code is ${code}. It is valid for ${minutes} minutes.`, 'If you did not ask for it, ignore this email: your password stays as it is.'],
      sms: `[Dali Guide] Your password reset code is ${code}, valid for ${minutes} minutes. Do not share it.`,
    }),
  },
};

/** The message carrying `code` (digits only, so safe in HTML) for `purpose` in `locale`. */
export function renderCodeMessage(input: { purpose: CodePurpose; locale: Locale; code: string; validMinutes: number }): CodeMessage {
  const { subject, lines, sms } = TEMPLATES[input.purpose][input.locale](input.code, input.validMinutes);
  const html = `<!doctype html><html lang="${input.locale}"><body>${lines.map((line) => `<p>${line.replace(input.code, `<strong style="font-size:1.4em;letter-spacing:0.2em">${input.code}</strong>`)}</p>`).join('')}</body></html>`;
  return { subject, text: `${lines.join('\n\n')}\n`, html, sms };
}
