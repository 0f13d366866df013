/**
 * Rooms counted in Korean and Chinese, written as the English the room reader knows ("방 3개" is
 * "3 bedrooms", "四室两卫半" is "4 bedrooms 2 bathrooms 1 half bathroom"). Those scripts put a count
 * before or after its noun, with a counter word (개, 个) or none, and write words without spaces;
 * a count that none of these readings takes is left as it was, for `unreadCounts` to find: a price
 * from rooms read in part is worse than none.
 */

/** A kind of room, its names in a script (longest first where one holds another), and its English. */
export type Room = readonly [names: string, one: string, many: string];

/** "N개 반", "N个半", "バスルーム2つ半": N bathrooms and a half bathroom. */
export const AND_A_HALF = ' 1 half bathroom';

const KOREAN_ROOMS: readonly Room[] = [
  ['아기방|애기방|아이방|아기\\s?방', 'nursery', 'nurseries'],
  ['놀이방|플레이\\s?룸', 'playroom', 'playrooms'],
  // "other room 2개": the price list's words, counted in Korean.
  ['기타\\s?(?:방|룸|공간)|드레스\\s?룸|옷방|다용도실|창고|아더\\s?룸|other\\s?rooms?', 'other room', 'other rooms'],
  ['반\\s?화장실|하프\\s?(?:배스|바스|욕실)|작은\\s?화장실|파우더\\s?룸', 'half bathroom', 'half bathrooms'],
  ['화장실|욕실|바스\\s?룸|배스\\s?룸|샤워실', 'bathroom', 'bathrooms'],
  ['안방|침실|베드\\s?룸|게스트\\s?룸|손님방|방', 'bedroom', 'bedrooms'],
  ['거실|리빙\\s?룸', 'living room', 'living rooms'],
  ['주방|부엌|키친', 'kitchen', 'kitchens'],
  ['다이닝\\s?룸|식사\\s?공간', 'dining room', 'dining rooms'],
  ['가족실|패밀리\\s?룸', 'family room', 'family rooms'],
  ['서재|홈\\s?오피스|사무실|오피스', 'office', 'offices'],
  ['세탁실', 'laundry room', 'laundry rooms'],
  ['지하실', 'basement', 'basements'],
];

/** Korean counts: figures, and the native words, which take 개 when they stand before a noun ("세 개") and may stand alone after one ("거실 하나"). */
const KOREAN_BEFORE: readonly (readonly [string, number])[] = [['한', 1], ['두', 2], ['세', 3], ['네', 4], ['다섯', 5], ['여섯', 6], ['일곱', 7], ['여덟', 8]];
const KOREAN_ALONE: readonly (readonly [string, number])[] = [['하나', 1], ['둘', 2], ['셋', 3], ['넷', 4], ['다섯', 5], ['여섯', 6], ['일곱', 7], ['여덟', 8]];

const CHINESE_ROOMS: readonly Room[] = [
  ['半卫生间|半浴室|半卫|半个(?:卫生间|浴室|洗手间)', 'half bathroom', 'half bathrooms'],
  ['全卫|客卫|主卫|卫生间|浴室|洗手间|厕所|卫浴|卫', 'bathroom', 'bathrooms'],
  ['卧室|睡房|主卧|次卧|客房|卧(?!室)', 'bedroom', 'bedrooms'],
  ['客厅|起居室', 'living room', 'living rooms'],
  ['饭厅|餐厅', 'dining room', 'dining rooms'],
  ['厨房', 'kitchen', 'kitchens'],
  ['书房', 'study', 'studies'],
  ['家庭活动室|家庭室|活动室|娱乐室|游戏室', 'family room', 'family rooms'],
  ['地下室', 'basement', 'basements'],
  ['洗衣房', 'laundry room', 'laundry rooms'],
  ['办公室', 'office', 'offices'],
  ['储藏室|储物间|阳光房', 'other room', 'other rooms'],
  // "三室两厅": in a flat's shorthand, 室 is a bedroom, 厅 a living or dining room, 房 (not 房间, 房子) a bedroom.
  ['室', 'bedroom', 'bedrooms'],
  ['厅', 'other room', 'other rooms'],
  ['房(?![间子东])', 'bedroom', 'bedrooms'],
  ['其他房间|其它房间', 'other room', 'other rooms'],
  // 房间 is any room: the room reader asks what kind, rather than take them for bedrooms.
  ['房间', 'room', 'rooms'],
];
/** A home's rooms other than bedrooms and bathrooms, as the Chinese rules below name them in lists. */
const HOME_ROOMS = String.raw`(?:客厅|饭厅|餐厅|厨房|书房|家庭活动室|活动室|家庭室|地下室|洗衣房)`;
const CHINESE_NUMBERS: readonly (readonly [string, number])[] = [['一', 1], ['两', 2], ['二', 2], ['三', 3], ['四', 4], ['五', 5], ['六', 6], ['七', 7], ['八', 8]];

/** Every name of the rooms, as one alternation. */
export const alternation = (rooms: readonly Room[]) => rooms.map(([names]) => names).join('|');
/** The kind of room a name said is ("ベッド ルーム" as "ベッドルーム" too), each kind's names compiled once. */
export function kindsOf(rooms: readonly Room[]): (said: string) => Room {
  const compiled = rooms.map((room) => [new RegExp(`^(?:${room[0]})$`, 'u'), room] as const);
  return (said) => compiled.find(([names]) => names.test(said.trim()) || names.test(said.replace(/\s+/g, '')))![1];
}
const numberOf = (words: readonly (readonly [string, number])[], said: string) => /^\d/.test(said) ? Number(said) : words.find(([w]) => w === said)![1];
const words = (list: readonly (readonly [string, number])[]) => list.map(([w]) => w).join('|');
/** A count of a kind of room in English: " 3 bedrooms ". */
export const english = ([, one, many]: Room, count: number) => ` ${count} ${count === 1 ? one : many} `;

const koreanKind = kindsOf(KOREAN_ROOMS);
const KOREAN_ROOM_NAMES = alternation(KOREAN_ROOMS);
// A count before its room takes a counter ("3개의 방", "두 개의 화장실"): "방3 화장실2" is 3 bedrooms, not 3 bathrooms.
const KOREAN_COUNT_BEFORE = new RegExp(String.raw`(?:(\d+)|(${words(KOREAN_BEFORE)}))\s*(?:개의?|칸)\s*(${KOREAN_ROOM_NAMES})`, 'gu');
// "작은 화장실(변기랑 세면대만 있는 것) 1개": what a room is, in brackets, between it and its count.
const KOREAN_COUNT_AFTER = new RegExp(String.raw`(${KOREAN_ROOM_NAMES})\s*(?:[(（][^)）]{0,40}[)）])?\s*(?:이|가|은|는|도)?\s*(?:(\d+)\s*(?:개|칸)?|(${words(KOREAN_BEFORE)})\s*(?:개|칸)|(${words(KOREAN_ALONE)})(?!(?![요예이에고랑하와과씩만])[가-힣]))(\s*반(?!\s?(?:화장실|욕실)))?(만(?!\s?원))?(?!\s*(?:짜리\s*)?(?:값|가격|요금|비용))`, 'gu');
const KOREAN_LEFT = String.raw`(?:거실|부엌|주방|다용도실|서재|지하실|세탁실|놀이방)`;
// "거실하고 부엌은 저희가 하니까 빼고": rooms the family does itself are left out.
const KOREAN_LEFT_OUT = new RegExp(String.raw`(${KOREAN_LEFT}(?:\s*(?:하고|이랑|랑|과|와|,)\s*${KOREAN_LEFT})*)\s*(?:은|는|도)?[^.?!]{0,20}?(?:빼고|빼\s?주세요|제외|안\s?해도|(?:제가|저희가|우리가)\s?(?:할|치울|하니|해요|합니다))`, 'gu');

/** A Korean message with its counted rooms in English: "방3 화장실2 거실1", "방이 세 개", "두 개의 화장실", "욕실 2개 반". */
export function koreanRooms(text: string): string {
  return text
    // "Bathroom 1개에요" (it is one bathroom: a sentence's end), "full bath 2개": a room written in English, counted in Korean;
    // "half bath 아니고": not a half bath.
    .replace(/\b((?:half|full)\s?bath(?:room)?s?|bath(?:room)?s?|bed(?:room)?s?)\s*(?:이|가|은|는)?\s*(\d+)\s*개(에요|예요|이에요)?(?![가-힣])/gu, (_, room: string, n: string, is?: string) => (is ? ` it's ${n} ${room}. ` : ` ${n} ${room} `))
    .replace(/\b((?:half|full)\s?bath(?:room)?s?|bath(?:room)?s?|bed(?:room)?s?)\s*(?:이|가)?\s*아니(?:고|라|에요|예요)/gu, ' no $1, ')
    // "방 3 화 2": 화 before a count is 화장실; "거실·부엌": a list; "방 4개(안방 포함)": the master bedroom is one of them.
    .replace(/(?<![가-힣])화\s*(?=\d)/gu, '화장실 ').replace(/[·ㆍ]/gu, ', ').replace(/[(（]\s*안방\s*포함\s*[)）]/gu, '')
    .replace(KOREAN_LEFT_OUT, ' skip the $1 ')
    // "방 3개인데 2개만": three rooms, but only two of them to clean.
    .replace(/(방|침실|화장실|욕실)\s*(?:이|가|은|는)?\s*(\d+)\s*개\s*(?:인데|지만|이지만|중에|중)\s*,?\s*(\d+)\s*개만/gu, (whole, room: string, all: string, some: string) => (Number(some) < Number(all) ? `${room} ${some}개` : whole))
    // "화장실 반 개": half a bathroom is a half bathroom.
    .replace(/(?:화장실|욕실)\s*(?:이|가|은|는)?\s*반\s*개/gu, ' 1 half bathroom ')
    // "화장실은 하나만": only one bathroom.
    .replace(KOREAN_COUNT_AFTER, (_, room: string, figure?: string, word?: string, alone?: string, half?: string, only?: string) => {
      const kind = koreanKind(room);
      const count = figure ? Number(figure) : numberOf(word ? KOREAN_BEFORE : KOREAN_ALONE, word ?? alone!);
      return (only ? ' only' : '') + english(kind, count) + (half && kind[1] === 'bathroom' ? AND_A_HALF : '');
    })
    .replace(KOREAN_COUNT_BEFORE, (_, figure?: string, word?: string, room?: string) =>
      english(koreanKind(room!), figure ? Number(figure) : numberOf(KOREAN_BEFORE, word!)));
}

const chineseKind = kindsOf(CHINESE_ROOMS);
const CHINESE_ROOM_NAMES = alternation(CHINESE_ROOMS);
const CHINESE_LIST = String.raw`${HOME_ROOMS}(?:[、，,和\s+]*${HOME_ROOMS})*`;
/** The Chinese rules, each compiled once: see chineseRooms. */
const CHINESE = {
  sumOfOthers: new RegExp(String.raw`(?<=(?:${HOME_ROOMS}|room)[^。.!?？！]{0,30})[，,]?\s*(?:一共|共|总共)\s*(?:\d+|[两二三四五六七八])\s*个?\s*(?:其他|其它)房间`, 'gu'),
  doneByUs: new RegExp(String.raw`(${CHINESE_LIST})\s*(?:我们|我)?自己(?:弄|来|打扫|做|收拾)`, 'gu'),
  bracketList: new RegExp(String.raw`[（(]\s*(${CHINESE_LIST})\s*(?:也要|都要|也)?\s*[）)]`, 'gu'),
  sideBySide: new RegExp(String.raw`(${HOME_ROOMS})(?=${HOME_ROOMS}|家庭)`, 'gu'),
  sumOfRooms: new RegExp(String.raw`(${HOME_ROOMS})[，,、\s]*(?:一共|共|总共|这)?\s*(?:\d+|[两二三四五六七八])\s*个?\s*(?:房间|间)`, 'gu'),
  countBefore: new RegExp(String.raw`(\d+|${words(CHINESE_NUMBERS)})\s*(?:个|间)?\s*(?:小|大)?\s*(${CHINESE_ROOM_NAMES})(半)?`, 'gu'),
  countAfter: new RegExp(String.raw`(${CHINESE_ROOM_NAMES})\s*(\d+)\s*(?:个|间)`, 'gu'),
};

/** A Chinese message with its counted rooms in English: "三个卧室", "四室两卫半", "两个全卫一个半卫", "卧室3个". */
export function chineseRooms(text: string): string {
  return text
    // "三个睡房(master 我们自己打扫，不用算)": one of the bedrooms counted is left out.
    .replace(/((?:\d+|[两二三四五六七八])\s*个?\s*(?:卧室|睡房|房间))\s*[（(][^)）]*(?:不用算|不用打扫|自己打扫|不打扫|不算)[^)）]*[)）]/gu, '$1 (skip one of them)')
    // "一共4个其他房间" after the rooms it sums up is not rooms more; "两个半卫" is two bathrooms and a half.
    .replace(CHINESE.sumOfOthers, '')
    .replace(/([两二三四])\s*个\s*半\s*(?=卫|浴室)/gu, '$1卫半 ').replace(/卫半 (?:卫生间|卫|浴室)/gu, '卫半')
    // "三个unit", "两个 2b1b", "一个 room": a count of what is said in English, in figures ("a" for one).
    .replace(/([一两二三四五六七八])\s*个\s*(?=[A-Za-z\d])/gu, (_, said: string) => (said === '一' ? 'a ' : `${numberOf(CHINESE_NUMBERS, said)} `))
    // "2 个 full bath": a figure, its measure word, a room said in English.
    .replace(/(\d+)\s*个\s*(?=[A-Za-z])/gu, '$1 ')
    // "客厅厨房我自己弄": rooms the family does itself are left out.
    .replace(CHINESE.doneByUs, '不用$1')
    // "三室两卫半（客厅 餐厅 厨房也要）": rooms in brackets after the others are more of the list, not what one of them is.
    .replace(CHINESE.bracketList, '、$1')
    // "客厅饭厅厨房": rooms named one after the other are a list.
    .replace(CHINESE.sideBySide, '$1、')
    // "客厅饭厅厨房三个房间": a count after the rooms it sums up is not rooms more.
    .replace(CHINESE.sumOfRooms, '$1')
    // 餐厅 is a restaurant, unless it is one of a home's rooms named together ("客厅餐厅厨房").
    .replace(/(?<=(?:客厅|厨房)[、，,和\s]*)餐厅|餐厅(?=[、，,和\s]*(?:客厅|厨房))/gu, '饭厅')
    // "一个半卫" is one half bathroom; "两卫半" two bathrooms and a half; "一个小客厅" one living room.
    .replace(CHINESE.countBefore, (_, said: string, room: string, half?: string) => {
      const kind = chineseKind(room);
      return english(kind, numberOf(CHINESE_NUMBERS, said)) + (half && kind[1] === 'bathroom' ? AND_A_HALF : '');
    })
    .replace(CHINESE.countAfter, (_, room: string, said: string) => english(chineseKind(room), Number(said)));
}

// Months, people, hours and homes are counted too, and are not rooms left out; floors are ("一楼二楼都是..." describes
// homes the reading does not part).
const notRooms = '(?!월|달|명|사람|시간|주|번|집|유닛|채)';
const notRoomsChinese = '(?!月|人|孩子|小孩|小时|星期|礼拜|问题|朋友|单元|房子|家)';
const UNREAD_COUNTS = new RegExp(`[一二三四五六七八]楼|\\d층|[가-힣]+\\s*(?:\\d+|[한두세네]|하나|둘|셋|넷)\\s*개|(?:\\d+|[한두세네])\\s*개의?\\s*${notRooms}[가-힣]+|(?<!第)(?:\\d+|[一两二三四五六七八])\\s*[个间]\\s*${notRoomsChinese}[\\u4E00-\\u9FFF]+|[\\u4E00-\\u9FFF]+\\s*\\d+\\s*[个间]`, 'gu');

/** Counts left in a message after its rooms were read: something counted ("냉장고 2개", "三个阳台") the reading did not take. */
export const unreadCounts = (text: string): string[] => text.match(UNREAD_COUNTS) ?? [];
