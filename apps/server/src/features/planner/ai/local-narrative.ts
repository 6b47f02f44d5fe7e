/**
 * The embedded default's plan narrative (architecture.md "AI": works offline): sentences written
 * from templates in the plan's language (zh-CN, zh-HK, en-US) and only from the plan's own facts —
 * its towns, the catalog names (from the snapshot) of the places it schedules, times, transfers,
 * meals with their dishes, lodging and costs. A place the snapshot cannot name is left out rather
 * than guessed, so the text never names a place that is not in the plan.
 */
import type { PlanDay, PlanItem, PlanTransferItem, TransferMode, TravelPlan } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { formatMessage, isMessageKey } from '@dali/shared/messages';
import type { CatalogSnapshot, PlaceKind } from '../engine/catalog-snapshot.js';

/** One paragraph of narrative: the introduction (`dayIndex` null) or one day, as sentences. */
export interface NarrativeParagraph {
  dayIndex: number | null;
  sentences: string[];
}

interface Words {
  weekdays: readonly string[];
  date(date: string, weekday: number | null): string;
  money(fen: number): string;
  list(items: string[]): string;
  intro(p: { days: number; dates: string | null; travelers: number; towns: string }): string;
  sights(p: { sights: number; meals: number; diets: string | null }): string;
  nights(p: { stays: string }): string;
  cost(p: { total: string; perPerson: string; budget: string | null; within: boolean }): string;
  dayHeader(p: { day: number; date: string | null; town: string }): string;
  transfer(p: { mode: TransferMode; minutes: number }): string;
  visit(p: { lead: string; start: string; end: string; place: string }): string;
  meal(p: { lead: string; start: string; meal: 'breakfast' | 'lunch' | 'dinner'; place: string; dishes: string | null }): string;
  lodging(p: { lead: string; start: string; place: string; room: string | null }): string;
  move(p: { lead: string; place: string }): string;
  stayNight(p: { place: string; nights: string }): string;
}

const yuan = (fen: number) => Math.round(fen / 100);
const monthDay = (date: string) => ({ month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) });

const chinese = (traditional: boolean): Words => {
  const t = (simplified: string, trad: string) => (traditional ? trad : simplified);
  const modes: Record<TransferMode, string> = {
    walk: '步行',
    bus: '乘公交',
    taxi: t('打车', '打車'),
    drive: t('自驾', '自駕'),
    charteredCar: t('包车', '包車'),
    bicycle: t('骑行', '騎行'),
  };
  const meals = { breakfast: '早餐', lunch: t('午饭', '午飯'), dinner: t('晚饭', '晚飯') };
  return {
    weekdays: traditional ? ['週日', '週一', '週二', '週三', '週四', '週五', '週六'] : ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    date(date, weekday) {
      const { month, day } = monthDay(date);
      return `${month}月${day}日${weekday === null ? '' : ` ${this.weekdays[weekday]}`}`;
    },
    money: (fen) => `${yuan(fen)}元`,
    list: (items) => items.join('、'),
    intro: ({ days, dates, travelers, towns }) => `${t('这是一份', '這是一份')}${days}天的行程${dates ? `（${dates}）` : ''}，${travelers}${t('人同行，途经', '人同行，途經')}${towns}。`,
    sights: ({ sights, meals: mealCount, diets }) => `共安排${sights}${t('处景点、', '處景點、')}${mealCount}${t('顿餐食', '頓餐食')}${diets ? `，${t('餐食均照顾', '餐食均照顧')}${diets}${t('的要求', '的要求')}` : ''}。`,
    nights: ({ stays }) => `住宿：${stays}。`,
    cost: ({ total, perPerson, budget, within }) =>
      `${t('预计总花费', '預計總花費')}${total}（人均${perPerson}）${budget ? `，${within ? t('在预算', '在預算') : t('超出预算', '超出預算')}${budget}${within ? t('以内', '以內') : ''}` : ''}。`,
    dayHeader: ({ day, date, town }) => `第${day}天${date ? `（${date}）` : ''}，在${town}。`,
    transfer: ({ mode, minutes }) => `${modes[mode]}${t('约', '約')}${minutes}${t('分钟', '分鐘')}，`,
    visit: ({ lead, start, end, place }) => `${lead}${start}–${end}${t('游览', '遊覽')}${place}。`,
    meal: ({ lead, start, meal, place, dishes }) => `${lead}${start}在${place}吃${meals[meal]}${dishes ? `，${t('推荐', '推薦')}${dishes}` : ''}。`,
    lodging: ({ lead, start, place, room }) => `${lead}${start}到${place}入住${room ? `（${room}）` : ''}。`,
    move: ({ lead, place }) => `${lead}前往${place}。`,
    stayNight: ({ place, nights }) => `第${nights}晚${place}`,
  };
};

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MODES_EN: Record<TransferMode, string> = {
  walk: 'Walk',
  bus: 'Take the bus',
  taxi: 'Take a taxi',
  drive: 'Drive',
  charteredCar: 'Ride in the chartered car',
  bicycle: 'Cycle',
};

const english: Words = {
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  date(date, weekday) {
    const { month, day } = monthDay(date);
    return `${weekday === null ? '' : `${this.weekdays[weekday]}, `}${MONTHS_EN[month - 1]} ${day}`;
  },
  money: (fen) => `¥${yuan(fen).toLocaleString('en-US')}`,
  list: (items) => (items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`),
  intro: ({ days, dates, travelers, towns }) =>
    `This ${days}-day trip${dates ? ` (${dates})` : ''} for ${travelers} ${travelers === 1 ? 'traveller' : 'travellers'} takes in ${towns}.`,
  sights: ({ sights, meals, diets }) =>
    `It plans ${sights} ${sights === 1 ? 'sight' : 'sights'} and ${meals} ${meals === 1 ? 'meal' : 'meals'}${diets ? `, with meals chosen for: ${diets}` : ''}.`,
  nights: ({ stays }) => `Nights: ${stays}.`,
  cost: ({ total, perPerson, budget, within }) =>
    `Estimated total ${total} (${perPerson} per person)${budget ? `, ${within ? 'within' : 'over'} the budget of ${budget}` : ''}.`,
  dayHeader: ({ day, date, town }) => `Day ${day}${date ? ` (${date})` : ''} in ${town}.`,
  transfer: ({ mode, minutes }) => `${MODES_EN[mode]} about ${minutes} min, then `,
  visit: ({ lead, start, end, place }) => `${lead || ''}${lead ? 'visit' : 'Visit'} ${place} from ${start} to ${end}.`,
  meal: ({ lead, start, meal, place, dishes }) => `${lead}${lead ? meal : meal[0]?.toUpperCase() + meal.slice(1)} at ${place} at ${start}${dishes ? `: try ${dishes}` : ''}.`,
  lodging: ({ lead, start, place, room }) => `${lead}${lead ? 'check' : 'Check'} in at ${place} at ${start}${room ? ` (${room})` : ''}.`,
  move: ({ lead, place }) => `${lead}${lead ? 'arrive' : 'Arrive'} at ${place}.`,
  stayNight: ({ place, nights }) => `${nights.includes('–') ? 'nights' : 'night'} ${nights} at ${place}`,
};

const WORDS: Record<Locale, Words> = { 'zh-CN': chinese(false), 'zh-HK': chinese(true), 'en-US': english };

/** The catalog name of a plan place in `language`, or null when the snapshot has no such record. */
function placeName(snapshot: CatalogSnapshot, kind: PlaceKind, id: string, language: Locale): string | null {
  const record =
    kind === 'attraction' ? snapshot.attractions.get(id) : kind === 'restaurant' ? snapshot.restaurants.get(id) : kind === 'stay' ? snapshot.stays.get(id) : snapshot.towns.get(id);
  return record ? record.name[language] : null;
}

function introParagraph(plan: TravelPlan, snapshot: CatalogSnapshot, w: Words): NarrativeParagraph {
  const language = plan.language;
  const { overview, costs } = plan;
  const towns = overview.townIds.flatMap((id) => placeName(snapshot, 'town', id, language) ?? []);
  const dates = overview.startDate && overview.endDate ? `${w.date(overview.startDate, null)}–${w.date(overview.endDate, null)}` : null;
  const diets = overview.dietaryRestrictions.map((key) => (isMessageKey(`planner.diet.${key}`) ? formatMessage(`planner.diet.${key}` as Parameters<typeof formatMessage>[0], language) : key));
  const sentences = [w.intro({ days: overview.dayCount, dates, travelers: overview.travelerCount, towns: w.list(towns) })];
  sentences.push(w.sights({ sights: overview.attractionCount, meals: overview.mealCount, diets: diets.length > 0 ? w.list(diets) : null }));
  // Consecutive nights in one stay are told once ("nights 1–2 at …").
  const runs: { stayId: string; first: number; last: number }[] = [];
  for (const night of plan.lodging) {
    const run = runs[runs.length - 1];
    if (run && run.stayId === night.stayId && run.last + 1 === night.nightIndex) run.last = night.nightIndex;
    else runs.push({ stayId: night.stayId, first: night.nightIndex, last: night.nightIndex });
  }
  const stays = runs.flatMap((run) => {
    const name = placeName(snapshot, 'stay', run.stayId, language);
    return name ? [w.stayNight({ place: name, nights: run.first === run.last ? String(run.first) : `${run.first}–${run.last}` })] : [];
  });
  if (stays.length > 0) sentences.push(w.nights({ stays: w.list(stays) }));
  const budget = costs.budgetFen === null ? null : w.money(costs.budgetFen);
  sentences.push(w.cost({ total: w.money(costs.totalFen), perPerson: w.money(costs.perPersonFen), budget, within: costs.budgetFen === null || costs.totalFen <= costs.budgetFen }));
  return { dayIndex: null, sentences };
}

function dayParagraph(day: PlanDay, plan: TravelPlan, snapshot: CatalogSnapshot, w: Words): NarrativeParagraph {
  const language = plan.language;
  const town = placeName(snapshot, 'town', day.townId, language);
  const sentences = [w.dayHeader({ day: day.dayIndex, date: day.date ? w.date(day.date, day.weekday) : null, town: town ?? '' })];
  // A transfer is told together with what it leads to ("walk 15 min, then visit …").
  let pending: PlanTransferItem | null = null;
  const leadOf = () => (pending ? w.transfer({ mode: pending.mode, minutes: pending.minutes }) : '');
  const flushTransfer = () => {
    if (!pending) return;
    const place = placeName(snapshot, pending.toKind, pending.toId, language);
    if (place) sentences.push(w.move({ lead: leadOf(), place }));
    pending = null;
  };
  for (const item of day.items as PlanItem[]) {
    if (item.kind === 'transfer') {
      flushTransfer();
      pending = item;
      continue;
    }
    const target = item.kind === 'attraction' ? { kind: 'attraction' as const, id: item.catalogId } : item.kind === 'meal' ? { kind: 'restaurant' as const, id: item.restaurantId } : { kind: 'stay' as const, id: item.stayId };
    // The pending transfer leads somewhere else: tell it on its own.
    if (pending && (pending.toKind !== target.kind || pending.toId !== target.id)) flushTransfer();
    const place = placeName(snapshot, target.kind, target.id, language);
    const lead = leadOf();
    pending = null;
    if (!place) continue;
    if (item.kind === 'attraction') sentences.push(w.visit({ lead, start: item.start, end: item.end, place }));
    else if (item.kind === 'meal') {
      const dishes = item.dishIds.flatMap((id) => snapshot.foods.get(id)?.name[language] ?? []);
      sentences.push(w.meal({ lead, start: item.start, meal: item.meal, place, dishes: dishes.length > 0 ? w.list(dishes) : null }));
    } else sentences.push(w.lodging({ lead, start: item.start, place, room: item.roomType?.[language] ?? null }));
  }
  flushTransfer();
  return { dayIndex: day.dayIndex, sentences };
}

/**
 * The narrative of `plan` in `plan.language`: the introduction, then one paragraph per day in
 * order, each as sentences. Pure; names come from `snapshot`.
 */
export function writeLocalNarrative(plan: TravelPlan, snapshot: CatalogSnapshot): NarrativeParagraph[] {
  const w = WORDS[plan.language];
  return [introParagraph(plan, snapshot, w), ...plan.days.map((day) => dayParagraph(day, plan, snapshot, w))];
}
