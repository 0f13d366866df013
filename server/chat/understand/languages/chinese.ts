import { type Language, anywhere } from './language.ts';
import { chineseRooms } from '../counted-rooms.ts';

/** Traditional characters the Chinese words are written in, as simplified ones: one list of words reads both. */
const TRADITIONAL = new Map([...'馬马檯台臥卧廳厅衛卫間间廚厨淨净潔洁掃扫們们嗎吗價价錢钱個个兩两書书樓楼預预約约網网電电話话費费優优碼码髒脏廁厕儲储飯饭門门後后發发據据險险寵宠貓猫說说語语來来時时這这還还與与總总計计區区從从裡里裏里爐炉機机盤盘鍋锅進进證证務务應应請请檢检調调戶户賬账帳账號号註注冊册紹绍勵励車车學学醫医氣气週周長长幾几麼么沒没為为讓让開开關关單单並并訂订結结餘余']
  .flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]!] as const])));
/** Full-width punctuation as the readers after it know it: "客厅，厨房" is a list. */
const FULL_WIDTH = new Map([...'，,。.？?！!：:；;（(）)、、'].flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]!] as const])));
const simplified = (text: string) => text.replace(/[\u4E00-\u9FFF，。？！：；（）]/gu, (c) => TRADITIONAL.get(c) ?? (FULL_WIDTH.has(c) ? ` ${FULL_WIDTH.get(c)} ` : c));

/** Add-ons as said with a swap ("换成洗碗机里面"): the add-on put in instead. Longer words first (洗碗机 before 洗碗). */
const ADD_ONS: readonly (readonly [string, string])[] = [
  ['冰箱', 'inside the fridge'], ['烤箱', 'inside the oven'], ['微波炉', 'inside the microwave'], ['洗碗机', 'inside the dishwasher'],
  ['洗碗|碗盘|碗筷', 'wash the dishes'], ['炉灶|灶台|炉子|炉头', 'the stovetop'],
];
/** What a family takes out of an order, said before the word that takes it out ("烤箱不要了", "客厅也不用打扫了"). */
const DROPPED = /(冰箱|烤箱|微波炉|洗碗机|洗碗|灶台|炉灶|炉子|客厅|厨房|书房|饭厅|地下室|洗衣房|半卫|半个卫生间)(?:里面|内部)?(?:也|就)?(?:不用打扫|不用清洁|不用洗|不需要|不要|不用|去掉|拿掉|删掉)了?/gu;
/** "把烤箱换成冰箱": the first add-on out, the second in. */
const SWAPPED = /把(冰箱|烤箱|微波炉|洗碗机|洗碗|灶台|炉灶)(?:里面|内部)?(?=换成|改成)/gu;
const ORDINALS: Record<string, string> = { 一: 'first', 二: 'second', 三: 'third', 四: 'fourth', 五: 'fifth', '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '5': 'fifth' };
const ROOM_NAMES: Record<string, string> = { 卧室: 'bedroom', 睡房: 'bedroom', 房间: 'bedroom', 卫生间: 'bathroom', 浴室: 'bathroom' };
/** "第三个卧室" is one room of those counted, and "其中一个卧室" one of them: named so before rooms are counted. */
const orderChanges = (text: string) =>
  text
    .replace(DROPPED, '不要$1 ')
    .replace(SWAPPED, '不要$1, ')
    .replace(/第([一二三四五1-5])个?(卧室|睡房|房间|卫生间|浴室)/gu, (_, n: string, room: string) => ` the ${ORDINALS[n]} ${ROOM_NAMES[room]} `)
    .replace(/其中(?:的)?一个(卧室|睡房|房间|卫生间|浴室)/gu, (_, room: string) => ` one of the ${ROOM_NAMES[room]}s `);

/** Chinese (simplified and traditional), as families and landlords write it: rooms (counted-rooms.ts) and what people ask around them. */
export const CHINESE: Language = {
  name: 'Chinese',
  markers: /还是|哪一种|哪种|真人|搞不清楚|了|忘记|算进去|不要|不用|去掉|加上|再加|改成|换成|冰箱|烤箱|微波炉|洗碗|灶台|半卫|忘了|算上|只要|其实|预约|预订|多久|哪里|隐私|能不能|给我|笑话|什么|搞错|两个|一个|三个|多少|打扫|打掃|清洁|清潔|保洁|卧室|臥室|房间|浴室|卫生间|洗手间|你们|你們|我们|我們|价格|價格|收费|费用|钱|錢|吗|嗎|的|折扣|优惠|付款|现金|厨房|廚房|客厅|客廳|租客|单元|可以|有没有|是不是|怎么|怎麼|呢|吧|？/gu,
  signs: /[\u4E00-\u9FFF]/u,
  rooms: (text) => chineseRooms(orderChanges(simplified(text))),
  unread: /[\u4E00-\u9FFF]+/gu,
  words: anywhere([
    // Round 190: a daycare owner's words: which service to choose, a cleaner not liked, a person or a bot, which app to get,
    // a teacher, every day from Monday to Friday, toys and nap mats.
    ['要选哪一种|选哪一种|要选哪种|选哪种|该选哪个|选哪个', 'which one should i choose'], ['我不喜欢(?=那个|这个|\\s?[Cc]leaner|阿姨|清洁工)', "i don't like"],
    ['你是真人还是', 'are you a real person or'], ['是真人还是|真人还是', 'a real person or'], ['真人', 'a real person'], ['机器人', 'a bot'],
    ['要下载哪个|下载哪个|该下载哪个', 'which one do i download'], ['我搞不清楚|搞不清楚|分不清', "i'm confused"],
    ['托儿所|幼儿园|日托中心|日托|托儿中心', 'daycare'], ['老师', 'teacher'], ['每天', 'every day'], ['(?<=[A-Za-z]\\s?)到(?=\\s?[A-Za-z])', 'to'], ['玩具', 'toys'], ['午睡垫|睡垫', 'nap mats'],
    // Round 140: an order changed in a later turn (a room forgotten, an add-on dropped or swapped, the tier, a month of
    // visits every two weeks, the code asked last), and the code used twice or by a roommate, this chat kept, the app in
    // Chinese, what cleaners earn, support hours, a poem, supplies.
    ['忘了说还有|忘记说还有|忘了说|忘记说|我忘了|忘记了|忘了|忘记', 'forgot'], ['也算上|也算进去|也要算|也算', 'count it too'],
    ...ADD_ONS.map(([zh, en]) => [`(?:换成|改成)(?:${zh})(?:里面|内部|里)?`, `${en} instead`] as const),
    ['不要(?:洗碗(?!机)|碗盘|碗筷)了?', 'no dishes'], ['(?:不要|不用|不需要)(?=冰箱|烤箱|微波炉|洗碗机|灶台|炉灶|炉子)', 'no'],
    ['少算了?\\s*(?:一个|1|one)\\s*', 'one less '], ['(?:现在)?(?:是|当|改成|变成)了?(?:一个)?办公室(?:用)?了?', 'is now an office'], ['(?:现在)?(?:是|当|改成|变成)了?(?:一个)?书房(?:用)?了?', 'is now a study'],
    ['再加上', 'plus'],
    ['(?:每两周|两周|隔周|每隔一周)(?:打扫|来|做)?一次|每两周|每两个星期', 'every two weeks'], ['一个月(?!一次)', 'a month'], ['如果|的话', 'if'],
    ['用(?=\\s?(?:NEWCOMER|[Nn]ewcomer))', 'with'], ['(?<=(?:NEWCOMER|[Nn]ewcomer|code)\\s?)(?:之后|以后|后)', ''],
    ['(?:怎么|如何)(?:预约|预订|预定|下单|book)', 'how do i book'], ['(?:第一次|首次)(?:打扫|清洁|保洁)', 'my first cleaning'],
    ['(?:可以|能)?用两次|用第二次', 'can i use it twice'], ['室友|舍友', 'roommate'], ['已经用过了?|用过了?', 'already used'], ['我还能用|我还可以用', 'can i still use it'],
    ['用不了|不能用|不管用|不好使|不生效|无效', "doesn't work"], ['没有打折|没打折|没有折扣|没折扣|没有优惠', 'no discount'], ['输入了', 'entered it'], ['输入', 'enter'],
    ['(?:跟|和)你(?:的)?聊天(?:的)?(?:内容|记录)?|聊天(?:的)?内容', 'this chat'], ['会被保存|被保存|会保存', 'saved'],
    ['有中文版|有中文|中文版', 'available in chinese'],
    ['在你们这里|在你们那里|在你们这', 'at nestwell'], ['当(?=\\s?[Cc]leaner)', 'work as a'], ['工资|薪水|时薪|薪资|挣多少|赚多少', 'pay how much'],
    ['几点上班|几点开门|几点下班|营业时间|工作时间|上班时间|几点到几点', 'what hours'], ['有人吗|有人在吗', 'anyone available?'],
    ['写(?:一)?首诗|写诗|作诗', 'write me a poem'], ['你能帮我|你可以帮我|能帮我|可以帮我', 'can you'],
    ['清洁用品|清洁工具|清洁剂|清洁用具', 'cleaning supplies'], ['带', 'bring'], ['用我(?:们)?家的|用我的', 'use mine'],
    // Round 136: add-ons to choose, offices, rentals between tenants, how long booking takes, when the card is charged, the
    // booking fee, the areas served, matching, privacy, android, hiring, creators, the business version's launch, the blog's
    // hacks and do-it-yourself cost, the weekends, screen readers and dark mode, support around the clock, jokes and plumbing.
    ['附加服务|附加项目|附加项|额外服务|加购项目?', 'add-on services'], ['可以选|能选|可选', 'can i choose'],
    ['写字楼|办公楼|办公室', 'offices'], ['茶水间', 'break room'], ['也不用付|不用付|也不用交|不用交', "don't have to pay"], ['公司', 'company'],
    ['(?:民宿|短租)房东', 'short-term rental host'], ['(?<=[Aa]irbnb\\s?)房东', 'short-term rental host'], ['民宿', 'short-term rental'], ['出租房|出租屋|出租的房子', 'rentals'], ['换租客之间|换租客|租客之间', 'between tenants'],
    ['客人走了之后|客人走了以后|客人退房后|客人退房之后', 'after guests leave'], ['能来|可以来|过来', 'come'],
    ['(?:第一次|首次)?(?:预约|预订|预定|下单)(?:一次)?(?:需要|要)?(?:多久|多长时间)', 'how long does it take to book'], ['第一次预约|第一次预订|首次预约', 'my first booking'],
    ['什么时[候侯](?:会)?(?:扣|收|刷)(?:我的)?(?:钱|款|卡|信用卡)?', 'when is my card charged'], ['什么时[候侯](?:上线|推出|发布|出来)', 'when does it launch'], ['什么时[候侯]', 'when'],
    ['预订费|预约费|预定费|订单费', 'booking fee'],
    ['明天有事|有事', 'something came up'], ['明天', 'tomorrow'], ['下(?:个)?(?:周|星期|礼拜)', 'next week'], ['能不能|可不可以|能否', 'can i'],
    ['(?:在)?(?:哪些|什么|哪个)(?:地方|地区|区域|城市)(?:提供服务|有服务|服务)?', 'what areas do you serve'], ['提供服务', 'serve'],
    ['给我匹配|帮我匹配|匹配', 'match me with'],
    ['工作照片|完工照片|清洁照片', 'job photos'], ['在哪(?:儿|里)?看', 'where do i see'], ['看到|查看|看', 'see'],
    ['(?:怎么|如何)处理(?:我的)?(?:个人信息|个人资料|资料|信息)', 'how do you handle my personal information'], ['隐私政策|隐私条款', 'privacy policy'], ['隐私', 'privacy'],
    ['安卓版|安桌版|安卓|安桌', 'android app'], ['苹果手机|苹果版', 'iphone'],
    ['你们(?:现在)?(?:在|还)?(?:招人|招聘)', 'are you hiring'], ['招人|招聘', 'hiring'], ['做清洁工作|做清洁工|做保洁员|做保洁|当保洁员|当保洁|当清洁工', 'work as a cleaner'], ['哪个app|哪个应用|哪个软件', 'which app'], ['要用', 'use'],
    ['内容创作者|创作者|博主|网红|自媒体|up主', 'content creator'], ['拍视频|做视频|拍视屏', 'make videos'], ['合作', 'partner'], ['和你们|跟你们', 'with you'], ['我是', 'i am'],
    ['企业版|公司版', 'business version'], ['上线', 'launch'], ['等候名单|等待名单|候补名单|排队名单|waitlist', 'waitlist'], ['加入', 'join'],
    ['(?:保持|让)(?:家里|家)(?:的)?(?:保持)?(?:干净|整洁)的(?:小窍门|窍门|诀窍|小技巧|技巧|妙招|方法)', 'hacks to keep a home clean'], ['有什么(?:区别|不同|差别)|有啥区别', 'what is the difference'], ['有什么', 'are there any'],
    ['小窍门|窍门|诀窍|小技巧|技巧|妙招', 'hacks'], ['(?:保持|让)(?:家里|家)(?:的)?(?:保持)?(?:干净|整洁)', 'to keep a home clean'],
    ['自己打扫卫生|自己做卫生|自己做清洁', 'diy cleaning'], ['请人打扫|请人|雇人|请保洁|请阿姨', 'hiring a cleaning service'], ['比(?:请人|雇人|请保洁|请阿姨)(?:打扫)?(?:更|还)?便宜', 'cheaper than hiring a cleaning service'], ['便宜', 'cheaper'], ['比', 'than'], ['真的', 'really'],
    ['(?:把)?周末(?:的时间)?(?:拿回来|夺回来|找回来|要回来)|(?:拿回|夺回|找回)(?:我的)?周末(?:的时间)?', 'win back my weekends'], ['把', ''],
    ['屏幕阅读器|读屏软件|读屏', 'screen reader'], ['支持', 'work with'], ['深色模式|暗色模式|夜间模式|黑暗模式|暗黑模式', 'dark mode'], ['无障碍', 'accessibility'],
    ['24小时|二十四小时|全天候|全天', '24 hours'],
    ['(?:给我)?(?:讲|说)(?:一)?个笑话|笑话', 'tell me a joke'], ['给我', 'me'],
    ['修水管|水管|管道', 'plumbing'], ['修理|维修|修', 'repair'], ['帮忙', 'help'], ['你们能不能|你们可不可以|你们能|你们可以', 'can you'],
    ['搬进新家(?:之前|前)?|搬新家(?:之前|前)?', 'move in cleaning for my new home'], ['做', 'do'], ['来', 'come'],
    // The site's everyday subjects in words the table below missed (rounds 95 to 118): small text, the blog, something broken
    // and paid for, the chat kept or deleted, every two weeks, resuming, a rug, the business version, a range hood, part-time.
    ['(?:字|文字)太小|看不清(?:楚)?|放大', 'the text is too small'], ['博客', 'blog'], ['不小心打破|打破了|打碎了|弄坏了|损坏', 'broke'], ['赔偿|会赔', 'compensate'],
    ['保存记录|保存|记录下来', 'do you store'], ['删除', 'delete'], ['这个对话|对话|聊天记录', 'this chat'], ['再继续|继续', 'resume'], ['那几次', 'those cleanings'], ['给别的AI公司|别的AI公司', 'share with a third-party AI service'],
    ['每两个星期|每两周|隔周', 'every two weeks'], ['地毯', 'rug'], ['商业版', 'business version'], ['什么时候推出|推出', 'when does it launch'],
    ['抽油烟机|油烟机', 'range hood'], ['兼职', 'part-time'], ['做清洁工作|做清洁工|清洁工作', 'work as a cleaner'], ['是做什么的', 'what do you do'],
    // Keys, the same cleaner, paying, the website, the cookie banner, support at night, the blog's vinegar, a pause, rooms skipped:
    // what round 107's grandmother asked ("钥匙可以放在信箱里吗?", "每次能不能都让同一个阿姨来?", "漂白水和白醋一起用").
    ['钥匙', 'key'], ['信箱|邮箱', 'mailbox'], ['家里没人|没人在家', 'nobody home'], ['同一个阿姨|同一个清洁工|同一个人', 'the same cleaner'], ['换来换去', 'a different one each time'],
    ['临时不要打扫了|临时取消|不要打扫了', 'cancel last minute'], ['罚钱|要罚', 'a fee'], ['下单|在哪里预约|在哪预约', 'where do i book'], ['电脑', 'computer'],
    ['英文的框|弹出来的框|框', 'banner'], ['点哪个|该点哪个', 'which do i press'], ['点错了会怎么样|点错了怎么办|点错', ''], ['晚上十一点|半夜|深夜', 'late at night'], ['找到人|有人接', 'reach someone'],
    ['网上说|听说|网上看到', 'i read online that'], ['擦', 'clean'],
    // Round 126: baking soda with vinegar, the satisfaction promise by its name, before moving out, a house sold.
    ['小苏打|小蘇打', 'baking soda'], ['满意承诺|满意保证|滿意承諾', 'satisfaction promise'], ['搬走之前|搬家之前|搬出去之前', 'before moving out'], ['卖房子|卖掉房子|把房子卖了', 'selling the house'], ['应该选哪一种服务|选哪一种服务', 'which service'],
    ['大理石', 'marble'], ['白醋|醋', 'vinegar'], ['漂白水|漂白剂|84消毒液', 'bleach'], ['一起用|混在一起|混着用', 'mix'], ['消毒', 'disinfect'], ['台面', 'countertop'],
    ['先停|暂停|停一下|停几次', 'pause'], ['回来以后|等我回来', 'when i come back'], ['继续', 'resume'],
    ['主卧里面的卫生间|主卧的卫生间|主卫', 'the master bathroom'], ['主卧', 'the master bedroom'], ['自己收拾|自己打扫', 'clean it ourselves'], ['不要进去|别进去', 'stay out of'],
    ['扣掉了|已经扣了|扣了', 'was charged'], ['卡上', 'card'],
    ['冰箱里面|冰箱内部|冰箱里', 'inside the fridge'], ['烤箱里面|烤箱内部|烤箱里', 'inside the oven'], ['微波炉(?:里面|内部|里)?', 'inside the microwave'],
    ['洗碗机(?:里面|内部)?', 'inside the dishwasher'], ['锅碗瓢盆|洗碗|碗盘|碗筷', 'wash the dishes'], ['炉灶|灶台|炉子|炉头|燃气灶', 'stovetop'],
    ['冰箱外面|冰箱表面', 'the outside of the fridge'], ['冰箱', 'fridge'], ['烤箱', 'oven'], ['额外收费|额外费用|加钱|另外收费', 'extra charge'], ['再加|加上|加', 'plus'],
    ['深度清洁|深度打扫|深层清洁|大扫除', 'deep cleaning'], ['标准清洁|普通清洁|日常清洁|普通打扫|一般打扫|普通的', 'standard cleaning'],
    ['搬家清洁|搬出|退租|搬走|搬进|入住|搬家', 'move out cleaning'], ['空的|空房', 'empty'], ['租客|房客', 'tenant'], ['押金', 'deposit'], ['证据', 'evidence'],
    ['餐馆|饭店|餐厅生意|店里', 'restaurant'], ['关门后|打烊后|下班后', 'after hours'], ['发票|收据', 'invoice'], ['商业', 'business'],
    ['网站|网上|官网', 'website'], ['预约|预定|预订|订', 'book'], ['下载', 'download'], ['应用|软件', 'app'],
    ['客服电话|电话号码|电话', 'phone number'], ['客服', 'support'],
    ['背景调查|背景审查|背景', 'background check'], ['老人', 'elderly'], ['陌生人', 'a stranger'],
    ['不干净|没打扫干净|不满意', "i'm not happy with the cleaning"], ['退钱|退款|不付钱', "don't pay"],
    ['取消', 'cancel'], ['扣钱|手续费|罚款', 'fee'], ['提前', 'in advance'], ['改时间|改日期|改期', 'reschedule'],
    ['每两周|两周一次|隔周', 'every two weeks'], ['每周|每个星期|一周一次', 'every week'], ['每个月|每月|一个月一次', 'every month'], ['定期', 'recurring'],
    ['优惠码|折扣码|折扣|优惠|打折|打完折', 'discount code'], ['第一次', 'first cleaning'], ['半价', 'half price'],
    ['要?脱鞋', 'take off shoes'], ['鞋套', 'shoe covers'], ['穿', 'wear'], ['要注意什么|注意什么', 'what should we note'], ['多岁', 'years old'], ['来的时候', 'comes when'], ['微信支付|微信', 'wechat pay'], ['支付宝', 'alipay'], ['付款|付钱|支付', 'pay'], ['打五折|五折', 'half price'], ['现金', 'cash'], ['支票', 'check'], ['信用卡|银行卡|刷卡', 'card'],
    ['照片', 'photos'], ['安全', 'safe'], ['孩子|小孩', 'kids'], ['宠物', 'pets'], ['狗', 'dog'], ['猫', 'cat'], ['叫', 'barks'],
    ['中文', 'chinese'], ['英文|英语', 'english'], ['说', 'speak'], ['阿姨|清洁工|保洁员|清洁人员', 'cleaner'], ['在家', 'be home'],
    ['奖励|返现', 'reward'], ['介绍朋友|推荐朋友', 'refer a friend'], ['账号|账户', 'account'], ['再用|再次使用', 'use again'], ['注册', 'sign up'],
    ['地址', 'address'], ['停车', 'parking'], ['学校|医生|菜谱', 'something else'], ['周末', 'weekend'], ['晚上', 'evening'],
    ['多久|几个小时|多长时间', 'how long'], ['工具|计算器', 'calculator'], ['申请|应聘', 'apply'], ['工作', 'job'], ['保险', 'insurance'],
    ['有没有', 'is there'], ['有服务|服务这个区|去不去|你们去', 'do you serve'], ['服务范围', 'service area'], ['服务', 'service'], ['那边|那里', 'there'], ['邮编', 'zip code'],
    ['哪几种|哪些|什么样的', 'what kinds of'], ['区别|差别', 'difference'], ['贵多少|多多少', 'how much more'], ['包括|包含', 'include'], ['小费', 'tip'], ['窗户', 'windows'],
    ['每次', 'each time'], ['以后', 'later'], ['还能用|还可以用', 'still use'], ['可靠', 'trustworthy'], ['进门', 'get in'], ['密码', 'code'], ['是什么意思|什么意思', 'what does it mean'],
    ['最便宜', 'cheapest'], ['找不到', "can't find"], ['还是|或者', 'or'], ['搬到|搬进', 'moving into'], ['也都要|都要|也要', 'too'], ['全部', 'all'], ['都', ''], ['页面', 'page'], ['界面', 'in the app'],
    ['详细地址', 'address'], ['发给你|发给', 'send to'], ['查一下', 'check'], ['号码', 'number'], ['填', 'enter'],
    ['房东', 'landlord'], ['版本', 'version'], ['管理好几个房子|管理多个房子|好几个房子|多个房子', 'several properties'], ['管理|管', 'manage'],
    // "West Windsor的垃圾和回收是星期几来收呢？": the town's trash and recycling days.
    ['星期几来收|哪天来收|什么时候来收', 'which day is it picked up'], ['回收', 'recycling'], ['垃圾', 'trash'], ['旧家具|家具', 'furniture'], ['扔掉|搬走垃圾', 'haul away'], ['资料|个人信息|信息', 'my information'], ['卖给别人|卖', 'sell'],
    ['不好意思', 'sorry'], ['什么时候扣款|什么时候扣钱|什么时候付款|什么时候收钱', 'when is my card charged'], ['扣款|扣钱', 'charged'], ['(?:想)?改到', 'move it to'], ['要?怎么改(?!回)', 'how do i reschedule'],
    ['下(?:个)?(?:周|星期)六', 'next saturday'], ['下(?:个)?(?:周|星期)[日天]', 'next sunday'], ['(?:周|星期)六', 'saturday'], ['(?:周|星期)[日天]', 'sunday'], ['被卖给别人|卖给别人|被卖', 'sold to others'], ['不在场|不在家|不在', 'not home'], ['得不好|不好', 'not done well'], ['没弄干净', 'not clean'], ['怎么办', 'what do i do'], ['我怎么知道', 'how do i know'],
    ['会讲中文|讲中文|说中文|会说中文', 'who speaks chinese'], ['太太|老婆|妻子', 'wife'], ['法律|法律规定', 'the law'], ['中文版', 'in chinese'],
    ['表妹|表姐|妹妹|姐姐', 'relative'], ['想做清洁工|想当清洁工|想做保洁', 'wants to work as a cleaner'], ['在哪里|哪里', 'where'],
    ['分开付', 'pay separately'], ['短租', 'short-term rental'], ['客人走了|客人走后', 'after guests leave'], ['设成自动|自动', 'recurring'], ['哪种', 'which'],
    ['怎么用', 'how do i use'], ['能用', 'can use'], ['怎么', 'how'],
    ['打扫|清洁|保洁|清理', 'clean'], ['多少钱|价格|收费|费用|多少', 'how much'], ['一共|总共|总价|合计', 'total'], ['每个', 'each'], ['各(?:有)?(?:一个|一间|1个|1间)', ''], ['吗[？?]?', '?'],
    ['客房', 'guest bedroom'], ['客卫|主卫', 'bathroom'], ['客厅|起居室', 'living room'], ['饭厅', 'dining room'], ['厨房', 'kitchen'], ['书房', 'study'], ['家庭活动室|家庭室|活动室|娱乐室', 'family room'],
    ['地下室', 'basement'], ['洗衣房', 'laundry room'], ['卧室|睡房', 'bedroom'], ['(?:楼上)?两个(?:小孩|孩子)(?:的)?房(?:间)?我们自己打扫', "we clean the two kids' bedrooms ourselves"], ['不用算', "don't count them"], ['半卫也?不要了|半个卫生间也?不要了', 'skip the half bathroom'], ['半个卫生间|半個衛生間|半个浴室|半卫', 'half bathroom'], ['卫生间|浴室|洗手间|厕所', 'bathroom'],
    ['马桶', 'toilet'], ['洗手池|洗手台|洗手盆|洗脸盆|洗面盆|面盆|水槽', 'sink'], ['开放式', 'open plan'],
    ['你好|您好', 'hello'], ['我家|我们家', 'my home'], ['我妈妈|我妈', 'my mother'], ['就是', 'is'], ['只有', 'only has'], ['没有', 'no'], ['楼下', 'downstairs'], ['那个|这个', 'that one'], ['一次', 'once'], ['一个', 'one'], ['两个', 'two'], ['住在|住', 'lives in'],
    ['不要|不用|不需要', 'skip the'], ['算了', 'actually'], ['我搞错了|搞错了|我说错了|说错了|我弄错了', 'sorry, my mistake'], ['其他一样|其他的一样|其它一样', 'the rest is the same'], ['其实是|其实', 'actually it is'], ['改成|换成|改为|換成', 'switch to'], ['算(?:是)?', 'count as'], ['除了', 'except'], ['餐厅|饭馆', 'restaurant'],
    ['和|跟|与|及|还有|、', ' and '],
    ['你们的', 'your '], ['你们(?:在)?', 'do you '], ['在', ' in '],
    ['爱迪生', 'edison'], ['伊塞林', 'iselin'], ['梅塔钦', 'metuchen'], ['泽西市', 'jersey city'], ['新泽西', 'new jersey'], ['霍博肯', 'hoboken'],
    ['弗吉尼亚州?|维吉尼亚州?', 'virginia'], ['基地', 'base'], ['李堡', 'fort lee'], ['普林斯顿', 'princeton'], ['西温莎', 'west windsor'], ['纽约', 'new york'], ['法拉盛', 'flushing'], ['加州|加利福尼亚', 'california'], ['佛罗里达', 'florida'], ['宾州|宾夕法尼亚', 'pennsylvania'], ['费城', 'philadelphia'], ['曼哈顿', 'manhattan'], ['布鲁克林', 'brooklyn'], ['皇后区', 'queens'],
    ['标准的|标准', 'standard'], ['只要', 'only'],
    // Off-topic asks (a restaurant, the weather, a recommendation) read as such, so they get the out-of-scope answer.
    ['餐馆|餐厅|饭店|饭馆|菜馆|馆子|酒楼|茶楼|餐館|餐廳|飯店|飯館', 'restaurant'], ['好吃|好吃的', 'good food'], ['天气|天氣', 'weather'], ['推荐|推薦', 'recommend'],
  ]),
};
