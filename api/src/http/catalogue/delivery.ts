import type { Language } from '../messages';

/** Ops delivery of remotes (api/src/delivery): the registry's rules and why a release may not go live. */
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
  'delivery.release.refused': {
    EN: '{remote} {version} cannot go live: {reasons}',
    MY: '{remote} {version} ကို အသုံးပြုရန် ထုတ်ပြန်၍ မရပါ- {reasons}',
    CN: '{remote} {version} 无法上线：{reasons}',
  },
  'delivery.entry.invalid': {
    EN: 'its entry must be a path on this site or a plain https:// address (no spaces, quotes, semicolons or query)',
    MY: 'entry သည် ဤဆိုက်ပေါ်ရှိ လမ်းကြောင်း သို့မဟုတ် ရိုးရိုး https:// လိပ်စာ ဖြစ်ရမည် (space၊ quote၊ semicolon သို့မဟုတ် query မပါရ)',
    CN: '其入口必须是本站路径或普通的 https:// 地址（不得含空格、引号、分号或查询参数）',
  },
  'delivery.manifest.unreachable': {
    EN: 'its manifest could not be read at {entry}',
    MY: '{entry} တွင် ၎င်း၏ manifest ကို ဖတ်၍ မရပါ',
    CN: '无法读取其清单：{entry}',
  },
  'delivery.manifest.invalid': {
    EN: 'its manifest is not a valid federation manifest',
    MY: '၎င်း၏ manifest သည် မှန်ကန်သော federation manifest မဟုတ်ပါ',
    CN: '其清单不是有效的联邦模块清单',
  },
  'delivery.manifest.name': {
    EN: 'its manifest is the build of {found}, not {expected}',
    MY: '၎င်း၏ manifest သည် {expected} မဟုတ်ဘဲ {found} ၏ build ဖြစ်သည်',
    CN: '其清单属于 {found}，而不是 {expected}',
  },
  'delivery.manifest.app': {
    EN: 'its manifest does not expose ./App',
    MY: '၎င်း၏ manifest တွင် ./App ကို ထုတ်ပေးမထားပါ',
    CN: '其清单未暴露 ./App',
  },
} satisfies Record<string, Record<Language, string>>;
