import { type Language, wholeWords } from './language.ts';

/**
 * Bengali in its own script, as a family in Paterson writes it, often around English words ("আমার wife cleaner এর কাজ করতে
 * চায়। কিভাবে apply করবে?", "2 bedroom apartment move out clean কত টাকা লাগবে?"). Read as whole words, a word being its
 * letters and the vowel signs joined to them (\p{M}), so no ending is read as a word of its own.
 */
export const BENGALI: Language = {
  name: 'Bengali',
  markers: /[\u0980-\u09FF]+/gu,
  signs: /[\u0980-\u09FF]/u,
  unread: /[\u0980-\u09FF]+/gu,
  asideInEnglish: true,
  // The danda ends a sentence as a full stop does.
  rooms: (message) => message.replace(/।/g, '.'),
  words: wholeWords([
    ['০', '0'], ['১', '1'], ['২', '2'], ['৩', '3'], ['৪', '4'], ['৫', '5'], ['৬', '6'], ['৭', '7'], ['৮', '8'], ['৯', '9'],
    // Applying to clean, as a relative asks it: "cleaner এর কাজ করতে চায়", "কিভাবে apply করবে?", "কোন app লাগবে?".
    ['(?:cleaner|ক্লিনার)(?: এর|ের)? কাজ করতে চায়', 'wants to work as a cleaner'], ['কাজ করতে চায়|কাজ করতে চাই', 'wants to work'], ['চাকরি', 'job'],
    ['(?:কিভাবে|কীভাবে) (?:apply|আবেদন) (?:করবে|করবো|করব|করে|করতে হবে)', 'how do i apply'], ['আবেদন', 'application'],
    ['কোন (?:app|অ্যাপ) লাগবে', 'which app is needed'], ['বেতন|মজুরি', 'pay'], ['ঘণ্টায়|ঘন্টায়', 'per hour'], ['কাগজপত্র|কাগজ', 'papers'],
    // Prices: "কত টাকা লাগবে?", "দাম কত?".
    ['কত টাকা লাগবে|কত টাকা হবে|কত খরচ হবে|কত লাগবে|কত টাকা|দাম কত|কত', 'how much'], ['দাম|খরচ', 'price'], ['টাকা', 'dollars'],
    // Moving out at the month's end: "আমরা মাসের শেষে চলে যাচ্ছি".
    ['চলে যাচ্ছি|চলে যাব|বাসা ছেড়ে দিচ্ছি|বাসা ছাড়ছি', 'are moving out'], ['মাসের শেষে', 'at the end of the month'],
    ['পরিষ্কার করতে পারবেন|পরিষ্কার করেন|পরিষ্কার করবেন', 'do you clean'], ['পরিষ্কার|সাফ|ক্লিনিং', 'cleaning'], ['ক্লিনার', 'cleaner'],
    ['বেডরুম|শোবার ঘর', 'bedroom'], ['বাথরুম', 'bathroom'], ['রান্নাঘর|কিচেন', 'kitchen'], ['বসার ঘর|লিভিং রুম', 'living room'], ['ঘর|রুম', 'room'],
    ['বাসা|বাড়ি|বাড়ি', 'home'], ['অ্যাপার্টমেন্ট|ফ্ল্যাট', 'apartment'],
    ['অ্যাপ|এপ', 'app'], ['বুক', 'book'], ['বাতিল', 'cancel'], ['পেমেন্ট', 'payment'], ['কার্ড', 'card'], ['নগদ', 'cash'], ['ছবি', 'photos'], ['কুকুর', 'dog'], ['বিড়াল|বিড়াল', 'cat'],
    ['খারাপ|ভালো না', 'not good'], ['নিরাপদ', 'safe'], ['বিশ্বাস', 'trust'], ['সপ্তাহে', 'a week'], ['প্রতি', 'every'],
    ['কিভাবে|কীভাবে', 'how'], ['কখন', 'when'], ['কোথায়', 'where'], ['কোন|কোনটা', 'which'], ['কে', 'who'], ['কেন', 'why'],
    ['আমার', 'my'], ['আমরা', 'we'], ['আমাদের', 'our'], ['আপনারা|আপনি', 'you'], ['আপনাদের|আপনার', 'your'], ['স্ত্রী|বউ', 'wife'], ['স্বামী', 'husband'],
    ['এক', '1'], ['দুই', '2'], ['তিন', '3'], ['চার', '4'], ['পাঁচ', '5'],
    ['লাগবে', 'is needed'], ['পারবো|পারবেন|পারি', 'can'], ['না|নাই|নেই', 'not'], ['হ্যাঁ', 'yes'], ['এবং|আর', 'and'], ['ও', 'also'],
    // Greetings and endings the English reading needs nothing of ("ভাই", brother, as a greeting).
    ['ভাই|আপা|দাদা', ''], ['নমস্কার|আসসালামু আলাইকুম|সালাম', 'hello'], ['ধন্যবাদ', 'thanks'], ['এর|কি|কী|করবে|করবো|করতে|হবে|চায়|চাই|টা|তে', ''],
  ], { letters: '\\p{L}\\p{M}' }),
};
