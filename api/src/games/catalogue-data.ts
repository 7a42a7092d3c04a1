import { GAME_CATEGORIES, GAME_SUB_CATEGORIES, type GameCategory, type GameEngine } from '@portal/shared/contracts';

/*
 * The data of the seeded catalogue (seed-catalogue.ts turns it into rows): vendors, the categories each
 * is listed under, how many games each has, and the parallel word lists game names are built from.
 * Every word list is [EN, CN, MY], translated word by word, so a name reads the same in every language.
 */

/** Category codes of spec §2 (`gameType`): the contract's. */
export const CATEGORIES = GAME_CATEGORIES;
export type Category = GameCategory;

/** Sub-categories of spec §3: the contract's. */
export const SUB_CATEGORIES = GAME_SUB_CATEGORIES;

export type Word = readonly [en: string, cn: string, my: string];

export interface VendorSeed {
  code: string;
  name: string;
  color: string;
  isGroup?: boolean;
  inhouse?: boolean;
  maintenance?: boolean;
}

/** Vendors in their overall order (`game_vendor.sort`). */
export const VENDORS: readonly VendorSeed[] = [
  { code: 'INHOUSE', name: 'In-house', color: '#f5b301', inhouse: true },
  // Slots (RNG)
  { code: 'PP', name: 'Pragmatic Play', color: '#f57c00' },
  { code: 'PG', name: 'PG Soft', color: '#ff5a36' },
  { code: 'JILI', name: 'JILI', color: '#e53935' },
  { code: 'JDB', name: 'JDB Gaming', color: '#1e88e5' },
  { code: 'CQ9', name: 'CQ9 Gaming', color: '#8e24aa' },
  { code: 'FC', name: 'Fa Chai', color: '#c62828' },
  { code: 'KA', name: 'KA Gaming', color: '#00897b' },
  { code: 'SPADE', name: 'Spadegaming', color: '#3949ab' },
  { code: 'HABANERO', name: 'Habanero', color: '#c9a227' },
  { code: 'NETENT', name: 'NetEnt', color: '#43a047' },
  { code: 'PLAYTECH', name: 'Playtech', color: '#0d47a1' },
  { code: 'MICRO', name: 'Microgaming', color: '#2e7d32' },
  { code: 'RTG', name: 'Real Time Gaming', color: '#6d4c41', maintenance: true },
  { code: 'YGG', name: 'Yggdrasil', color: '#ef6c00' },
  { code: 'NOLIMIT', name: 'Nolimit City', color: '#455a64' },
  { code: 'EVOPLAY', name: 'Evoplay', color: '#d81b60' },
  { code: 'BNG', name: 'Booongo', color: '#5e35b1' },
  { code: 'SIMPLEPLAY', name: 'SimplePlay', color: '#00acc1' },
  { code: 'RELAX', name: 'Relax Gaming', color: '#7cb342' },
  { code: 'REDTIGER', name: 'Red Tiger', color: '#b71c1c' },
  { code: 'TOPTREND', name: 'TopTrend Gaming', color: '#0277bd' },
  // Live casino
  { code: 'EVO', name: 'Evolution', color: '#37474f' },
  { code: 'SEXY', name: 'AE Sexy', color: '#ec407a' },
  { code: 'DG', name: 'Dream Gaming', color: '#ad1457' },
  { code: 'WM', name: 'WM Casino', color: '#283593' },
  { code: 'SA', name: 'SA Gaming', color: '#00695c' },
  { code: 'ALLBET', name: 'Allbet', color: '#c2185b' },
  { code: 'BG', name: 'Big Gaming', color: '#4527a0' },
  // Player versus player, card and board
  { code: 'KINGMAKER', name: 'Kingmaker', color: '#f9a825' },
  { code: 'V8', name: 'V8 Poker', color: '#d84315', isGroup: true },
  { code: 'KY', name: 'Kaiyuan Gaming', color: '#1565c0' },
  // Sports
  { code: 'SABA', name: 'SABA Sports', color: '#1a4fa3' },
  { code: 'CMD', name: 'CMD368', color: '#388e3c' },
  { code: 'SBO', name: 'SBOBET', color: '#1a237e' },
  { code: 'BTI', name: 'BTi Sports', color: '#00838f' },
  { code: 'UG', name: 'United Gaming', color: '#6a1b9a' },
  // Esports (spec §3)
  { code: 'AV', name: 'AV Esports', color: '#512da8' },
  { code: 'IMES', name: 'IM Esports', color: '#0097a7' },
  { code: 'IA', name: 'IA Esports', color: '#303f9f' },
  { code: 'AI', name: 'AI Esports', color: '#00796b' },
  { code: 'TF', name: 'TF Gaming', color: '#e64a19' },
  // Lottery and e-lottery
  { code: 'TCG_LOTTO_VN', name: 'TCG VN Lottery', color: '#d32f2f' },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', color: '#0288d1' },
  { code: 'TCG', name: 'TCG Lottery', color: '#c62828' },
  { code: 'GPK', name: 'GPK Lottery', color: '#6a1b9a' },
  // Cockfight
  { code: 'SV388', name: 'SV388', color: '#bf360c' },
  { code: 'WS168', name: 'WS168', color: '#8d6e63' },
];

/**
 * The vendors listed under each category, in the order of that category (`game_vendor_category.sort`).
 * As in a real feed, some vendors are also listed where the portal's vendor rules (spec §9) take them
 * out: esports vendors AV and TF and the cockfight vendor SV388 under SPORTS, in-house under RNG.
 */
export const CATEGORY_VENDORS: Record<Category, readonly string[]> = {
  RNG: ['INHOUSE', 'PP', 'PG', 'JILI', 'JDB', 'CQ9', 'FC', 'KA', 'SPADE', 'HABANERO', 'NETENT', 'PLAYTECH', 'MICRO', 'RTG', 'YGG', 'NOLIMIT', 'EVOPLAY', 'BNG', 'SIMPLEPLAY', 'RELAX', 'REDTIGER', 'TOPTREND'],
  LIVE: ['EVO', 'SEXY', 'PP', 'DG', 'WM', 'SA', 'ALLBET', 'BG'],
  FISH: ['JILI', 'JDB', 'FC', 'KA', 'CQ9'],
  PVP: ['KINGMAKER', 'V8', 'KY'],
  BGS: ['KINGMAKER', 'JILI'],
  SPORTS: ['SABA', 'CMD', 'SBO', 'BTI', 'UG', 'AV', 'TF', 'SV388'],
  ESPORTS: ['AV', 'IMES', 'IA', 'AI', 'TF'],
  COCKFIGHT: ['SV388', 'WS168'],
  LOTT: ['TCG_LOTTO_VN', 'TCG_SEA'],
  ELOTT: ['TCG', 'GPK'],
};

/** Slot games per vendor: big studios hundreds, small ones tens; 9,800 in all. */
export const SLOT_COUNTS: Readonly<Record<string, number>> = {
  PP: 1060, PG: 470, JILI: 760, JDB: 610, CQ9: 720, FC: 380, KA: 1000, SPADE: 510, HABANERO: 540, NETENT: 600,
  PLAYTECH: 820, MICRO: 900, RTG: 240, YGG: 330, NOLIMIT: 110, EVOPLAY: 190, BNG: 140, SIMPLEPLAY: 60, RELAX: 90,
  REDTIGER: 210, TOPTREND: 60,
};

export const LIVE_COUNTS: Readonly<Record<string, number>> = { EVO: 60, SEXY: 24, PP: 36, DG: 20, WM: 22, SA: 26, ALLBET: 18, BG: 16 };
export const FISH_COUNTS: Readonly<Record<string, number>> = { JILI: 18, JDB: 12, FC: 10, KA: 14, CQ9: 9 };
export const PVP_COUNTS: Readonly<Record<string, number>> = { KINGMAKER: 28, V8: 40, KY: 36 };
export const BGS_COUNTS: Readonly<Record<string, number>> = { KINGMAKER: 18, JILI: 14 };

/** The game code of each lobby that a lottery card opens (the lottery route's `gameCode`). */
export const LOTTERY_LOBBY_CODES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: 'VN_LOTTO',
  TCG_SEA: 'SEA_LOTTO',
  TCG: 'LOTT_LOBBY',
  GPK: 'GPK_LOBBY',
};

/** The in-house games (the built-in adapter plays them for real money). */
export const INHOUSE_GAMES = [
  { nodeId: 'RNG-INHOUSE-SLOT', gameCode: 'INHOUSE_SLOT', engine: 'slot', lines: 20, name: ['Lucky Seven Slots', '幸运七老虎机', 'ကံကောင်း ခုနစ် စလော့'] },
  { nodeId: 'RNG-INHOUSE-DICE', gameCode: 'INHOUSE_DICE', engine: 'dice', lines: 0, name: ['Dice', '骰子', 'အန်စာတုံး'] },
  { nodeId: 'RNG-INHOUSE-CRASH', gameCode: 'INHOUSE_CRASH', engine: 'crash', lines: 0, name: ['Crash Rocket', '火箭冲天', 'ဒုံးပျံ ကရက်ရှ်'] },
] as const satisfies readonly { nodeId: string; gameCode: string; engine: GameEngine; lines: number; name: Word }[];

/**
 * Vendors whose primary launch route is down in the demo catalogue, so the fallback route
 * (`GCS_gameLaunchFB`) is seen working: their `launchGame` answers 503 `game.route.unavailable`.
 */
export const PRIMARY_ROUTE_DOWN: ReadonlySet<string> = new Set(['ALLBET']);

/** A single game that is under maintenance (its vendor is not), so that path is visible too. */
export const MAINTENANCE_GAME = 'RNG-JILI-0002';

// Slot names: adjective + noun + suffix ("Golden Dragon Fortune", 黄金龙财富, ရွှေ နဂါး ကံကြမ္မာ).
export const ADJECTIVES: readonly Word[] = [
  ['Golden', '黄金', 'ရွှေ'], ['Lucky', '幸运', 'ကံကောင်း'], ['Mighty', '威猛', 'အင်အားကြီး'], ['Royal', '皇家', 'တော်ဝင်'],
  ['Wild', '狂野', 'ရိုင်းစိုင်း'], ['Magic', '魔法', 'မှော်'], ['Mystic', '神秘', 'ဆန်းကြယ်'], ['Crystal', '水晶', 'သလင်း'],
  ['Blazing', '烈焰', 'မီးလျှံ'], ['Frozen', '冰封', 'ရေခဲ'], ['Thunder', '雷霆', 'မိုးကြိုး'], ['Silver', '白银', 'ငွေ'],
  ['Jade', '翡翠', 'ကျောက်စိမ်း'], ['Ruby', '红宝石', 'ပတ္တမြား'], ['Diamond', '钻石', 'စိန်'], ['Emerald', '祖母绿', 'မြ'],
  ['Sacred', '神圣', 'မြင့်မြတ်'], ['Ancient', '远古', 'ရှေးဟောင်း'], ['Happy', '欢乐', 'ပျော်ရွှင်'], ['Super', '超级', 'စူပါ'],
  ['Mega', '巨型', 'မဂ္ဂါ'], ['Sweet', '甜蜜', 'ချိုမြိန်'], ['Shining', '闪耀', 'တောက်ပ'], ['Great', '伟大', 'ကြီးမြတ်'],
  ['Heavenly', '天界', 'ကောင်းကင်'], ['Ocean', '海洋', 'သမုဒ္ဒရာ'], ['Jungle', '丛林', 'တောနက်'], ['Desert', '沙漠', 'သဲကန္တာရ'],
  ['Midnight', '午夜', 'သန်းခေါင်'], ['Sun', '太阳', 'နေ'], ['Moon', '月亮', 'လ'], ['Starry', '星光', 'ကြယ်စင်'],
  ['Wealthy', '富贵', 'ချမ်းသာ'], ['Brave', '勇敢', 'ရဲရင့်'], ['Secret', '秘密', 'လျှို့ဝှက်'], ['Crimson', '赤红', 'နီရဲ'],
  ['Shadow', '暗影', 'အရိပ်'], ['Eternal', '永恒', 'ထာဝရ'],
];

export const NOUNS: readonly Word[] = [
  ['Dragon', '龙', 'နဂါး'], ['Tiger', '虎', 'ကျား'], ['Phoenix', '凤凰', 'ဖီးနစ်'], ['Panda', '熊猫', 'ပန်ဒါ'],
  ['Lion', '狮子', 'ခြင်္သေ့'], ['Elephant', '大象', 'ဆင်'], ['Monkey', '猴子', 'မျောက်'], ['Buffalo', '水牛', 'ကျွဲ'],
  ['Koi', '锦鲤', 'ငါးကြင်း'], ['Eagle', '雄鹰', 'လင်းယုန်'], ['Wolf', '狼', 'ဝံပုလွေ'], ['Horse', '骏马', 'မြင်း'],
  ['Peacock', '孔雀', 'ဒေါင်း'], ['Turtle', '神龟', 'လိပ်'], ['Rabbit', '玉兔', 'ယုန်'], ['Rooster', '金鸡', 'ကြက်ဖ'],
  ['Temple', '神庙', 'ဘုရားကျောင်း'], ['Palace', '宫殿', 'နန်းတော်'], ['Empire', '帝国', 'အင်ပါယာ'], ['Pharaoh', '法老', 'ဖာရိုဘုရင်'],
  ['Pirate', '海盗', 'ပင်လယ်ဓားပြ'], ['Samurai', '武士', 'ဆာမူရိုင်း'], ['Queen', '女王', 'ဘုရင်မ'], ['King', '国王', 'ဘုရင်'],
  ['Warrior', '战士', 'စစ်သူရဲ'], ['Goddess', '女神', 'နတ်သမီး'], ['Spirit', '精灵', 'နတ်'], ['Gem', '宝石', 'ကျောက်မျက်'],
  ['Pearl', '珍珠', 'ပုလဲ'], ['Lotus', '莲花', 'ကြာပန်း'], ['Cherry', '樱桃', 'ချယ်ရီ'], ['Candy', '糖果', 'သကြားလုံး'],
  ['Fruit', '水果', 'သစ်သီး'], ['Bell', '铃铛', 'ခေါင်းလောင်း'], ['Coin', '金币', 'အကြွေစေ့'], ['Treasure', '宝藏', 'ရတနာ'],
  ['Crown', '皇冠', 'သရဖူ'], ['Mountain', '山峰', 'တောင်'], ['River', '河流', 'မြစ်'], ['Island', '岛屿', 'ကျွန်း'],
  ['Volcano', '火山', 'မီးတောင်'], ['Rocket', '火箭', 'ဒုံးပျံ'], ['Bull', '公牛', 'နွားထီး'],
];

export const SUFFIXES: readonly Word[] = [
  ['', '', ''], ['Fortune', '财富', 'ကံကြမ္မာ'], ['Riches', '财宝', 'ဥစ္စာ'], ['Legend', '传奇', 'ဒဏ္ဍာရီ'],
  ['Quest', '探险', 'စွန့်စားခန်း'], ['Deluxe', '豪华版', 'ဇိမ်ခံ'], ['Storm', '风暴', 'မုန်တိုင်း'], ['Kingdom', '王国', 'နိုင်ငံတော်'],
  ['Festival', '盛典', 'ပွဲတော်'], ['Hunter', '猎人', 'မုဆိုး'], ['Blast', '爆发', 'ပေါက်ကွဲ'], ['Wins', '连赢', 'အနိုင်ရ'],
  ['Link', '连线', 'ချိတ်ဆက်'], ['Power', '力量', 'စွမ်းအား'], ['Dreams', '梦想', 'အိပ်မက်'], ['Rush', '狂潮', 'အလျင်'],
];

// Fish games: adjective + sea creature + suffix ("Golden Shark Fishing").
export const FISH_NOUNS: readonly Word[] = [
  ['Shark', '鲨鱼', 'ငါးမန်း'], ['Whale', '鲸鱼', 'ဝေလငါး'], ['Octopus', '章鱼', 'ရေဘဝဲ'], ['Crab', '螃蟹', 'ဂဏန်း'],
  ['Lobster', '龙虾', 'ပုစွန်ထုပ်'], ['Mermaid', '美人鱼', 'ရေသူမ'], ['Dolphin', '海豚', 'လင်းပိုင်'], ['Sea Dragon', '海龙', 'ပင်လယ်နဂါး'],
];
export const FISH_SUFFIXES: readonly Word[] = [
  ['Fishing', '捕鱼', 'ငါးဖမ်း'], ['Hunter', '猎人', 'မုဆိုး'], ['King', '之王', 'ဘုရင်'], ['Party', '派对', 'ပါတီ'], ['Frenzy', '狂欢', 'ရူးသွပ်'],
];

// Live tables: a table kind and its number ("Baccarat 7", 百家乐 7, ဘက်ကာရက် 7). Earlier kinds are more common.
export const LIVE_TABLES: readonly Word[] = [
  ['Baccarat', '百家乐', 'ဘက်ကာရက်'], ['Speed Baccarat', '极速百家乐', 'အမြန် ဘက်ကာရက်'], ['Dragon Tiger', '龙虎', 'နဂါး ကျား'],
  ['Roulette', '轮盘', 'ရူးလက်'], ['Sic Bo', '骰宝', 'ဆစ်ဘို'], ['Blackjack', '二十一点', 'ဘလက်ဂျက်'],
  ['Squeeze Baccarat', '咪牌百家乐', 'ဖဲညှစ် ဘက်ကာရက်'], ['Fan Tan', '番摊', 'ဖန်တန်'], ['Niu Niu', '牛牛', 'နျူးနျူး'],
  ['Lightning Dice', '闪电骰子', 'လျှပ်စီး အန်စာတုံး'], ["Casino Hold'em", '赌场扑克', 'ကာစီနို ဟိုးလ်ဒမ်'], ['Andar Bahar', '安达巴哈', 'အန်ဒါ ဘာဟာ'],
];

// PVP and card/board games: a variant and a game ("Speed Niu Niu", 极速牛牛, အမြန် နျူးနျူး).
export const PVP_GAMES: readonly Word[] = [
  ["Texas Hold'em", '德州扑克', 'တက္ကဆက် ဟိုးလ်ဒမ်'], ['Niu Niu', '牛牛', 'နျူးနျူး'], ['Fight the Landlord', '斗地主', 'မြေရှင်တိုက်'],
  ['Mahjong', '麻将', 'မာကျောင်း'], ['Thirteen Cards', '十三水', 'ဖဲ ဆယ့်သုံးချပ်'], ['Shan Koe Mee', '掀哥米', 'ရှမ်းကိုးမီး'],
  ['Teen Patti', '三张牌', 'တင်းပတ်တီ'], ['Rummy', '拉米', 'ရမ်မီ'], ['Golden Flower', '炸金花', 'ရွှေပန်း'],
  ['Blackjack', '二十一点', 'ဘလက်ဂျက်'], ['Pai Gow', '牌九', 'ပိုင်ဂေါင်'], ['Sam Gong', '三公', 'ဆမ်ဂေါင်း'],
  ['Baccarat', '百家乐', 'ဘက်ကာရက်'], ['Dragon Tiger', '龙虎', 'နဂါး ကျား'], ['Andar Bahar', '安达巴哈', 'အန်ဒါ ဘာဟာ'],
];
export const BGS_GAMES: readonly Word[] = [
  ['Ludo', '飞行棋', 'လူဒို'], ['Chinese Chess', '中国象棋', 'တရုတ် စစ်တုရင်'], ['Chess', '国际象棋', 'စစ်တုရင်'],
  ['Dominoes', '多米诺', 'ဒိုမီနို'], ['Tongits', '通吃', 'တောင်ဂစ်'], ['Pusoy', '普索伊', 'ပူဆွိုင်'],
  ['Backgammon', '双陆棋', 'ဘက်ဂမ္မွန်'], ['Gin Rummy', '金拉米', 'ဂျင် ရမ်မီ'], ['Checkers', '跳棋', 'ဒမ်'],
  ['Solitaire', '纸牌接龙', 'ဆော်လီတဲ'], ['Bingo', '宾果', 'ဘင်ဂို'],
];
export const VARIANTS: readonly Word[] = [
  ['', '', ''], ['Classic', '经典', 'ဂန္ထဝင်'], ['Speed', '极速', 'အမြန်'], ['VIP', '贵宾', 'VIP'], ['Grab Banker', '抢庄', 'ဒိုင်လု'],
  ['Tournament', '锦标赛', 'ပြိုင်ပွဲ'],
];

// E-lottery games of the ELOTT vendors and the regional draws of the VN lottery.
export const ELOTT_GAMES: readonly Word[] = [
  ['Fast 3', '快三', 'အမြန် 3'], ['Keno', '基诺', 'ကီနို'], ['Speed Racing 10', '极速赛车', 'အမြန် ကားပြိုင် 10'],
  ['11 Pick 5', '11选5', '11 ရွေး 5'], ['Lucky 28', '幸运28', 'ကံကောင်း 28'], ['Pick 3', '排列三', 'ဂဏန်း 3 လုံး'],
];
export const VN_LOTTERY_GAMES: readonly Word[] = [
  ['Northern Lottery', '北部彩票', 'မြောက်ပိုင်း ထီ'], ['Central Lottery', '中部彩票', 'အလယ်ပိုင်း ထီ'], ['Southern Lottery', '南部彩票', 'တောင်ပိုင်း ထီ'],
];

/** A lobby is named after its vendor: "SABA Sports Lobby", "SABA Sports 大厅", "SABA Sports ခန်းမ". */
export const LOBBY_WORD: Word = ['Lobby', '大厅', 'ခန်းမ'];
