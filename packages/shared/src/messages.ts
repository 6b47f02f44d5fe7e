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
  'server.accountExists': { 'zh-CN': '账号已存在', 'zh-HK': '帳戶已存在', 'en-US': 'This account already exists' },
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
  'server.restarting': {
    'zh-CN': '服务器正在重启，本次未扣次数，请稍后重试',
    'zh-HK': '伺服器正在重新啟動，本次未扣次數，請稍後再試',
    'en-US': 'The server is restarting; nothing was charged, please retry in a moment',
  },
  'server.operationFailed': { 'zh-CN': '操作失败', 'zh-HK': '操作失敗', 'en-US': 'Operation failed' },
  'server.passwordMismatch': { 'zh-CN': '两次输入的密码不一致', 'zh-HK': '兩次輸入的密碼不一致', 'en-US': 'The two passwords do not match' },
  'server.resetFailed': { 'zh-CN': '重置密码失败', 'zh-HK': '重設密碼失敗', 'en-US': 'Password reset failed' },
  'server.updateFailed': { 'zh-CN': '更新失败', 'zh-HK': '更新失敗', 'en-US': 'Update failed' },
  'server.fieldRequired': { 'zh-CN': '{field}不能为空', 'zh-HK': '{field}不能為空', 'en-US': '{field} is required' },
  'server.accountLocked': {
    'zh-CN': '失败次数过多，账号已暂时锁定，请 {minutes} 分钟后再试',
    'zh-HK': '失敗次數過多，帳戶已暫時鎖定，請 {minutes} 分鐘後再試',
    'en-US': 'Too many failed attempts: the account is locked for {minutes} minutes',
  },
  'server.incorrectPassword': { 'zh-CN': '账号或密码错误', 'zh-HK': '帳戶或密碼錯誤', 'en-US': 'Incorrect account or password' },
  'server.accountAbnormal': {
    'zh-CN': '账号状态异常，请联系我们',
    'zh-HK': '帳戶狀態異常，請聯絡我們',
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
  'server.planNotShared': {
    'zh-CN': '行程的主人已停止分享这个行程',
    'zh-HK': '行程的主人已停止分享這個行程',
    'en-US': 'The owner stopped sharing this itinerary',
  },
  'server.planMissingOrDeleted': {
    'zh-CN': '行程不存在或已被删除',
    'zh-HK': '行程不存在或已被刪除',
    'en-US': 'This itinerary is missing or has been deleted',
  },
  'server.plannerTextUnreadable': {
    'zh-CN': '未能从这段文字中读出完整的行程需求：{reason}',
    'zh-HK': '未能從這段文字中讀出完整的行程需求：{reason}',
    'en-US': 'Could not read a complete trip request from the text: {reason}',
  },
  'server.paymentMethodUnavailable': {
    'zh-CN': '该支付方式暂不可用，请选择其他方式',
    'zh-HK': '此付款方式暫不可用，請選擇其他方式',
    'en-US': 'This payment method is not available; please choose another',
  },
  'server.paymentNotificationRejected': {
    'zh-CN': '支付通知验证失败',
    'zh-HK': '付款通知驗證失敗',
    'en-US': 'The payment notification could not be verified',
  },
  'server.sandboxAccountDetails': {
    'zh-CN': '测试模式：没有真实收款账户，不会产生任何扣款。请在测试收银台模拟转账。',
    'zh-HK': '測試模式：沒有真實收款帳戶，不會產生任何扣款。請在測試收銀台模擬轉賬。',
    'en-US': 'TEST MODE: there is no real bank account and no money moves. Simulate the transfer on the test checkout.',
  },
  'server.orderNotFound': { 'zh-CN': '订单不存在', 'zh-HK': '訂單不存在', 'en-US': 'Order not found' },
  'server.membershipActive': {
    'zh-CN': '您的会员「{planName}」有效期至 {expireAt}，确认后将在此基础上延长',
    'zh-HK': '您的會員「{planName}」有效期至 {expireAt}，確認後將在此基礎上延長',
    'en-US': 'Your {planName} membership runs until {expireAt}; confirm to extend it from then',
  },
  'server.orderNotPayable': {
    'zh-CN': '该订单已结束，无法继续支付',
    'zh-HK': '此訂單已結束，無法繼續付款',
    'en-US': 'This order is closed and can no longer be paid',
  },
  'server.paymentProviderFailed': {
    'zh-CN': '创建支付订单失败，请稍后重试',
    'zh-HK': '建立付款訂單失敗，請稍後再試',
    'en-US': 'Could not create the payment order; please try again later',
  },
  'server.plannerAiFailed': {
    'zh-CN': 'AI 行程规划服务异常，请稍后重试',
    'zh-HK': 'AI 行程規劃服務異常，請稍後再試',
    'en-US': 'The AI planning service failed; please try again later',
  },
  'server.translationUnavailable': {
    'zh-CN': '本站尚未接入翻译服务，暂时无法翻译这段文字',
    'zh-HK': '本站尚未接駁翻譯服務，暫時無法翻譯這段文字',
    'en-US': 'No translation service is connected to this site yet, so this text cannot be translated',
  },
  'server.voiceFrameInvalid': {
    'zh-CN': '语音数据格式不正确，请重新录音',
    'zh-HK': '語音資料格式不正確，請重新錄音',
    'en-US': 'The voice data was not in the expected format; please record again',
  },
  'server.synthesisTooLong': {
    'zh-CN': '朗读的文字须为 1 至 {maximum} 个字符',
    'zh-HK': '朗讀的文字須為 1 至 {maximum} 個字元',
    'en-US': 'Text to read aloud must be 1 to {maximum} characters',
  },
  'server.voiceFailed': {
    'zh-CN': '语音服务异常，请稍后重试',
    'zh-HK': '語音服務異常，請稍後再試',
    'en-US': 'The voice service failed; please try again later',
  },
  'server.voiceUnavailable': {
    'zh-CN': '本站尚未接入此语言的语音服务；文字翻译和短语卡片仍可使用',
    'zh-HK': '本站尚未接駁此語言的語音服務；文字翻譯和短語卡片仍可使用',
    'en-US': 'No voice service for this language is connected to this site yet; text translation and phrase cards still work',
  },
  'server.languagesSame': {
    'zh-CN': '源语言和目标语言不能相同',
    'zh-HK': '來源語言和目標語言不能相同',
    'en-US': 'The source and target languages must differ',
  },
  'server.languageUnsupported': {
    'zh-CN': '不支持的语言：{code}',
    'zh-HK': '不支援的語言：{code}',
    'en-US': 'Unsupported language: {code}',
  },
  'server.chatAiFailed': {
    'zh-CN': 'AI 助手暂时无法回答，请稍后重新发送',
    'zh-HK': 'AI 助手暫時無法回答，請稍後重新發送',
    'en-US': 'The assistant could not answer just now; please send your question again',
  },
  'server.chatSessionDeleted': { 'zh-CN': '对话已删除', 'zh-HK': '對話已刪除', 'en-US': 'Conversation deleted' },
  'server.planShared': {
    'zh-CN': '已开启分享，任何人都可通过链接查看此行程',
    'zh-HK': '已開啟分享，任何人都可透過連結查看此行程',
    'en-US': 'Sharing is on: anyone with the link can view this itinerary',
  },
  'server.planUnshared': { 'zh-CN': '已关闭分享', 'zh-HK': '已關閉分享', 'en-US': 'Sharing is off' },
  'server.planDeleted': { 'zh-CN': '行程已删除', 'zh-HK': '行程已刪除', 'en-US': 'Itinerary deleted' },
  'planner.infeasible.datesInPast': {
    'zh-CN': '出发日期 {startDate} 已经过去',
    'zh-HK': '出發日期 {startDate} 已經過去',
    'en-US': 'The start date {startDate} has already passed',
  },
  'planner.infeasible.unknownDestination': {
    'zh-CN': '目录中没有目的地“{value}”',
    'zh-HK': '目錄中沒有目的地「{value}」',
    'en-US': 'Our catalog has no destination called “{value}”',
  },
  'planner.infeasible.unknownDestinationSuggest': {
    'zh-CN': '目录中没有目的地“{value}”；最接近的是：{suggestions}',
    'zh-HK': '目錄中沒有目的地「{value}」；最接近的是：{suggestions}',
    'en-US': 'Our catalog has no destination called “{value}”; the closest are {suggestions}',
  },
  'planner.infeasible.mustVisitAvoided': {
    'zh-CN': '{attraction}既在必去清单里，又在你要排除的范围内',
    'zh-HK': '{attraction}既在必去清單裏，又在你要排除的範圍內',
    'en-US': '{attraction} is both a must-see and among the places you ruled out',
  },
  'planner.infeasible.pinnedDayOutside': {
    'zh-CN': '你想在第{day}天去{attraction}，但行程只有{days}天',
    'zh-HK': '你想在第{day}天去{attraction}，但行程只有{days}天',
    'en-US': 'You want {attraction} on day {day}, but the trip has {days} days',
  },
  'planner.infeasible.pinnedDayClosed': {
    'zh-CN': '{attraction}在第{day}天不开放，或当天时间不够',
    'zh-HK': '{attraction}在第{day}天不開放，或當天時間不夠',
    'en-US': '{attraction} is not open long enough on day {day}',
  },
  'planner.infeasible.tooManyMustVisits': {
    'zh-CN': '必去景点有 {count} 个，超过了你定的上限 {maximum} 个',
    'zh-HK': '必去景點有 {count} 個，超過了你定的上限 {maximum} 個',
    'en-US': 'You named {count} must-sees, more than your limit of {maximum} sights',
  },
  'planner.infeasible.mustVisitUnknown': {
    'zh-CN': '目录中没有景点“{value}”',
    'zh-HK': '目錄中沒有景點「{value}」',
    'en-US': 'Our catalog has no attraction called “{value}”',
  },
  'planner.infeasible.mustVisitUnreachable': {
    'zh-CN': '暂无前往{attraction}的交通时间资料，无法安排',
    'zh-HK': '暫無前往{attraction}的交通時間資料，無法安排',
    'en-US': 'We have no travel times to {attraction}, so we cannot plan a visit',
  },
  'planner.infeasible.mustVisitClosed': {
    'zh-CN': '{attraction}在行程的每一天都不开放',
    'zh-HK': '{attraction}在行程的每一天都不開放',
    'en-US': '{attraction} is closed on every day of the trip',
  },
  'planner.infeasible.mustVisitNoTime': {
    'zh-CN': '行程中没有一天能在开放时间内安排{attraction}',
    'zh-HK': '行程中沒有一天能在開放時間內安排{attraction}',
    'en-US': '{attraction} does not fit into any day of the trip within its opening hours',
  },
  'planner.infeasible.mustVisitNeedsDates': {
    'zh-CN': '{attraction}并非每天开放，请选择出行日期后再安排',
    'zh-HK': '{attraction}並非每天開放，請選擇出行日期後再安排',
    'en-US': '{attraction} is not open every day; choose travel dates to include it',
  },
  'planner.infeasible.noMealReachable': {
    'zh-CN': '第 {day} 天在用餐时间到不了任何餐厅',
    'zh-HK': '第 {day} 天在用餐時間無法到達任何餐廳',
    'en-US': 'On day {day} no restaurant can be reached at meal time',
  },
  'planner.infeasible.noDietRestaurant': {
    'zh-CN': '目录中没有符合饮食要求（{diet}）的餐厅',
    'zh-HK': '目錄中沒有符合飲食要求（{diet}）的餐廳',
    'en-US': 'No restaurant in our catalog fits the diet ({diet})',
  },
  'planner.infeasible.noDietMeal': {
    'zh-CN': '第 {day} 天在用餐时间到不了符合饮食要求（{diet}）的餐厅',
    'zh-HK': '第 {day} 天在用餐時間無法到達符合飲食要求（{diet}）的餐廳',
    'en-US': 'On day {day} no restaurant that fits the diet ({diet}) can be reached at meal time',
  },
  'planner.infeasible.noStayOfType': {
    'zh-CN': '目录中没有标有价格的{type}',
    'zh-HK': '目錄中沒有標有價格的{type}',
    'en-US': 'Our catalog has no {type} with a known price',
  },
  'planner.infeasible.noStayInBand': {
    'zh-CN': '目录中没有每晚{band}的{type}',
    'zh-HK': '目錄中沒有每晚{band}的{type}',
    'en-US': 'Our catalog has no {type} at {band} a night',
  },
  'planner.infeasible.noStayReachable': {
    'zh-CN': '第 {day} 天晚餐后到不了任何符合要求的住宿',
    'zh-HK': '第 {day} 天晚餐後無法到達任何符合要求的住宿',
    'en-US': 'After dinner on day {day} no lodging that fits the request can be reached',
  },
  'planner.infeasible.overCap': {
    'zh-CN': '{category}上限 {cap} 元不够，最省的安排也要约 {minimum} 元',
    'zh-HK': '{category}上限 {cap} 元不足，最慳的安排也要約 {minimum} 元',
    'en-US': 'A cap of ¥{cap} on {category} is not enough: the cheapest plan spends about ¥{minimum} on it',
  },
  'planner.alternative.raiseCap': { 'zh-CN': '把{category}上限提高到 {cap} 元', 'zh-HK': '把{category}上限提高至 {cap} 元', 'en-US': 'Raise the cap on {category} to ¥{cap}' },
  'planner.capCategory.lodging': { 'zh-CN': '住宿', 'zh-HK': '住宿', 'en-US': 'lodging' },
  'planner.capCategory.tickets': { 'zh-CN': '门票', 'zh-HK': '門票', 'en-US': 'tickets' },
  'planner.capCategory.food': { 'zh-CN': '餐饮', 'zh-HK': '餐飲', 'en-US': 'food' },
  'planner.capCategory.localTransport': { 'zh-CN': '市内交通', 'zh-HK': '市內交通', 'en-US': 'local transport' },
  'planner.capCategory.perDay': { 'zh-CN': '每天花费', 'zh-HK': '每日花費', 'en-US': 'spending per day' },
  'planner.infeasible.orderImpossible': {
    'zh-CN': '无法先游览{first}再游览{then}（开放时间不允许）',
    'zh-HK': '無法先遊覽{first}再遊覽{then}（開放時間不允許）',
    'en-US': '{first} cannot be visited before {then} (their opening hours do not allow it)',
  },
  'planner.infeasible.orderCycle': {
    'zh-CN': '游览顺序自相矛盾：{first}和{then}互为先后',
    'zh-HK': '遊覽次序自相矛盾：{first}和{then}互為先後',
    'en-US': 'The order asked is a circle: {first} and {then} each come before the other',
  },
  'planner.alternative.dropOrder': { 'zh-CN': '不限定游览顺序', 'zh-HK': '不限定遊覽次序', 'en-US': 'Visit the sights in any order' },
  'planner.infeasible.tooFewSights': {
    'zh-CN': '按你的条件最多能安排 {count} 个景点，少于你要求的 {minimum} 个',
    'zh-HK': '按你的條件最多能安排 {count} 個景點，少於你要求的 {minimum} 個',
    'en-US': 'Only {count} sights fit your trip, fewer than the {minimum} you asked for',
  },
  'planner.infeasible.tooFewFreeSights': {
    'zh-CN': '按你的条件最多能安排 {count} 个免费景点，少于你要求的 {minimum} 个',
    'zh-HK': '按你的條件最多能安排 {count} 個免費景點，少於你要求的 {minimum} 個',
    'en-US': 'Only {count} free sights fit your trip, fewer than the {minimum} you asked for',
  },
  'planner.alternative.fewerSights': { 'zh-CN': '至少安排 {count} 个景点', 'zh-HK': '至少安排 {count} 個景點', 'en-US': 'Plan at least {count} sights' },
  'planner.infeasible.noBreakfast': {
    'zh-CN': '第 {day} 天找不到能吃早餐的地方',
    'zh-HK': '第 {day} 天找不到能吃早餐的地方',
    'en-US': 'No breakfast can be had on day {day}',
  },
  'planner.alternative.noBreakfastDaily': { 'zh-CN': '不必每天安排早餐', 'zh-HK': '不必每天安排早餐', 'en-US': 'Skip breakfast where none is near' },
  'planner.infeasible.transitCap': {
    'zh-CN': '第 {day} 天路上至少要 {minutes} 分钟，超过你定的每天 {cap} 分钟',
    'zh-HK': '第 {day} 天路上至少要 {minutes} 分鐘，超過你定的每日 {cap} 分鐘',
    'en-US': 'Day {day} needs {minutes} min in transit, more than your {cap} min a day',
  },
  'planner.alternative.raiseTransitCap': {
    'zh-CN': '每天交通时间放宽到 {cap} 分钟',
    'zh-HK': '每日交通時間放寬至 {cap} 分鐘',
    'en-US': 'Allow up to {cap} min in transit a day',
  },
  'planner.infeasible.noRoomOfKind': {
    'zh-CN': '找不到符合要求的房间（房型或间数），或这些房间住不下 {travelers} 人',
    'zh-HK': '找不到符合要求的房間（房型或間數），或這些房間住不下 {travelers} 人',
    'en-US': 'No stay has the rooms asked for (kind or number), or they cannot sleep {travelers} people',
  },
  'planner.alternative.anyRooms': { 'zh-CN': '不限房型和间数', 'zh-HK': '不限房型和間數', 'en-US': 'Any kind and number of rooms' },
  'planner.infeasible.overBudget': {
    'zh-CN': '预算 {budget} 元不够，最便宜的行程约需 {minimum} 元',
    'zh-HK': '預算 {budget} 元不足，最便宜的行程約需 {minimum} 元',
    'en-US': 'A budget of ¥{budget} is not enough: the cheapest plan costs about ¥{minimum}',
  },
  'planner.alternative.raiseBudget': { 'zh-CN': '把预算提高到 {budget} 元', 'zh-HK': '把預算提高至 {budget} 元', 'en-US': 'Raise the budget to ¥{budget}' },
  'planner.alternative.fewerDays': { 'zh-CN': '把行程缩短为 {days} 天', 'zh-HK': '把行程縮短為 {days} 天', 'en-US': 'Shorten the trip to {days} day(s)' },
  'planner.alternative.moreDays': { 'zh-CN': '把行程延长为 {days} 天', 'zh-HK': '把行程延至 {days} 天', 'en-US': 'Extend the trip to {days} days' },
  'planner.alternative.stayType': { 'zh-CN': '改住{type}', 'zh-HK': '改住{type}', 'en-US': 'Stay in a {type} instead' },
  'planner.alternative.anyStayType': { 'zh-CN': '不限住宿类型', 'zh-HK': '不限住宿類型', 'en-US': 'Allow any kind of lodging' },
  'planner.alternative.band': { 'zh-CN': '每晚住宿预算改为{band}', 'zh-HK': '每晚住宿預算改為{band}', 'en-US': 'Allow {band} a night for lodging' },
  'planner.alternative.anyBand': { 'zh-CN': '不限每晚住宿预算', 'zh-HK': '不限每晚住宿預算', 'en-US': 'Allow any nightly lodging price' },
  'planner.alternative.dropMustVisit': { 'zh-CN': '不去{attraction}', 'zh-HK': '不去{attraction}', 'en-US': 'Leave out {attraction}' },
  'planner.alternative.dropMustVisitEntry': { 'zh-CN': '去掉必去项“{value}”', 'zh-HK': '去掉必去項「{value}」', 'en-US': 'Remove “{value}” from the must-visit list' },
  'planner.alternative.replaceDestination': {
    'zh-CN': '把目的地“{value}”换成{suggestion}',
    'zh-HK': '把目的地「{value}」換成{suggestion}',
    'en-US': 'Go to {suggestion} instead of “{value}”',
  },
  'planner.alternative.anyDay': {
    'zh-CN': '{attraction}安排在合适的任意一天',
    'zh-HK': '{attraction}安排在合適的任意一天',
    'en-US': 'Visit {attraction} on whichever day suits it',
  },
  'planner.alternative.dropDestination': { 'zh-CN': '去掉目的地“{value}”', 'zh-HK': '去掉目的地「{value}」', 'en-US': 'Remove “{value}” from the destinations' },
  'planner.alternative.shiftDates': {
    'zh-CN': '改为 {startDate} 至 {endDate} 出行',
    'zh-HK': '改為 {startDate} 至 {endDate} 出行',
    'en-US': 'Travel from {startDate} to {endDate} instead',
  },
  'planner.alternative.dropDiet': { 'zh-CN': '放宽饮食要求：{diet}', 'zh-HK': '放寬飲食要求：{diet}', 'en-US': 'Drop the diet requirement: {diet}' },
  'planner.alternative.replaceDiet': { 'zh-CN': '以{to}代替{from}', 'zh-HK': '以{to}代替{from}', 'en-US': 'Plan for {to} instead of {from}' },
  'planner.alternative.combined': { 'zh-CN': '同时调整：{steps}', 'zh-HK': '同時調整：{steps}', 'en-US': 'Change these together: {steps}' },
  'planner.tip.hoursAssumed': {
    'zh-CN': '{place}的开放时间未经核实，出发前请先确认',
    'zh-HK': '{place}的開放時間未經核實，出發前請先確認',
    'en-US': 'The opening hours of {place} are not confirmed; check before you go',
  },
  'planner.tip.ticketUnknown': {
    'zh-CN': '{place}的门票价格未知，未计入费用',
    'zh-HK': '{place}的門票價格未知，未計入費用',
    'en-US': 'The admission price of {place} is unknown and not counted in the costs',
  },
  'planner.tip.restaurantAgain': {
    'zh-CN': '这次行程在{place}吃了{count}次：附近没有其他适合的餐厅',
    'zh-HK': '這次行程在{place}吃了{count}次：附近沒有其他適合的餐廳',
    'en-US': 'You eat at {place} {count} times on this trip: no other restaurant that fits is near enough',
  },
  'planner.tip.estimates': {
    'zh-CN': '餐饮和交通费用为估算，实际以当地价格为准',
    'zh-HK': '餐飲和交通費用為估算，實際以當地價格為準',
    'en-US': 'Food and transport costs are estimates; local prices apply',
  },
  'planner.tip.dietAsk': {
    'zh-CN': '菜品的饮食标签按常见做法标注，饮食要求严格时请向店家确认',
    'zh-HK': '菜式的飲食標籤按常見做法標註，飲食要求嚴格時請向店家確認',
    'en-US': 'Diet labels describe the usual recipe; with strict needs, ask the restaurant',
  },
  'planner.tip.unrecognisedDiet': {
    'zh-CN': '未能识别的饮食要求：{words}，请自行向店家说明',
    'zh-HK': '未能識別的飲食要求：{words}，請自行向店家說明',
    'en-US': 'We could not read these diet wishes: {words}; please tell the restaurants yourself',
  },
  'planner.diet.vegetarian': { 'zh-CN': '素食', 'zh-HK': '素食', 'en-US': 'vegetarian' },
  'planner.diet.vegan': { 'zh-CN': '纯素', 'zh-HK': '純素', 'en-US': 'vegan' },
  'planner.diet.halal': { 'zh-CN': '清真', 'zh-HK': '清真', 'en-US': 'halal' },
  'planner.diet.no-pork': { 'zh-CN': '不吃猪肉', 'zh-HK': '不吃豬肉', 'en-US': 'no pork' },
  'planner.diet.no-beef': { 'zh-CN': '不吃牛肉', 'zh-HK': '不吃牛肉', 'en-US': 'no beef' },
  'planner.diet.no-seafood': { 'zh-CN': '不吃鱼虾海鲜', 'zh-HK': '不吃魚蝦海鮮', 'en-US': 'no fish or seafood' },
  'planner.diet.no-spicy': { 'zh-CN': '不吃辣', 'zh-HK': '不吃辣', 'en-US': 'not spicy' },
  'planner.diet.gluten-free': { 'zh-CN': '无麸质', 'zh-HK': '無麩質', 'en-US': 'gluten-free' },
  'planner.stayType.hotel': { 'zh-CN': '酒店', 'zh-HK': '酒店', 'en-US': 'hotel' },
  'planner.stayType.guesthouse': { 'zh-CN': '客栈', 'zh-HK': '客棧', 'en-US': 'guesthouse' },
  'planner.stayType.homestay': { 'zh-CN': '民宿', 'zh-HK': '民宿', 'en-US': 'homestay' },
  'planner.stayType.hostel': { 'zh-CN': '青年旅舍', 'zh-HK': '青年旅舍', 'en-US': 'hostel' },
  'planner.stayType.any': { 'zh-CN': '住宿', 'zh-HK': '住宿', 'en-US': 'lodging' },
  'planner.band.under100': { 'zh-CN': '100 元以下', 'zh-HK': '100 元以下', 'en-US': 'under ¥100' },
  'planner.band.100to200': { 'zh-CN': '100–200 元', 'zh-HK': '100–200 元', 'en-US': '¥100–200' },
  'planner.band.200to300': { 'zh-CN': '200–300 元', 'zh-HK': '200–300 元', 'en-US': '¥200–300' },
  'planner.band.over300': { 'zh-CN': '300 元以上', 'zh-HK': '300 元以上', 'en-US': '¥300 or more' },
} satisfies Catalogue;

const VALIDATION_MESSAGES = {
  'validation.required': { 'zh-CN': '此项为必填项', 'zh-HK': '此項為必填項', 'en-US': 'This field is required' },
  'validation.text.unstorable': {
    'zh-CN': '包含无法保存的字符（空字符或不完整的 Unicode 字符）',
    'zh-HK': '包含無法儲存的字元（空字元或不完整的 Unicode 字元）',
    'en-US': 'Contains characters that cannot be stored (a NUL character or broken Unicode)',
  },
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
  'validation.photo.id': { 'zh-CN': '照片编号无效', 'zh-HK': '相片編號無效', 'en-US': 'That photo id is not valid' },
  'validation.photo.reason': {
    'zh-CN': '请选择举报原因',
    'zh-HK': '請選擇舉報原因',
    'en-US': 'Please choose why you are reporting this photo',
  },
  'validation.review.rating': { 'zh-CN': '请选择 1 到 5 星评分', 'zh-HK': '請選擇 1 至 5 星評分', 'en-US': 'Please choose a rating from 1 to 5 stars' },
  'validation.review.formUnreadable': {
    'zh-CN': '无法读取表单数据（multipart 格式错误或内容不完整）',
    'zh-HK': '無法讀取表格資料（multipart 格式錯誤或內容不完整）',
    'en-US': 'The form data could not be read (malformed or incomplete multipart body)',
  },
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
    'zh-HK': '這個密碼太常見，容易被人猜中，請換一個',
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
  'validation.planner.dateInvalid': {
    'zh-CN': '日期格式应为 YYYY-MM-DD',
    'zh-HK': '日期格式應為 YYYY-MM-DD',
    'en-US': 'Dates must be real days written YYYY-MM-DD',
  },
  'validation.planner.startDateRequired': { 'zh-CN': '请先选择出发日期', 'zh-HK': '請先選擇出發日期', 'en-US': 'Please choose a start date first' },
  'validation.planner.endBeforeStart': {
    'zh-CN': '结束日期不能早于出发日期',
    'zh-HK': '結束日期不能早於出發日期',
    'en-US': 'The end date cannot be before the start date',
  },
  'validation.planner.tooManyDays': { 'zh-CN': '行程最多 {maximum} 天', 'zh-HK': '行程最多 {maximum} 天', 'en-US': 'A trip can be at most {maximum} days' },
  'validation.planner.durationRequired': {
    'zh-CN': '请选择出行日期或行程天数',
    'zh-HK': '請選擇出行日期或行程天數',
    'en-US': 'Please choose dates or a number of days',
  },
  'validation.planner.durationRange': {
    'zh-CN': '行程天数应为 {minimum} 到 {maximum} 天',
    'zh-HK': '行程天數應為 {minimum} 至 {maximum} 天',
    'en-US': 'The trip must last {minimum} to {maximum} days',
  },
  'validation.planner.sightCountRange': {
    'zh-CN': '景点数量应为 {minimum} 到 {maximum} 个',
    'zh-HK': '景點數量應為 {minimum} 至 {maximum} 個',
    'en-US': 'The number of sights must be {minimum} to {maximum}',
  },
  'validation.planner.sightCountOrder': {
    'zh-CN': '景点数量的下限不能大于上限',
    'zh-HK': '景點數量的下限不能大於上限',
    'en-US': 'The least number of sights cannot be above the most',
  },
  'validation.planner.roomCount': {
    'zh-CN': '房间数应为 {minimum} 到 {maximum} 间',
    'zh-HK': '房間數應為 {minimum} 至 {maximum} 間',
    'en-US': 'The number of rooms must be {minimum} to {maximum}',
  },
  'validation.planner.transitMinutesRange': {
    'zh-CN': '每天交通时间上限应为 {minimum} 到 {maximum} 分钟',
    'zh-HK': '每日交通時間上限應為 {minimum} 至 {maximum} 分鐘',
    'en-US': 'The most time in transit a day must be {minimum} to {maximum} minutes',
  },
  'validation.planner.walkMinutesRange': {
    'zh-CN': '步行时间上限应为 {minimum} 到 {maximum} 分钟',
    'zh-HK': '步行時間上限應為 {minimum} 至 {maximum} 分鐘',
    'en-US': 'The longest walk must be {minimum} to {maximum} minutes',
  },
  'validation.planner.durationMismatch': {
    'zh-CN': '行程天数与所选日期不一致',
    'zh-HK': '行程天數與所選日期不一致',
    'en-US': 'The number of days does not match the dates',
  },
  'validation.planner.travelerCount': {
    'zh-CN': '出行人数应为 {minimum} 到 {maximum} 人',
    'zh-HK': '出行人數應為 {minimum} 至 {maximum} 人',
    'en-US': 'The party must be {minimum} to {maximum} people',
  },
  'validation.planner.budgetInvalid': {
    'zh-CN': '预算应为大于 0、不超过 {maximum} 的人民币金额',
    'zh-HK': '預算應為大於 0、不超過 {maximum} 的人民幣金額',
    'en-US': 'The budget must be an amount in CNY above 0 and at most {maximum}',
  },
  'validation.chat.queryRequired': { 'zh-CN': '请输入问题', 'zh-HK': '請輸入問題', 'en-US': 'Please type a question' },
  'validation.chat.queryTooLong': {
    'zh-CN': '问题最多 {maximum} 个字符',
    'zh-HK': '問題最多 {maximum} 個字元',
    'en-US': 'A question can be at most {maximum} characters',
  },
  'validation.chat.sessionIdInvalid': {
    'zh-CN': '会话编号无效，请新建对话',
    'zh-HK': '對話編號無效，請開始新對話',
    'en-US': 'The conversation id is not valid; please start a new chat',
  },
  'validation.planner.quickTextTooShort': {
    'zh-CN': '请至少写 {minimum} 个字符，说说你的行程',
    'zh-HK': '請至少寫 {minimum} 個字元，說說你的行程',
    'en-US': 'Please describe your trip in at least {minimum} characters',
  },
  'validation.planner.textTooLong': { 'zh-CN': '最多 {maximum} 个字符', 'zh-HK': '最多 {maximum} 個字元', 'en-US': 'At most {maximum} characters' },
  'validation.planner.tooManyEntries': { 'zh-CN': '最多填写 {maximum} 项', 'zh-HK': '最多填寫 {maximum} 項', 'en-US': 'At most {maximum} entries' },
  'validation.planner.unknownOption': { 'zh-CN': '不支持的选项', 'zh-HK': '不支援的選項', 'en-US': 'Unsupported option' },
} satisfies Catalogue;

const MESSAGES = { ...SERVER_MESSAGES, ...VALIDATION_MESSAGES } satisfies Catalogue;

/** A stable message key of the catalogue (e.g. `server.notFound`, `validation.feedback.contentTooLong`). */
export type MessageKey = keyof typeof MESSAGES;

/** True when `key` names a catalogue entry; lets callers tell our keys from free text. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/**
 * A planner diet key (`no-pork`, the catalogue's `planner.diet.*`) in words of `locale`; the text
 * itself when it is not a key (a diet the traveller wrote in their own words). Used by the web's
 * plan pages and the server's first paint of a shared plan.
 */
export function dietWord(diet: string, locale: Locale): string {
  const key = `planner.diet.${diet}`;
  return isMessageKey(key) ? formatMessage(key, locale) : diet;
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
