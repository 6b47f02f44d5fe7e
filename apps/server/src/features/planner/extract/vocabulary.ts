/**
 * Words of the planner form's choice fields (spec §3 "Planner form"): interests, attraction and
 * activity preferences, special needs, priority factors, diets (contract DIET_KEYS), lodging type,
 * transportation, pace, plan language, and the party words "couple" / "solo". Chinese terms are
 * Simplified (the extractor converts Traditional text first); English terms are lower case and
 * match whole words. Longer terms win over shorter ones they contain ("不要太赶" relaxed over "赶"
 * packed). These are words of the languages, not catalog facts.
 */
import type { AccommodationType, DietKey, PlannerPace, PlannerRequest, Transportation } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';

/** What one recognised term sets in the request. */
export type VocabularyEffect =
  | { field: 'interests'; value: PlannerRequest['interests'][number] }
  | { field: 'attractionPreferences'; value: PlannerRequest['attractionPreferences'][number] }
  | { field: 'activityPreferences'; value: PlannerRequest['activityPreferences'][number] }
  | { field: 'specialNeeds'; value: PlannerRequest['specialNeeds'][number] }
  | { field: 'priorityFactors'; value: PlannerRequest['priorityFactors'][number] }
  | { field: 'dietaryRestrictions'; value: DietKey }
  | { field: 'accommodationType'; value: AccommodationType }
  | { field: 'transportation'; value: Transportation }
  | { field: 'pace'; value: PlannerPace }
  | { field: 'language'; value: Locale }
  | { field: 'travelerCount'; value: number };

/** Terms and what they set; a term preceded by a negation ("不要购物", "no shopping") sets nothing. */
export interface VocabularyEntry {
  terms: readonly string[];
  effects: readonly VocabularyEffect[];
}

const e = (terms: string[], ...effects: VocabularyEffect[]): VocabularyEntry => ({ terms, effects });
const interest = (value: PlannerRequest['interests'][number]): VocabularyEffect => ({ field: 'interests', value });
const sight = (value: PlannerRequest['attractionPreferences'][number]): VocabularyEffect => ({ field: 'attractionPreferences', value });
const activity = (value: PlannerRequest['activityPreferences'][number]): VocabularyEffect => ({ field: 'activityPreferences', value });
const need = (value: PlannerRequest['specialNeeds'][number]): VocabularyEffect => ({ field: 'specialNeeds', value });
const priority = (value: PlannerRequest['priorityFactors'][number]): VocabularyEffect => ({ field: 'priorityFactors', value });
const diet = (value: DietKey): VocabularyEffect => ({ field: 'dietaryRestrictions', value });
const lodging = (value: AccommodationType): VocabularyEffect => ({ field: 'accommodationType', value });
const transport = (value: Transportation): VocabularyEffect => ({ field: 'transportation', value });
const pace = (value: PlannerPace): VocabularyEffect => ({ field: 'pace', value });

/** Every term the extractor knows, grouped by effect. */
export const VOCABULARY: readonly VocabularyEntry[] = [
  // Interests (spec §3: culture, nature, food, adventure, urban).
  e(['文化', '人文', '民族风情', '少数民族', '白族', 'culture', 'cultural sites', 'heritage'], interest('culture')),
  e(['历史', '古迹', '名胜古迹', 'history', 'historic', 'historical'], interest('culture'), sight('historical')),
  e(['自然', '风景', '风光', '山水', '大自然', '自然风光', '看山看水', 'nature', 'natural', 'scenery', 'landscapes', 'landscape', 'outdoors'], interest('nature'), sight('natural')),
  e(['美食', '吃货', '小吃', '当地菜', '特色菜', '吃吃喝喝', 'food', 'foodie', 'local food', 'cuisine', 'street food', 'eating'], interest('food'), activity('food')),
  e(['冒险', '探险', '刺激', '极限', 'adventure', 'adventures', 'adventurous', 'thrill', 'thrills', 'extreme'], interest('adventure')),
  e(['城市', '都市', '夜生活', '酒吧', 'city life', 'urban', 'nightlife', 'bars'], interest('urban')),
  // Attraction preferences (historical, natural, themeParks, shopping, religious).
  e(['主题公园', '游乐园', '乐园', 'theme park', 'theme parks', 'amusement park', 'amusement parks'], sight('themeParks')),
  e(['购物', '买东西', '逛街', '买买买', '纪念品', 'shopping', 'souvenirs', 'souvenir'], sight('shopping'), activity('shopping')),
  e(['寺庙', '寺院', '庙宇', '佛教', '宗教', '礼佛', '拜佛', '教堂', 'temple', 'temples', 'monastery', 'monasteries', 'religious', 'buddhist', 'buddhism', 'churches'], sight('religious')),
  // Activity preferences (photography, cultural, hiking, food, shopping).
  e(['拍照', '摄影', '拍摄', '出片', '打卡拍照', '航拍', 'photography', 'photos', 'photo', 'taking pictures', 'photographer'], activity('photography')),
  e(['文化体验', '民俗', '手工', '扎染', '非遗', 'cultural experiences', 'cultural experience', 'crafts', 'tie-dye', 'local customs'], activity('cultural'), interest('culture')),
  e(['徒步', '爬山', '登山', '远足', 'hiking', 'hike', 'hikes', 'trekking', 'trek', 'treks', 'walking trails'], activity('hiking'), interest('nature')),
  // Special needs (familyFriendly, accessibility, vegetarian).
  e(['带孩子', '带小孩', '带娃', '亲子', '小朋友', '小孩', '孩子', '儿童', '宝宝', '老人', '父母', 'kids', 'kid', 'children', 'child', 'toddler', 'toddlers', 'baby', 'family-friendly', 'family friendly', 'elderly', 'my parents'], need('familyFriendly')),
  e(['轮椅', '无障碍', '行动不便', '腿脚不便', '腿脚不好', 'wheelchair', 'accessible', 'accessibility', 'limited mobility', 'reduced mobility', 'disabled'], need('accessibility')),
  // Priority factors (valueForMoney, convenience, comfort, uniqueExperience).
  e(['性价比', '省钱', '实惠', '便宜', '穷游', 'value for money', 'cheap', 'affordable', 'budget-friendly', 'on a budget', 'save money'], priority('valueForMoney')),
  e(['方便', '便捷', '少走路', '少折腾', 'convenient', 'convenience', 'hassle-free', 'easy to get around'], priority('convenience')),
  e(['舒适', '舒服', '品质', '高端', '奢华', 'comfortable', 'comfort', 'luxury', 'luxurious', 'upscale'], priority('comfort')),
  e(['小众', '独特', '特别的体验', '与众不同', 'unique', 'off the beaten track', 'off the beaten path', 'hidden gems', 'special experience', 'authentic'], priority('uniqueExperience')),
  // Diets (contract DIET_KEYS; the same words matchDietKey knows, and phrases around them).
  // 食素 / 食斋 are the Cantonese "eat vegetarian" (食 = eat); 吃斋 / 茹素 the Buddhist wording. "素斋"
  // alone is a temple meal someone may just try, so it is no diet.
  e(['吃素', '素食', '素食者', '素食主义', '只吃素', '食素', '只食素', '食斋', '吃斋', '茹素', 'vegetarian', 'vegetarians', 'veggie', "don't eat meat", 'no meat'], diet('vegetarian'), need('vegetarian')),
  e(['纯素', '全素', '严格素食', 'vegan', 'vegans', 'plant-based'], diet('vegan'), need('vegetarian')),
  e(['清真', '穆斯林', 'halal', 'muslim'], diet('halal')),
  e(['不吃猪肉', '不能吃猪肉', '无猪肉', '不要猪肉', 'no pork', 'pork-free', "don't eat pork", 'do not eat pork', 'without pork'], diet('no-pork')),
  e(['不吃牛肉', '不能吃牛肉', '无牛肉', '不要牛肉', 'no beef', 'beef-free', "don't eat beef", 'do not eat beef'], diet('no-beef')),
  e(['不吃海鲜', '海鲜过敏', '对海鲜过敏', '不吃鱼', '鱼虾过敏', '不能吃海鲜', 'no seafood', 'seafood allergy', 'allergic to seafood', 'allergic to fish', 'no fish', "don't eat seafood", 'shellfish allergy'], diet('no-seafood')),
  e(['不吃辣', '不能吃辣', '不要辣', '怕辣', '不辣', '免辣', '吃不了辣', 'no spicy', 'not spicy', 'no chili', 'mild food', "can't eat spicy", "don't eat spicy", 'not too spicy', 'no spice'], diet('no-spicy')),
  e(['无麸质', '不吃麸质', '麸质过敏', '乳糜泻', 'gluten-free', 'gluten free', 'no gluten', 'coeliac', 'celiac'], diet('gluten-free')),
  // Lodging type (hotel, guesthouse, homestay, hostel).
  e(['酒店', '宾馆', '饭店', 'hotel', 'hotels'], lodging('hotel')),
  e(['客栈', 'guesthouse', 'guest house', 'guesthouses', 'inn', 'inns'], lodging('guesthouse')),
  e(['民宿', 'homestay', 'home stay', 'homestays', 'b&b', 'bnb', 'bed and breakfast'], lodging('homestay')),
  e(['青旅', '青年旅舍', '青年旅社', '床位', 'hostel', 'hostels', 'dorm', 'dorm bed'], lodging('hostel')),
  // Transportation (public, selfDriving, privateCar, cycling).
  e(['自驾', '自己开车', '租车', '开车', 'self-drive', 'self-driving', 'self drive', 'rent a car', 'renting a car', 'rental car', 'road trip', 'drive ourselves', 'drive myself'], transport('selfDriving')),
  e(['包车', '专车', '私人司机', '带司机', 'private car', 'chartered car', 'charter a car', 'car with driver', 'car with a driver', 'private driver', 'hire a driver'], transport('privateCar')),
  e(['骑行', '骑车', '骑自行车', '自行车', '单车', '电动车', '电瓶车', 'cycling', 'cycle', 'bike', 'bikes', 'biking', 'bicycle', 'e-bike', 'by bike'], transport('cycling')),
  e(['公共交通', '公交', '坐公交', '大巴', '巴士', '地铁', 'public transport', 'public transportation', 'public transit', 'bus', 'buses', 'by bus'], transport('public')),
  // Pace (relaxed, moderate, packed).
  e(['轻松', '悠闲', '休闲', '慢节奏', '慢游', '慢慢玩', '不赶', '不要太赶', '别太赶', '不用赶', '不要太累', '别太累', '放松', '躺平', 'relaxed', 'relaxing', 'leisurely', 'slow', 'slow-paced', 'easy pace', 'laid-back', 'laid back', 'chill', 'take it easy', 'not rushed', 'no rush', 'not too packed', 'not too busy'], pace('relaxed')),
  e(['适中', '节奏适中', '正常节奏', 'moderate', 'moderate pace', 'balanced'], pace('moderate')),
  e(['紧凑', '特种兵', '赶行程', '赶一点', '多去几个', '尽量多', '充实', 'packed', 'busy', 'intensive', 'fast-paced', 'fast paced', 'as much as possible', 'as many as possible', 'tight schedule', 'see everything'], pace('packed')),
  // Plan language when the text asks for one.
  e(['用英文', '英文行程', '用英语', '英文版', 'in english'], { field: 'language', value: 'en-US' }),
  e(['用简体', '简体中文', '用中文', '中文版', 'in chinese', 'in simplified chinese'], { field: 'language', value: 'zh-CN' }),
  e(['用繁体', '繁体中文', '繁体', '粤语', 'in traditional chinese', 'in cantonese'], { field: 'language', value: 'zh-HK' }),
  // Party words without a number.
  // The traveller and one companion. 同 is the Cantonese "with" (同老公); 两公婆 the Cantonese couple;
  // 闺蜜 a best friend. Children named beside them are added by the extractor.
  e(
    [
      '情侣', '夫妻', '两口子', '小两口', '两公婆', '二人世界', '蜜月',
      '我和老婆', '我和老公', '我和女朋友', '我和男朋友', '我和闺蜜', '我俩', '我们俩', '咱俩', '我哋俩',
      ...['老婆', '老公', '太太', '女朋友', '男朋友', '对象', '闺蜜', '一个朋友', '一位朋友'].flatMap((who) => [`和${who}`, `跟${who}`, `同${who}`, `带${who}`, `带着${who}`]),
      'with my wife', 'with my husband', 'with my partner', 'with my girlfriend', 'with my boyfriend', 'with my fiance', 'with my fiancee',
      'with a friend', 'with my friend', 'with my best friend', 'with a buddy', 'with my buddy', 'with a colleague', 'with my colleague',
      'with my mom', 'with my mum', 'with my mother', 'with my dad', 'with my father', 'with my sister', 'with my brother',
      'me and my friend', 'my friend and i', 'couple', 'honeymoon', 'my wife and i', 'my husband and i', 'my partner and i', 'my girlfriend and i', 'my boyfriend and i',
      'the two of us', 'two of us',
    ],
    { field: 'travelerCount', value: 2 },
  ),
  e(['一个人', '独自', '自己一个人', '单人', 'solo', 'alone', 'by myself', 'on my own', 'just me'], { field: 'travelerCount', value: 1 }),
];
