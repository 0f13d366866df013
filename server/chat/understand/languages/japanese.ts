import { type Language, anywhere } from './language.ts';
import { alternation, AND_A_HALF, english, kindsOf, type Room } from '../counted-rooms.ts';

/**
 * Japanese, as families posted to Fort Lee, Edgewater or Englewood write it: kanji shared with Chinese, kana no other
 * language writes, a flat counted the Japanese way ("2LDK", "寝室3つ"), towns in katakana ("フォートリー"), and English
 * words kept ("「Decline」を押しても").
 */

/** The kinds of room, their Japanese names (longest first where one holds another), and their English. */
const ROOMS: readonly Room[] = [
  // A room with only a toilet (and a basin) is a half bathroom: "トイレだけの部屋1つ".
  ['トイレ(?:と洗面(?:台|所)?)?(?:だけ|のみ)の(?:部屋|個室|スペース)|ハーフ\\s?バス(?:ルーム)?|半\\s?バス|ゲスト\\s?トイレ|パウダー\\s?ルーム', 'half bathroom', 'half bathrooms'],
  ['バス\\s?ルーム|バス[・/]?トイレ|浴室|お?風呂場|お?風呂|シャワー\\s?ルーム|化粧室|洗面所|バス(?!タブ|タオル|停)', 'bathroom', 'bathrooms'],
  // A toilet counted beside a bath is a room of its own (Japanese homes keep them apart): a half bathroom. See japaneseRooms.
  ['トイレ', 'bathroom', 'bathrooms'],
  ['マスター\\s?ベッド\\s?ルーム|主寝室|ベッド\\s?ルーム|寝室|子供部屋|子ども部屋|こども部屋|ゲスト\\s?ルーム|客間|客室|個室|洋室|和室|部屋数|ベッド', 'bedroom', 'bedrooms'],
  ['リビング\\s?ダイニング|リビング\\s?ルーム|リビング|居間', 'living room', 'living rooms'],
  ['ダイニング\\s?ルーム|ダイニング|食堂', 'dining room', 'dining rooms'],
  ['キッチン|台所', 'kitchen', 'kitchens'],
  ['ファミリー\\s?ルーム', 'family room', 'family rooms'],
  ['プレイ\\s?ルーム|キッズ\\s?ルーム|遊び部屋', 'playroom', 'playrooms'],
  ['ベビー\\s?ルーム|赤ちゃん部屋', 'nursery', 'nurseries'],
  ['ホーム\\s?オフィス|仕事部屋|オフィス', 'office', 'offices'],
  ['書斎', 'study', 'studies'],
  ['地下室|ベースメント', 'basement', 'basements'],
  ['ランドリー\\s?ルーム|洗濯室', 'laundry room', 'laundry rooms'],
  ['サービス\\s?ルーム|サン\\s?ルーム|ウォークイン\\s?クローゼット|納戸|物置|(?:その)?(?:他|ほか)の部屋', 'other room', 'other rooms'],
  // "2部屋", "部屋が3つ": as in "2LDK", the rooms a home is counted by are its bedrooms.
  ['部屋', 'bedroom', 'bedrooms'],
];
const NAMES = alternation(ROOMS);
const kindOf = kindsOf(ROOMS);

/** Counts: figures, kanji, and the native words, which stand alone ("ふたつ"), or before 部屋 ("ふた部屋"). */
const NUMBERS: Record<string, number> = {
  一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
  ひとつ: 1, ふたつ: 2, みっつ: 3, よっつ: 4, いつつ: 5, むっつ: 6, ひと: 1, ふた: 2,
};
const numberOf = (said: string) => (/^\d/.test(said) ? Number(said) : NUMBERS[said]!);
const FIGURE = String.raw`\d+(?:\.5)?`;
const KANJI = '[一二三四五六七八九十]';
const NATIVE = 'ひとつ|ふたつ|みっつ|よっつ|いつつ|むっつ';
const COUNTER = 'つ|部屋|室|個|か所|ヶ所|ヵ所|カ所|箇所|ケ所';
/** What a figure after a room counts when it is not rooms: a price, hours, a floor ("寝室は2階"), a date. */
const NOT_ROOMS = '円|ドル|時間|時|分|回|週|人|歳|才|年|か月|ヶ月|カ月|月|日|階|万|千|百|%|平米|台';
const THE_WAY_TO_SAY = String.raw`\s*(?:は|が|も|:|x|×|\*)?\s*(?:全部で|合わせて|合計で?|計)?\s*`;

// "寝室3バス2" counts after each room, "3ベッド2バス" before each: a figure right after a room no count came before is its count.
const AFTER_AN_UNCOUNTED_ROOM = String.raw`(?<!(?<!(?:\d|${KANJI}|つ|部屋|室|個)\s*)(?:${NAMES})${THE_WAY_TO_SAY})`;
const COUNT_BEFORE = new RegExp(String.raw`${AFTER_AN_UNCOUNTED_ROOM}(?<![\d.A-Za-z$])(${FIGURE}|${KANJI}|ひと(?=部屋)|ふた(?=部屋)|${NATIVE})\s*(?:${COUNTER})?\s*(?:(?<=(?:${COUNTER})\s*)の)?\s*(${NAMES})(\s*半)?`, 'gu');
const COUNT_AFTER = new RegExp(String.raw`(${NAMES})${THE_WAY_TO_SAY}(?:(${FIGURE})\s*(?:${COUNTER})?|(${KANJI})\s*(?:${COUNTER})|(${NATIVE}))(\s*半)?(?![\d.]|\s*(?:${NOT_ROOMS}))`, 'gu');
/** A flat's shorthand: "2LDK" is two bedrooms and one living, dining and kitchen space; S a storeroom. */
const FLOOR_PLAN = /(?<![A-Za-z\d.$¥])(\d+)\s*(S)?\s*(L)?\s*(D)?\s*K(?![A-Za-z])/giu;
/** Rooms named one after another are a list: "リビング・ダイニング・キッチン", "寝室とバスルーム". */
const NAMED_SIDE_BY_SIDE = new RegExp(String.raw`(?<=(?:${NAMES})\s*)(?:・|と|や)(?=\s*(?:${NAMES}))`, 'gu');
const A_BATH = /バス|浴室|風呂|シャワー/u;
/** "寝室とバスルームが2つずつ", "寝室・バスルーム各2": one count for each room of a list. */
const EACH = new RegExp(String.raw`((?:${NAMES})(?:\s*(?:と|や|・|,)\s*(?:${NAMES}))+)${THE_WAY_TO_SAY}(?:(${FIGURE}|${KANJI}|${NATIVE})\s*(?:${COUNTER})?\s*ずつ|各\s*(${FIGURE}|${KANJI}|${NATIVE})\s*(?:${COUNTER})?)`, 'gu');

/**
 * A Japanese message made ready to read: full-width letters and figures as ASCII, its punctuation as English does it,
 * and its counted rooms in English ("2LDK", "寝室3つ", "3つの寝室", "3ベッド2バス", "バスルーム2つ半").
 */
export function japaneseRooms(message: string): string {
  const text = message.normalize('NFKC').replace(/。/gu, '. ').replace(/、/gu, ', ').replace(/[「」『』]/gu, '"');
  const counted = (said: string, count: number, half?: string) => {
    const room = kindOf(said);
    const kind: Room = said === 'トイレ' && A_BATH.test(text) ? [room[0], 'half bathroom', 'half bathrooms'] : room;
    return english(kind, count) + (half && kind[1] === 'bathroom' ? AND_A_HALF : '');
  };
  return text
    .replace(FLOOR_PLAN, (_, n: string, storeroom?: string, living?: string) =>
      // The L, D and K of "2LDK" are one open room, counted once as an open living/kitchen.
      ` ${n} ${n === '1' ? 'bedroom' : 'bedrooms'}${storeroom ? ', 1 other room' : ''}${living ? ' and 1 open living/kitchen' : ' and 1 kitchen'} `)
    .replace(/(?<![A-Za-z\d])(?:LDK|LK)(?![A-Za-z])/giu, ' living room and kitchen ').replace(/(?<![A-Za-z\d])DK(?![A-Za-z])/giu, ' kitchen ')
    .replace(/(?<![A-Za-z\d])1R(?![A-Za-z])|ワンルーム/giu, ' studio ')
    // "寝室は2階": a floor, which no count of rooms takes.
    .replace(/(\d+)\s*階/gu, ' on floor $1 ')
    // "寝室3つ(主寝室含む)": the master bedroom is one of them.
    .replace(/[(]\s*(?:主寝室|マスター\s?ベッド\s?ルーム)\s*(?:を)?含(?:む|め|めて|みます)\s*[)]/gu, '')
    .replace(EACH, (_, rooms: string, count?: string, each?: string) =>
      rooms.split(/\s*(?:と|や|・|,)\s*/u).map((room) => counted(room, numberOf(count ?? each!))).join(','))
    .replace(NAMED_SIDE_BY_SIDE, ', ')
    .replace(COUNT_BEFORE, (_, said: string, room: string, half?: string) => counted(room, numberOf(said), half))
    .replace(COUNT_AFTER, (_, room: string, figure?: string, kanji?: string, native?: string, half?: string) =>
      counted(room, numberOf(figure ?? kanji ?? native!), half));
}

/** The add-ons by their Japanese names, for a later turn that drops one ("オーブンはいいや") or keeps only one ("冷蔵庫だけ"). */
const ADD_ONS: readonly (readonly [string, string])[] = [
  ['(?:食洗機|食器洗い機|食器洗い乾燥機)(?:の中|の内側|内)?', 'dishwasher'], ['冷蔵庫(?:の中|の内側|の内部|内)?', 'fridge'], ['オーブン(?:の中|の内側|の内部|内)?', 'oven'],
  ['(?:電子)?レンジ(?!フード)(?:の中|の内側|内)?', 'microwave'], ['(?:ガス|IH)?コンロ(?:磨き|の掃除)?', 'stovetop'], ['お?皿洗い|食器洗い|洗い物|お?皿|食器', 'dishes'],
];
const DROPPED = '(?:は|も)?(?:いらない|いりません|要らない|不要(?:です)?|なし(?:で|に(?:して)?)?|無し(?:で)?|やめ(?:て|る|ます|た)?|止め(?:て|る)?|抜き(?:で)?|外して|はずして|省いて|いいや|いいです|大丈夫です|結構です)(?:です|でした)?';
const ADD_ON_CHANGES = ADD_ONS.flatMap(([said, item]) => [[`(?:${said})${DROPPED}(?!(?:です|でした)?[、,。.])`, `no ${item},`], [`(?:${said})${DROPPED}`, `no ${item}`], [`(?:${said})(?:だけ|のみ)`, `only the ${item}`]] as const);

/** Kana, which only Japanese writes: each run of them is a word of it (a particle, an ending, a loanword). */
const KANA = '[\\p{Script=Hiragana}\\p{Script=Katakana}ー]+';

export const JAPANESE: Language = {
  name: 'Japanese',
  // Words Chinese counts as its own that Japanese writes too (的, 浴室, 清潔, ？) count here as well, so that the kana decide;
  // kanji words Chinese does not write (料金, 予約, 掃除) mark a message with no kana.
  markers: new RegExp(`${KANA}|掃除|清掃|料金|予約|寝室|見積|LDK|多少|清潔|浴室|厨房|的|？`, 'gu'),
  signs: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  rooms: japaneseRooms,
  unread: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々]+/gu,
  // "Thank you! よろしくお願いします" is English.
  asideInEnglish: true,
  words: anywhere([
    // Greetings and what a request ends with.
    ['こんにちは|こんばんは|おはようございます|はじめまして|初めまして', 'hello'], ['ありがとうございます|ありがとうございました|ありがとう', 'thank you'],
    ['よろしくお願い(?:します|いたします|致します)|よろしく', 'thanks'], ['ごめんなさい|ごめん|すみません|すいません', 'sorry'], ['恐れ入りますが', ''],
    ['(?:Nestwell|ネストウェル)(?:って|とは)(?:何|なん|なに)(?:ですか|でしょうか)?', 'what is nestwell'], ['ネストウェル', 'Nestwell'],
    // "Xとは何ですか": X, what is that.
    ['(?:って|とは)(?:何|なん|なに)(?:ですか|でしょうか)?', ', what is that'],
    ['教えて(?:ください|下さい|くれますか|もらえますか|いただけますか)', 'tell me'], ['知りたい(?:です)?', 'i want to know'],

    // A later turn's change: "寝室の1つは鍵をかけておくので掃除不要です" (one bedroom locked, left out), "オーブンじゃなくて冷蔵庫の中に"
    // (the fridge instead of the oven), "代わりにディープに" (deep instead), "書斎は寝室として数えて" (the study counted as a bedroom).
    ['(?:寝室|ベッドルーム|部屋)の(?:うち)?(?:1|一|ひと)つは', 'one of the bedrooms is'], ['(?:寝室|ベッドルーム|部屋)の(?:うち)?(?:1|一|ひと)つ', 'one of the bedrooms'],
    ['(?:バスルーム|浴室|お?風呂|トイレ)の(?:うち)?(?:1|一|ひと)つは', 'one of the bathrooms is'], ['(?:バスルーム|浴室|お?風呂|トイレ)の(?:うち)?(?:1|一|ひと)つ', 'one of the bathrooms'],
    ['(?:鍵|カギ|かぎ)を?(?:かけ|掛け|閉め)(?:て(?:おき|おく|あり|ある|い)?(?:ます|る)?|ます|る)?|施錠(?:して|され)?(?:おき|おく|い)?(?:ます|る)?|ロック(?:して|され)(?:おき|おく|い)?(?:ます|る)?', 'locked'],
    ['(?:掃除|清掃|クリーニング)(?:は|が)?(?:不要|いらない|いりません|しなくて(?:いい|良い|大丈夫)|必要(?:ない|ありません))', 'no need to clean'], ['ので', ' so '],
    ['じゃなくて|じゃなく|ではなくて|ではなく|でなくて|の代わりに|のかわりに', ' removed, instead'], ['代わりに|かわりに', 'instead'],
    ['(?:寝室|ベッドルーム)(?:として|扱いで|扱いに)(?:もう(?:1|一|ひと)つ)?(?:数え|カウント|計算|扱)?(?:て|る|ます)?', ', count it as a bedroom'],
    ['(?:バスルーム|浴室)(?:として|扱いで|扱いに)(?:数え|カウント|計算|扱)?(?:て|る|ます)?', ', count it as a bathroom'],
    // "3つ目の寝室は" (the third bedroom is), "もう1つはトイレだけ" (the other one is only a toilet: a half bathroom), "もう1つ" (one more).
    ['(?:1|一|ひと)(?:つ目|番目)の(?:寝室|ベッドルーム|部屋)(?:は|が)?', 'the first bedroom is'], ['(?:2|二|ふた)(?:つ目|番目)の(?:寝室|ベッドルーム|部屋)(?:は|が)?', 'the second bedroom is'],
    ['(?:3|三|みっ)(?:つ目|番目)の(?:寝室|ベッドルーム|部屋)(?:は|が)?', 'the third bedroom is'], ['(?:4|四|よっ)(?:つ目|番目)の(?:寝室|ベッドルーム|部屋)(?:は|が)?', 'the fourth bedroom is'],
    ['(?:2|二|ふた)(?:つ目|番目)の(?:バスルーム|浴室|お?風呂|バス)(?:は|が)?', 'the second bathroom is'],
    ['もう(?:1|一|ひと)つ(?:は|が|の方は)', 'and the other is a'], ['もう(?:1|一|ひと)つ', 'one more'],
    ['トイレ(?:と洗面(?:台|所)?)?(?:だけ|のみ)(?:です|でした)?', 'half bathroom'], ['(?:シャワー|お?風呂|浴槽|バスタブ)(?:が|は)?(?:なくて|なし|ない|無い)', 'no shower,'],
    ...ADD_ON_CHANGES,
    ['(?:子供部屋|子ども部屋|こども部屋)(?:を|も)?忘れて(?:た|ました|いました|いた)', 'the kids room i forgot,'], ['(?:を|も)?忘れて(?:た|ました|いました|いた)', ' i forgot,'], ['それも|これも', 'that too'], ['(?:入れて|加えて|足して)(?:ください|下さい|おいて)?', 'add it'],
    ['(?:追加して|追加で)(?:ください|下さい|お願いします)?', 'add it'],
    ['自分で(?:やる|やります|する|します|掃除する|掃除します)(?:から|ので)?', ', i will do it myself, so'],
    ['(?:外して|はずして|抜いて|削除して)(?:ください|下さい|おいて)?', 'remove it'], ['使って(?:い)?ない|使わない|未使用', 'unused'],
    ['(?<=[\\p{Script=Han}\\p{Script=Katakana}ー])(?:は|も)(?:いいや|いいです|大丈夫です|結構です)', ' is fine,'], ['やっぱり|やっぱ|やはり', 'actually'], ['じゃあ|それなら', 'then'], ['(?:(?<![\\p{Script=Hiragana}])|(?<=は))いま(?![すせしでだ])|今は|今(?![日週月年度回])', 'now'],
    ['だけにして(?:ください|下さい)?', 'only, make it that'],
    ['(?<=[\\p{Script=Han}\\p{Script=Katakana}ー])に(?:変え|変更し)(?:たら|て(?:ください)?|ます|る)?|(?<=[\\p{Script=Han}\\p{Script=Katakana}ー])にして(?:ください|下さい)?', ' instead'],
    ['(?:月額|月々|月あたり|ひと月(?:あたり)?)(?:だと|で|は)?|月(?:に|で|だと|は)?(?=(?:お?いくら|どのくらい|どれくらい))', 'per month'],
    ['(?:NEWCOMER|newcomer|Newcomer|ニューカマー)(?:の)?(?:コード)?(?:を)?使(?:ったら|うと|えば|って)', 'using NEWCOMER'], ['(?:を)?使(?:ったら|うと|えば)', 'if i use it'], ['(?:2|二)回(?!目)', 'twice'],
    ['ルームメイト|ルームメート|同居人', 'my roommate'], ['(?:もう)?使っちゃった|(?:もう)?使った|(?:もう)?使いました', 'already used'],
    ['(?:入れた|入力した)のに', 'i entered it but'], ['(?:割引|ディスカウント)(?:が)?(?:されない|されません|されなかった|にならない|効かない|適用されない)', "discount doesn't work"],
    ['なんで', 'why'], ['どのアプリ', 'which app'], ['(?:ダウンロード|インストール)すれば(?:いい|良い)(?:ですか|の)?', 'should i download'],
    ['予約(?:の)?(?:しかた|仕方|方法|やり方)', 'how to book'], ['しかた|仕方', 'how to'],
    ['でも(?:使え|利用でき)(?:ますか|る)', ', is it in the service area'],
    ['(?:Airbnb|エアビー|民泊)(?:の)?ホスト(?:を)?(?:やって(?:い)?ます|して(?:い)?ます)?', 'airbnb host'], ['ホスト(?:を)?(?:やって(?:い)?ます|して(?:い)?ます)?', 'host'], ['ゲスト(?:さん)?が(?:変わる|入れ替わる|替わる)(?:たび|ごと)(?:に|の)?', 'between guests'],
    // A move, a rental between guests, a first booking, paying, a time moved, a code refused.
    ['引っ?越し(?:の)?退去(?:時の|前の)?(?:清掃|掃除|クリーニング)', 'move out cleaning'], ['引っ?越し(?:の)?入居(?:時の|前の)?(?:清掃|掃除|クリーニング)', 'move in cleaning'],
    ['やって(?:い)?ますか|やってくれますか|やってる\\?', 'do you do'],
    ['予約したい(?:です|んですが|のですが|んだけど)?', 'i want to book'], ['手順|ステップ|流れ', 'steps'],
    ['(?:お?支払い?|決済)方法|払い方', 'payment methods'], ['請求(?!書)(?:され)?(?:ますか|る)?', 'charged'],
    ['(?:時間|時刻|日時|曜日)(?:を|の)?(?:変更|変え)', 'reschedule'],
    ['使えない|使えません|使えなかった|効かない|適用されない|適用されません|反映されない', "doesn't work"],
    // Places asked about: New Jersey towns written in katakana, and places outside the state.
    ['トレントン', 'trenton'], ['ハミルトン', 'hamilton'], ['ローレンス(?:ビル|ヴィル)?', 'lawrence'], ['ペニントン', 'pennington'], ['ホープウェル', 'hopewell'],
    ['ユーイング|イーウィング', 'ewing'], ['ロビンズ(?:ビル|ヴィル)', 'robbinsville'], ['チェリー[・\\s]?ヒル', 'cherry hill'], ['アトランティック[・\\s]?シティ(?:ー)?', 'atlantic city'],
    ['トムズ[・\\s]?リ(?:バ|ヴァ)ー', 'toms river'], ['ウッドブリッジ', 'woodbridge'], ['ケープ[・\\s]?メイ', 'cape may'], ['フリーホールド', 'freehold'], ['カムデン', 'camden'],
    ['エリザベス', 'elizabeth'], ['パターソン', 'paterson'], ['ウェストフィールド', 'westfield'], ['マディソン', 'madison'], ['ホルムデル', 'holmdel'], ['レッド[・\\s]?バンク', 'red bank'],
    ['フィラデルフィア', 'philadelphia'], ['ペンシル(?:ベ|バ|ヴェ)ニア州?', 'pennsylvania'], ['コネチカット州?', 'connecticut'], ['デラウェア州?', 'delaware'], ['メリーランド州?', 'maryland'],
    ['ブルックリン', 'brooklyn'], ['クイーンズ', 'queens'], ['スタテン[・\\s]?アイランド', 'staten island'], ['ロング[・\\s]?アイランド', 'long island'], ['カリフォルニア州?', 'california'], ['ボストン', 'boston'],
    ['(?:サービス|対応|対象)(?:エリア|地域|範囲)内(?!に)', 'in the service area'], ['対象(?:エリア|地域|範囲)', 'service area'],
    // Who comes: how the cleaner is picked, one asked for by name; being home during the visit.
    ['(?:どうやって|どのように|どうやったら|どうやると)(?:クリーナー|清掃員|清掃スタッフ|スタッフ|担当者?|掃除する人)(?:さん)?(?:を|は|が)?(?:選|決|マッチ)', 'how is the cleaner matched'],
    ['(?:クリーナー|清掃員|清掃スタッフ|スタッフ|担当者?)(?:さん)?(?:を|は)?(?:指名|選(?:べ|ぶ|択))', 'choose my cleaner'], ['マッチング', 'matching'],
    ['(?:家|自宅)に(?:い|居)(?:ないと|なければ|なきゃ)(?:いけ|なら|だめ|ダメ)?(?:ませんか|ない(?:ですか)?|ますか)?', 'do i have to be home'],
    // Working as a cleaner, creators, the blog, accessibility, support around the clock, a visit that fell short.
    ['(?:清掃|掃除|クリーニング|クリーナー)の仕事(?:を)?(?:する|やる)には|(?:清掃員|クリーナー)(?:として)?働く(?:には|方法)|働く(?:には|方法)', 'how do i work as a cleaner'],
    ['クリエ(?:イ|ー)ター(?:[・\\s]?プログラム)?', 'creator program'], ['インフルエンサー', 'influencer'], ['動画', 'videos'], ['について', 'about'], ['参加', 'join'],
    ['ブログ(?:には|では|に|で)?(?:どんな|何の|なんの)(?:お?掃除の)?(?:アドバイス|記事|投稿|ヒント|コツ|話)', 'what posts are on the blog'],
    ['コツ|裏技|ライフハック', 'hacks'], ['アドバイス|ヒント', 'advice'],
    ['アクセシビリティ(?:ー)?|バリアフリー', 'accessibility'], ['スクリーン[・\\s]?リーダー|(?:音声)?読み上げ(?:ソフト|機能)?', 'screen reader'], ['視覚障(?:害|がい)|目が不自由', 'visually impaired'],
    ['24時間(?:365日)?(?:体制)?(?:で)?(?:対応|営業|受付)|年中無休', 'available 24/7'],
    ['(?:の)?(?:質|品質|クオリティ)(?:に|が|で)?(?:問題|不満)(?:が|は)?(?:ありました|あった|あります|ある|です)?', ' quality problem'], ['問題', 'problem'],
    // Off-topic: a place to eat; the assistant asked what it is.
    ['ラーメン(?:屋)?|寿司(?:屋)?|すし屋|焼肉(?:屋)?|カフェ|ピザ(?:屋)?', 'restaurant'],
    ['あなたは(?:AI|人工知能|ロボット|ボット|bot|チャットボット)(?:ですか)?', 'is this a bot'], ['教えて', 'tell me'],

    // Towns of Bergen and Hudson counties, where Japanese families live, and the places they name beside them: first, so
    // that a name is read whole before a word it holds ("リビングストン" is Livingston, not a living room).
    ['イング?ルウッド[・\\s]?クリフ(?:ス|ズ)?|エングルウッド[・\\s]?クリフ(?:ス|ズ)?', 'englewood cliffs'], ['イング?ルウッド|エングルウッド', 'englewood'],
    ['フォート[・\\s]?リー', 'fort lee'], ['エッジ[・\\s]?ウォーター|エッジ[・\\s]?ウオーター|エジウォーター', 'edgewater'], ['クリフサイド[・\\s]?パーク', 'cliffside park'],
    ['パリセ(?:イ|ー)(?:ズ|ド)[・\\s]?パーク', 'palisades park'], ['レオニア', 'leonia'], ['リッジフィールド[・\\s]?パーク', 'ridgefield park'], ['リッジフィールド', 'ridgefield'],
    ['フェアビュー|フェアヴュー', 'fairview'], ['ティーネック|ティネック', 'teaneck'], ['テナフライ', 'tenafly'], ['クレスキル', 'cresskill'], ['クロスター', 'closter'],
    ['デマレスト', 'demarest'], ['アルパイン', 'alpine'], ['ハッケンサック', 'hackensack'], ['パラマス', 'paramus'], ['リッジウッド', 'ridgewood'], ['フェア[・\\s]?ローン', 'fair lawn'],
    ['バーゲンフィールド', 'bergenfield'], ['デュモント', 'dumont'], ['ニュー[・\\s]?ミルフォード', 'new milford'], ['オラデル', 'oradell'], ['リ(?:バ|ヴァ)ー[・\\s]?エッジ', 'river edge'],
    ['ノーウッド', 'norwood'], ['ノース[・\\s]?ベール|ノースヴェール', 'northvale'], ['オールド[・\\s]?タッ?パン', 'old tappan'], ['ハリントン[・\\s]?パーク', 'harrington park'], ['ハワース', 'haworth'],
    ['ウェ?ストウッド', 'westwood'], ['パーク[・\\s]?リッジ', 'park ridge'], ['モントベール|モントヴェール', 'montvale'], ['マーワー|マワー', 'mahwah'], ['ラムジー|ラムゼイ', 'ramsey'],
    ['アッパー[・\\s]?サドル[・\\s]?リ(?:バ|ヴァ)ー', 'upper saddle river'], ['サドル[・\\s]?リ(?:バ|ヴァ)ー', 'saddle river'], ['サドル[・\\s]?ブルック', 'saddle brook'], ['アレンデール', 'allendale'],
    ['ホーホーカス', 'ho-ho-kus'], ['ワイコフ', 'wyckoff'], ['フランクリン[・\\s]?レイクス', 'franklin lakes'], ['グレン[・\\s]?ロック', 'glen rock'], ['ハスブルック[・\\s]?ハイツ', 'hasbrouck heights'],
    ['ローダイ|ロダイ', 'lodi'], ['リンドハースト', 'lyndhurst'], ['イースト[・\\s]?ラザフォード', 'east rutherford'], ['ラザフォード', 'rutherford'], ['カールスタット', 'carlstadt'],
    ['リトル[・\\s]?フェリー', 'little ferry'], ['ガーフィールド', 'garfield'], ['エルムウッド[・\\s]?パーク', 'elmwood park'], ['メイウッド', 'maywood'], ['エマソン|エマーソン', 'emerson'],
    ['ヒルズデール', 'hillsdale'], ['ボゴタ', 'bogota'], ['ノース[・\\s]?アーリントン', 'north arlington'], ['ウッド[・\\s]?リッジ', 'wood-ridge'],
    ['ジャージー[・\\s]?シティ(?:ー)?|ジャージーシティー', 'jersey city'], ['ホーボーケン|ホボーケン|ホボケン', 'hoboken'], ['ウィー?ホーケン', 'weehawken'], ['ウェ?スト[・\\s]?ニューヨーク', 'west new york'],
    ['ユニオン[・\\s]?シティ(?:ー)?', 'union city'], ['ノース[・\\s]?バーゲン', 'north bergen'], ['セコーカス|シーコーカス', 'secaucus'], ['ベイヨン|ベイヨーン|バイヨン', 'bayonne'], ['カーニー', 'kearny'],
    ['グッテンバーグ|ガッテンバーグ', 'guttenberg'], ['ニューアーク', 'newark'], ['プリンストン', 'princeton'], ['エジソン|エディソン', 'edison'], ['ショート[・\\s]?ヒルズ', 'short hills'],
    ['サミット', 'summit'], ['ミルバーン', 'millburn'], ['リビングストン|リヴィングストン', 'livingston'], ['モントクレア', 'montclair'], ['モリスタウン', 'morristown'],
    ['クリフトン', 'clifton'], ['パーシッパニー', 'parsippany'], ['ウェ?スト[・\\s]?ウィンザー', 'west windsor'], ['プレインズボロ', 'plainsboro'], ['ニュー[・\\s]?ブランズウィック', 'new brunswick'],
    ['バーゲン(?:郡|[・\\s]?カウンティ(?:ー)?)', 'bergen county'], ['ハドソン(?:郡|[・\\s]?カウンティ(?:ー)?)', 'hudson county'], ['ニュージャージー?州?', 'new jersey'],
    ['ジョージ[・\\s]?ワシントン(?:[・\\s]?ブリッジ|橋)', 'george washington bridge'], ['マンハッタン', 'manhattan'], ['ニューヨーク州?', 'new york'], ['ミツワ', 'mitsuwa'],
    ['日本(?!語)', 'japan'], ['東京', 'tokyo'], ['大阪', 'osaka'],

    // Add-ons, and a fridge's outside, which every cleaning wipes.
    ['冷蔵庫の(?:中|内側|内部)|冷蔵庫内|冷蔵庫の庫内', 'inside the fridge'], ['オーブンの(?:中|内側|内部)|オーブン内', 'inside the oven'],
    ['電子レンジ(?:の中|の内側|内)?|レンジの中', 'inside the microwave'], ['(?:食洗機|食器洗い機|食器洗い乾燥機)(?:の中|の内側|内)?', 'inside the dishwasher'],
    ['食器洗い|皿洗い|洗い物|お?皿を?洗|食器を?洗', 'wash the dishes'], ['ガスコンロ|IHコンロ|IHクッキングヒーター|コンロ|クックトップ|ガス台|五徳', 'stovetop'],
    ['冷蔵庫の(?:外側|表面|外)', 'the outside of the fridge'], ['冷蔵庫', 'fridge'], ['オーブン', 'oven'], ['魚焼き(?:グリル)?', 'fish grill'], ['炊飯器', 'rice cooker'],
    ['追加料金|別料金|追加費用|追加のお金|追加でお金', 'extra charge'], ['オプション|アドオン|追加サービス', 'add-on'], ['追加(?:すると|したら|すれば)', 'if i add'], ['追加', 'add'],
    ['窓拭き|窓ふき|窓掃除|窓ガラス|窓(?!口)', 'windows'], ['ベランダ|バルコニー', 'balcony'], ['カーペット|絨毯|じゅうたん|ラグ', 'carpet'], ['フローリング|床', 'floors'],
    ['換気扇|レンジフード', 'range hood'], ['エアコン', 'air conditioner'], ['浴槽|バスタブ', 'tub'], ['シャワー(?!ルーム)', 'shower'], ['シンク|流し台', 'sink'],
    ['便器', 'toilet'], ['鏡', 'mirrors'], ['幅木|巾木', 'baseboards'], ['カビ', 'mold'], ['キャビネット|戸棚', 'cabinets'],
    ['洗濯物|洗濯', 'laundry'], ['シーツ|ベッドメイク', 'bed sheets'], ['整理整頓|片付け|片づけ', 'tidy'], ['ゴミ|ごみ', 'trash'], ['家具(?!がない)', 'furniture'],

    // Which service: an everyday one, a deep one first, a move, a rental between guests, an office.
    ['スタンダード[・\\s]?クリーニング|スタンダード清掃|通常清掃|通常の(?:お)?掃除|普通の(?:お)?掃除|普段の(?:お)?掃除|基本(?:的な)?清掃|ベーシック', 'standard cleaning'],
    ['ディープ[・\\s]?クリーニング|ディープ[・\\s]?クリーン|徹底清掃|徹底的な(?:お)?掃除|徹底(?:的に)?掃除|大掃除|念入りな(?:お)?掃除', 'deep cleaning'],
    ['スタンダード|標準|通常', 'standard'], ['ディープ|徹底的|徹底|念入り', 'deep'],
    ['ムーブ[・\\s]?イン[・/\\s]?アウト|引っ?越し(?:の)?(?:清掃|掃除|クリーニング)|退去(?:時の|前の)?(?:清掃|掃除|クリーニング)', 'move out cleaning'],
    ['引っ?越して(?:き|来)(?:ました|た|て)', 'moved here'], ['に引っ?越|へ引っ?越', 'moving to'],
    ['引っ?越し(?:ます|する|します|の予定|予定)|から引っ?越|引き払|退去', 'move out'], ['引っ?越し|引越|転居', 'move'], ['ムーブアウト', 'move out'], ['ムーブイン|入居(?!者)', 'move in'],
    ['空っぽ|空き部屋|空室|何もない|家具がない', 'empty'],
    ['(?:レンタル)?ターンオーバー|ゲストの入れ替え|入れ替え', 'rental turnover'], ['ゲスト(?:さん)?が(?:出た|帰った|チェックアウトした|出て行った)(?:後|あと)|チェックアウト(?:の)?(?:後|あと)', 'after guests leave'], ['物件', 'property'],
    ['(?:大家|家主|オーナー|管理会社)(?:さん)?に(?:返す|引き渡す|明け渡す)|(?:部屋|アパート|鍵)を(?:返す|明け渡す)|明け渡し|引き渡し', 'move out'],
    ['民泊|エアビー(?:アンドビー)?|短期賃貸|短期滞在|マンスリー', 'short-term rental'],
    ['賃貸', 'rental'], ['大家|家主|オーナー', 'landlord'], ['入居者|テナント|借主', 'tenant'], ['ゲスト(?!ルーム|トイレ)', 'guests'], ['敷金|デポジット', 'deposit'],
    ['オフィス清掃|オフィスクリーニング|事務所の(?:清掃|掃除)', 'office cleaning'], ['事務所|オフィス|職場', 'office'], ['会社', 'company'], ['店舗|お店', 'shop'],
    ['ビジネス版|法人向け|ビジネス向け', 'business version'], ['始まりますか|始まる|開始|リリース|スタート', 'launch'], ['ウェイトリスト|ウェイティングリスト|待機リスト|順番待ち', 'waitlist'], ['アーリーアクセス', 'early access'], ['デスク|机', 'desks'],
    ['ハウスクリーニング|家事代行', 'cleaning service'],
    // A cleaner's work wanted, before the cleaner a client asks about.
    ['(?:クリーナー|清掃員|清掃|掃除)の仕事(?:を)?(?:探して(?:います|いる|る)|したい(?:です)?|がしたい(?:です)?)', 'wants to work as a cleaner'],
    ['(?:清掃員|クリーナー|掃除の仕事)(?:として)?働きたい|ここで働きたい|働きたい', 'i want to work as a cleaner'],
    ['清掃員|清掃スタッフ|お?掃除(?:の|を?する)?(?:人|方(?!法)|スタッフ)|ハウスキーパー|クリーナー(?:さん)?|スタッフ|担当者', 'cleaner'],
    ['(?:毎回|いつも)(?:同じ(?:人|方|クリーナー|スタッフ)?|(?:違う|別の)(?:人|方)|変わ(?:りますか|ります|る))', 'the same cleaner every time'], ['同じ(?:人|方|クリーナー|スタッフ)', 'the same cleaner'], ['毎回', 'every time'],

    // Rooms named without a count: one each.
    ['(?:その)?(?:他|ほか)の部屋', 'other rooms'], ['子供部屋|子ども部屋|こども部屋', 'a kids bedroom'], ['ゲストルーム|客間|客室', 'a guest bedroom'], ['主寝室|マスターベッドルーム', 'a master bedroom'],
    ['ベッドルーム|寝室|洋室|和室', 'bedroom'], ['ハーフバス(?:ルーム)?|パウダールーム|ゲストトイレ', 'half bathroom'],
    ['バスルーム|バス[・/]?トイレ|浴室|お?風呂場|お?風呂|化粧室|洗面所|トイレ', 'bathroom'],
    ['リビング[・\\s]?ダイニング|リビングルーム|リビング|居間', 'living room'], ['ダイニングルーム|ダイニング|食堂', 'dining room'], ['キッチン|台所', 'kitchen'],
    ['ファミリールーム', 'family room'], ['プレイルーム|キッズルーム|遊び部屋', 'playroom'], ['ベビールーム|赤ちゃん(?:の)?部屋', 'nursery'], ['書斎', 'study'], ['仕事部屋|ホームオフィス', 'office'],
    ['地下室|ベースメント', 'basement'], ['ランドリールーム|洗濯室', 'laundry room'], ['納戸|物置|ウォークインクローゼット', 'other room'],
    ['部屋', 'room'], ['アパート|マンション|コンドミニアム|コンド', 'apartment'], ['一軒家|一戸建て|戸建て', 'house'], ['高層(?:ビル|マンション)?', 'high-rise'],
    ['自宅|お宅|我が家|わが家|家(?![族具事賃])', 'home'], ['家族', 'family'],

    // Price, and what it adds up to.
    ['キャンセル(?:料|費用|手数料)', 'cancellation fee'], ['予約手数料|ブッキング(?:手数料|フィー)', 'booking fee'], ['手数料', 'fee'],
    ['料金表|価格表', 'price list'], ['見積もり|見積り|見積', 'estimate'], ['合計|総額|トータル|全部で|合わせて|総計', 'total'],
    ['お?いくら(?:ぐらい|くらい)?(?:になりますか|になります|かかりますか|かかります|でしょうか|ですか)?', 'how much'],
    ['料金|値段|費用|価格|代金|金額', 'price'], ['1部屋あたり|一部屋あたり|部屋ごと', 'per room'], ['時給', 'hourly rate'], ['(?<=\\d)ドル', ' dollars'],
    ['どのくらい(?:の)?時間|どれくらい(?:の)?時間|どれぐらい(?:の)?時間|何時間|所要時間', 'how long'], ['どのくらい|どれくらい|どれぐらい', 'how much'],
    ['お金(?:は|が)?かかりますか|かかりますか|かかる\\?', 'is there'], ['無料|タダ', 'free'],

    // Booking, a date moved or cancelled, a plan that repeats.
    ['予約(?:の)?変更|日程(?:の)?変更|日時(?:の)?変更|日にち(?:を|の)?変更|日付(?:を|の)?変更|(?:日程|日にち|日付|日)を変え|リスケ|延期', 'reschedule'],
    ['(?<=[日週月時])(?:に|へ)(?:変更|変え|ずら|移動)(?:でき(?:ますか|る)?|られ(?:ますか|る)?|せますか|したい(?:です)?|して(?:もらえますか|ください))?', ' reschedule'],
    ['キャンセルしたい(?:のですが|んですが|です)?', 'i want to cancel'], ['キャンセル|取り消し|取消', 'cancel'], ['変更', 'change'],
    ['(?:予約|申し込み|申込)(?:は|を)?(?:どうやって|どのように|どうすれば|どうしたら)(?:する|します|できます|すれば|したら)?|(?:どうやって|どのように|どうすれば|どうしたら)(?:予約|申し込み|申込)(?:する|します|できます|すれば|したら)?', 'how do i book'],
    ['予約(?:したい|したら|する|して|を?入れ|を?取)?|ブッキング|申し込(?:み|む)|申込', 'book'],
    ['当日', 'same day'], ['明日|あした', 'tomorrow'], ['今日|きょう', 'today'], ['来週', 'next week'], ['来月', 'next month'], ['前日|前の日', 'the day before'],
    ['週末|土日', 'weekend'], ['土曜日?', 'saturday'], ['日曜日?', 'sunday'], ['平日', 'weekdays'], ['夜|夕方', 'evening'], ['朝|午前', 'morning'], ['午後', 'afternoon'],
    ['(?:2|二)週間?(?:に|ごと|毎)(?:に)?(?:1|一)?(?:回|度)?|隔週', 'every two weeks'], ['毎週|週に?(?:1|一)(?:回|度)|週一|週1', 'every week'],
    ['毎月|月に?(?:1|一)(?:回|度)|月一|月1', 'every month'], ['月に?(?:2|二)(?:回|度)', 'twice a month'], ['定期(?:的)?(?:な|に|の)?', 'recurring'],
    ['一時停止|休止|お休み', 'pause'], ['スキップ', 'skip'], ['再開', 'start again'], ['リマインダー|リマインド|通知|お知らせ', 'reminder'],
    ['週間', ' weeks'], ['か月|ヶ月|カ月|ヵ月', ' months'], ['(?<=\\d)時間', ' hours'], ['(?<=\\d)回目', ' time'], ['(?<=\\d)回', ' times'], ['(?<=\\d)時', " o'clock"],

    // The code and the first cleaning.
    ['割引コード|クーポンコード|プロモ(?:ーション)?コード|クーポン', 'discount code'], ['割引|値引き|ディスカウント', 'discount'], ['コード', 'code'],
    ['初回(?:の)?(?:清掃|掃除|クリーニング)?|最初の(?:清掃|掃除|クリーニング)|初めての(?:清掃|掃除|クリーニング)', 'first cleaning'], ['初めて|最初', 'first time'],
    ['半額|50%オフ|50%引き|5割引', 'half price'], ['(?:2|二)回目(?:以降)?', 'second cleaning'], ['次回|その後', 'later'],

    // Paying, and a job not done well.
    ['(?:(?:クレジット|デビット)?カード|クレカ)で(?:払え|支払え|支払いでき|決済でき|でき|可能)(?:ますか|ですか|る)?', 'can i pay by card'],
    ['現金で(?:払え|支払え|支払いでき|でき|可能)(?:ますか|ですか|る)?', 'can i pay in cash'], ['(?:クレジット|デビット)?カード(?:は|が|も)?(?:使え|利用でき)(?:ますか|ます|る)?', 'can i pay with this card'], ['(?:クレジット|デビット)?カードで|クレカで', 'by card'], ['現金で', 'in cash'], ['クレジットカード|クレカ|デビットカード|カード', 'card'], ['現金', 'cash'], ['小切手', 'check'], ['チップ|心付け', 'tip'], ['アップルペイ', 'apple pay'],
    ['レシート|領収書', 'receipt'], ['請求書|インボイス', 'invoice'],
    ['それでも(?:お金を?)?払わ(?:ないと|なきゃ|なければ)(?:いけない|ならない|だめ)?', 'do i still have to pay'], ['(?:お金を?)?払わなくて(?:も)?(?:いい|良い)', "don't pay"], ['(?:それでも)?(?:お金を?)?払う必要(?:が|は)?(?:ありますか|ある)', 'do i still have to pay'],
    ['お?支払(?:い|う|え)?|払(?:う|え|い)|決済|会計', 'pay'], ['返金|払い戻し', 'refund'],
    ['満足保証|サティスファクション[・\\s]?プロミス', 'satisfaction promise'],
    ['満足(?:いただけ|でき)(?:ない|なかった)|気に入らな(?:い|かった)|納得でき(?:ない|なかった)|不満', 'if i am not happy'], ['保証', 'guarantee'],
    ['(?:汚れが残って(?:い)?|きれいになってい(?:なかっ|な)|汚いままだっ)(?:たら|る|た|い)?', "i'm not happy with the cleaning"], ['苦情|クレーム', 'complaint'],

    // Trust, who comes, and getting in.
    ['身元(?:調査|確認)|身辺調査|経歴(?:チェック|調査)|バックグラウンド[・\\s]?チェック|犯罪歴|前科|警察(?:の|による)?(?:チェック|調査|確認)', 'background check'],
    ['(?:どんな|何の|どういう)?(?:チェック|審査|調査)を?(?:受けて|して)(?:いますか|います|いる|る|ますか)', 'are they vetted and background-checked'], ['審査', 'vetting'], ['チェック', 'check'],
    ['信頼でき|信用でき', 'trustworthy'], ['安全|安心', 'safe'], ['保険', 'insurance'], ['壊(?:れ|さ|し)|破損|割れ', 'if something breaks'], ['盗(?:まれ|難)|なくなっ|紛失', 'is missing'],
    ['写真', 'photos'], ['(?:掃除中|清掃中|クリーニング中)(?:に|は)?(?:家|自宅)?(?:に)?い(?:ても|て)(?:いい|良い|大丈夫|OK)?(?:ですか)?|(?:家|自宅)にいても(?:いい|良い|大丈夫)?(?:ですか)?', 'can i be home during the cleaning'], ['家にいる必要|在宅(?:が|する)?必要|立ち会い(?:が)?必要|立ち会わなくて', 'do i have to be home'],
    ['(?:家|自宅)に(?:誰も)?いない|(?:家|自宅)にいなくても|誰も(?:家に)?いない|留守|不在', 'nobody is home'], ['立ち会(?:い|う|って)|在宅', 'be home'],
    ['合鍵|合い鍵|スペアキー|鍵|カギ|かぎ', 'key'], ['ドアマン|コンシェルジュ|管理人|フロント', 'doorman'], ['オートロック|暗証番号|ドアコード', 'door code'], ['ロックボックス|キーボックス', 'lockbox'],
    ['どうやって(?:中に)?入|入(?:り|る)方|入室', 'how do they get in'], ['駐車(?:場)?|パーキング', 'parking'], ['住所', 'address'],
    ['ペット|動物', 'pets'], ['犬|いぬ|イヌ|ワンちゃん', 'dog'], ['猫|ねこ|ネコ', 'cat'],
    ['子供|子ども|こども|キッズ', 'kids'], ['赤ちゃん|乳児', 'baby'], ['息子', 'son'], ['娘', 'daughter'], ['両親|親', 'parents'], ['母親|お母さん|母', 'mother'], ['父親|お父さん|父', 'father'],
    ['夫|主人|旦那', 'husband'], ['妻|家内|嫁', 'wife'], ['友達|友人', 'my friend'], ['高齢|お年寄り|年寄り|老人', 'elderly'],
    ['掃除道具|清掃道具|掃除用具|道具|用具', 'cleaning supplies'], ['掃除機', 'vacuum'], ['洗剤|清掃用品|掃除用品|クリーニング用品', 'cleaning products'],
    ['持って(?:き|来)|持参', 'bring'], ['用意|準備', 'provide'], ['環境に優しい|エコ', 'eco-friendly'], ['アレルギー', 'allergies'], ['靴|スリッパ', 'shoes'],

    // Work, data, reaching us, the app.
    ['探して(?:います|いる|る)', 'is looking for'],
    ['求人|仕事|アルバイト|バイト', 'job'], ['応募', 'apply'], ['給料|お給料', 'wages'],
    ['プライバシー(?:ポリシー)?', 'privacy'], ['個人情報|個人データ|データ', 'my personal data'], ['クッキー', 'cookies'], ['バナー', 'banner'],
    ['押して(?:も)?|押したら|押す|クリック|タップ', 'press'], ['保存(?:され)?', 'stored'], ['チャット', 'chat'], ['(?:AI|人工知能|ChatGPT)(?:の)?(?:会社|企業|サービス)?に送(?:られ|信され)(?:ますか|ています(?:か)?|る)?', 'sent to an AI company'], ['送(?:られ|信され)', 'sent'], ['削除|消(?:す|し|せ)', 'delete'], ['売(?:る|ら|られ|って)|販売', 'sell'], ['共有', 'share'],
    // "普通に使えますか" after declining cookies: does the site still work.
    ['(?:普通に|まだ|それでも|ちゃんと)(?:使え|利用でき|見られ|見れ)(?:ますか|ます|る)?|(?:普通に|ちゃんと)?(?:動き|機能し)(?:ますか|ます)', 'can i still use'],
    ['使えますか|使えます|使える|利用できますか|利用でき', 'can i use'], ['普通に', 'normally'],
    ['電話番号', 'phone number'], ['電話', 'phone'], ['カスタマー(?:サポート|サービス)|サポート|お?問い合わせ|窓口', 'support'], ['連絡(?:先)?', 'contact'], ['メール(?:アドレス)?', 'email'],
    ['アプリ(?:の)?名前', 'the name of the app'], ['アプリ', 'app'], ['(?:ダウンロード|インストール)(?:できますか|できる)', 'can i download'], ['ダウンロード|インストール', 'download'], ['アップストア|アップルストア', 'app store'], ['グーグルプレイ', 'google play'], ['アイフォン', 'iphone'], ['アンドロイド', 'android'],
    ['アカウント', 'account'], ['ログイン', 'log in'], ['パスワード', 'password'], ['登録|サインアップ', 'sign up'],
    ['ウェブサイト|ウェブ|サイト|ホームページ', 'website'], ['ページ', 'page'], ['リンク', 'link'], ['ブログ', 'blog'], ['記事', 'article'], ['ヘルプ(?:センター)?', 'help center'],
    ['日本語(?:に|で)?対応(?:して(?:います|ます|いる|る)か?|可能(?:ですか)?|できますか)?|日本語版', 'is it available in japanese'], ['日本語(?:を|が)?話せる(?:人|方|クリーナー|スタッフ)', 'a cleaner who speaks japanese'], ['日本語(?:を|が)?話せ(?:ます|る)', 'speak japanese'], ['日本語', 'japanese'], ['英語', 'english'],
    ['話せ(?:ます|る)|話す|しゃべれ', 'speak'], ['言語', 'language'],

    // Where: "do you clean in" a town, the area, the towns.
    ['(?:で|に)(?:も)?(?:お)?掃除(?:を)?(?:して(?:います|ます|くれます|もらえます)か|しますか)|(?:に|まで)(?:も)?来て(?:くれ|もらえ)(?:ます|る)か', 'do you clean there'],
    ['(?:は|も)?(?:対応|サービス)(?:エリア|地域|範囲)(?:内)?(?:に)?(?:入って(?:いますか|ますか|います|ます)|ですか)', 'is it in the service area'],
    ['(?:に|で|は)?対応(?:して(?:います|ます|いる|る)か|可能(?:ですか)?|できますか)', 'do you serve'],
    ['サービスエリア|対応エリア|対応地域|サービス地域|営業エリア|エリア|地域', 'service area'], ['郵便番号|ジップコード', 'zip code'], ['サービス', 'service'], ['近く|近所|そば', 'near'],
    ['住んで(?:います|いる|る|おり(?:ます)?)|在住', 'live'], ['来て(?:くれ|もらえ)(?:ます|る)か|来られますか|来れますか', 'do you come'], ['来ますか', 'come'],

    // How a question ends: what is asked, and of whom.
    ['何が含まれ(?:ます|て(?:い)?ます|てる)か?|何が入って(?:います|ます|る)か?', 'what is included'], ['含まれ(?:ます|ています|る)|含む|込み', 'included'],
    ['何が違い(?:ますか)?|何が違う|どう違う|違いは|違い', 'what is the difference'], ['おすすめ|お勧め|お薦め', 'recommend'], ['どちらがいい|どれがいい', 'which is better'],
    ['どのサービス|どのプラン', 'which service'], ['何ですか|なんですか', 'what is'], ['どうなりますか|どうなる', 'what happens'], ['(?:どうすれば|どうしたら)(?:いい|良い)(?:ですか|でしょうか|の)?', 'what do i do'], ['方法|やり方', 'how to'],
    ['どうやって|どのように|どうすれば|どうしたら', 'how'], ['どこで(?!す)|どこに|どこ', 'where'],
    ['いつ(?![もかつ])', 'when'], ['誰が|誰|だれ', 'who'], ['なぜ|どうして', 'why'], ['どんな|どういう', 'what kind of'], ['何か', 'something'], ['何|なに', 'what'],
    ['お願いできますか|お願いできる|頼めますか|頼めるか', 'can you do it'], ['お願いしたい(?:です|のですが|んですが)?|頼みたい(?:です)?|依頼したい(?:です)?', 'i would like'], ['お願いします|お願いいたします|ください|下さい', 'please'],
    ['(?:して)?(?:もらえ|いただけ|くれ)ますか', 'can you'], ['(?:は|も|が)(?:できますか|可能ですか|可能でしょうか|できるでしょうか)', 'can you do it'], ['できますか|できる\\?|可能ですか|可能でしょうか|できるでしょうか', 'can i'],
    ['して(?:い)?ますか|してくれますか', 'do you'], ['しますか', 'do i'],
    ['(?:しても|でも)?(?:いい|良い|大丈夫|OK)ですか|かまいませんか|構いませんか', 'is it ok'], ['必要(?:です|があります|あります)か', 'do i need'],
    ['いらない|不要|必要ない', 'no need'], ['なしで|抜きで|除いて|以外', 'except'], ['だけ|のみ', 'only'], ['ありますか', 'is there'], ['したい(?:です)?|たいです', 'i want to'],
    ['すると|したら|すれば', 'if'], ['(?<=[\\p{Script=Han}\\p{Script=Katakana}ー\\dA-Za-z\\s])(?:と|や)(?!して|は|思|言|か|って)|および|及び|それと', ' and '],
    ['(?<=[\\p{Script=Han}\\p{Script=Katakana}ー])も(?=[\\s,.?!]|$|お願い|追加|入れ|足し|加え|数え)', ' too'], ['きれいに|綺麗に', 'clean'],
    ['掃除中|清掃中|クリーニング中', 'during the cleaning'],
    ['クリーニング|お?掃除|清掃|そうじ', 'cleaning'], ['・', ' '],
    // Off-topic asks (a restaurant, the weather, a recommendation) read as such, so they get the out-of-scope answer.
    ['レストラン|飲食店|食堂|居酒屋', 'restaurant'], ['美味しい|おいしい', 'good food'], ['天気', 'weather'], ['おすすめ|オススメ', 'recommend'],
  ]),
};
