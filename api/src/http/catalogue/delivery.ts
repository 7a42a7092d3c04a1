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
  // The release record (release.json beside the manifest) and what it is checked against.
  'delivery.release.missing': {
    EN: 'its release record could not be read at {url}',
    MY: '{url} တွင် ၎င်း၏ release record ကို ဖတ်၍ မရပါ',
    CN: '无法读取其发布记录：{url}',
  },
  'delivery.release.invalid': {
    EN: 'its release record is not a valid record of this remote',
    MY: '၎င်း၏ release record သည် ဤ remote ၏ မှန်ကန်သော record မဟုတ်ပါ',
    CN: '其发布记录不是该远程模块的有效记录',
  },
  'delivery.kernel.unmet': {
    EN: 'it needs kernel {requires}, and the live shell carries kernel {live}',
    MY: '၎င်းသည် kernel {requires} လိုအပ်သော်လည်း လက်ရှိ shell တွင် kernel {live} သာ ပါရှိသည်',
    CN: '它需要内核 {requires}，而线上外壳提供的是内核 {live}',
  },
  'delivery.kernel.unknown': {
    EN: "the live shell's kernel version could not be read (its release record is missing or invalid)",
    MY: 'လက်ရှိ shell ၏ kernel ဗားရှင်းကို ဖတ်၍ မရပါ (၎င်း၏ release record မရှိပါ သို့မဟုတ် မမှန်ကန်ပါ)',
    CN: '无法读取线上外壳的内核版本（其发布记录缺失或无效）',
  },
  // One break of the contract the build was made against: `{problem}` is one of the phrases below.
  'delivery.contract.incompatible': {
    EN: '{endpoint} has changed since this build: {problem}',
    MY: '{endpoint} သည် ဤ build နောက်ပိုင်း ပြောင်းလဲသွားသည်- {problem}',
    CN: '{endpoint} 自此构建以来已更改：{problem}',
  },
  'delivery.contract.more': {
    EN: 'and {count} more changes of the contract',
    MY: 'နောက်ထပ် contract ပြောင်းလဲမှု {count} ခု ရှိသေးသည်',
    CN: '另有 {count} 处接口变更',
  },
  'delivery.contract.part.answer': { EN: 'the answer', MY: 'အဖြေ', CN: '响应' },
  'delivery.contract.part.body': { EN: 'the request body', MY: 'တောင်းဆိုမှု၏ အကြောင်းအရာ', CN: '请求体' },
  'delivery.contract.part.query': { EN: 'the query', MY: 'ရှာဖွေမှု ကန့်သတ်ချက်များ', CN: '查询参数' },
  'delivery.contract.part.params': { EN: 'the path parameters', MY: 'လမ်းကြောင်း ကန့်သတ်ချက်များ', CN: '路径参数' },
  'delivery.contract.field': {
    EN: '{part} field {at}',
    MY: '{part} ၏ {at} အကွက်',
    CN: '{part}字段 {at}',
  },
  'delivery.contract.problem.missing': {
    EN: 'the API no longer serves it',
    MY: 'API က ၎င်းကို မပေးတော့ပါ',
    CN: '接口已不再提供',
  },
  'delivery.contract.problem.removed': {
    EN: '{where} was removed',
    MY: '{where} ကို ဖယ်ရှားလိုက်သည်',
    CN: '{where}已被移除',
  },
  'delivery.contract.problem.required': {
    EN: '{where} is now required',
    MY: '{where} သည် ယခု မဖြစ်မနေ လိုအပ်သည်',
    CN: '{where}现为必填',
  },
  'delivery.contract.problem.optional': {
    EN: '{where} may now be left out',
    MY: '{where} သည် ယခု မပါဘဲ ရှိနိုင်သည်',
    CN: '{where}现在可能缺失',
  },
  'delivery.contract.problem.type': {
    EN: '{where} has another type',
    MY: '{where} ၏ အမျိုးအစား ပြောင်းသွားသည်',
    CN: '{where}的类型已改变',
  },
  'delivery.contract.problem.narrowed': {
    EN: '{where} now accepts fewer values',
    MY: '{where} သည် ယခု ယခင်ထက် တန်ဖိုး နည်းနည်းသာ လက်ခံသည်',
    CN: '{where}现在接受的值更少',
  },
  'delivery.contract.problem.widened': {
    EN: '{where} may now hold values this build does not know',
    MY: '{where} တွင် ဤ build မသိသော တန်ဖိုးများ ယခု ပါလာနိုင်သည်',
    CN: '{where}现在可能包含此构建不认识的值',
  },
  'delivery.contract.problem.changed': {
    EN: '{where} changed in a way that cannot be checked',
    MY: '{where} သည် စစ်ဆေး၍ မရသော ပုံစံဖြင့် ပြောင်းလဲသွားသည်',
    CN: '{where}的变更无法校验',
  },
} satisfies Record<string, Record<Language, string>>;
