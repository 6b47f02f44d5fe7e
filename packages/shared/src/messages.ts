/**
 * Server message catalogue (spec §8 "Server messages") and validation messages (spec §5), in the three
 * interface locales. Keys are stable: clients and tests may rely on them; wording may change.
 * Placeholders are written `{name}` and filled by {@link formatMessage}.
 */
import type { Locale } from './locales.js';

type Catalogue = Record<string, Record<Locale, string>>;

const SERVER_MESSAGES = {
  'server.ok': { 'zh-CN': '成功', 'zh-HK': '成功', 'en-US': 'Success' },
  'server.usernameExists': { 'zh-CN': '用户名已存在', 'zh-HK': '用戶名稱已存在', 'en-US': 'This username is already taken' },
  'server.userNotFound': { 'zh-CN': '用户不存在', 'zh-HK': '用戶不存在', 'en-US': 'User does not exist' },
  'server.accountRegistered': {
    'zh-CN': '该手机号或邮箱已注册',
    'zh-HK': '此手機號碼或電郵已註冊',
    'en-US': 'This phone number or email is already registered',
  },
  'server.codeInvalid': { 'zh-CN': '验证码错误或已过期', 'zh-HK': '驗證碼錯誤或已過期', 'en-US': 'The verification code is wrong or has expired' },
  'server.badRequest': { 'zh-CN': '请求参数错误', 'zh-HK': '請求參數錯誤', 'en-US': 'Request parameter error' },
  'server.accountExists': { 'zh-CN': '账号已存在', 'zh-HK': '帳號已存在', 'en-US': 'This account already exists' },
  'server.notLoggedIn': { 'zh-CN': '未登录，请先登录', 'zh-HK': '未登入，請先登入', 'en-US': 'You are not logged in; please log in' },
  'server.forbidden': { 'zh-CN': '没有权限', 'zh-HK': '沒有權限', 'en-US': 'You do not have permission to do this' },
  'server.notFound': { 'zh-CN': '数据不存在', 'zh-HK': '資料不存在', 'en-US': 'Data does not exist' },
  'server.routeNotFound': {
    'zh-CN': '接口不存在：{method} {url}',
    'zh-HK': '介面不存在：{method} {url}',
    'en-US': 'No such API: {method} {url}',
  },
  'server.accessDenied': { 'zh-CN': '拒绝访问', 'zh-HK': '拒絕存取', 'en-US': 'Access denied' },
  'server.internal': {
    'zh-CN': '系统内部异常，请稍后重试',
    'zh-HK': '系統內部異常，請稍後再試',
    'en-US': 'System internal exception; please try again later',
  },
  'server.serviceUnavailable': {
    'zh-CN': '服务暂时不可用，请稍后重试',
    'zh-HK': '服務暫時無法使用，請稍後再試',
    'en-US': 'The service is temporarily unavailable; please try again shortly',
  },
  'server.operationFailed': { 'zh-CN': '操作失败', 'zh-HK': '操作失敗', 'en-US': 'Operation failed' },
  'server.passwordMismatch': { 'zh-CN': '两次输入的密码不一致', 'zh-HK': '兩次輸入的密碼不一致', 'en-US': 'The two passwords do not match' },
  'server.resetFailed': { 'zh-CN': '重置密码失败', 'zh-HK': '重設密碼失敗', 'en-US': 'Password reset failed' },
  'server.updateFailed': { 'zh-CN': '更新失败', 'zh-HK': '更新失敗', 'en-US': 'Update failed' },
  'server.fieldRequired': { 'zh-CN': '{field}不能为空', 'zh-HK': '{field}不能為空', 'en-US': '{field} is required' },
  'server.accountLocked': {
    'zh-CN': '失败次数过多，账号已暂时锁定，请 {minutes} 分钟后再试',
    'zh-HK': '失敗次數過多，帳號已暫時鎖定，請 {minutes} 分鐘後再試',
    'en-US': 'Too many failed attempts: the account is locked for {minutes} minutes',
  },
  'server.incorrectPassword': { 'zh-CN': '账号或密码错误', 'zh-HK': '帳號或密碼錯誤', 'en-US': 'Incorrect account or password' },
  'server.accountAbnormal': {
    'zh-CN': '账号状态异常，请联系我们',
    'zh-HK': '帳號狀態異常，請聯絡我們',
    'en-US': 'This account is not in a usable state; please contact us',
  },
  'server.translationEmptyFields': {
    'zh-CN': '文本、源语言和目标语言均不能为空',
    'zh-HK': '文字、來源語言和目標語言均不能為空',
    'en-US': 'Text, source language and target language are all required',
  },
  'server.translationTooLong': {
    'zh-CN': '文本不能超过 {maximum} 个字符',
    'zh-HK': '文字不能超過 {maximum} 個字元',
    'en-US': 'The text can be at most {maximum} characters',
  },
  'server.translationFailed': { 'zh-CN': '翻译服务异常', 'zh-HK': '翻譯服務異常', 'en-US': 'The translation service failed' },
  'server.anonymousLimit': {
    'zh-CN': '今日免费次数已用完，注册或登录后可继续使用',
    'zh-HK': '今日免費次數已用完，註冊或登入後可繼續使用',
    'en-US': "Today's free allowance is used up; register or log in to continue",
  },
  'server.quotaExhausted': {
    'zh-CN': '当前套餐的使用次数已用完，请升级或续费',
    'zh-HK': '目前套餐的使用次數已用完，請升級或續費',
    'en-US': "Your plan's allowance for this feature is used up; please upgrade or renew",
  },
  'server.tooManyRequests': {
    'zh-CN': '请求过于频繁，请 {seconds} 秒后再试',
    'zh-HK': '請求過於頻繁，請 {seconds} 秒後再試',
    'en-US': 'Too many requests; please try again in {seconds} s',
  },
  'server.payloadTooLarge': { 'zh-CN': '请求内容过大', 'zh-HK': '請求內容過大', 'en-US': 'The request is too large' },
  'server.unsupportedMediaType': {
    'zh-CN': '不支持的请求内容类型',
    'zh-HK': '不支援的請求內容類型',
    'en-US': 'Unsupported request content type',
  },
  'server.feedbackSaveFailed': { 'zh-CN': '保存反馈失败', 'zh-HK': '儲存意見失敗', 'en-US': 'Saving feedback failed' },
  'server.feedbackReceived': {
    'zh-CN': '感谢您的反馈，我们已收到',
    'zh-HK': '感謝您的意見，我們已經收到',
    'en-US': 'Thank you, we have received your feedback',
  },
  'server.contactReceived': {
    'zh-CN': '留言已收到，我们会通过邮件回复您',
    'zh-HK': '留言已收到，我們會以電郵回覆您',
    'en-US': 'Message received; we will reply by email',
  },
  'server.sessionExpired': {
    'zh-CN': '登录已过期，请重新登录',
    'zh-HK': '登入已過期，請重新登入',
    'en-US': 'Your login has expired; please log in again',
  },
  'server.codeSent': { 'zh-CN': '验证码已发送', 'zh-HK': '驗證碼已發送', 'en-US': 'Verification code sent' },
  'server.codeResendWait': {
    'zh-CN': '请 {seconds} 秒后再获取验证码',
    'zh-HK': '請 {seconds} 秒後再索取驗證碼',
    'en-US': 'Please wait {seconds} s before asking for another code',
  },
  'server.codeSendLimit': {
    'zh-CN': '获取验证码次数过多，请 {minutes} 分钟后再试',
    'zh-HK': '索取驗證碼次數過多，請 {minutes} 分鐘後再試',
    'en-US': 'Too many codes requested; please try again in {minutes} minutes',
  },
  'server.codeDeliveryFailed': {
    'zh-CN': '验证码发送失败，请稍后重试',
    'zh-HK': '驗證碼發送失敗，請稍後再試',
    'en-US': 'The verification code could not be sent; please try again later',
  },
  'server.registered': { 'zh-CN': '注册成功，请登录', 'zh-HK': '註冊成功，請登入', 'en-US': 'Registered; please log in' },
  'server.passwordReset': { 'zh-CN': '密码已重置，请重新登录', 'zh-HK': '密碼已重設，請重新登入', 'en-US': 'Password reset; please log in again' },
  'server.loggedOut': { 'zh-CN': '已退出登录', 'zh-HK': '已登出', 'en-US': 'Logged out' },
} satisfies Catalogue;

const VALIDATION_MESSAGES = {
  'validation.required': { 'zh-CN': '此项为必填项', 'zh-HK': '此項為必填項', 'en-US': 'This field is required' },
  'validation.locale.unsupported': {
    'zh-CN': '不支持的语言，可选 zh-CN、zh-HK、en-US',
    'zh-HK': '不支援的語言，可選 zh-CN、zh-HK、en-US',
    'en-US': 'Unsupported language; use zh-CN, zh-HK or en-US',
  },
  'validation.feedback.contentRequired': {
    'zh-CN': '请填写反馈内容',
    'zh-HK': '請填寫意見內容',
    'en-US': 'Please write your feedback',
  },
  'validation.feedback.contentTooLong': {
    'zh-CN': '反馈内容不能超过 {maximum} 个字符',
    'zh-HK': '意見內容不能超過 {maximum} 個字元',
    'en-US': 'Feedback can be at most {maximum} characters',
  },
  'validation.contact.nameRequired': { 'zh-CN': '请填写您的称呼', 'zh-HK': '請填寫您的稱呼', 'en-US': 'Please tell us your name' },
  'validation.contact.nameTooLong': {
    'zh-CN': '称呼不能超过 {maximum} 个字符',
    'zh-HK': '稱呼不能超過 {maximum} 個字元',
    'en-US': 'The name can be at most {maximum} characters',
  },
  'validation.contact.messageRequired': { 'zh-CN': '请填写留言内容', 'zh-HK': '請填寫留言內容', 'en-US': 'Please write a message' },
  'validation.contact.messageTooLong': {
    'zh-CN': '留言不能超过 {maximum} 个字符',
    'zh-HK': '留言不能超過 {maximum} 個字元',
    'en-US': 'The message can be at most {maximum} characters',
  },
  'validation.geo.bothCoordinates': {
    'zh-CN': '位置需要同时提供纬度和经度',
    'zh-HK': '位置需要同時提供緯度和經度',
    'en-US': 'A position needs both latitude and longitude',
  },
  'validation.email.required': { 'zh-CN': '请输入邮箱', 'zh-HK': '請輸入電郵', 'en-US': 'Please enter an email address' },
  'validation.email.invalid': {
    'zh-CN': '邮箱格式不正确',
    'zh-HK': '電郵格式不正確',
    'en-US': 'Please enter a valid email address',
  },
  'validation.review.rating': { 'zh-CN': '请选择 1 到 5 星评分', 'zh-HK': '請選擇 1 至 5 星評分', 'en-US': 'Please choose a rating from 1 to 5 stars' },
  'validation.review.contentRequired': { 'zh-CN': '请填写评价内容', 'zh-HK': '請填寫評價內容', 'en-US': 'Please write your review' },
  'validation.review.contentTooLong': {
    'zh-CN': '评价不能超过 2000 个字符',
    'zh-HK': '評價不能超過 2000 個字元',
    'en-US': 'A review can be at most 2000 characters',
  },
  'validation.review.tooManyImages': {
    'zh-CN': '最多上传 {maximum} 张图片',
    'zh-HK': '最多上載 {maximum} 張圖片',
    'en-US': 'You can add at most {maximum} images',
  },
  'validation.review.imageTooLarge': {
    'zh-CN': '图片“{name}”超过 5 MB',
    'zh-HK': '圖片「{name}」超過 5 MB',
    'en-US': 'The image "{name}" is larger than 5 MB',
  },
  'validation.review.imageType': {
    'zh-CN': '“{name}”不是 JPEG、PNG 或 WebP 图片',
    'zh-HK': '「{name}」不是 JPEG、PNG 或 WebP 圖片',
    'en-US': '"{name}" is not a JPEG, PNG or WebP image',
  },
  'validation.reply.contentRequired': { 'zh-CN': '请填写回复内容', 'zh-HK': '請填寫回覆內容', 'en-US': 'Please write your reply' },
  'validation.reply.contentTooLong': {
    'zh-CN': '回复不能超过 500 个字符',
    'zh-HK': '回覆不能超過 500 個字元',
    'en-US': 'A reply can be at most 500 characters',
  },
  'validation.search.required': { 'zh-CN': '请输入搜索内容', 'zh-HK': '請輸入搜尋內容', 'en-US': 'Please type something to search for' },
  'login.validation.accountRequired': { 'zh-CN': '请输入邮箱或手机号', 'zh-HK': '請輸入電郵或手機號碼', 'en-US': 'Please enter your email or phone number' },
  'login.validation.accountInvalid': {
    'zh-CN': '请输入正确的邮箱或手机号',
    'zh-HK': '請輸入正確的電郵或手機號碼',
    'en-US': 'Please enter a valid email address or phone number',
  },
  'login.validation.authType': { 'zh-CN': '请选择邮箱或手机号', 'zh-HK': '請選擇電郵或手機號碼', 'en-US': 'Choose email or phone' },
  'login.validation.emailRequired': { 'zh-CN': '请输入邮箱', 'zh-HK': '請輸入電郵', 'en-US': 'Please enter your email address' },
  'login.validation.emailInvalid': { 'zh-CN': '邮箱格式不正确', 'zh-HK': '電郵格式不正確', 'en-US': 'Please enter a valid email address' },
  'login.validation.phoneRequired': { 'zh-CN': '请输入手机号', 'zh-HK': '請輸入手機號碼', 'en-US': 'Please enter your phone number' },
  'login.validation.phoneInvalid': {
    'zh-CN': '手机号格式不正确（11 位，以 1 开头）',
    'zh-HK': '手機號碼格式不正確（11 位，以 1 開頭）',
    'en-US': 'Please enter a valid mobile number (11 digits starting with 1)',
  },
  'login.validation.passwordRequired': { 'zh-CN': '请输入密码', 'zh-HK': '請輸入密碼', 'en-US': 'Please enter a password' },
  'login.validation.passwordLength': {
    'zh-CN': '密码长度为 {minimum}–{maximum} 个字符',
    'zh-HK': '密碼長度為 {minimum}–{maximum} 個字元',
    'en-US': 'The password must be {minimum}–{maximum} characters',
  },
  'login.validation.passwordCommon': {
    'zh-CN': '这个密码太常见，容易被猜到，请换一个',
    'zh-HK': '這個密碼太常見，容易被人估到，請換一個',
    'en-US': 'This password is too common and easy to guess; please choose another',
  },
  'login.validation.confirmPasswordRequired': { 'zh-CN': '请再次输入密码', 'zh-HK': '請再次輸入密碼', 'en-US': 'Please enter the password again' },
  'login.validation.passwordMismatch': { 'zh-CN': '两次输入的密码不一致', 'zh-HK': '兩次輸入的密碼不一致', 'en-US': 'The two passwords do not match' },
  'login.validation.usernameRequired': { 'zh-CN': '请输入用户名', 'zh-HK': '請輸入用戶名稱', 'en-US': 'Please enter a username' },
  'login.validation.usernameLength': {
    'zh-CN': '用户名长度为 {minimum}–{maximum} 个字符',
    'zh-HK': '用戶名稱長度為 {minimum}–{maximum} 個字元',
    'en-US': 'The username must be {minimum}–{maximum} characters',
  },
  'login.validation.usernameInvalid': {
    'zh-CN': '用户名不能包含控制字符或换行',
    'zh-HK': '用戶名稱不能包含控制字元或換行',
    'en-US': 'The username cannot contain control characters or line breaks',
  },
  'login.validation.codeRequired': { 'zh-CN': '请输入验证码', 'zh-HK': '請輸入驗證碼', 'en-US': 'Please enter the verification code' },
  'login.validation.codeInvalid': { 'zh-CN': '验证码为 {length} 位数字', 'zh-HK': '驗證碼為 {length} 位數字', 'en-US': 'The verification code is {length} digits' },
  'login.validation.agreeTerms': {
    'zh-CN': '请先阅读并同意用户协议和隐私政策',
    'zh-HK': '請先閱讀並同意使用條款及私隱政策',
    'en-US': 'Please read and agree to the terms of service and privacy policy',
  },
  'login.validation.timezoneInvalid': { 'zh-CN': '无法识别的时区', 'zh-HK': '無法識別的時區', 'en-US': 'Unknown time zone' },
} satisfies Catalogue;

const MESSAGES = { ...SERVER_MESSAGES, ...VALIDATION_MESSAGES } satisfies Catalogue;

/** A stable message key of the catalogue (e.g. `server.notFound`, `validation.feedback.contentTooLong`). */
export type MessageKey = keyof typeof MESSAGES;

/** True when `key` names a catalogue entry; lets callers tell our keys from free text. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/**
 * The message for `key` in `locale`, with `{name}` placeholders replaced from `params`
 * (missing params leave the placeholder visible rather than failing).
 */
export function formatMessage(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const template = MESSAGES[key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** Every key of the catalogue, for completeness tests and documentation. */
export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/** The parts of a validation issue that fill a catalogue message (a zod issue fits). */
export interface KeyedIssue {
  message: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  params?: Record<string, string | number>;
}

/**
 * The localised text of a validation issue whose message is a catalogue key (spec §5 rules in
 * packages/shared/src/validation), with `{maximum}`, `{minimum}` and custom params filled in;
 * null when the message is not one of our keys. Used by the server's 400 answers and by web forms.
 */
export function formatIssueMessage(issue: KeyedIssue, locale: Locale): string | null {
  if (!isMessageKey(issue.message)) return null;
  return formatMessage(issue.message, locale, {
    ...(issue.maximum !== undefined ? { maximum: Number(issue.maximum) } : {}),
    ...(issue.minimum !== undefined ? { minimum: Number(issue.minimum) } : {}),
    ...issue.params,
  });
}
