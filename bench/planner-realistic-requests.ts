/**
 * The traveller-phrased evaluation set of the itinerary planner (`npm run eval:planner -- --set
 * realistic`, bench/planner-eval-realistic.ts): 126 Dali trip requests, a third in each interface
 * language (zh-CN, zh-HK, en-US), and within each language half as the planner form sends them
 * (`PlannerRequestInput`) and half as quick-text (10–500 characters, read by the embedded
 * extractor).
 *
 * Every request paraphrases the question or situation of a public page (forum thread, Q&A, travel
 * blog or trip report) found with the project's search tool, adapted to what the planner can be
 * asked: `source` names that page. The pages were written by travellers; no wording is copied.
 * Places are catalog records only (catalog/*.json). `expect` lists the facts a plan for it must
 * contain, and only the facts the request itself states: day count, party size, sights that must
 * be visited (catalog ids), towns whose sights, meals or beds must appear, the lodging type (a
 * substitute the plan names counts), diet keys, the plan language, and a total budget in CNY.
 */
import type { DietKey, PlannerRequestInput } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';

/** The public page a request paraphrases; `note` says what of it the request takes. */
export interface RealisticSource {
  url: string;
  title: string;
  note: string;
}

/** Facts a delivered plan must contain (each only when the request states it). */
export interface RealisticExpect {
  /** Days of the trip. */
  days?: number;
  /** People travelling. */
  travelers?: number;
  /** Catalog attraction ids the plan must visit. */
  includeAttractions?: string[];
  /** Catalog town ids whose sights, meals or stays must appear in the plan. */
  includeTowns?: string[];
  /** Catalog stay type every night must be, or the substitute the plan names for it. */
  lodgingType?: 'hotel' | 'inn' | 'homestay' | 'hostel';
  /** Diet keys the plan must keep. */
  diet?: DietKey[];
  /** Language of the plan. */
  language?: Locale;
  /** The whole party's total may not exceed this, CNY. */
  maxTotalCny?: number;
}

interface RequestBase {
  /** `<language>-<f|t>-<nn>`: cn = zh-CN, hk = zh-HK, en = en-US; f = form, t = text. */
  id: string;
  language: Locale;
  source: RealisticSource;
  expect: RealisticExpect;
}

/** A request as the planner form sends it. */
export interface RealisticFormRequest extends RequestBase {
  kind: 'form';
  form: PlannerRequestInput;
}

/** A request typed into the quick-text box. */
export interface RealisticTextRequest extends RequestBase {
  kind: 'text';
  text: string;
}

export type RealisticRequest = RealisticFormRequest | RealisticTextRequest;

type Page = Omit<RealisticSource, 'note'>;
const page = (url: string, title: string): Page => ({ url, title });

/** Pages the requests paraphrase (all returned by the search tool, corpus `pages`). */
const P = {
  ynfeiPlan3d: page('http://ynfei.com/ynlybc/ynzhishi/68812.html', '大理旅游计划书（3天2夜）'),
  lcyyw3d: page('https://www.lcyyw.net/article/2584.html', '大理三日游最佳路线'),
  huijian: page('https://huijianshenghuo.com/59757d.html', '从大连出发的大理游记（2019年春）'),
  dali8Shuanglang: page('http://m.dali8.net/thread-3283-1-1.html', '大理双廊古镇交通位置图（论坛帖）'),
  ttnewsShuanglang: page('https://ttnews.xyz/a/607098f83127c748b6de5f4e?lang=zh-hans', '最美人间四月天 一路向西去大理part4—安静双廊'),
  jianshuShuanglang: page('http://39.103.169.235/p/8ffa361e40a8', '第三次去大理：双廊4夜5日与海景客栈'),
  dalibaizuShuanglang: page('http://dalibaizu.com/thread-3154-1-1.html', '在双廊要做的4件事（论坛帖）'),
  qunarShuanglang: page('https://touch.travel.qunar.com/comment/5770474', '去哪儿点评：双廊'),
  hncscs5d: page('https://hncscs.6345.cn/news-403113.html', '长沙出发大理旅游全攻略'),
  ctripSelfDrive: page('https://you.ctrip.com/travels/yunnan100007/4090274.html', '云南大、丽、香自驾行程（2023年）'),
  ctripShaxi: page('https://gs.ctrip.com/html5/you/article/detail/8405057.html', '沙溪古镇及周边，值得一游'),
  dali8ShaxiFriday: page('http://dali8.net/thread-70581-1-1.html', '【夏日好去处】悠悠沙溪 慢慢时光（论坛帖）'),
  dali8ShaxiCouple: page('http://www.dali8.net/thread-2497-1-1.html', '旅途中遇见别样的美丽（之三）– 沙溪（论坛帖）'),
  ptotourShaxi: page('http://news.ptotour.com/68267', '茶马古道上的印象，沙溪'),
  dfrclShaxi: page('https://www.dfrcl.cn/shucs/202511/343045.html', '云南沙溪古镇旅游攻略'),
  wanbiaokuWeishan: page('https://wanbiaoku.com/new/aba4f25a891e4db594a60c891265cb96', '巍山古城4天只花1500元'),
  shbkWeishan: page('https://shbk5.com/lvgl/28052.html', '巍山旅游攻略一天一夜游'),
  yndlwsWeishan: page('https://yndlws.6345.cn/news-413612.html', '巍山古城出发：大理深度漫游全攻略'),
  bijingdiWeishan: page('https://www.bijingdi.com/jingdian/1466.html', '巍山古城'),
  piaojiaJizu: page('http://piaojia.cn/jingdian/youjishow.asp?id=23392', '原创鸡足山游记及自助游攻略'),
  huochengJizu: page('https://lvyou.huochengrm.cn/post/32747.html', '鸡足山实用攻略'),
  icbwJizu: page('https://icbw.com.cn/forum.php?extra=page%3D1&mod=viewthread&tid=20548', '鸡足山（论坛帖）'),
  miaodongJizu: page('http://cs.miaodongshenghuo.com/c/092M312R2022.html', '鸡足山一日游出游小提示'),
  trek239364Jizu: page('http://m.239364.com/gonglve/4796', '大理雞足山景區，2日徒步全攻略'),
  xfmsylBudget: page('http://m.xfmsyl.com/post/43916.html', '大理旅游住宿与交通（多人间价格）'),
  tsxnewsNewYear: page('http://www.tsxnews.com.cn/2024falv/yunnanjia/22265119287.html', '元旦到云南大理四日游攻略'),
  jianshuNewYear: page('http://39.103.169.235/p/46a6eb8b9b5f', '闺蜜和两位妈妈的大理跨年自由行'),
  dalibaizuCouple: page('http://www.dalibaizu.com/thread-12994-1-1.html', '大理和昆明的甜蜜之旅：吃住行（论坛帖）'),
  yndleyEryuan: page('https://yndley.6345.cn/news-207216.html', '大理洱源周边2-3天短途旅游攻略'),
  ynfeiLoop: page('http://ynfei.com/ynlybc/ynmddzn/63482.html', '大理自由行旅游攻略（经典环线）'),
  bkwkPlan: page('https://www.bkwk.cn/article/jmdllyhjlxrhghwmxcqscygcmj.html', '大理旅游行程规划（2-5天）'),
  yangguTwoDays: page('http://biji.yanggu.tv/yunnanbi/2348196186.html', '萍乡到大理二日游攻略'),
  sinaFamily: page('https://blog.sina.com.cn/s/blog_18f521bdb01030bpt.html', '全家云南游之四：洱海和双廊古镇'),
  meipianFamily: page('https://meipian.cn/5auqwr5z', '彩云之南——大理（春节后家庭出游）'),
  wxredianEryuan: page('https://wxredian.com/art?id=a62bbe9aa01bc18cf0a553f63a12d7f2', '比大理更静谧的温泉小县城'),
  seewideXizhou: page('https://seewide.com/space-article-id-132239.html', '大理。喜洲古鎮（雲南大理﹑昆明6天遊 第四天）'),
  oscarlee: page('http://oscarleetw.blogspot.my/2015/01/day7.html', '踏上雲南 Day7：井字規劃的大理國'),
  bluetingParents: page('http://blueting723.pixnet.net/blog/post/459195826/', '帶爸媽雲南自助（昆明大理麗江）'),
  xmztdLodging: page('http://xmztd.com/shipu/m50u1azc1q.html', '《旅行筆記-雲南特輯Ⅲ》大理篇（上）'),
  qfiglzmShaxi: page('http://m.qfiglzm.cn/view-901.html', '大理你一定不能錯過的小眾景點（沙溪）'),
  siagooPilgrim: page('https://travel.siagoo.com/item/items/107534', '雲南九日八夜朝聖之旅1'),
  yjlimEryuan: page('http://www.yjlim.com/p/6979.html', '冬日洱源溫泉之旅'),
  ksrykjEryuan: page('http://ksrykj.com/news/c/2022-04-28/13539077.shtml', '跟著徐霞客遊洱源'),
  tania: page('https://taniamccartney.blogspot.com/2009/03/beijingkids-family-travels-dali.html', 'Family Travels: Dali'),
  halalYunnan: page('https://www.yunnanexploration.com/category/yunnan-muslim-travel/halal-food-in-yunnan', 'Halal Food in Yunnan'),
  donglianhuaTour: page('https://theabroadguide.com/dali-donglianhua-east-lotus-hui-muslim-culture-tour', 'Dali: Donglianhua (East Lotus) & Hui Muslim Culture Tour'),
  travellingVegan: page('http://travelling-vegan.blogspot.com/2008/08/dali-and-drugdealing-housewifes.html', 'Dali and drug-dealing housewives (travelling vegan)'),
  gageVeg: page('http://www.gagefletcher.com/blog/tag/China+Travel', 'Street Photos Dali'),
  travelnoteKids: page('https://china-travelnote.com/travelogue/China/Yunnan/4074644.html', 'Summer trip to Dali and Lijiang with the kids'),
  karenKids: page('http://karenmaric.com/life-in-china/shilin-and-dali-yunnan/', 'Shilin and Dali, Yunnan'),
  beijingKids: page('https://beijing-kids.com/blog/2011/09/30/downtime-in-dali', 'Downtime in Dali'),
  lindenSpa: page('http://www.linden-centre.com/2010/02/spachina/', 'Unique Experiences – The Happy Village'),
  synotripShaxi: page('https://www.synotrip.com/photos/dali/echohu/sideng-friday-market-shaxi-photos-echo', 'Sideng Friday Market in Shaxi, Dali'),
  munmusMuslim: page('https://munmus.blogspot.com/2025/09/yunnan-03-joyful-mawlid-celebration-at.html?m=1', 'Yunnan 03: Dali – Xizhou – Lijiang'),
  earthlooping: page('http://www.earthlooping.com/blog/why-you-should-skip-dali-and-head-straight-to-erhai-hu', 'Why you should skip Dali and head straight to Erhai Hu'),
  gadling: page('http://www.gadling.com/2010/12/20/south-of-the-clouds-hiking-cangshan-mountains-dali-yunnan-ch/', 'South of the Clouds: Hiking Cangshan Mountains'),
  gzkan3d: page('http://gzkan.com/jd/40080.html', 'A 3-Day Travel Guide to Dali, Yunnan'),
  baliweather3d: page('https://baliweathermap.blogspot.com/2019/05/bali-island-place-to-visit-dali.html', 'Dali Itinerary (3 Days)'),
  sunflowerit: page('https://www.sunflowerit.ca/travel/china-2009/trips-asia/other-trips/dali-beautiful-old-city', 'Dali – beautiful old city'),
  offexploring: page('https://www.offexploring.com/2tosaigon/blog/china/dali/20081103150406', '2 to Saigon: Dali'),
  flashpackers: page('https://backpackerstoflashpackers.com/destinations/asia/china/dali', 'Dali-landia'),
  leozander: page('http://leozander.blogspot.com/2014/08/china-trip-kunming-dali-lijiang.html', 'China trip 2 – Dali'),
  tip2tundra: page('https://tip2tundra.blogspot.com/2014/07', 'Dali, Yunnan Province, China'),
  chlorophyllia: page('http://www.chlorophyllia.com/?p=689&page=4', 'China Trip May–June 2013: Cloud Traveller’s Path'),
  sailblogs: page('https://www.sailblogs.com/member/ladykay/115657', 'Cangshan Mountains'),
  joshVegan: page('https://joshhadbeen.com/?p=1924', 'Day 126 – Healthy Life Zen'),
  chinadailyXizhou: page('http://covid-19.chinadaily.com.cn/travel/2015-06/01/content_20871919_2.htm', 'Not hippie, but still hip'),
  bohemianShaxi: page('https://bohemiantraveler.com/2012/04/shaxis-friday-market/', 'Shaxi’s Friday Market'),
  jkShaxi: page('http://jonathanandkristen.blogspot.com/2011/07/shaxi-trip-back-in-time.html', 'Shaxi – A Trip Back in Time'),
  weikShaxi: page('http://wei-k.livejournal.com/54783.html', 'Shaxi Market Day: Carry it on Your Back'),
  backdoorpath: page('http://backdoorpath.com/dali-in-yunnan-province/', 'Dali in Yunnan'),
  klara: page('https://klarasadventures.wordpress.com/2012/01/15/yunnan-province-kunming-and-dali/', 'Yunnan Province: Kunming and Dali'),
  weishanHalal: page('https://www.yunnanexploration.com/the-delicacy-of-weishan-halal-noodle-dish-qingzhen-mianpian.html', 'Weishan Muslim Halal Food: Halal Noodle Dish'),
  travelblogBiking: page('https://www.travelblog.org/Asia/China/Yunnan/Dali/blog-687221.html', 'Biking, Hiking & Enjoying the Sunshine'),
  youmurenRain: page('http://youmurenwx.blogspot.com/2008/07/dali.html', 'Dali (arriving in the rain)'),
  beingAlive: page('http://being-alive-and-free.blogspot.com/2009/06/dali-100609.html', 'Dali (09.06.09)'),
  annekadotes: page('https://www.annekadotes.com/blog/dreaming-of-dali', 'Dreaming of Dali'),
  livingamused: page('http://www.livingamused.com/2012/01/06/linden-centre-in-xizhou-china/', 'Linden Centre in Xizhou, China'),
  theresaShaxi: page('http://theresasadventures.blogspot.com/2014/02/market-day.html', 'Market Day!'),
  yunnanexShaxi: page('https://www.yunnanexploration.com/shaxi-friday-market-in-jianchuan-county-dali.html', 'Shaxi Friday Market in Jianchuan County, Dali'),
  topchinaShaxi: page('http://www.topchinatravel.com/community/blog/sideng-street-in-dali-yunnan.htm', 'Wandering around Shaxi Sideng Street in Western Yunnan'),
  oneveryshortlife: page('http://oneveryshortlife.blogspot.com/2015/01', 'Dali: Muslim food stalls on Renmin Street'),
} as const;

const src = (p: Page, note: string): RealisticSource => ({ ...p, note });

// ─── zh-CN ────────────────────────────────────────────────────────────────────────────────────────

const ZH_CN: RealisticRequest[] = [
  {
    id: 'cn-f-01', language: 'zh-CN', kind: 'form',
    source: src(P.ynfeiPlan3d, '3天2夜：古城、喜洲、洱海、苍山、三塔、蝴蝶泉'),
    form: { language: 'zh-CN', durationDays: 3, travelerCount: 2, mustVisit: ['大理古城', '喜洲古镇', '崇圣寺三塔', '蝴蝶泉'], interests: ['culture', 'nature'], accommodationType: 'guesthouse' },
    expect: { days: 3, travelers: 2, includeAttractions: ['dali-ancient-city', 'xizhou-ancient-town', 'three-pagodas-chongsheng-temple', 'butterfly-spring'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-f-02', language: 'zh-CN', kind: 'form',
    source: src(P.lcyyw3d, '三日游：第一天古城与三塔，第二天洱海与南诏风情岛，第三天喜洲与蝴蝶泉'),
    form: { language: 'zh-CN', durationDays: 3, travelerCount: 3, mustVisit: '大理古城, 崇圣寺三塔, 南诏风情岛, 喜洲古镇, 蝴蝶泉', dayPins: [{ place: '南诏风情岛', day: 2 }], interests: ['culture'] },
    expect: { days: 3, travelers: 3, includeAttractions: ['dali-ancient-city', 'three-pagodas-chongsheng-temple', 'nanzhao-fengqing-island', 'xizhou-ancient-town', 'butterfly-spring'], language: 'zh-CN' },
  },
  {
    id: 'cn-f-03', language: 'zh-CN', kind: 'form',
    source: src(P.huijian, '从大连飞大理，四天：洗马潭、苍山、三塔、蝴蝶泉、张家花园'),
    form: { language: 'zh-CN', startDate: '2026-12-05', endDate: '2026-12-08', travelerCount: 2, departureLocation: '大连', mustVisit: ['苍山洗马潭大索道', '崇圣寺三塔', '蝴蝶泉', '张家花园'], transportation: 'public' },
    expect: { days: 4, travelers: 2, includeAttractions: ['ximatan-cableway', 'three-pagodas-chongsheng-temple', 'butterfly-spring', 'zhang-family-garden'], language: 'zh-CN' },
  },
  {
    id: 'cn-f-04', language: 'zh-CN', kind: 'form',
    source: src(P.dali8Shuanglang, '一个人坐中巴去双廊，住洱海边的小客栈，逛玉几岛'),
    form: { language: 'zh-CN', durationDays: 2, travelerCount: 1, destinations: ['双廊'], mustVisit: ['双廊古镇', '玉几岛'], accommodationType: 'guesthouse', transportation: 'public' },
    expect: { days: 2, travelers: 1, includeAttractions: ['shuanglang-ancient-town', 'yuji-island'], includeTowns: ['shuanglang'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-f-05', language: 'zh-CN', kind: 'form',
    source: src(P.ttnewsShuanglang, '自驾，先住大理古城，再到双廊住一晚湖景房'),
    form: { language: 'zh-CN', durationDays: 4, travelerCount: 3, transportation: 'selfDriving', destinations: ['大理古城', '双廊'], accommodationBudget: '200to300', interests: ['nature', 'food'] },
    expect: { days: 4, travelers: 3, includeTowns: ['dali-old-town', 'shuanglang'], language: 'zh-CN' },
  },
  {
    id: 'cn-f-06', language: 'zh-CN', kind: 'form',
    source: src(P.jianshuShuanglang, '两人直奔双廊住4夜5日，只想休息看洱海，海景客栈一晚380–480'),
    form: { language: 'zh-CN', durationDays: 5, travelerCount: 2, destinations: ['双廊'], accommodationType: 'guesthouse', accommodationBudget: 'over300', pace: 'relaxed' },
    expect: { days: 5, travelers: 2, includeTowns: ['shuanglang'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-f-07', language: 'zh-CN', kind: 'form',
    source: src(P.dalibaizuShuanglang, '从双廊骑车到挖色，经过小普陀，赶挖色集市'),
    form: { language: 'zh-CN', durationDays: 2, travelerCount: 2, transportation: 'cycling', mustVisit: ['双廊古镇', '小普陀', '挖色集市'], activityPreferences: ['photography'] },
    expect: { days: 2, travelers: 2, includeAttractions: ['shuanglang-ancient-town', 'xiaoputuo', 'wase-market'], language: 'zh-CN' },
  },
  {
    id: 'cn-f-08', language: 'zh-CN', kind: 'form',
    source: src(P.hncscs5d, '长沙出发五日游，人均预算3000–5000：感通索道、三塔、喜洲、双廊、小普陀'),
    form: { language: 'zh-CN', durationDays: 5, travelerCount: 2, budget: 8000, departureLocation: '长沙', mustVisit: ['感通寺与感通索道', '崇圣寺三塔', '喜洲古镇', '双廊古镇', '小普陀'] },
    expect: { days: 5, travelers: 2, includeAttractions: ['gantong-temple-cableway', 'three-pagodas-chongsheng-temple', 'xizhou-ancient-town', 'shuanglang-ancient-town', 'xiaoputuo'], maxTotalCny: 8000, language: 'zh-CN' },
  },
  {
    id: 'cn-f-09', language: 'zh-CN', kind: 'form',
    source: src(P.ctripSelfDrive, '四人一车自驾：巍山古城住一晚，再住喜洲玩蝴蝶泉、双廊、海舌公园拍日出、三塔'),
    form: { language: 'zh-CN', durationDays: 5, travelerCount: 4, transportation: 'selfDriving', destinations: ['巍山', '喜洲'], mustVisit: ['巍山古城', '蝴蝶泉', '双廊古镇', '海舌生态公园', '崇圣寺三塔'], activityPreferences: ['photography'] },
    expect: { days: 5, travelers: 4, includeAttractions: ['weishan-ancient-town', 'butterfly-spring', 'shuanglang-ancient-town', 'haishe-park', 'three-pagodas-chongsheng-temple'], includeTowns: ['weishan', 'xizhou'], language: 'zh-CN' },
  },
  {
    id: 'cn-f-10', language: 'zh-CN', kind: 'form',
    source: src(P.ctripShaxi, '沙溪古镇加石宝山石窟，住古镇上的民宿'),
    form: { language: 'zh-CN', durationDays: 2, travelerCount: 2, destinations: ['沙溪'], mustVisit: ['沙溪古镇（寺登街）', '石宝山石窟（石钟寺）'], accommodationType: 'homestay' },
    expect: { days: 2, travelers: 2, includeAttractions: ['shaxi-ancient-town', 'shibaoshan-grottoes'], includeTowns: ['shaxi'], lodgingType: 'homestay', language: 'zh-CN' },
  },
  {
    id: 'cn-f-11', language: 'zh-CN', kind: 'form',
    source: src(P.dali8ShaxiFriday, '一个人周末去沙溪，想赶上周五集市'),
    form: { language: 'zh-CN', startDate: '2026-12-03', endDate: '2026-12-04', travelerCount: 1, mustVisit: ['沙溪周五集市', '沙溪古镇（寺登街）'], accommodationType: 'hostel' },
    expect: { days: 2, travelers: 1, includeAttractions: ['shaxi-friday-market', 'shaxi-ancient-town'], lodgingType: 'hostel', language: 'zh-CN' },
  },
  {
    id: 'cn-f-12', language: 'zh-CN', kind: 'form',
    source: src(P.wanbiaokuWeishan, '两人巍山4天约1500元，古城酒店一晚200'),
    form: { language: 'zh-CN', durationDays: 4, travelerCount: 2, budget: 1500, destinations: ['巍山'], mustVisit: ['巍山古城', '巍宝山'], accommodationType: 'hotel', accommodationBudget: '100to200', interests: ['food'] },
    expect: { days: 4, travelers: 2, includeAttractions: ['weishan-ancient-town', 'weibaoshan'], lodgingType: 'hotel', maxTotalCny: 1500, language: 'zh-CN' },
  },
  {
    id: 'cn-f-13', language: 'zh-CN', kind: 'form',
    source: src(P.shbkWeishan, '巍山一天一夜：古城漫步、吃当地小吃'),
    form: { language: 'zh-CN', durationDays: 2, travelerCount: 2, departureLocation: '大理', destinations: ['巍山'], mustVisit: ['巍山古城'], interests: ['food', 'culture'] },
    expect: { days: 2, travelers: 2, includeAttractions: ['weishan-ancient-town'], includeTowns: ['weishan'], language: 'zh-CN' },
  },
  {
    id: 'cn-f-14', language: 'zh-CN', kind: 'form',
    source: src(P.piaojiaJizu, '带父母去鸡足山拜佛'),
    form: { language: 'zh-CN', durationDays: 2, travelerCount: 3, mustVisit: ['鸡足山'], attractionPreferences: ['religious'], pace: 'relaxed', specialNeeds: ['accessibility'] },
    expect: { days: 2, travelers: 3, includeAttractions: ['jizu-mountain'], language: 'zh-CN' },
  },
  {
    id: 'cn-f-15', language: 'zh-CN', kind: 'form',
    source: src(P.huochengJizu, '鸡足山住宿：山脚民宿80–150元/晚'),
    form: { language: 'zh-CN', durationDays: 2, travelerCount: 1, destinations: ['鸡足山'], mustVisit: ['鸡足山'], accommodationBudget: '100to200' },
    expect: { days: 2, travelers: 1, includeAttractions: ['jizu-mountain'], includeTowns: ['jizushan'], language: 'zh-CN' },
  },
  {
    id: 'cn-f-16', language: 'zh-CN', kind: 'form',
    source: src(P.miaodongJizu, '鸡足山停车场的素餐厅吃素斋'),
    form: { language: 'zh-CN', durationDays: 2, travelerCount: 2, mustVisit: ['鸡足山'], dietaryRestrictions: '素食' },
    expect: { days: 2, travelers: 2, includeAttractions: ['jizu-mountain'], diet: ['vegetarian'], language: 'zh-CN' },
  },
  {
    id: 'cn-f-17', language: 'zh-CN', kind: 'form',
    source: src(P.xfmsylBudget, '淡季多人间10–25元，省钱玩大理'),
    form: { language: 'zh-CN', durationDays: 3, travelerCount: 1, budget: 600, accommodationType: 'hostel', accommodationBudget: 'under100', mustVisit: ['大理古城', '洱海', '苍山'], priorityFactors: ['valueForMoney'] },
    expect: { days: 3, travelers: 1, includeAttractions: ['dali-ancient-city', 'erhai-lake', 'cangshan-mountain'], lodgingType: 'hostel', maxTotalCny: 600, language: 'zh-CN' },
  },
  {
    id: 'cn-f-18', language: 'zh-CN', kind: 'form',
    source: src(P.tsxnewsNewYear, '元旦大理四日游，人均想控制在2000以内，双廊、苍山索道'),
    form: { language: 'zh-CN', startDate: '2027-01-01', durationDays: 4, travelerCount: 2, budget: 4000, mustVisit: ['双廊古镇', '感通寺与感通索道'] },
    expect: { days: 4, travelers: 2, includeAttractions: ['shuanglang-ancient-town', 'gantong-temple-cableway'], maxTotalCny: 4000, language: 'zh-CN' },
  },
  {
    id: 'cn-f-19', language: 'zh-CN', kind: 'form',
    source: src(P.jianshuNewYear, '闺蜜和我带各自的妈妈跨年：大理古城客栈两晚，双廊临洱海客栈'),
    form: { language: 'zh-CN', startDate: '2026-12-30', endDate: '2027-01-02', travelerCount: 4, destinations: ['大理古城', '双廊'], accommodationType: 'guesthouse', pace: 'relaxed' },
    expect: { days: 4, travelers: 4, includeTowns: ['dali-old-town', 'shuanglang'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-f-20', language: 'zh-CN', kind: 'form',
    source: src(P.dalibaizuCouple, '两人五天，住洋人街附近的客栈，吃烤饵块、砂锅鱼'),
    form: { language: 'zh-CN', durationDays: 5, travelerCount: 2, interests: ['food', 'culture'], mustVisit: ['洋人街（护国路）', '五华楼'], accommodationType: 'guesthouse', accommodationBudget: 'under100' },
    expect: { days: 5, travelers: 2, includeAttractions: ['dali-foreigner-street', 'wuhua-tower'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-f-21', language: 'zh-CN', kind: 'form',
    source: src(P.yndleyEryuan, '洱源2–3天：入住温泉酒店，游茈碧湖'),
    form: { language: 'zh-CN', durationDays: 3, travelerCount: 2, destinations: ['洱源'], mustVisit: ['洱源地热国', '茈碧湖'], accommodationType: 'hotel' },
    expect: { days: 3, travelers: 2, includeAttractions: ['eryuan-hot-springs', 'cibi-lake'], includeTowns: ['eryuan'], lodgingType: 'hotel', language: 'zh-CN' },
  },
  {
    id: 'cn-t-01', language: 'zh-CN', kind: 'text',
    source: src(P.ynfeiLoop, '经典环线：古城—三塔—喜洲—洱海—双廊'),
    text: '第一次去大理，想走经典环线：大理古城、崇圣寺三塔、喜洲古镇、洱海、双廊古镇，三天两夜，两个人，住古城的客栈就行，求安排',
    expect: { days: 3, travelers: 2, includeAttractions: ['dali-ancient-city', 'three-pagodas-chongsheng-temple', 'xizhou-ancient-town', 'erhai-lake', 'shuanglang-ancient-town'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-t-02', language: 'zh-CN', kind: 'text',
    source: src(P.bkwkPlan, '2–5天：古城、洱海、三塔、蝴蝶泉、苍山'),
    text: '大理玩四天，古城、洱海、三塔、蝴蝶泉、苍山都想去，晚上想在古城吃白族菜，一个人，预算1500左右',
    expect: { days: 4, travelers: 1, includeAttractions: ['dali-ancient-city', 'erhai-lake', 'three-pagodas-chongsheng-temple', 'butterfly-spring', 'cangshan-mountain'], maxTotalCny: 1500, language: 'zh-CN' },
  },
  {
    id: 'cn-t-03', language: 'zh-CN', kind: 'text',
    source: src(P.yangguTwoDays, '高铁到大理只玩两天：古城洋人街、喜洲、周城扎染、双廊，别太累'),
    text: '从萍乡坐高铁到大理，只有两天。第一天逛古城洋人街，第二天去喜洲古镇和周城扎染村，有时间再去双廊拍照，不想太累',
    expect: { days: 2, includeAttractions: ['dali-foreigner-street', 'xizhou-ancient-town', 'zhoucheng-tie-dye-village'], language: 'zh-CN' },
  },
  {
    id: 'cn-t-04', language: 'zh-CN', kind: 'text',
    source: src(P.dalibaizuShuanglang, '双廊租自行车骑到挖色，经过小普陀，赶集'),
    text: '我们两个人想在双廊住两晚客栈，租自行车骑到挖色，顺路去小普陀，能赶上挖色集市最好',
    expect: { days: 3, travelers: 2, includeAttractions: ['xiaoputuo', 'wase-market'], includeTowns: ['shuanglang'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-t-05', language: 'zh-CN', kind: 'text',
    source: src(P.jianshuShuanglang, '一年没休息，去双廊住海景客栈发呆，不想奔波'),
    text: '今年一直没休息，想去双廊住4晚5天，每天就是发呆看洱海，不想奔波。住海景客栈，一晚四百左右可以接受，两个人',
    expect: { days: 5, travelers: 2, includeTowns: ['shuanglang'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-t-06', language: 'zh-CN', kind: 'text',
    source: src(P.qunarShuanglang, '1月从古城坐景区直通车去双廊，当天回古城'),
    text: '一月份一个人去大理三天，住古城，想坐直通车去双廊古镇玩一天再回来，古城里还想看看五华楼',
    expect: { days: 3, travelers: 1, includeAttractions: ['shuanglang-ancient-town', 'wuhua-tower'], language: 'zh-CN' },
  },
  {
    id: 'cn-t-07', language: 'zh-CN', kind: 'text',
    source: src(P.ptotourShaxi, '夜宿沙溪，寺登街古戏台、玉津桥、石宝山'),
    text: '两个人从大理出发自驾去沙溪，住两晚，看看寺登街古戏台，再上石宝山看石窟，想吃羊乳饼',
    expect: { days: 3, travelers: 2, includeAttractions: ['shaxi-ancient-town', 'shibaoshan-grottoes'], includeTowns: ['shaxi'], language: 'zh-CN' },
  },
  {
    id: 'cn-t-08', language: 'zh-CN', kind: 'text',
    source: src(P.dali8ShaxiCouple, '大理玩得差不多了，夫妻俩轻装去沙溪'),
    text: '大理古城已经逛得差不多了，还剩三天，我和老公想去沙溪，箱子留在古城客栈，轻装过去住一晚再回古城',
    expect: { days: 3, travelers: 2, includeTowns: ['shaxi'], language: 'zh-CN' },
  },
  {
    id: 'cn-t-09', language: 'zh-CN', kind: 'text',
    source: src(P.dfrclShaxi, '沙溪慢节奏，老宅改建的客栈'),
    text: '沙溪古镇两天一夜，一个人，喜欢慢节奏和历史，想住古镇里老宅改的客栈，我不吃辣',
    expect: { days: 2, travelers: 1, includeTowns: ['shaxi'], lodgingType: 'inn', diet: ['no-spicy'], language: 'zh-CN' },
  },
  {
    id: 'cn-t-10', language: 'zh-CN', kind: 'text',
    source: src(P.wanbiaokuWeishan, '两人巍山4天1500元，米线一根面，古城酒店200一晚'),
    text: '两个人去巍山古城玩4天，想吃一根面和耙肉饵丝，住古城里的酒店，一晚200左右，总预算1500',
    expect: { days: 4, travelers: 2, includeTowns: ['weishan'], lodgingType: 'hotel', maxTotalCny: 1500, language: 'zh-CN' },
  },
  {
    id: 'cn-t-11', language: 'zh-CN', kind: 'text',
    source: src(P.yndlwsWeishan, '先巍山（巍宝山），再回大理：感通索道、三塔'),
    text: '三个人，先去巍山住一晚，看巍宝山，再回大理古城玩两天，苍山坐感通索道，还要去崇圣寺三塔',
    expect: { days: 3, travelers: 3, includeAttractions: ['weibaoshan', 'gantong-temple-cableway', 'three-pagodas-chongsheng-temple'], includeTowns: ['weishan'], language: 'zh-CN' },
  },
  {
    id: 'cn-t-12', language: 'zh-CN', kind: 'text',
    source: src(P.bijingdiWeishan, '古城坐4路到下关，客运南站坐班车去巍山'),
    text: '住大理古城，想去巍山古城当天来回，坐4路车到下关再转班车，第二天在古城附近转转，一个人两天',
    expect: { days: 2, travelers: 1, includeAttractions: ['weishan-ancient-town'], language: 'zh-CN' },
  },
  {
    id: 'cn-t-13', language: 'zh-CN', kind: 'text',
    source: src(P.trek239364Jizu, '一个人鸡足山两日徒步，金顶寺'),
    text: '下周末一个人去鸡足山徒步两天，想在金顶看日出，山上住一晚，预算500以内',
    expect: { days: 2, travelers: 1, includeAttractions: ['jizu-mountain'], maxTotalCny: 500, language: 'zh-CN' },
  },
  {
    id: 'cn-t-14', language: 'zh-CN', kind: 'text',
    source: src(P.miaodongJizu, '从下关包车去鸡足山，寺里素餐'),
    text: '我们一家三口想从下关包车去鸡足山，中午吃寺里的素斋，晚上回下关住，一共两天',
    expect: { days: 2, travelers: 3, includeAttractions: ['jizu-mountain'], language: 'zh-CN' },
  },
  {
    id: 'cn-t-15', language: 'zh-CN', kind: 'text',
    source: src(P.dalibaizuCouple, '情侣五天，住洋人街附近客栈，吃烤饵块、凉鸡米线、砂锅鱼'),
    text: '下个月想和男朋友去大理玩5天，主要是吃：烤饵块、凉鸡米线、砂锅鱼、乳扇，住洋人街附近的客栈',
    expect: { days: 5, travelers: 2, includeTowns: ['dali-old-town'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-t-16', language: 'zh-CN', kind: 'text',
    source: src(P.xfmsylBudget, '多人间便宜，穷游大理'),
    text: '学生党穷游大理3天，一个人，住青旅多人间，预算一共800，想去洱海骑车、逛古城',
    expect: { days: 3, travelers: 1, lodgingType: 'hostel', maxTotalCny: 800, language: 'zh-CN' },
  },
  {
    id: 'cn-t-17', language: 'zh-CN', kind: 'text',
    source: src(P.sinaFamily, '全家从丽江去大理，途经双廊下车吃饭逛两小时'),
    text: '带两个孩子和老人一共6个人，从丽江坐车到大理，中午在双廊古镇吃饭逛逛，然后去大理古城住两晚',
    expect: { days: 3, travelers: 6, includeAttractions: ['shuanglang-ancient-town'], includeTowns: ['shuanglang', 'dali-old-town'], language: 'zh-CN' },
  },
  {
    id: 'cn-t-18', language: 'zh-CN', kind: 'text',
    source: src(P.jianshuNewYear, '和闺蜜带两位妈妈跨年，古城两晚，双廊临海客栈'),
    text: '12月30号到1月2号，我和闺蜜带着两个妈妈去大理跨年，一共4个人，古城住两晚，双廊住一晚临洱海的客栈，妈妈们走不快',
    expect: { days: 4, travelers: 4, includeTowns: ['dali-old-town', 'shuanglang'], lodgingType: 'inn', language: 'zh-CN' },
  },
  {
    id: 'cn-t-19', language: 'zh-CN', kind: 'text',
    source: src(P.meipianFamily, '春节后一大家子到大理，住民宿小院，下午去古城'),
    text: '春节后一大家子9个人去大理4天，想住能看到洱海的民宿小院，老人多，节奏放慢，古城要去逛逛',
    expect: { days: 4, travelers: 9, includeAttractions: ['dali-ancient-city'], lodgingType: 'homestay', language: 'zh-CN' },
  },
  {
    id: 'cn-t-20', language: 'zh-CN', kind: 'text',
    source: src(P.hncscs5d, '五日：感通索道、骑行龙龛码头到才村、喜洲扎染、双廊海景房'),
    text: '长沙飞大理，五天四晚，两个人，人均预算4000。想坐感通索道，骑车从龙龛码头到才村码头，去喜洲古镇，最后一晚住双廊',
    expect: { days: 5, travelers: 2, includeAttractions: ['gantong-temple-cableway', 'longkan-pier', 'caicun-pier', 'xizhou-ancient-town'], includeTowns: ['shuanglang'], maxTotalCny: 8000, language: 'zh-CN' },
  },
  {
    id: 'cn-t-21', language: 'zh-CN', kind: 'text',
    source: src(P.wxredianEryuan, '洱源温泉小县城，比大理更静'),
    text: '天冷了想去洱源泡温泉，去地热国和茈碧湖，两个人三天，从大理古城出发，我们不吃辣',
    expect: { days: 3, travelers: 2, includeAttractions: ['eryuan-hot-springs', 'cibi-lake'], diet: ['no-spicy'], language: 'zh-CN' },
  },
];

// ─── zh-HK ────────────────────────────────────────────────────────────────────────────────────────

const ZH_HK: RealisticRequest[] = [
  {
    id: 'hk-f-01', language: 'zh-HK', kind: 'form',
    source: src(P.seewideXizhou, '香港人住喜洲客棧，天台睇日出，踩單車沿環海西路'),
    form: { language: 'zh-HK', durationDays: 4, travelerCount: 2, destinations: ['喜洲'], mustVisit: ['海舌生態公園', '喜洲古鎮'], activityPreferences: ['photography'], transportation: 'cycling', accommodationType: 'guesthouse' },
    expect: { days: 4, travelers: 2, includeAttractions: ['haishe-park', 'xizhou-ancient-town'], includeTowns: ['xizhou'], lodgingType: 'inn', language: 'zh-HK' },
  },
  {
    id: 'hk-f-02', language: 'zh-HK', kind: 'form',
    source: src(P.oscarlee, '雙廊之後去大理古城，落雨避入歷史館，想去三塔'),
    form: { language: 'zh-HK', durationDays: 3, travelerCount: 2, destinations: ['雙廊', '大理古城'], mustVisit: ['崇聖寺三塔', '大理市博物館'] },
    expect: { days: 3, travelers: 2, includeAttractions: ['three-pagodas-chongsheng-temple', 'dali-city-museum'], includeTowns: ['shuanglang', 'dali-old-town'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-03', language: 'zh-HK', kind: 'form',
    source: src(P.bluetingParents, '帶爸媽自助，爸爸膝蓋不好，慢慢走，想吃地方小吃'),
    form: { language: 'zh-HK', durationDays: 3, travelerCount: 3, pace: 'relaxed', specialNeeds: ['accessibility'], mustVisit: ['大理古城', '崇聖寺三塔', '喜洲古鎮'], interests: ['food'], accommodationType: 'hotel' },
    expect: { days: 3, travelers: 3, includeAttractions: ['dali-ancient-city', 'three-pagodas-chongsheng-temple', 'xizhou-ancient-town'], lodgingType: 'hotel', language: 'zh-HK' },
  },
  {
    id: 'hk-f-04', language: 'zh-HK', kind: 'form',
    source: src(P.xmztdLodging, '住古城要揀近南門，古城同洱海都好大'),
    form: { language: 'zh-HK', durationDays: 2, travelerCount: 2, destinations: ['大理古城'], mustVisit: ['大理古城南門與城牆', '洱海'], accommodationType: 'guesthouse' },
    expect: { days: 2, travelers: 2, includeAttractions: ['dali-south-gate-city-wall', 'erhai-lake'], lodgingType: 'inn', language: 'zh-HK' },
  },
  {
    id: 'hk-f-05', language: 'zh-HK', kind: 'form',
    source: src(P.trek239364Jizu, '一個人兩日徒步雞足山'),
    form: { language: 'zh-HK', durationDays: 2, travelerCount: 1, mustVisit: ['雞足山'], accommodationBudget: 'under100', activityPreferences: ['hiking'] },
    expect: { days: 2, travelers: 1, includeAttractions: ['jizu-mountain'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-06', language: 'zh-HK', kind: 'form',
    source: src(P.qfiglzmShaxi, '沙溪古鎮四方街，慢慢享受'),
    form: { language: 'zh-HK', durationDays: 2, travelerCount: 2, destinations: ['沙溪'], mustVisit: ['沙溪古鎮（寺登街）'], pace: 'relaxed', accommodationType: 'guesthouse' },
    expect: { days: 2, travelers: 2, includeAttractions: ['shaxi-ancient-town'], includeTowns: ['shaxi'], lodgingType: 'inn', language: 'zh-HK' },
  },
  {
    id: 'hk-f-07', language: 'zh-HK', kind: 'form',
    source: src(P.siagooPilgrim, '12月6日由廣州飛大理，半自由行'),
    form: { language: 'zh-HK', startDate: '2026-12-06', endDate: '2026-12-09', travelerCount: 2, departureLocation: '廣州', attractionPreferences: ['religious'], mustVisit: ['崇聖寺三塔', '無為寺'] },
    expect: { days: 4, travelers: 2, includeAttractions: ['three-pagodas-chongsheng-temple', 'wuwei-temple'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-08', language: 'zh-HK', kind: 'form',
    source: src(P.yjlimEryuan, '冬天去洱源浸溫泉'),
    form: { language: 'zh-HK', durationDays: 2, travelerCount: 2, destinations: ['洱源'], mustVisit: ['洱源地熱國'], accommodationType: 'hotel', interests: ['nature'] },
    expect: { days: 2, travelers: 2, includeAttractions: ['eryuan-hot-springs'], includeTowns: ['eryuan'], lodgingType: 'hotel', language: 'zh-HK' },
  },
  {
    id: 'hk-f-09', language: 'zh-HK', kind: 'form',
    source: src(P.ksrykjEryuan, '洱源住當地特色民宿，遊茈碧湖'),
    form: { language: 'zh-HK', durationDays: 3, travelerCount: 4, destinations: ['洱源'], mustVisit: ['茈碧湖'], accommodationType: 'homestay' },
    expect: { days: 3, travelers: 4, includeAttractions: ['cibi-lake'], includeTowns: ['eryuan'], lodgingType: 'homestay', language: 'zh-HK' },
  },
  {
    id: 'hk-f-10', language: 'zh-HK', kind: 'form',
    source: src(P.tania, '一家四口（7歲同3歲）五日：嚴家大院、蝴蝶泉、三塔、纜車'),
    form: { language: 'zh-HK', durationDays: 5, travelerCount: 4, specialNeeds: ['familyFriendly'], mustVisit: ['嚴家大院', '蝴蝶泉', '崇聖寺三塔', '中和寺與中和索道'], pace: 'relaxed' },
    expect: { days: 5, travelers: 4, includeAttractions: ['yan-family-compound', 'butterfly-spring', 'three-pagodas-chongsheng-temple', 'zhonghe-temple-chairlift'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-11', language: 'zh-HK', kind: 'form',
    source: src(P.halalYunnan, '大理古城清真：色了木、再回首'),
    form: { language: 'zh-HK', durationDays: 3, travelerCount: 2, dietaryRestrictions: ['清真'], mustVisit: ['大理古城', '喜洲古鎮'] },
    expect: { days: 3, travelers: 2, includeAttractions: ['dali-ancient-city', 'xizhou-ancient-town'], diet: ['halal'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-12', language: 'zh-HK', kind: 'form',
    source: src(P.donglianhuaTour, '東蓮花村回族文化同清真菜'),
    form: { language: 'zh-HK', durationDays: 2, travelerCount: 2, destinations: ['巍山'], mustVisit: ['東蓮花村', '巍山古城'], dietaryRestrictions: '清真' },
    expect: { days: 2, travelers: 2, includeAttractions: ['donglianhua-village', 'weishan-ancient-town'], diet: ['halal'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-13', language: 'zh-HK', kind: 'form',
    source: src(P.travellingVegan, '純素旅客喺大理：Seeds 素食café，行山睇湖'),
    form: { language: 'zh-HK', durationDays: 3, travelerCount: 1, dietaryRestrictions: ['純素'], mustVisit: ['蒼山', '洱海'] },
    expect: { days: 3, travelers: 1, includeAttractions: ['cangshan-mountain', 'erhai-lake'], diet: ['vegan'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-14', language: 'zh-HK', kind: 'form',
    source: src(P.gageVeg, '古城有素食火鍋同佛教素食館'),
    form: { language: 'zh-HK', durationDays: 3, travelerCount: 2, specialNeeds: ['vegetarian'], mustVisit: ['大理古城', '洋人街（護國路）'], interests: ['food'] },
    expect: { days: 3, travelers: 2, includeAttractions: ['dali-ancient-city', 'dali-foreigner-street'], diet: ['vegetarian'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-15', language: 'zh-HK', kind: 'form',
    source: src(P.travelnoteKids, '暑假帶兩個小朋友，蒼山腳下有院子嘅客棧住三晚'),
    form: { language: 'zh-HK', durationDays: 4, travelerCount: 4, specialNeeds: ['familyFriendly'], accommodationType: 'guesthouse', mustVisit: ['蒼山', '洱海生態廊道'] },
    expect: { days: 4, travelers: 4, includeAttractions: ['cangshan-mountain', 'erhai-ecological-corridor'], lodgingType: 'inn', language: 'zh-HK' },
  },
  {
    id: 'hk-f-16', language: 'zh-HK', kind: 'form',
    source: src(P.karenKids, '同兩個女兒行古城城牆，坐纜車上蒼山'),
    form: { language: 'zh-HK', durationDays: 3, travelerCount: 4, specialNeeds: ['familyFriendly'], mustVisit: ['蒼山洗馬潭大索道', '大理古城南門與城牆'] },
    expect: { days: 3, travelers: 4, includeAttractions: ['ximatan-cableway', 'dali-south-gate-city-wall'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-17', language: 'zh-HK', kind: 'form',
    source: src(P.beijingKids, '一家三口（一歲BB）大理一星期，花咗6400'),
    form: { language: 'zh-HK', durationDays: 7, travelerCount: 3, budget: 6400, destinations: ['大理古城'], pace: 'relaxed', specialNeeds: ['familyFriendly'] },
    expect: { days: 7, travelers: 3, includeTowns: ['dali-old-town'], maxTotalCny: 6400, language: 'zh-HK' },
  },
  {
    id: 'hk-f-18', language: 'zh-HK', kind: 'form',
    source: src(P.lindenSpa, '喜洲白族大宅精品酒店，逛早市、紮染'),
    form: { language: 'zh-HK', durationDays: 3, travelerCount: 2, destinations: ['喜洲'], accommodationType: 'hotel', accommodationBudget: 'over300', mustVisit: ['喜洲集市', '周城紮染村'] },
    expect: { days: 3, travelers: 2, includeAttractions: ['xizhou-morning-market', 'zhoucheng-tie-dye-village'], includeTowns: ['xizhou'], lodgingType: 'hotel', language: 'zh-HK' },
  },
  {
    id: 'hk-f-19', language: 'zh-HK', kind: 'form',
    source: src(P.synotripShaxi, '冬天去沙溪週五集市，行石寶山睇石窟'),
    form: { language: 'zh-HK', startDate: '2026-12-10', endDate: '2026-12-12', travelerCount: 1, mustVisit: ['沙溪週五集市', '石寶山石窟（石鐘寺）'] },
    expect: { days: 3, travelers: 1, includeAttractions: ['shaxi-friday-market', 'shibaoshan-grottoes'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-20', language: 'zh-HK', kind: 'form',
    source: src(P.munmusMuslim, '穆斯林旅行團：喜洲古鎮、大理古城，要清真餐'),
    form: { language: 'zh-HK', durationDays: 2, travelerCount: 8, dietaryRestrictions: ['清真'], mustVisit: ['喜洲古鎮', '大理古城'], transportation: 'privateCar' },
    expect: { days: 2, travelers: 8, includeAttractions: ['xizhou-ancient-town', 'dali-ancient-city'], diet: ['halal'], language: 'zh-HK' },
  },
  {
    id: 'hk-f-21', language: 'zh-HK', kind: 'form',
    source: src(P.earthlooping, '租單車由古城沿洱海踩去喜洲，經過三塔'),
    form: { language: 'zh-HK', durationDays: 2, travelerCount: 2, transportation: 'cycling', mustVisit: ['崇聖寺三塔', '喜洲古鎮', '洱海'] },
    expect: { days: 2, travelers: 2, includeAttractions: ['three-pagodas-chongsheng-temple', 'xizhou-ancient-town', 'erhai-lake'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-01', language: 'zh-HK', kind: 'text',
    source: src(P.seewideXizhou, '住喜洲客棧，朝早睇日出，踩單車'),
    text: '我哋兩個香港人想去大理4日，住喜洲嘅客棧，朝早想睇日出影相，踩單車沿住洱海行吓',
    expect: { days: 4, travelers: 2, includeTowns: ['xizhou'], lodgingType: 'inn', language: 'zh-HK' },
  },
  {
    id: 'hk-t-02', language: 'zh-HK', kind: 'text',
    source: src(P.oscarlee, '雙廊之後搭車去大理古城，想去三塔'),
    text: '雙廊住一晚，第二日搭車去大理古城住兩晚，想去崇聖寺三塔，落雨都唔怕，兩個人',
    expect: { days: 3, travelers: 2, includeAttractions: ['three-pagodas-chongsheng-temple'], includeTowns: ['shuanglang', 'dali-old-town'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-03', language: 'zh-HK', kind: 'text',
    source: src(P.bluetingParents, '帶爸媽，爸爸膝蓋不舒服，長時間行走辛苦'),
    text: '帶屋企兩老去大理三日，一共三個人，爸爸膝頭唔好，唔可以行太多，想食地道小食，最好住古城附近嘅酒店',
    expect: { days: 3, travelers: 3, lodgingType: 'hotel', language: 'zh-HK' },
  },
  {
    id: 'hk-t-04', language: 'zh-HK', kind: 'text',
    source: src(P.xmztdLodging, '住古城定洱海邊？近南門'),
    text: '第一次去大理，唔知住古城定洱海邊好，想住南門附近嘅客棧，玩兩日，大理古城同洱海都想去',
    expect: { days: 2, includeAttractions: ['dali-ancient-city', 'erhai-lake'], lodgingType: 'inn', language: 'zh-HK' },
  },
  {
    id: 'hk-t-05', language: 'zh-HK', kind: 'text',
    source: src(P.trek239364Jizu, '一個人兩日徒步，上金頂寺'),
    text: '下個週末一個人去雞足山行山兩日，想上金頂睇日出，山上住一晚平價客棧',
    expect: { days: 2, travelers: 1, includeAttractions: ['jizu-mountain'], lodgingType: 'inn', language: 'zh-HK' },
  },
  {
    id: 'hk-t-06', language: 'zh-HK', kind: 'text',
    source: src(P.qfiglzmShaxi, '避開大理古城人潮，沙溪曬太陽飲茶'),
    text: '想避開大理古城啲人，去沙溪古鎮慢慢行兩日，曬吓太陽飲吓茶，我同老婆兩個人',
    expect: { days: 2, travelers: 2, includeTowns: ['shaxi'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-07', language: 'zh-HK', kind: 'text',
    source: src(P.siagooPilgrim, '12月6日廣州飛大理'),
    text: '12月6號由廣州飛大理，玩到9號，兩個人，想去崇聖寺三塔同感通寺，住古城客棧',
    expect: { days: 4, travelers: 2, includeAttractions: ['three-pagodas-chongsheng-temple', 'gantong-temple-cableway'], lodgingType: 'inn', language: 'zh-HK' },
  },
  {
    id: 'hk-t-08', language: 'zh-HK', kind: 'text',
    source: src(P.yjlimEryuan, '冬日洱源溫泉'),
    text: '冬天想去洱源浸溫泉，去洱源地熱國，兩日一夜，兩公婆',
    expect: { days: 2, travelers: 2, includeAttractions: ['eryuan-hot-springs'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-09', language: 'zh-HK', kind: 'text',
    source: src(P.tania, '兩個細路（7歲、3歲），嚴家大院、蝴蝶泉、纜車'),
    text: '一家四口，兩個細路一個7歲一個3歲，去大理5日，想去嚴家大院同蝴蝶泉，坐纜車上蒼山，唔好太趕',
    expect: { days: 5, travelers: 4, includeAttractions: ['yan-family-compound', 'butterfly-spring'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-10', language: 'zh-HK', kind: 'text',
    source: src(P.halalYunnan, '古城清真小食店'),
    text: '我哋係穆斯林，兩個人喺大理古城玩三日，一定要食清真，聽講古城有幾間清真小店幾好',
    expect: { days: 3, travelers: 2, diet: ['halal'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-11', language: 'zh-HK', kind: 'text',
    source: src(P.donglianhuaTour, '東蓮花村清真寺同回族古宅'),
    text: '想由下關即日來回巍山，去東蓮花村睇回族古村，順便行巍山古城，一個人，要食清真',
    expect: { days: 1, travelers: 1, includeAttractions: ['donglianhua-village', 'weishan-ancient-town'], diet: ['halal'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-12', language: 'zh-HK', kind: 'text',
    source: src(P.travellingVegan, '純素旅客喺大理'),
    text: '我食全素（純素），一個人喺大理古城住三晚，想行蒼山同去洱海睇吓',
    expect: { days: 4, travelers: 1, includeAttractions: ['cangshan-mountain', 'erhai-lake'], diet: ['vegan'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-13', language: 'zh-HK', kind: 'text',
    source: src(P.tip2tundra, '一家人踩雙人單車去洱海，再上三塔，食素食館'),
    text: '一家五口去大理古城三日，想踩雙人單車去洱海，再去三塔，我哋一家食素',
    expect: { days: 3, travelers: 5, includeAttractions: ['erhai-lake', 'three-pagodas-chongsheng-temple'], diet: ['vegetarian'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-14', language: 'zh-HK', kind: 'text',
    source: src(P.travelnoteKids, '暑假雨季帶小朋友，住有院子嘅客棧三晚'),
    text: '暑假帶兩個仔去大理，怕雨季成日落雨，想住古城附近有院子嘅客棧三晚，一共四個人',
    expect: { days: 4, travelers: 4, lodgingType: 'inn', language: 'zh-HK' },
  },
  {
    id: 'hk-t-15', language: 'zh-HK', kind: 'text',
    source: src(P.karenKids, '行古城城牆，纜車上蒼山'),
    text: '同老公帶兩個女去大理三日，一共四個人，想行古城城牆，坐纜車上蒼山',
    expect: { days: 3, travelers: 4, language: 'zh-HK' },
  },
  {
    id: 'hk-t-16', language: 'zh-HK', kind: 'text',
    source: src(P.beijingKids, '一歲BB，大理一星期'),
    text: '一家三口，個仔啱啱一歲，想喺大理古城住一個星期，唔想趕，預算6400蚊人民幣',
    expect: { days: 7, travelers: 3, maxTotalCny: 6400, language: 'zh-HK' },
  },
  {
    id: 'hk-t-17', language: 'zh-HK', kind: 'text',
    source: src(P.livingamused, '喜洲 Linden Centre：白族大宅酒店，早市、單車'),
    text: '想住喜洲有白族大宅味道嘅精品酒店三晚，行喜洲集市，踩單車去周城紮染村，兩個人',
    expect: { days: 4, travelers: 2, includeAttractions: ['xizhou-morning-market', 'zhoucheng-tie-dye-village'], includeTowns: ['xizhou'], lodgingType: 'hotel', language: 'zh-HK' },
  },
  {
    id: 'hk-t-18', language: 'zh-HK', kind: 'text',
    source: src(P.synotripShaxi, '週五集市、石寶山'),
    text: '12月想去沙溪睇週五集市，再行石寶山睇石窟，一個人，住兩晚',
    expect: { days: 3, travelers: 1, includeAttractions: ['shaxi-friday-market', 'shibaoshan-grottoes'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-19', language: 'zh-HK', kind: 'text',
    source: src(P.munmusMuslim, '穆斯林團：喜洲、大理古城，清真'),
    text: '我哋8個人由昆明坐旅遊巴去大理，要清真餐，想去喜洲古鎮同大理古城，兩日',
    expect: { days: 2, travelers: 8, includeAttractions: ['xizhou-ancient-town', 'dali-ancient-city'], diet: ['halal'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-20', language: 'zh-HK', kind: 'text',
    source: src(P.dali8Shuanglang, '由下關搭中巴去雙廊，玉几島同南詔風情島'),
    text: '想由下關搭中巴去雙廊住兩晚，行玉几島同南詔風情島，一個人背囊遊',
    expect: { days: 3, travelers: 1, includeAttractions: ['yuji-island', 'nanzhao-fengqing-island'], language: 'zh-HK' },
  },
  {
    id: 'hk-t-21', language: 'zh-HK', kind: 'text',
    source: src(P.gadling, '玉帶路：中和寺行去感通寺，坐纜車落山'),
    text: '想行蒼山玉帶雲遊路，由中和寺行去感通寺再坐纜車落山，兩個人，喺古城住兩晚',
    expect: { days: 3, travelers: 2, includeAttractions: ['zhonghe-temple-chairlift', 'gantong-temple-cableway'], language: 'zh-HK' },
  },
];

// ─── en-US ────────────────────────────────────────────────────────────────────────────────────────

const EN_US: RealisticRequest[] = [
  {
    id: 'en-f-01', language: 'en-US', kind: 'form',
    source: src(P.gzkan3d, '3 days: Old Town, Foreigner Street in the evening, Erhai Lake; stay in a Bai-style guesthouse'),
    form: { language: 'en-US', durationDays: 3, travelerCount: 2, mustVisit: ['Dali Old Town (Dali Ancient City)', 'Foreigner Street (Huguo Lu)', 'Erhai Lake'], accommodationType: 'guesthouse' },
    expect: { days: 3, travelers: 2, includeAttractions: ['dali-ancient-city', 'dali-foreigner-street', 'erhai-lake'], lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-f-02', language: 'en-US', kind: 'form',
    source: src(P.baliweather3d, 'backpacker, 3 days for about MYR 305: hostel, Wuhua Tower, e-bike to Erhai and the Three Pagodas, Zhonghe chairlift'),
    form: { language: 'en-US', durationDays: 3, travelerCount: 1, budget: 600, accommodationType: 'hostel', mustVisit: 'Wuhua Tower, Three Pagodas of Chongsheng Temple, Zhonghe Temple and Zhonghe Chairlift', priorityFactors: ['valueForMoney'] },
    expect: { days: 3, travelers: 1, includeAttractions: ['wuhua-tower', 'three-pagodas-chongsheng-temple', 'zhonghe-temple-chairlift'], lodgingType: 'hostel', maxTotalCny: 600, language: 'en-US' },
  },
  {
    id: 'en-f-03', language: 'en-US', kind: 'form',
    source: src(P.sunflowerit, 'three of us, cheap room, bikes along Erhai and a boat from a pier'),
    form: { language: 'en-US', durationDays: 3, travelerCount: 3, transportation: 'cycling', accommodationBudget: 'under100', mustVisit: ['Caicun Pier', 'Erhai Lake'] },
    expect: { days: 3, travelers: 3, includeAttractions: ['caicun-pier', 'erhai-lake'], language: 'en-US' },
  },
  {
    id: 'en-f-04', language: 'en-US', kind: 'form',
    source: src(P.offexploring, 'couple in a hotel: Three Pagodas, then the chairlift up the mountain'),
    form: { language: 'en-US', startDate: '2026-11-28', endDate: '2026-11-30', travelerCount: 2, accommodationType: 'hotel', mustVisit: ['Three Pagodas of Chongsheng Temple', 'Zhonghe Temple and Zhonghe Chairlift'] },
    expect: { days: 3, travelers: 2, includeAttractions: ['three-pagodas-chongsheng-temple', 'zhonghe-temple-chairlift'], lodgingType: 'hotel', language: 'en-US' },
  },
  {
    id: 'en-f-05', language: 'en-US', kind: 'form',
    source: src(P.flashpackers, 'three friends, three days, a splurge hotel outside the walls, hiking Cangshan and the Three Pagodas'),
    form: { language: 'en-US', durationDays: 3, travelerCount: 3, accommodationType: 'hotel', accommodationBudget: 'over300', activityPreferences: ['hiking'], interests: ['nature'], mustVisit: ['Cangshan Mountain (Cang Mountains)', 'Three Pagodas of Chongsheng Temple'] },
    expect: { days: 3, travelers: 3, includeAttractions: ['cangshan-mountain', 'three-pagodas-chongsheng-temple'], lodgingType: 'hotel', language: 'en-US' },
  },
  {
    id: 'en-f-06', language: 'en-US', kind: 'form',
    source: src(P.leozander, 'extended family with kids in a rented van, guesthouse, night-market food'),
    form: { language: 'en-US', durationDays: 3, travelerCount: 6, transportation: 'selfDriving', specialNeeds: ['familyFriendly'], interests: ['food'], accommodationType: 'guesthouse' },
    expect: { days: 3, travelers: 6, lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-f-07', language: 'en-US', kind: 'form',
    source: src(P.tip2tundra, 'family of five, tandem bikes down to Erhai, back uphill to the Three Pagodas'),
    form: { language: 'en-US', durationDays: 4, travelerCount: 5, transportation: 'cycling', specialNeeds: ['familyFriendly'], mustVisit: ['Erhai Lake', 'Three Pagodas of Chongsheng Temple'] },
    expect: { days: 4, travelers: 5, includeAttractions: ['erhai-lake', 'three-pagodas-chongsheng-temple'], language: 'en-US' },
  },
  {
    id: 'en-f-08', language: 'en-US', kind: 'form',
    source: src(P.chlorophyllia, 'Cloud Traveller’s Path from Zhonghe Temple south to Gantong Temple'),
    form: { language: 'en-US', durationDays: 2, travelerCount: 2, activityPreferences: ['hiking'], mustVisit: ['Zhonghe Temple and Zhonghe Chairlift', 'Gantong Temple and Gantong Cableway'], pace: 'packed' },
    expect: { days: 2, travelers: 2, includeAttractions: ['zhonghe-temple-chairlift', 'gantong-temple-cableway'], language: 'en-US' },
  },
  {
    id: 'en-f-09', language: 'en-US', kind: 'form',
    source: src(P.sailblogs, 'couple in January: cable car up, Jade Belt path, chairlift down'),
    form: { language: 'en-US', startDate: '2027-01-26', endDate: '2027-01-28', travelerCount: 2, pace: 'relaxed', mustVisit: ['Gantong Temple and Gantong Cableway', 'Zhonghe Temple and Zhonghe Chairlift'] },
    expect: { days: 3, travelers: 2, includeAttractions: ['gantong-temple-cableway', 'zhonghe-temple-chairlift'], language: 'en-US' },
  },
  {
    id: 'en-f-10', language: 'en-US', kind: 'form',
    source: src(P.joshVegan, 'two vegans on 30 December: vegan café, walk around the Three Pagodas, Bai tie-dye workshop'),
    form: { language: 'en-US', startDate: '2026-12-30', endDate: '2026-12-31', travelerCount: 2, dietaryRestrictions: 'vegan', mustVisit: ['Zhoucheng Tie-dye Village'] },
    expect: { days: 2, travelers: 2, includeAttractions: ['zhoucheng-tie-dye-village'], diet: ['vegan'], language: 'en-US' },
  },
  {
    id: 'en-f-11', language: 'en-US', kind: 'form',
    source: src(P.lindenSpa, 'boutique courtyard hotel in Xizhou, village walks, market'),
    form: { language: 'en-US', durationDays: 3, travelerCount: 2, destinations: ['Xizhou'], accommodationType: 'hotel', accommodationBudget: 'over300', mustVisit: ['Xizhou Morning Market', 'Zhoucheng Tie-dye Village'] },
    expect: { days: 3, travelers: 2, includeAttractions: ['xizhou-morning-market', 'zhoucheng-tie-dye-village'], includeTowns: ['xizhou'], lodgingType: 'hotel', language: 'en-US' },
  },
  {
    id: 'en-f-12', language: 'en-US', kind: 'form',
    source: src(P.chinadailyXizhou, 'Xizhou produce market, tie-dye, near-countryside'),
    form: { language: 'en-US', durationDays: 2, travelerCount: 2, destinations: ['Xizhou'], mustVisit: ['Xizhou Morning Market', 'Puzhen Tie-dye Museum', 'Haishe (Sea Tongue) Ecological Park'] },
    expect: { days: 2, travelers: 2, includeAttractions: ['xizhou-morning-market', 'puzhen-tie-dye-museum', 'haishe-park'], includeTowns: ['xizhou'], language: 'en-US' },
  },
  {
    id: 'en-f-13', language: 'en-US', kind: 'form',
    source: src(P.bohemianShaxi, 'Shaxi Friday market, between Lijiang and Dali'),
    form: { language: 'en-US', startDate: '2026-12-10', durationDays: 3, travelerCount: 2, mustVisit: ['Shaxi Friday Market', 'Shaxi Ancient Town (Sideng Street)'], accommodationType: 'guesthouse' },
    expect: { days: 3, travelers: 2, includeAttractions: ['shaxi-friday-market', 'shaxi-ancient-town'], lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-f-14', language: 'en-US', kind: 'form',
    source: src(P.jkShaxi, 'quiet Shaxi, tea in the square'),
    form: { language: 'en-US', durationDays: 2, travelerCount: 2, destinations: ['Shaxi'], accommodationType: 'guesthouse', interests: ['culture'], pace: 'relaxed' },
    expect: { days: 2, travelers: 2, includeTowns: ['shaxi'], lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-f-15', language: 'en-US', kind: 'form',
    source: src(P.weikShaxi, 'two friends at a Shaxi hostel for the weekly market'),
    form: { language: 'en-US', durationDays: 2, travelerCount: 2, destinations: ['Shaxi'], accommodationType: 'hostel', mustVisit: ['Shaxi Friday Market'] },
    expect: { days: 2, travelers: 2, includeAttractions: ['shaxi-friday-market'], lodgingType: 'hostel', language: 'en-US' },
  },
  {
    id: 'en-f-16', language: 'en-US', kind: 'form',
    source: src(P.halalYunnan, 'halal restaurants in Dali Ancient Town'),
    form: { language: 'en-US', durationDays: 2, travelerCount: 3, dietaryRestrictions: ['halal'], mustVisit: ['Dali Old Town (Dali Ancient City)', 'Three Pagodas of Chongsheng Temple'] },
    expect: { days: 2, travelers: 3, includeAttractions: ['dali-ancient-city', 'three-pagodas-chongsheng-temple'], diet: ['halal'], language: 'en-US' },
  },
  {
    id: 'en-f-17', language: 'en-US', kind: 'form',
    source: src(P.munmusMuslim, 'Malaysian Muslim tour group by bus: Xizhou, halal meals'),
    form: { language: 'en-US', durationDays: 2, travelerCount: 12, dietaryRestrictions: 'halal', transportation: 'privateCar', mustVisit: ['Xizhou Ancient Town'] },
    expect: { days: 2, travelers: 12, includeAttractions: ['xizhou-ancient-town'], diet: ['halal'], language: 'en-US' },
  },
  {
    id: 'en-f-18', language: 'en-US', kind: 'form',
    source: src(P.gageVeg, 'vegetarian hot pot and Buddhist vegetarian food, street photography'),
    form: { language: 'en-US', durationDays: 3, travelerCount: 1, dietaryRestrictions: 'vegetarian', mustVisit: ['Dali Old Town (Dali Ancient City)'], interests: ['food'], activityPreferences: ['photography'] },
    expect: { days: 3, travelers: 1, includeAttractions: ['dali-ancient-city'], diet: ['vegetarian'], language: 'en-US' },
  },
  {
    id: 'en-f-19', language: 'en-US', kind: 'form',
    source: src(P.backdoorpath, 'skipped the pricey Three Pagodas, went to the lake instead; hostel'),
    form: { language: 'en-US', durationDays: 2, travelerCount: 2, budget: 500, accommodationType: 'hostel', mustVisit: ['Erhai Lake'], avoid: ['Three Pagodas of Chongsheng Temple'] },
    expect: { days: 2, travelers: 2, includeAttractions: ['erhai-lake'], lodgingType: 'hostel', maxTotalCny: 500, language: 'en-US' },
  },
  {
    id: 'en-f-20', language: 'en-US', kind: 'form',
    source: src(P.klara, 'family with a young child, slow days in Dali'),
    form: { language: 'en-US', durationDays: 7, travelerCount: 4, specialNeeds: ['familyFriendly'], pace: 'relaxed', destinations: ['Dali Old Town'] },
    expect: { days: 7, travelers: 4, includeTowns: ['dali-old-town'], language: 'en-US' },
  },
  {
    id: 'en-f-21', language: 'en-US', kind: 'form',
    source: src(P.weishanHalal, 'Weishan, hometown of snacks, Hui halal noodles'),
    form: { language: 'en-US', durationDays: 2, travelerCount: 2, destinations: ['Weishan'], dietaryRestrictions: ['halal'], interests: ['food'], mustVisit: ['Weishan Ancient Town'] },
    expect: { days: 2, travelers: 2, includeAttractions: ['weishan-ancient-town'], includeTowns: ['weishan'], diet: ['halal'], language: 'en-US' },
  },
  {
    id: 'en-t-01', language: 'en-US', kind: 'text',
    source: src(P.gzkan3d, 'old town, Foreigner Street, a day at Erhai, Bai guesthouse'),
    text: 'Planning 3 days in Dali with my wife. We want to wander the Old Town, eat on Foreigner Street and spend a day at Erhai Lake. Happy to stay in a traditional Bai guesthouse.',
    expect: { days: 3, travelers: 2, includeAttractions: ['dali-foreigner-street', 'erhai-lake'], lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-t-02', language: 'en-US', kind: 'text',
    source: src(P.baliweather3d, 'solo backpacker: walking tour, e-bike to Erhai, Three Pagodas, Zhonghe chairlift'),
    text: 'Solo backpacker, 2 days in Dali staying in a hostel. Walk the old town and Wuhua Tower, see the Three Pagodas, then ride the chairlift up to Zhonghe Temple. Budget around 500 yuan.',
    expect: { days: 2, travelers: 1, includeAttractions: ['wuhua-tower', 'three-pagodas-chongsheng-temple', 'zhonghe-temple-chairlift'], lodgingType: 'hostel', maxTotalCny: 500, language: 'en-US' },
  },
  {
    id: 'en-t-03', language: 'en-US', kind: 'text',
    source: src(P.earthlooping, 'rent bikes, ride along Erhai to Xizhou, Three Pagodas on the way'),
    text: 'Next weekend the two of us want to rent bikes in Dali Old Town and ride along Erhai Lake up to Xizhou, stopping at the Three Pagodas.',
    expect: { days: 2, travelers: 2, includeAttractions: ['xizhou-ancient-town', 'three-pagodas-chongsheng-temple'], language: 'en-US' },
  },
  {
    id: 'en-t-04', language: 'en-US', kind: 'text',
    source: src(P.travelblogBiking, 'bus from Kunming, biking and hiking around Dali'),
    text: 'Coming from Kunming by bus with a friend, 4 days in Dali. We are into biking and hiking: Cangshan and Erhai Lake are the priorities.',
    expect: { days: 4, travelers: 2, includeAttractions: ['cangshan-mountain', 'erhai-lake'], language: 'en-US' },
  },
  {
    id: 'en-t-05', language: 'en-US', kind: 'text',
    source: src(P.youmurenRain, 'arrived alone in the rain, found a cheap guesthouse'),
    text: 'Arriving in Dali by bus alone in the rainy season. Looking for a cheap guesthouse in the old town under 100 yuan a night, 3 days, and a museum if it rains.',
    expect: { days: 3, travelers: 1, lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-t-06', language: 'en-US', kind: 'text',
    source: src(P.beingAlive, 'a lazy week: bike to the lake, a bit of climbing on Cangshan, Three Pagodas'),
    text: 'I want to stay 7 days in Dali at a relaxed pace: bike around Erhai, climb a bit on Cangshan and see the Three Pagodas.',
    expect: { days: 7, includeAttractions: ['three-pagodas-chongsheng-temple'], language: 'en-US' },
  },
  {
    id: 'en-t-07', language: 'en-US', kind: 'text',
    source: src(P.gadling, 'chairlift up to Zhonghe, walk the Cloud Road to Gantong, gondola down'),
    text: 'We would like to hike the Jade Belt Road on Cangshan: chairlift up to Zhonghe Temple, walk south to Gantong Temple and take the gondola down. Two adults, 3 days based in the old town.',
    expect: { days: 3, travelers: 2, includeAttractions: ['zhonghe-temple-chairlift', 'gantong-temple-cableway'], language: 'en-US' },
  },
  {
    id: 'en-t-08', language: 'en-US', kind: 'text',
    source: src(P.sailblogs, 'couple doing part of the cloud road by cable car, nothing too hard'),
    text: 'Retired couple visiting Dali in late January for 3 days. We would like to do part of the Cangshan path using the cable car, but nothing strenuous, and sleep in a quiet inn.',
    expect: { days: 3, travelers: 2, lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-t-09', language: 'en-US', kind: 'text',
    source: src(P.annekadotes, 'group of four on electric scooters along the lake, guesthouse with rooftop'),
    text: 'Four of us want to ride electric scooters along the lake from Dali old town. 3 days, a budget guesthouse with a rooftop would be perfect.',
    expect: { days: 3, travelers: 4, lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-t-10', language: 'en-US', kind: 'text',
    source: src(P.leozander, 'big family with kids, guesthouse just outside the old town, night market'),
    text: 'Family trip with kids, 6 of us renting a van. 2 nights in Dali Old Town at a guesthouse; we love night market food.',
    expect: { days: 3, travelers: 6, lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-t-11', language: 'en-US', kind: 'text',
    source: src(P.beijingKids, 'a week in Dali with a one-year-old'),
    text: 'Couple with a 1-year-old, one week in Dali staying near the old town. Easy outings only: Erhai Lake and cafes, no long hikes.',
    expect: { days: 7, travelers: 3, includeAttractions: ['erhai-lake'], language: 'en-US' },
  },
  {
    id: 'en-t-12', language: 'en-US', kind: 'text',
    source: src(P.tania, 'Dutch family, girls 7 and 3, five days'),
    text: 'We are a Dutch family with two girls aged 7 and 3, five days in Dali. We would love the Three Pagodas, Yan Family Compound and Butterfly Spring, and a cable car up Cangshan.',
    expect: { days: 5, travelers: 4, includeAttractions: ['three-pagodas-chongsheng-temple', 'yan-family-compound', 'butterfly-spring'], language: 'en-US' },
  },
  {
    id: 'en-t-13', language: 'en-US', kind: 'text',
    source: src(P.travellingVegan, 'vegan traveller, hiking in the mountains and a look at the lake'),
    text: 'I am vegan and will be in Dali for 2 days, mostly hiking in the mountains and looking at the lake. Please keep all my meals vegan.',
    expect: { days: 2, diet: ['vegan'], language: 'en-US' },
  },
  {
    id: 'en-t-14', language: 'en-US', kind: 'text',
    source: src(P.joshVegan, 'veggie café, walk around the Three Pagodas, tie-dye workshop'),
    text: 'Two vegetarians spending Dec 30-31 in Dali. We would like to walk around the Three Pagodas and see a Bai tie-dye workshop in Zhoucheng.',
    expect: { days: 2, travelers: 2, includeAttractions: ['three-pagodas-chongsheng-temple', 'zhoucheng-tie-dye-village'], diet: ['vegetarian'], language: 'en-US' },
  },
  {
    id: 'en-t-15', language: 'en-US', kind: 'text',
    source: src(P.livingamused, 'Linden Centre in Xizhou: Bai courtyard hotel, market, bikes'),
    text: 'Staying 3 nights in Xizhou at a boutique hotel in an old Bai courtyard, two of us. We want the morning market, Xizhou old town and a bike ride to the lake.',
    expect: { days: 4, travelers: 2, includeAttractions: ['xizhou-morning-market', 'xizhou-ancient-town'], includeTowns: ['xizhou'], lodgingType: 'hotel', language: 'en-US' },
  },
  {
    id: 'en-t-16', language: 'en-US', kind: 'text',
    source: src(P.theresaShaxi, 'solo in Shaxi for the Friday market'),
    text: 'I want to be in Shaxi for the Friday market and stay 2 nights. Solo female traveller, a guesthouse please.',
    expect: { days: 3, travelers: 1, includeAttractions: ['shaxi-friday-market'], includeTowns: ['shaxi'], lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-t-17', language: 'en-US', kind: 'text',
    source: src(P.yunnanexShaxi, 'Sideng square at dawn, quiet alleys, Shibaoshan grottoes'),
    text: 'Two days in Shaxi for the two of us: Sideng Street square early in the morning, the Shibaoshan grottoes, and a quiet guesthouse.',
    expect: { days: 2, travelers: 2, includeAttractions: ['shaxi-ancient-town', 'shibaoshan-grottoes'], lodgingType: 'inn', language: 'en-US' },
  },
  {
    id: 'en-t-18', language: 'en-US', kind: 'text',
    source: src(P.topchinaShaxi, 'friends coming from Jianchuan to Sideng Street in October light'),
    text: 'Three friends coming in from Jianchuan, we want 2 days in Shaxi Ancient Town and Sideng Street, mostly photography at sunset.',
    expect: { days: 2, travelers: 3, includeAttractions: ['shaxi-ancient-town'], language: 'en-US' },
  },
  {
    id: 'en-t-19', language: 'en-US', kind: 'text',
    source: src(P.oneveryshortlife, 'Sunday Muslim food stalls on Renmin Street'),
    text: 'Halal food is a must for me. Solo, 2 days in Dali Old Town, and I would like to catch the Sunday Muslim food stalls on Renmin Road.',
    expect: { days: 2, travelers: 1, diet: ['halal'], language: 'en-US' },
  },
  {
    id: 'en-t-20', language: 'en-US', kind: 'text',
    source: src(P.munmusMuslim, 'Malaysian Muslim group, Xizhou before Lijiang, halal lunch'),
    text: 'Our Malaysian Muslim group of 10 stops in Xizhou on the way to Lijiang and needs halal lunch. One day around Xizhou Ancient Town please.',
    expect: { days: 1, travelers: 10, includeAttractions: ['xizhou-ancient-town'], diet: ['halal'], language: 'en-US' },
  },
  {
    id: 'en-t-21', language: 'en-US', kind: 'text',
    source: src(P.karenKids, 'train from Kunming, city walls, cable car up Cangshan with the girls'),
    text: 'Family of four with two young girls, taking the train from Kunming: 3 days in Dali, walk the old city walls, cable car up Cangshan, keep it easy for the kids.',
    expect: { days: 3, travelers: 4, language: 'en-US' },
  },
];

/** The whole set, in id order within each language. */
export const REALISTIC_REQUESTS: readonly RealisticRequest[] = [...ZH_CN, ...ZH_HK, ...EN_US];
