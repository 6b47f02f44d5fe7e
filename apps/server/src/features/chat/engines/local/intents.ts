/**
 * What a question asks (spec §4 chat send, the local engine's intents): words of Simplified Chinese
 * (Traditional is converted before matching), English, and a few catalog-independent cues. The
 * words are the engine's vocabulary, never catalog facts; catalog names are found by
 * knowledge/name-index.ts and removed from the text before these patterns run, so "崇圣寺" does not
 * read as an interest in temples.
 */

/** The intents the local engine answers, plus `outOfScope`. */
export type ChatIntent =
  | 'plan'
  | 'compare'
  | 'travelTime'
  | 'transport'
  | 'hours'
  | 'ticket'
  | 'dishDiet'
  | 'dishWhere'
  | 'dishFacts'
  | 'restaurants'
  | 'stays'
  | 'interest'
  | 'overview'
  | 'outOfScope';

/** Interests the engine maps to catalog tags and attraction types. */
export type Interest = 'photography' | 'hiking' | 'temples' | 'kids' | 'lake' | 'culture' | 'history' | 'food' | 'cycling' | 'sunrise';

/** Catalog tags (or attraction types) that serve an interest. */
export const INTEREST_TAGS: Readonly<Record<Interest, readonly string[]>> = {
  photography: ['photography', 'sunrise', 'viewpoint', 'night-view'],
  hiking: ['hiking', 'mountain', 'walking'],
  temples: ['temple', 'buddhism', 'taoism', 'pagoda', 'monastery', 'religious', 'tibetan-buddhism', 'pilgrimage'],
  kids: ['family-friendly'],
  lake: ['lake', 'island'],
  culture: ['bai-culture', 'craft', 'tie-dye', 'naxi-culture', 'cultural'],
  history: ['history', 'historical', 'ancient-town', 'architecture'],
  food: ['food'],
  cycling: ['cycling'],
  sunrise: ['sunrise'],
};

const INTEREST_WORDS: readonly [Interest, RegExp][] = [
  ['photography', /拍照|摄影|影相|出片|拍摄|取景|相机|photo|instagram|camera|scenic view/],
  ['hiking', /徒步|爬山|登山|行山|远足|健行|hik(?:e|ing)|trek|climb/],
  ['temples', /寺庙|寺院|佛寺|拜佛|庙|寺|佛教|道观|temple|monaster|buddhis|pagoda|religio|shrine/],
  ['kids', /孩子|小孩|小朋友|亲子|儿童|带娃|宝宝|kid|child|family|toddler/],
  ['lake', /湖景|湖边|看湖|\blake|waterfront/],
  ['culture', /白族文化|民族文化|扎染|手工艺|文化体验|culture|craft|tie dye|ethnic/],
  ['history', /历史|古迹|古建筑|文物|histor|heritage|ancient architecture/],
  ['cycling', /骑行|骑车|自行车|单车|cycl|bike|biking|bicycle/],
  ['sunrise', /日出|sunrise|dawn/],
];

const OUT_OF_SCOPE =
  /天气|气温|下雨|下雪|温度|气候|预报|签证|护照|入境|海关|报警|急救|救护车|医院|看病|紧急|警察|丢了|被偷|汇率|换钱|兑换|航班|机票|火车|高铁|动车|机场|股票|新闻|选举|彩票|法律|地震|治安|房价|买房|疫苗|weather|forecast|\brain|snow|temperature|climate|\bvisa|passport|customs|emergenc|ambulance|police|hospital|doctor|stolen|exchange rate|currency|\bflight|airline|airport|\btrains?\b|railway|stock|news|election|lottery|earthquake|crime|real estate|property price|vaccin|\blaw(?:yer)?\b|covid/;

// A trip plan: a planning word with a trip length or a trip word, or a trip length with a trip word.
const PLAN_WORD = /规划|安排|计划|行程|路线|攻略|\bplan|itinerar|\bschedule|\borgani[sz]e/;
const TRIP_LENGTH = /[0-9一二两三四五六七八九十半]\s*(?:天|日|晚)|\b(?:\d+|one|two|three|four|five|six|seven|a)\s*-?\s*(?:days?|nights?)\b|weekend|周末/;
const TRIP_WORD = /旅行|旅游|游玩|行程|玩|游|trip|travel|tour|itinerar|holiday|vacation|visit|stay/;
const PLAN = { test: (text: string) => (PLAN_WORD.test(text) && (TRIP_LENGTH.test(text) || TRIP_WORD.test(text))) || (TRIP_LENGTH.test(text) && /[0-9一二两三四五六七八九十]\s*(?:天|日)\s*(?:游|行|玩)|玩\s*[0-9一二两三四五六七八九十]\s*(?:天|日)|\b(?:\d+|one|two|three|four|five|six|seven)\s*-?\s*days?\s+(?:trip|in|itinerar|tour|around)/.test(text)) };
const COMPARE = /比较|对比|哪个好|边个好|边个|同.+比|哪个更|哪一个|还是|区别|不同|差别|\bvs\b|versus|compare|comparison|\bor\b|better|which (?:one|is)|difference/;
const TRAVEL_TIME = /多远|几远|几耐|几久|多久|多长时间|多少时间|距离|几公里|公里|开车|自驾|坐车|车程|路程|需要多|how far|how long|distance|\bkm\b|drive|driving|by car|by bus|travel time|get from|from .* to |从.+(?:到|去)|由.+到/;
const TRANSPORT = /怎么去|怎么走|怎么到|点去|点样去|点过去|点行|搭咩车|坐咩车|搭车|如何去|如何到|如何前往|交通|坐几路|公交|巴士|打车|怎样去|怎么过去|get (?:to|there)|getting (?:to|there)|how (?:do|can) i (?:go|reach|get)|how to (?:go|reach|get)|transport|reach|directions|\bbus\b/;
const HOURS = /开放时间|营业时间|几点|几时开|几时关|几时闩|闩门|周末|星期|礼拜|周[一二三四五六日]|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|开门|关门|开着|开放吗|开吗|营业|现在开|开没开|闭馆|关了|opening|hours|\bopen\b|\bclose|closing|what time/;
const TICKET = /门票|票价|多少钱|收费|免费|价格|要钱|费用|几钱|几多钱|收不收费|收唔收|收钱|使唔使钱|要唔要钱|要票|ticket|admission|entry fee|entrance fee|\bfee\b|\bcost|price|how much|\bfree\b/;
const DIET = /素食|吃素|素的|荤|猪肉|猪|牛奶|奶制品|乳制品|含奶|清真|回民|辣不辣|辣吗|辣|生的|生吃|过敏|忌口|安全|卫生|\bsafe|vegetarian|vegan|pork|dairy|milk|halal|muslim|spicy|\braw\b|\bmeat|allerg|diet/;
const WHERE = /哪里|哪儿|在哪|哪家|哪能|去哪|哪有|什么地方|边度|喺边|边间|推荐.*(?:店|馆)|where|which restaurant|place to (?:eat|try)|can i (?:eat|try|get)/;
const DISH_FACTS = /是什么|什么是|啥|什么味道|味道|口味|好吃吗|怎么吃|怎么做|做法|配料|原料|成分|what is|what's|whats|taste|flavou?r|ingredient|made (?:of|from|with)|how (?:is it|do you) eat|tell me about/;
const RESTAURANTS = /餐厅|饭店|餐馆|饭馆|吃饭|美食|好吃|吃什么|吃的|食饭|有得食|食咩|咩食|食乜|食嘢|好食|咖啡|小吃|早餐|restaurant|\beat\b|eating|\bfood|cafe|café|dining|dinner|lunch|breakfast|snack/;
const STAYS = /住宿|住哪|住在|住一晚|酒店|客栈|民宿|青旅|青年旅舍|旅馆|宾馆|过夜|住|hotel|hostel|\binns?\b|guest ?house|homestay|\bstay|accommodation|sleep|lodging|\bb ?b\b|\bbnb\b|where to stay|overnight/;

const LOCATION = /在哪|在哪里|在哪儿|在什么地方|位置|地址|where is|where s|wheres|where are|location|address|located/;
const DURATION = /(?:玩|逛|游览|游玩|参观|待|呆|停留)[^ ]{0,4}?(?:多久|多长时间|多少时间|几个小时|几耐)|需要多长时间游|花多少时间|建议游览|how long (?:should|do|does|to|will) (?:i |we |you |it )?(?:spend|stay|need|take to (?:visit|see|tour))|\bspend\b|time (?:do i need|needed|to spend)/;
const DISHES = /吃什么|特色菜|特色美食|美食推荐|有什么好吃|有啥好吃|什么好吃|必吃|小吃推荐|当地菜|local (?:food|dish|cuisine|specialt)|what (?:should|to|can) (?:i |we )?eat|must[- ]?(?:try|eat)|specialt(?:y|ies)|dishes|what food/;
const GREETING = /^(?:hi|hello|hey|thanks|thank you|thx|good (?:morning|afternoon|evening)|你好|您好|哈喽|嗨|谢谢|多谢|唔该|早上好|晚上好)(?:\s|$)/;
const WEEKDAYS: readonly [number, RegExp][] = [
  [0, /(?:周|星期|礼拜)(?:日|天)|sunday/],
  [1, /(?:周|星期|礼拜)一|monday/],
  [2, /(?:周|星期|礼拜)二|tuesday/],
  [3, /(?:周|星期|礼拜)三|wednesday/],
  [4, /(?:周|星期|礼拜)四|thursday/],
  [5, /(?:周|星期|礼拜)五|friday/],
  [6, /(?:周|星期|礼拜)六|saturday/],
];
const WEEKEND = /周末|weekend/;

/** Restaurant cuisine keywords of the catalog (`cuisine`) a question can ask for, by its words. */
const CUISINE_WORDS: readonly [string, RegExp][] = [
  ['vegetarian', /素食|吃素|素菜|斋|vegetarian|vegan/],
  ['halal', /清真|回民|halal|muslim/],
  ['bai', /白族菜|白族风味|白族餐|\bbai (?:food|cuisine|dish)/],
  ['western', /西餐|western/],
  ['italian', /意大利|披萨|italian|pizza/],
  ['bakery', /面包|烘焙|糕点|bakery|bread|pastr/],
  ['cafe', /咖啡|coffee|\bcafe/],
  ['tibetan', /藏餐|藏式|tibetan/],
  ['dessert', /甜品|甜点|dessert|ice cream/],
  ['breakfast', /早餐|早饭|breakfast/],
];

/** True when the question asks about something outside the catalog (weather, visas, emergencies…). */
export function isOutOfScope(text: string): boolean {
  return OUT_OF_SCOPE.test(text);
}

/** Interests named in the text, in a fixed order. */
export function interestsOf(text: string): Interest[] {
  return INTEREST_WORDS.filter(([, pattern]) => pattern.test(text)).map(([interest]) => interest);
}

/** Cues of a question: which intent words it holds (the engine decides with the entities found). */
export interface IntentCues {
  plan: boolean;
  compare: boolean;
  travelTime: boolean;
  transport: boolean;
  hours: boolean;
  ticket: boolean;
  diet: boolean;
  where: boolean;
  dishFacts: boolean;
  restaurants: boolean;
  stays: boolean;
  interests: Interest[];
  outOfScope: boolean;
  /** How long to spend at a place. */
  duration: boolean;
  /** Where a place is (address, how to get there). */
  location: boolean;
  /** Which dishes to try (no dish named). */
  dishes: boolean;
  /** A greeting or thanks, nothing else. */
  greeting: boolean;
  /** Weekdays asked about (0 = Sunday), e.g. "on Saturday", "周末". */
  weekdays: number[];
  /** Restaurant cuisine keywords asked for (`vegetarian`, `halal`, …). */
  cuisines: string[];
}

/**
 * The intent words of `text`, which must be normalised (knowledge/name-index.ts
 * `normalizeForMatch`: Simplified, lower case) with catalog names blanked out.
 */
export function cuesOf(text: string): IntentCues {
  return {
    plan: PLAN.test(text),
    compare: COMPARE.test(text),
    travelTime: TRAVEL_TIME.test(text),
    transport: TRANSPORT.test(text),
    hours: HOURS.test(text),
    ticket: TICKET.test(text),
    diet: DIET.test(text),
    where: WHERE.test(text),
    dishFacts: DISH_FACTS.test(text),
    restaurants: RESTAURANTS.test(text),
    stays: STAYS.test(text),
    interests: interestsOf(text),
    outOfScope: isOutOfScope(text),
    duration: DURATION.test(text),
    location: LOCATION.test(text),
    dishes: DISHES.test(text),
    greeting: GREETING.test(text.trim()) && text.trim().length <= 30,
    weekdays: WEEKEND.test(text) ? [6, 0] : WEEKDAYS.filter(([, pattern]) => pattern.test(text)).map(([day]) => day),
    cuisines: CUISINE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([cuisine]) => cuisine),
  };
}

/** Stay types by words: `hostel`, `hotel`, `inn`, `homestay`; null when none is named. */
export function stayTypeOf(text: string): string | null {
  if (/青旅|青年旅舍|hostel|dorm/.test(text)) return 'hostel';
  if (/民宿|homestay|\bb ?b\b|\bbnb\b/.test(text)) return 'homestay';
  if (/客栈|\binns?\b/.test(text)) return 'inn';
  if (/酒店|宾馆|hotel/.test(text)) return 'hotel';
  return null;
}

/** A highest nightly price the text sets ("200以下", "under 300 yuan"), CNY fen; null when none. */
export function maxPriceFenOf(text: string): number | null {
  const zh = /(\d+)\s*(?:元|块|rmb|cny)?\s*(?:以下|以内|之内|左右|内)/.exec(text) ?? /(?:不超过|低于|少于|预算)\s*(\d+)/.exec(text);
  const en = /(?:under|below|less than|max(?:imum)?|up to|cheaper than|within|budget(?: of)?)\s*(?:¥|rmb|cny|yuan)?\s*(\d+)/.exec(text);
  const value = zh?.[1] ?? en?.[1];
  return value === undefined ? null : Number(value) * 100;
}
