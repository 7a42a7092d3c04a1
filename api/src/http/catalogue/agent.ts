import type { Language } from '../messages';

/** The agent's team (api/src/agent). */
export const agentMessages = {
  // The agent's team (api/src/agent). One answer for a member who does not exist and one who is
  // not in the agent's team, so the refusal tells nothing about other branches.
  'agent.member.not.found': { EN: 'No such member in your team', MY: 'သင့်အဖွဲ့တွင် ဤအဖွဲ့ဝင် မရှိပါ', CN: '您的团队中没有该会员' },
  'agent.link.not.found': { EN: 'No such invite link', MY: 'ဤဖိတ်ခေါ်လင့်ခ် မရှိပါ', CN: '没有该邀请链接' },
  'agent.link.name': {
    EN: 'must be at most 32 characters on one line',
    MY: 'တစ်ကြောင်းတည်းတွင် စာလုံး အများဆုံး 32 လုံး ဖြစ်ရမည်',
    CN: '必须为单行且最多32个字符',
  },
  'agent.envelope.receivers': {
    EN: 'must be 1 to 30 different members of your direct downline',
    MY: 'သင်၏ တိုက်ရိုက်အောက်လိုင်းမှ မတူညီသော အဖွဲ့ဝင် 1 ဦးမှ 30 ဦးအထိ ဖြစ်ရမည်',
    CN: '必须为1到30个不同的直属下级',
  },
  'agent.dateRange': {
    EN: 'must be a date from {from} to {last} (at most {days} days)',
    MY: '{from} မှ {last} အတွင်း ရက်စွဲ ဖြစ်ရမည် (အများဆုံး ရက် {days} ရက်)',
    CN: '必须是{from}至{last}之间的日期（最多{days}天）',
  },
} satisfies Record<string, Record<Language, string>>;
