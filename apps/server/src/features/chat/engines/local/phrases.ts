/**
 * The words of the local engine's answers in zh-CN, zh-HK and en-US (spec §4 chat send: answers in
 * the user's language). Templates only: every name, number and description filled in comes from the
 * catalog rows. Units: money CNY fen in, yuan out; minutes; km; HH:MM Asia/Shanghai.
 */
import type { Locale } from '@dali/shared/locales';
import type { OpeningPeriod } from '../../../../lib/opening-hours.js';
import type { OpenNow } from '../../knowledge/chat-queries.js';

const yuan = (fen: number) => {
  const value = fen / 100;
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
};

const DAY_WORDS: Record<Locale, Record<string, string>> = {
  'zh-CN': { Mon: '周一', Tue: '周二', Wed: '周三', Thu: '周四', Fri: '周五', Sat: '周六', Sun: '周日' },
  'zh-HK': { Mon: '週一', Tue: '週二', Wed: '週三', Thu: '週四', Fri: '週五', Sat: '週六', Sun: '週日' },
  'en-US': { Mon: 'Mon', Tue: 'Tue', Wed: 'Wed', Thu: 'Thu', Fri: 'Fri', Sat: 'Sat', Sun: 'Sun' },
};

/** Diet facts of dishes in words (catalog tags of catalog/README.md foods.json). */
export const DIET_LABELS: Record<Locale, Record<string, string>> = {
  'zh-CN': { vegetarian: '素食（不含肉和鱼）', vegan: '纯素', 'contains-pork': '含猪肉', 'contains-dairy': '含奶制品', raw: '生食', spicy: '辣', 'halal-friendly': '有清真做法' },
  'zh-HK': { vegetarian: '素食（不含肉和魚）', vegan: '純素', 'contains-pork': '含豬肉', 'contains-dairy': '含奶製品', raw: '生食', spicy: '辣', 'halal-friendly': '有清真做法' },
  'en-US': { vegetarian: 'vegetarian (no meat or fish)', vegan: 'vegan', 'contains-pork': 'contains pork', 'contains-dairy': 'contains dairy', raw: 'served raw', spicy: 'spicy', 'halal-friendly': 'halal versions exist' },
};

/** Taste keywords of the catalog in Chinese words; an unlisted keyword is shown as written. */
const TASTE_ZH: Record<string, [string, string]> = {
  savory: ['咸香', '鹹香'], sweet: ['甜', '甜'], spicy: ['辣', '辣'], sour: ['酸', '酸'], umami: ['鲜', '鮮'], rich: ['浓郁', '濃郁'],
  salty: ['咸', '鹹'], milky: ['奶香', '奶香'], smoky: ['烟熏味', '煙燻味'], fresh: ['清鲜', '清鮮'], nutty: ['坚果香', '堅果香'],
  chewy: ['有嚼劲', '有嚼勁'], soft: ['软', '軟'], flaky: ['酥', '酥'], bitter: ['苦', '苦'], crispy: ['脆', '脆'], floral: ['花香', '花香'],
  light: ['清淡', '清淡'], herbal: ['药草香', '藥草香'], cool: ['清凉', '清涼'], fruity: ['果香', '果香'], creamy: ['绵滑', '綿滑'],
};

/** Attraction types (catalog `type`) in words. */
export const ATTRACTION_TYPE_LABELS: Record<Locale, Record<string, string>> = {
  'zh-CN': { natural: '自然风光', cultural: '人文', historical: '历史古迹', religious: '宗教', entertainment: '休闲娱乐' },
  'zh-HK': { natural: '自然風光', cultural: '人文', historical: '歷史古蹟', religious: '宗教', entertainment: '休閒娛樂' },
  'en-US': { natural: 'nature', cultural: 'culture', historical: 'history', religious: 'religious site', entertainment: 'leisure' },
};

/** Stay types in words. */
export const STAY_TYPE_LABELS: Record<Locale, Record<string, string>> = {
  'zh-CN': { hostel: '青旅', hotel: '酒店', inn: '客栈', homestay: '民宿' },
  'zh-HK': { hostel: '青年旅舍', hotel: '酒店', inn: '客棧', homestay: '民宿' },
  'en-US': { hostel: 'hostel', hotel: 'hotel', inn: 'inn', homestay: 'homestay' },
};

/** The phrase set of one locale. */
export interface Phrases {
  locale: Locale;
  /** Separator of list items within a sentence. */
  comma: string;
  money(fen: number): string;
  duration(minutes: number): string;
  hours(periods: readonly OpeningPeriod[] | null): string;
  openNow(open: OpenNow): string;
  taste(words: readonly string[]): string;
  stayType(type: string): string;
  labels: Record<
    | 'hours' | 'openNow' | 'ticket' | 'transport' | 'address' | 'duration' | 'highlights' | 'tips' | 'taste' | 'ingredients' | 'diet' | 'background'
    | 'howEaten' | 'whereToEat' | 'season' | 'price' | 'restaurants' | 'stays' | 'attractions' | 'rooms' | 'byCar' | 'byBus' | 'distance' | 'planLink' | 'type' | 'cooking',
    string
  >;
  ticketFree: string;
  ticketUnknown: string;
  hoursUnknown: string;
  priceUnknown: string;
  busUnknown: string;
  noDietTags: string;
  noRestaurantsForDish(dish: string): string;
  noRestaurantsInTown(town: string): string;
  noStays(filters: string): string;
  noStaysOfType(type: string, town: string): string;
  recommendedPlace(place: string): string;
  perNightFrom(price: string): string;
  perPortion(min: string, max: string): string;
  travelIntro(from: string, to: string): string;
  sameTown(town: string): string;
  noTravelFigure(from: string, to: string): string;
  restaurantsFor(dish: string, town: string | null): string;
  restaurantsIn(town: string): string;
  /** After a list cut at its first entries: how many more the catalog holds, linking the full list page. */
  moreInList(count: number, href: string): string;
  staysIntro(filters: string): string;
  staysFilters(town: string | null, type: string | null, maxFen: number | null): string;
  interestIntro(interests: string, town: string | null): string;
  interestNames: Record<string, string>;
  noInterestMatch: string;
  suits(place: string, interests: string, yes: boolean): string;
  compareIntro(a: string, b: string): string;
  planIntro(question: string): string;
  planDay(day: number, date: string | null, towns: string): string;
  planOpen: string;
  planInfeasible: string;
  planUnreadable: string;
  townAttractions(town: string): string;
  refusal: string;
  notUnderstood: string;
  roomsUnknown: string;
  travelFrom(town: string): string;
  greeting: string;
  keywordIntro: string;
  dayName(weekday: number): string;
  onDay(day: string, hours: string | null): string;
  dishesIntro(diet: string | null): string;
  restaurantsOfCuisine(cuisine: string, town: string | null): string;
  noCuisineMatch(cuisine: string): string;
  cuisineNames: Record<string, string>;
  unknownEntity: string;
  capabilities: string;
  suggestion(place: string, town: string): string;
}

const zhHours = (locale: 'zh-CN' | 'zh-HK', periods: readonly OpeningPeriod[] | null) => {
  if (periods === null) return locale === 'zh-CN' ? '开放时间不详' : '開放時間不詳';
  if (periods.length === 0) return locale === 'zh-CN' ? '全天开放' : '全天開放';
  return periods.map((p) => `${dayRange(locale, p.days)} ${p.open}–${p.close}`).join('；');
};

function dayRange(locale: Locale, days: string): string {
  const words = DAY_WORDS[locale];
  if (days === 'Mon-Sun') return locale === 'en-US' ? 'Daily' : locale === 'zh-CN' ? '每天' : '每日';
  return days
    .split(',')
    .map((part) => part.split('-').map((d) => words[d.trim()] ?? d).join(locale === 'en-US' ? '–' : '至'))
    .join(locale === 'en-US' ? ', ' : '、');
}

const zhCN: Phrases = {
  locale: 'zh-CN',
  comma: '、',
  money: (fen) => (fen === 0 ? '免费' : `${yuan(fen)} 元`),
  duration: (m) => (m >= 60 ? `${Math.floor(m / 60)} 小时${m % 60 ? ` ${m % 60} 分钟` : ''}` : `${m} 分钟`),
  hours: (periods) => zhHours('zh-CN', periods),
  openNow: (o) =>
    o.state === 'always' ? '全天开放' : o.state === 'open' ? (o.until ? `现在开放（今天到 ${o.until}）` : '现在开放') : o.state === 'closed' ? (o.opensAt ? `现在关闭，今天 ${o.opensAt} 开门` : '现在关闭') : '开放时间不详，无法判断现在是否开放',
  taste: (words) => words.map((w) => TASTE_ZH[w]?.[0] ?? w).join('、'),
  stayType: (t) => STAY_TYPE_LABELS['zh-CN'][t] ?? t,
  labels: {
    hours: '开放时间', openNow: '现在', ticket: '门票', transport: '交通', address: '地址', duration: '建议游览', highlights: '看点', tips: '提示', taste: '口味',
    ingredients: '主要食材', diet: '饮食提示', background: '背景', howEaten: '吃法', whereToEat: '哪里吃', season: '时令', price: '价格', restaurants: '餐厅',
    stays: '住宿', attractions: '景点', rooms: '房型', byCar: '自驾', byBus: '大巴', distance: '路程', planLink: '在行程规划器中打开并调整', type: '类型', cooking: '做法',
  },
  ticketFree: '免费',
  ticketUnknown: '我们的资料里没有票价',
  hoursUnknown: '开放时间不详',
  priceUnknown: '我们的资料里没有价格',
  busUnknown: '资料中没有大巴时间',
  noDietTags: '资料中没有这道菜的饮食标签（做法因店而异，有严格忌口请向店家确认）',
  noRestaurantsForDish: (dish) => `我们的目录里还没有专门标注供应${dish}的餐厅。`,
  noRestaurantsInTown: (town) => `我们的目录里暂时没有${town}的餐厅。`,
  noStays: (filters) => `没有找到符合条件的住宿（${filters}）。`,
  noStaysOfType: (type, town) => `我们的目录里${town}没有${type}；那里的其他住宿：`,
  recommendedPlace: (place) => `常见于：${place}`,
  perNightFrom: (price) => `每晚 ${price}起`,
  perPortion: (min, max) => (min === max ? `每份约 ${min}` : `每份约 ${min}–${max}`),
  travelIntro: (from, to) => `${from} ⇄ ${to}：`,
  sameTown: (town) => `这两个地方都在${town}，同一地区内往来通常很近。`,
  noTravelFigure: (from, to) => `我们的资料里没有${from}和${to}之间的路程数据。`,
  restaurantsFor: (dish, town) => (town ? `在${town}可以吃到${dish}的餐厅：` : `可以吃到${dish}的餐厅：`),
  restaurantsIn: (town) => `${town}的餐厅：`,
  moreInList: (count, href) => `目录里还有 ${count} 家，[查看全部](${href})。`,
  staysIntro: (filters) => `符合条件的住宿（${filters}）：`,
  staysFilters: (town, type, maxFen) => [town, type, maxFen === null ? null : `每晚 ${yuan(maxFen)} 元以内`].filter(Boolean).join('，') || '全部',
  interestIntro: (interests, town) => `适合${interests}的地方${town ? `（${town}）` : ''}：`,
  interestNames: { photography: '拍照', hiking: '徒步', temples: '寺庙', kids: '带孩子', lake: '看湖', culture: '文化体验', history: '历史', food: '美食', cycling: '骑行', sunrise: '看日出' },
  noInterestMatch: '没有找到符合这个兴趣的地方。',
  suits: (place, interests, yes) => (yes ? `在我们的目录里，${place}标注为适合${interests}。` : `我们的目录没有把${place}标注为适合${interests}。`),
  compareIntro: (a, b) => `${a} 和 ${b} 的对比：`,
  planIntro: (q) => `正在用行程规划器安排“${q}”：`,
  planDay: (day, date, towns) => `**第 ${day} 天**${date ? `（${date}）` : ''} · ${towns}`,
  planOpen: '在行程规划器中打开并调整',
  planInfeasible: '按这个要求排不出可行的行程：',
  planUnreadable: '我没能读懂这个行程要求（例如需要几天）。可以这样问：“帮我规划大理3天行程”。',
  townAttractions: (town) => `${town}的景点：`,
  greeting: '你好！我是大理旅游助手，回答只依据本站的大理目录。',
  keywordIntro: '目录里与你的问题相关的条目：',
  dayName: (d) => ['周日', '周一', '周二', '周三', '周四', '周五', '周六'][d] ?? '',
  onDay: (day, hours) => (hours === null ? `${day}：不开放` : `${day}：${hours}`),
  dishesIntro: (diet) => (diet ? `目录里标注为“${diet}”的菜品：` : '目录里的大理和云南特色菜品：'),
  restaurantsOfCuisine: (cuisine, town) => `${town ? `${town}的` : ''}${cuisine}餐厅：`,
  noCuisineMatch: (cuisine) => `目录里没有标注为${cuisine}的餐厅，以下是全部餐厅：`,
  cuisineNames: { vegetarian: '素食', halal: '清真', bai: '白族菜', western: '西餐', italian: '意大利菜', bakery: '面包烘焙', cafe: '咖啡', tibetan: '藏餐', dessert: '甜品', breakfast: '早餐' },
  notUnderstood: '抱歉，我没能理解这个问题，也没有在大理目录里找到相关条目。',
  roomsUnknown: '我们的资料里没有房型信息',
  travelFrom: (town) => `从${town}到其他城镇（路程与自驾时间）：`,
  refusal: '抱歉，这个问题超出了我的资料范围（例如天气、签证、紧急求助等），我无法可靠回答。紧急情况请拨打 110（报警）或 120（急救）。',
  unknownEntity: '抱歉，我在大理的目录里没有找到你说的地方或菜品，无法回答。',
  capabilities: '我可以回答：景点的开放时间和是否开放、门票、怎么去和城镇之间的路程、菜品介绍和哪里吃、各城镇的餐厅和住宿、按兴趣推荐（拍照、徒步、寺庙、带孩子）、两地对比，以及“帮我规划 N 天行程”。',
  suggestion: (place, town) => `例如：“${place}门票多少钱？”或“${town}有什么住宿？”`,
};

const zhHK: Phrases = {
  ...zhCN,
  locale: 'zh-HK',
  money: (fen) => (fen === 0 ? '免費' : `${yuan(fen)} 元`),
  duration: (m) => (m >= 60 ? `${Math.floor(m / 60)} 小時${m % 60 ? ` ${m % 60} 分鐘` : ''}` : `${m} 分鐘`),
  hours: (periods) => zhHours('zh-HK', periods),
  openNow: (o) =>
    o.state === 'always' ? '全天開放' : o.state === 'open' ? (o.until ? `現在開放（今日至 ${o.until}）` : '現在開放') : o.state === 'closed' ? (o.opensAt ? `現在關閉，今日 ${o.opensAt} 開門` : '現在關閉') : '開放時間不詳，無法判斷現在是否開放',
  taste: (words) => words.map((w) => TASTE_ZH[w]?.[1] ?? w).join('、'),
  stayType: (t) => STAY_TYPE_LABELS['zh-HK'][t] ?? t,
  labels: {
    hours: '開放時間', openNow: '現在', ticket: '門票', transport: '交通', address: '地址', duration: '建議遊覽', highlights: '看點', tips: '提示', taste: '口味',
    ingredients: '主要食材', diet: '飲食提示', background: '背景', howEaten: '食法', whereToEat: '邊度食', season: '時令', price: '價錢', restaurants: '餐廳',
    stays: '住宿', attractions: '景點', rooms: '房型', byCar: '自駕', byBus: '旅遊巴', distance: '路程', planLink: '在行程規劃器中打開並調整', type: '類型', cooking: '做法',
  },
  ticketFree: '免費',
  ticketUnknown: '我們的資料裏沒有票價',
  hoursUnknown: '開放時間不詳',
  priceUnknown: '我們的資料裏沒有價錢',
  busUnknown: '資料中沒有巴士時間',
  noDietTags: '資料中沒有這道菜的飲食標籤（做法因店而異，有嚴格戒口請向店家確認）',
  noRestaurantsForDish: (dish) => `我們的目錄裏還沒有專門標明供應${dish}的餐廳。`,
  noRestaurantsInTown: (town) => `我們的目錄裏暫時沒有${town}的餐廳。`,
  noStays: (filters) => `找不到符合條件的住宿（${filters}）。`,
  noStaysOfType: (type, town) => `我們的目錄裏${town}沒有${type}；那裏的其他住宿：`,
  recommendedPlace: (place) => `常見於：${place}`,
  perNightFrom: (price) => `每晚 ${price}起`,
  perPortion: (min, max) => (min === max ? `每份約 ${min}` : `每份約 ${min}–${max}`),
  sameTown: (town) => `這兩個地方都在${town}，同區內往來通常很近。`,
  noTravelFigure: (from, to) => `我們的資料裏沒有${from}和${to}之間的路程數據。`,
  restaurantsFor: (dish, town) => (town ? `在${town}可以食到${dish}的餐廳：` : `可以食到${dish}的餐廳：`),
  restaurantsIn: (town) => `${town}的餐廳：`,
  moreInList: (count, href) => `目錄裏還有 ${count} 家，[查看全部](${href})。`,
  staysIntro: (filters) => `符合條件的住宿（${filters}）：`,
  staysFilters: (town, type, maxFen) => [town, type, maxFen === null ? null : `每晚 ${yuan(maxFen)} 元以內`].filter(Boolean).join('，') || '全部',
  interestIntro: (interests, town) => `適合${interests}的地方${town ? `（${town}）` : ''}：`,
  interestNames: { photography: '影相', hiking: '行山', temples: '寺廟', kids: '帶小朋友', lake: '看湖', culture: '文化體驗', history: '歷史', food: '美食', cycling: '踩單車', sunrise: '看日出' },
  noInterestMatch: '找不到符合這個興趣的地方。',
  suits: (place, interests, yes) => (yes ? `在我們的目錄裏，${place}標明為適合${interests}。` : `我們的目錄沒有把${place}標明為適合${interests}。`),
  compareIntro: (a, b) => `${a} 和 ${b} 的比較：`,
  planIntro: (q) => `正在用行程規劃器安排「${q}」：`,
  planDay: (day, date, towns) => `**第 ${day} 日**${date ? `（${date}）` : ''} · ${towns}`,
  planOpen: '在行程規劃器中打開並調整',
  planInfeasible: '按這個要求排不出可行的行程：',
  planUnreadable: '我未能讀懂這個行程要求（例如需要幾日）。可以這樣問：「幫我規劃大理3日行程」。',
  townAttractions: (town) => `${town}的景點：`,
  greeting: '你好！我是大理旅遊助手，回答只依據本站的大理目錄。',
  keywordIntro: '目錄裏與你的問題相關的條目：',
  dayName: (d) => ['週日', '週一', '週二', '週三', '週四', '週五', '週六'][d] ?? '',
  onDay: (day, hours) => (hours === null ? `${day}：不開放` : `${day}：${hours}`),
  dishesIntro: (diet) => (diet ? `目錄裏標明為「${diet}」的菜式：` : '目錄裏的大理和雲南特色菜式：'),
  restaurantsOfCuisine: (cuisine, town) => `${town ? `${town}的` : ''}${cuisine}餐廳：`,
  noCuisineMatch: (cuisine) => `目錄裏沒有標明為${cuisine}的餐廳，以下是全部餐廳：`,
  cuisineNames: { vegetarian: '素食', halal: '清真', bai: '白族菜', western: '西餐', italian: '意大利菜', bakery: '麪包烘焙', cafe: '咖啡', tibetan: '藏餐', dessert: '甜品', breakfast: '早餐' },
  notUnderstood: '抱歉，我未能理解這個問題，也沒有在大理目錄裏找到相關條目。',
  roomsUnknown: '我們的資料裏沒有房型資料',
  travelFrom: (town) => `由${town}去其他城鎮（路程與自駕時間）：`,
  refusal: '抱歉，這個問題超出了我的資料範圍（例如天氣、簽證、緊急求助等），我無法可靠回答。緊急情況請撥打 110（報警）或 120（急救）。',
  unknownEntity: '抱歉，我在大理的目錄裏找不到你說的地方或菜式，無法回答。',
  capabilities: '我可以回答：景點的開放時間和是否開放、門票、點樣去和城鎮之間的路程、菜式介紹和邊度食、各城鎮的餐廳和住宿、按興趣推介（影相、行山、寺廟、帶小朋友）、兩地比較，以及「幫我規劃 N 日行程」。',
  suggestion: (place, town) => `例如：「${place}門票幾多錢？」或「${town}有甚麼住宿？」`,
};

const enUS: Phrases = {
  locale: 'en-US',
  comma: ', ',
  money: (fen) => (fen === 0 ? 'free' : `¥${yuan(fen)}`),
  duration: (m) => (m >= 60 ? `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}` : `${m} min`),
  hours: (periods) =>
    periods === null ? 'hours not known' : periods.length === 0 ? 'open at all times' : periods.map((p) => `${dayRange('en-US', p.days)} ${p.open}–${p.close}`).join('; '),
  openNow: (o) =>
    o.state === 'always'
      ? 'open at all times'
      : o.state === 'open'
        ? o.until
          ? `open now (until ${o.until} today)`
          : 'open now'
        : o.state === 'closed'
          ? o.opensAt
            ? `closed now; opens at ${o.opensAt} today`
            : 'closed now'
          : 'hours not known, so I cannot say whether it is open now',
  taste: (words) => words.join(', '),
  stayType: (t) => STAY_TYPE_LABELS['en-US'][t] ?? t,
  labels: {
    hours: 'Hours', openNow: 'Now', ticket: 'Ticket', transport: 'Getting there', address: 'Address', duration: 'Suggested visit', highlights: 'Highlights', tips: 'Tips',
    taste: 'Taste', ingredients: 'Main ingredients', diet: 'Diet facts', background: 'Background', howEaten: 'How it is eaten', whereToEat: 'Where to eat it',
    season: 'Season', price: 'Price', restaurants: 'Restaurants', stays: 'Stays', attractions: 'Sights', rooms: 'Rooms', byCar: 'By car', byBus: 'By bus',
    distance: 'Distance', planLink: 'Open and adjust it in the trip planner', type: 'Type', cooking: 'How it is made',
  },
  ticketFree: 'free',
  ticketUnknown: 'no ticket price in our data',
  hoursUnknown: 'hours not known',
  priceUnknown: 'no price in our data',
  busUnknown: 'no bus time in our data',
  noDietTags: 'our data has no diet tags for this dish (recipes vary; ask the cook if you have strict requirements)',
  noRestaurantsForDish: (dish) => `Our catalog lists no restaurant known for ${dish} yet.`,
  noRestaurantsInTown: (town) => `Our catalog has no restaurants in ${town} yet.`,
  noStays: (filters) => `No stay in our catalog matches (${filters}).`,
  noStaysOfType: (type, town) => `Our catalog has no ${type} in ${town}; other stays there:`,
  recommendedPlace: (place) => `Usually found at: ${place}`,
  perNightFrom: (price) => `from ${price} a night`,
  perPortion: (min, max) => (min === max ? `about ${min} a portion` : `about ${min}–${max} a portion`),
  travelIntro: (from, to) => `${from} ⇄ ${to}:`,
  sameTown: (town) => `Both are in ${town}, so they are close to each other.`,
  noTravelFigure: (from, to) => `Our data has no travel figures between ${from} and ${to}.`,
  restaurantsFor: (dish, town) => (town ? `Restaurants in ${town} known for ${dish}:` : `Restaurants known for ${dish}:`),
  restaurantsIn: (town) => `Restaurants in ${town}:`,
  moreInList: (count, href) => `Our catalog has ${count} more: [see them all](${href}).`,
  staysIntro: (filters) => `Stays that match (${filters}):`,
  staysFilters: (town, type, maxFen) => [town, type, maxFen === null ? null : `up to ¥${yuan(maxFen)} a night`].filter(Boolean).join(', ') || 'all',
  interestIntro: (interests, town) => `Good for ${interests}${town ? ` in ${town}` : ''}:`,
  interestNames: { photography: 'photography', hiking: 'hiking', temples: 'temples', kids: 'kids', lake: 'the lake', culture: 'culture', history: 'history', food: 'food', cycling: 'cycling', sunrise: 'sunrise' },
  noInterestMatch: 'I found no place that fits that interest.',
  suits: (place, interests, yes) => (yes ? `Our catalog marks ${place} as good for ${interests}.` : `Our catalog does not mark ${place} as good for ${interests}.`),
  compareIntro: (a, b) => `${a} compared with ${b}:`,
  planIntro: (q) => `Asking the trip planner for “${q}”:`,
  planDay: (day, date, towns) => `**Day ${day}**${date ? ` (${date})` : ''} · ${towns}`,
  planOpen: 'Open and adjust it in the trip planner',
  planInfeasible: 'No workable itinerary fits that request:',
  planUnreadable: 'I could not read that as a trip request (how many days, for example). Try: “Plan me 3 days in Dali”.',
  townAttractions: (town) => `Sights in ${town}:`,
  greeting: 'Hello! I am the Dali travel assistant; my answers come only from this site’s Dali catalog.',
  keywordIntro: 'Entries of our catalog that match your question:',
  dayName: (d) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][d] ?? '',
  onDay: (day, hours) => (hours === null ? `${day}: closed` : `${day}: ${hours}`),
  dishesIntro: (diet) => (diet ? `Dishes in our catalog with the diet fact “${diet}”:` : 'Dali and Yunnan dishes in our catalog:'),
  restaurantsOfCuisine: (cuisine, town) => `${cuisine[0]?.toUpperCase() ?? ''}${cuisine.slice(1)} restaurants${town ? ` in ${town}` : ''}:`,
  noCuisineMatch: (cuisine) => `Our catalog marks no restaurant as ${cuisine}; here are all of them:`,
  cuisineNames: { vegetarian: 'vegetarian', halal: 'halal', bai: 'Bai', western: 'Western', italian: 'Italian', bakery: 'bakery', cafe: 'café', tibetan: 'Tibetan', dessert: 'dessert', breakfast: 'breakfast' },
  notUnderstood: 'Sorry, I did not understand that question and found nothing about it in our Dali catalog.',
  roomsUnknown: 'no room types in our data',
  travelFrom: (town) => `From ${town} to the other towns (road distance and driving time):`,
  refusal:
    'Sorry, that is outside what I know (weather, visas, emergencies and anything beyond our Dali catalog), so I cannot answer it reliably. In an emergency in China call 110 (police) or 120 (ambulance).',
  unknownEntity: 'Sorry, I could not find that place or dish in our Dali catalog, so I cannot answer.',
  capabilities:
    'I can help with: opening hours and whether a place is open now, tickets, how to get there and travel times between towns, what a dish is and where to eat it, restaurants and stays by town, ideas by interest (photography, hiking, temples, kids), comparing two places, and “plan me N days”.',
  suggestion: (place, town) => `For example: “How much is the ticket for ${place}?” or “Where can I stay in ${town}?”`,
};

/** The phrase set of `locale`. */
export function phrasesOf(locale: Locale): Phrases {
  return locale === 'zh-CN' ? zhCN : locale === 'zh-HK' ? zhHK : enUS;
}
