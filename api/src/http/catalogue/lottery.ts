import type { Language } from '../messages';

/** The lottery (api/src/lottery). */
export const lotteryMessages = {
  'lottery.game.not.found': { EN: 'No such lottery game', MY: 'ဤထီဂိမ်း မရှိပါ', CN: '没有该彩票游戏' },
  'lottery.draw.closed': {
    EN: 'Betting on this draw has closed, please bet on the current draw',
    MY: 'ဤအကြိမ်အတွက် လောင်းကြေးပိတ်ပြီးပါပြီ၊ လက်ရှိအကြိမ်တွင် လောင်းပါ',
    CN: '本期已封盘，请投注当前期',
  },
  'lottery.content.invalid': {
    EN: 'The numbers chosen do not fit this play',
    MY: 'ရွေးထားသော ဂဏန်းများသည် ဤကစားနည်းနှင့် မကိုက်ညီပါ',
    CN: '所选号码不符合该玩法',
  },
  'lottery.stake.range': {
    EN: 'The stake must be {min} to {max} per unit, at most {multiple} times',
    MY: 'လောင်းကြေးသည် တစ်ယူနစ်လျှင် {min} မှ {max} အထိ၊ အများဆုံး {multiple} ဆ ဖြစ်ရမည်',
    CN: '每注金额须为{min}至{max}，倍数最多{multiple}倍',
  },
  'lottery.chase.range': {
    EN: 'A chase can cover at most {max} draws',
    MY: 'ဆက်တိုက်လောင်းခြင်းသည် အများဆုံး {max} ကြိမ်သာ ဖြစ်နိုင်သည်',
    CN: '追号最多{max}期',
  },
  'lottery.slip.size': {
    EN: 'Too many bets in one slip (at most {max})',
    MY: 'လောင်းလွှာတစ်ခုတွင် လောင်းကြေး များလွန်းသည် (အများဆုံး {max})',
    CN: '单张注单注数过多（最多{max}注）',
  },
  'lottery.liability': {
    EN: 'Number {number} is sold out for this draw, please choose another number or a smaller stake',
    MY: 'ဂဏန်း {number} သည် ဤအကြိမ်အတွက် ပြည့်သွားပါပြီ၊ အခြားဂဏန်း သို့မဟုတ် လောင်းကြေးနည်းနည်း ရွေးပါ',
    CN: '号码{number}本期已限额，请选择其他号码或降低金额',
  },
  'lottery.cancel.closed': {
    EN: 'This bet can no longer be cancelled',
    MY: 'ဤလောင်းကြေးကို ပယ်ဖျက်၍ မရတော့ပါ',
    CN: '该注单已无法撤单',
  },
  'lottery.bet.not.found': { EN: 'No such bet', MY: 'ဤလောင်းကြေး မရှိပါ', CN: '没有该注单' },
  'notify.lotteryWin.title': { EN: 'Lottery win', MY: 'ထီ ပေါက်ပါသည်', CN: '彩票中奖' },
  'notify.lotteryWin.content': {
    EN: 'Congratulations! {amount} from your lottery bets has been credited to your main wallet.',
    MY: 'ဂုဏ်ယူပါသည်။ သင်၏ ထီလောင်းကြေးမှ {amount} ကို ပင်မပိုက်ဆံအိတ်သို့ ထည့်သွင်းပြီးပါပြီ။',
    CN: '恭喜！您的彩票奖金{amount}已存入主钱包。',
  },
} satisfies Record<string, Record<Language, string>>;
