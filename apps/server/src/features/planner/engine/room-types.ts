/**
 * Kinds of room (spec §3 planner request `roomType`: "双床房", "2 twin rooms", "一间家庭房") read from
 * the catalog's room names (stays.json `rooms[].type`, in three languages). One definition shared by
 * the solver, which books only rooms of the kind asked (a triple room is not taken for a family room:
 * the names differ, and so may the beds), and the checker, which fails a night that is
 * not. A room whose name says none of these words, or a stay with no rooms listed, is not known to be
 * of any kind, so it is never booked for a kind asked.
 */
import type { PlannerRoomType } from '@dali/shared/contracts/planner';
import type { LocalizedText } from '@dali/shared/locales';

// Words of each kind in the room names (Chinese in both scripts, English), lower-cased.
const ROOM_WORDS: Readonly<Record<PlannerRoomType, RegExp>> = {
  twin: /双床|雙床|两张床|兩張床|\btwin\b/,
  double: /大床|\bdouble\b|\bking\b|\bqueen\b/,
  family: /家庭|亲子|親子|\bfamily\b/,
  single: /单人|單人|\bsingle\b/,
  suite: /套房|\bsuite\b/,
  dorm: /宿舍|床位|多人间|多人房|\bdorm/,
};

/** True when a catalog room name says it is a room of `kind` (any of its three languages). */
export function isRoomOfType(name: LocalizedText | null, kind: PlannerRoomType): boolean {
  if (name === null) return false;
  const words = [name['zh-CN'], name['zh-HK'], name['en-US']].join(' ').toLowerCase();
  // A dorm bed is no private room of another kind ("4-bed dorm" holds no "double").
  if (kind !== 'dorm' && ROOM_WORDS.dorm.test(words)) return false;
  return ROOM_WORDS[kind].test(words);
}
