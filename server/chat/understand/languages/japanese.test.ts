import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChatIndex } from '../../../../generator/chat/index.ts';
import { loadContent } from '../../../../generator/content/load.ts';
import { quote } from '../../../../tests/prices.ts';
import { createChatEngine } from '../../engine.ts';
import { toEnglish } from '../languages.ts';

describe('Japanese', () => {
  it('reads a message with kana as Japanese, not Chinese, though the two share kanji and "？"', () => {
    expect(toEnglish('2LDKのスタンダード清掃はいくらですか？')).toEqual({
      language: 'Japanese', text: '2 bedrooms and 1 open living/kitchen standard cleaning how much?', unread: [],
    });
    // 的, 浴室 and 清潔 are Chinese markers too: the kana still decide.
    expect(toEnglish('定期的に浴室を清潔にしてほしいです？')?.language).toBe('Japanese');
  });

  it('reads rooms counted the Japanese ways: after the room, before it, each, and a toilet beside a bath', () => {
    expect(toEnglish('寝室3つ、バスルーム2つ、リビング1つ。ディープクリーニングの合計はいくらですか？')?.text)
      .toBe('3 bedrooms, 2 bathrooms, 1 living room. deep cleaning total how much?');
    expect(toEnglish('3ベッド2バスの家です')?.text).toBe('3 bedrooms 2 bathrooms home');
    expect(toEnglish('寝室3バス2、ディープはいくら')?.text).toBe('3 bedrooms 2 bathrooms, deep how much');
    expect(toEnglish('3つの寝室と2つのバスルーム')?.text).toBe('3 bedrooms and 2 bathrooms');
    expect(toEnglish('寝室とバスルームが2つずつあります。')?.text).toBe('2 bedrooms, 2 bathrooms.');
    expect(toEnglish('部屋が二つ、浴室が1つ、トイレが1つです。')?.text).toBe('2 bedrooms, 1 bathroom, 1 half bathroom.');
  });

  it('answers a price question in English with the total, the living, dining and kitchen space of "2LDK" as one other room', () => {
    const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
    const reply = createChatEngine(index).answer('こんにちは。フォートリーのアパートに住んでいます。2LDKで、バスルームは2つです。スタンダードクリーニングはいくらになりますか？', []).reply;
    expect(reply).toMatch(/^I can only answer in English.*\(I read your message as Japanese\)/);
    expect(reply).toContain(`Total: ${quote(index.facts, 'standard', { Bedroom: 2, Bathroom: 2, 'Other Room': 1 }).total}`);
  });

  it('reads a cancellation and the fee asked about', () => {
    expect(toEnglish('子供が熱を出しました。明日のクリーニングをキャンセルしたいです。キャンセル料はかかりますか？')?.text)
      .toContain('tomorrow の cleaning を i want to cancel. cancellation fee は is there?');
    expect(toEnglish('明日の予約を来週に変更できますか？')?.text).toContain('reschedule');
  });

  it('reads "do you clean in" a town written in katakana', () => {
    expect(toEnglish('フォートリーで掃除していますか？')).toEqual({ language: 'Japanese', text: 'fort lee do you clean there?', unread: [] });
    expect(toEnglish('エッジウォーターもサービスエリアに入っていますか？')?.text).toBe('edgewater is it in the service area?');
    expect(toEnglish('イングルウッド・クリフスに来てくれますか？')?.text).toBe('englewood cliffs do you clean there?');
  });

  it('leaves Chinese Chinese and English English, a Japanese "thank you" in it included', () => {
    expect(toEnglish('你们在李堡打扫吗？两室一厅多少钱？')?.language).toBe('Chinese');
    expect(toEnglish('請問你們的居家清掃費用多少？')?.language).toBe('Chinese');
    expect(toEnglish('How much for 2 bedrooms in Fort Lee?')).toBeNull();
    expect(toEnglish('Can you clean my apartment in Fort Lee? ありがとう')).toBeNull();
  });

  it('reads a later turn that changes the order: a room locked, an add-on swapped, a room counted as another', () => {
    expect(toEnglish('浴室の1つは鍵をかけてあるので掃除はいらないです')?.text).toContain('one of the bathrooms is locked so no need to clean');
    expect(toEnglish('電子レンジの代わりに食洗機の中をお願いします')?.text).toContain('inside the microwave removed, instead inside the dishwasher');
    expect(toEnglish('客間は寝室として数えてね')?.text).toContain(', count it as a bedroom');
    expect(toEnglish('かわりにスタンダードだと？')?.text).toContain('instead standard');
  });

  it('reads a town or a state outside the katakana list, support around the clock and a quality complaint', () => {
    expect(toEnglish('ハミルトンに住んでいます。対象エリアですか？')?.text).toContain('hamilton');
    expect(toEnglish('ブルックリンでも頼めますか？')?.text).toContain('brooklyn');
    expect(toEnglish('問い合わせは24時間受付ですか？')?.text).toContain('available 24/7');
    expect(toEnglish('24時間前にキャンセルしたら？')?.text).not.toContain('24/7');
    expect(toEnglish('先週のクリーニングの品質に不満があります')?.text).toContain('quality problem');
  });

  it('reads the everyday ways a later turn drops, keeps, adds or recounts a room or an add-on', () => {
    expect(toEnglish('電子レンジはいらないです、冷蔵庫だけお願いします')?.text).toBe('no microwave, only the fridge please');
    expect(toEnglish('すいません、浴室は1つで、もう1つはトイレだけでした')?.text).toBe('sorry, 1 bathroom, and the other is a half bathroom');
    expect(toEnglish('2つ目の寝室は今は書斎です')?.text).toBe('the second bedroom is now study');
    expect(toEnglish('ダイニングを忘れてました、それも入れてください')?.text).toContain('dining room i forgot');
    expect(toEnglish('ダイニングは自分でやるので外してください')?.text).toBe('dining room, i will do it myself, so remove it');
    expect(toEnglish('じゃあディープに変えたら？')?.text).toBe('then deep instead?');
    expect(toEnglish('月々いくらになりますか？')?.text).toBe('per month how much?');
    expect(toEnglish('大阪でも使えますか？')?.text).toContain('is it in the service area');
    // A room with only a toilet is a half bathroom.
    expect(toEnglish('寝室1つとトイレだけの部屋1つ')?.text).toBe('1 bedroom and 1 half bathroom');
  });

  it('keeps the total right as a conversation changes the order', () => {
    const index = buildChatIndex(loadContent(path.resolve(import.meta.dirname, '../../../..')).content);
    const engine = createChatEngine(index);
    const history: { question: string; answer: string }[] = [];
    const say = (question: string) => { const answer = engine.answer(question, history).reply; history.push({ question, answer }); return answer; };
    const total = (level: 'standard' | 'deep', rooms: Record<string, number>, addOns: string[] = []) => `Total: ${quote(index.facts, level, rooms, addOns).total}`;
    expect(say('寝室2つ、バスルーム2つ、スタンダードで冷蔵庫の中と電子レンジの中も')).toContain(total('standard', { Bedroom: 2, Bathroom: 2 }, ['Refrigerator', 'Microwave']));
    expect(say('電子レンジはいらないです、冷蔵庫だけお願いします')).toContain(total('standard', { Bedroom: 2, Bathroom: 2 }, ['Refrigerator']));
    expect(say('すいません、浴室は1つで、もう1つはトイレだけでした')).toContain(total('standard', { Bedroom: 2, Bathroom: 1, 'Half Bathroom': 1 }, ['Refrigerator']));
    history.length = 0;
    expect(say('寝室3、バス1、ダイニング1、ディープでいくら？')).toContain(total('deep', { Bedroom: 3, Bathroom: 1, 'Other Room': 1 }));
    expect(say('ダイニングは自分でやるので外してください')).toContain(total('deep', { Bedroom: 3, Bathroom: 1 }));
    expect(say('2つ目の寝室は今は書斎です')).toContain(total('deep', { Bedroom: 2, Bathroom: 1, 'Other Room': 1 }));
  });
});
