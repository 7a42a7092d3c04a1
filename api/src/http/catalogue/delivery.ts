import type { Language } from '../messages';

/** Issue 18: ops delivery of remotes (api/src/delivery). */
export const deliveryMessages = {
  'delivery.canary.none': {
    EN: 'This remote has no canary running',
    MY: 'ဤ remote တွင် လည်ပတ်နေသော canary မရှိပါ',
    CN: '该远程模块没有正在运行的灰度版本',
  },
  'delivery.rollback.none': {
    EN: 'There is no earlier version of this remote to roll back to',
    MY: 'ဤ remote ကို ပြန်လှည့်ရန် ယခင်ဗားရှင်း မရှိပါ',
    CN: '该远程模块没有可回滚的早期版本',
  },
  'delivery.stable.none': {
    EN: 'This remote has no stable version yet: set one first',
    MY: 'ဤ remote တွင် တည်ငြိမ်ဗားရှင်း မရှိသေးပါ၊ ဦးစွာ သတ်မှတ်ပါ',
    CN: '该远程模块尚无稳定版本，请先设置',
  },
} satisfies Record<string, Record<Language, string>>;
