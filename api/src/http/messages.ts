/*
 * The API's message catalogue, in the three languages the portal ships (MY is the default).
 * English wording follows spec §8 and docs/wire-contract.md byte for byte, including the spec's own
 * spelling of 'An unknown error occured.', because clients may match on it.
 */

import { MINIMUM_AGE } from '@portal/shared/contracts';
import { agentMessages } from './catalogue/agent';
import { contractMessages } from './catalogue/contract';
import { fundsMessages } from './catalogue/funds';
import { walletMessages } from './catalogue/wallet';
import { lotteryMessages } from './catalogue/lottery';
import { promotionsMessages } from './catalogue/promotions';
import { promotionEligibilityMessages } from './catalogue/promotionEligibility';
import { referralMessages } from './catalogue/referral';
import { pointsMessages } from './catalogue/points';
import { vipMessages } from './catalogue/vip';
import { deliveryMessages } from './catalogue/delivery';
import { botCheckMessages } from './catalogue/botCheck';
import { chatMessages } from './catalogue/chat';
import { authenticatorMessages } from './catalogue/authenticator';
import { avatarMessages } from './catalogue/avatar';
import { identityMessages } from './catalogue/identity';
import { opsMessages } from './catalogue/ops';
import { protectionMessages } from './catalogue/protection';

export type Language = 'MY' | 'EN' | 'CN';

const catalogue = {
  ...agentMessages,
  ...fundsMessages,
  ...walletMessages,
  ...contractMessages,
  ...lotteryMessages,
  ...promotionsMessages,
  ...promotionEligibilityMessages,
  ...referralMessages,
  ...pointsMessages,
  ...vipMessages,
  ...deliveryMessages,
  ...botCheckMessages,
  ...chatMessages,
  ...authenticatorMessages,
  ...opsMessages,
  ...avatarMessages,
  ...identityMessages,
  ...protectionMessages,
  'system.error': {
    EN: 'An unknown error occured.',
    MY: 'မသိသော အမှားတစ်ခု ဖြစ်ပွားခဲ့သည်။',
    CN: '发生未知错误。',
  },
  'not.found': { EN: 'Not found', MY: 'ရှာမတွေ့ပါ', CN: '未找到' },
  'forbidden': { EN: 'Access denied', MY: 'ဝင်ရောက်ခွင့် မရှိပါ', CN: '拒绝访问' },
  'merchant.unknown': {
    EN: 'Unknown merchant, please contact customer service',
    MY: 'မသိသော ကုန်သည်ကုဒ် ဖြစ်ပါသည်၊ ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ',
    CN: '未知商户，请联系客服',
  },
  'validation.required': { EN: 'input cannot be empty', MY: 'ဤနေရာကို ဗလာမထားရပါ', CN: '输入不能为空' },
  'validation.format': {
    EN: 'Please enter correct information',
    MY: 'မှန်ကန်သော အချက်အလက်များကို ထည့်သွင်းပါ',
    CN: '请输入正确的信息',
  },
  'validation.loginName': {
    EN: 'must be letters or digits',
    MY: 'အက္ခရာ သို့မဟုတ် ဂဏန်းများသာ ဖြစ်ရမည်',
    CN: '只能包含字母或数字',
  },
  'validation.confirmPassword': { EN: 'inconsistent twice', MY: 'နှစ်ကြိမ် ထည့်သွင်းမှု မကိုက်ညီပါ', CN: '两次输入不一致' },
  'validation.terms': {
    EN: 'Please agree to the User Agreement',
    MY: 'အသုံးပြုသူ သဘောတူညီချက်ကို သဘောတူပေးပါ',
    CN: '请同意用户协议',
  },
  'validation.countryDialingCode': {
    EN: 'must be 1 to 4 digits, optionally after a +',
    MY: '+ ဖြင့် စနိုင်ပြီး ဂဏန်း 1 လုံးမှ 4 လုံးအထိ ဖြစ်ရမည်',
    CN: '必须为1到4位数字，可以+开头',
  },
  // Rule messages (spec §5): keyed by patternId, `{length}` filled in from minLength/maxLength.
  'pattern.LETTER_FIRST_ALNUM': {
    EN: 'must be {length} letters or digits, starting with a letter',
    MY: 'အက္ခရာဖြင့် စတင်ပြီး အက္ခရာ သို့မဟုတ် ဂဏန်း {length} ဖြစ်ရမည်',
    CN: '必须为{length}字母或数字，并以字母开头',
  },
  'pattern.NO_SPACES': {
    EN: 'must be {length} characters without spaces',
    MY: 'နေရာလွတ်မပါဘဲ စာလုံး {length} ဖြစ်ရမည်',
    CN: '必须为{length}字符，且不含空格',
  },
  'pattern.DIGITS': { EN: 'must be {length} digits', MY: 'ဂဏန်း {length} ဖြစ်ရမည်', CN: '必须为{length}数字' },
  'pattern.ALNUM': {
    EN: 'must be {length} letters or digits',
    MY: 'အက္ခရာ သို့မဟုတ် ဂဏန်း {length} ဖြစ်ရမည်',
    CN: '必须为{length}字母或数字',
  },
  'pattern.EMAIL': {
    EN: 'must be a valid email address of {length} characters',
    MY: 'စာလုံး {length} ရှိသော မှန်ကန်သည့် အီးမေးလ်လိပ်စာ ဖြစ်ရမည်',
    CN: '必须为{length}的有效电子邮箱地址',
  },
  'pattern.FREE_TEXT': { EN: 'must be {length} characters', MY: 'စာလုံး {length} ဖြစ်ရမည်', CN: '必须为{length}字符' },
  'pattern.DEFAULT': {
    EN: 'must be {length} characters in the accepted format',
    MY: 'လက်ခံသော ပုံစံဖြင့် စာလုံး {length} ဖြစ်ရမည်',
    CN: '必须为{length}符合格式的字符',
  },
  'length.range': { EN: '{min} to {max}', MY: '{min} လုံးမှ {max} လုံးအထိ', CN: '{min}到{max}位' },
  'length.exact': { EN: '{max}', MY: '{max} လုံး', CN: '{max}位' },
  'length.min': { EN: 'at least {min}', MY: 'အနည်းဆုံး {min} လုံး', CN: '至少{min}位' },
  'length.max': { EN: 'at most {max}', MY: 'အများဆုံး {max} လုံး', CN: '最多{max}位' },
  'length.any': { EN: 'any number of', MY: '', CN: '' },
  'validation.captchaKey': {
    EN: 'must be 8 to 64 letters, digits or dashes',
    MY: 'အက္ခရာ၊ ဂဏန်း သို့မဟုတ် တုံးတို 8 လုံးမှ 64 လုံးအထိ ဖြစ်ရမည်',
    CN: '必须为8到64位字母、数字或连字符',
  },
  'encryption.required': {
    EN: 'Encrypted payload required',
    MY: 'ကုဒ်ဝှက်ထားသော ဒေတာ လိုအပ်ပါသည်',
    CN: '需要加密的请求数据',
  },
  'login.wrong.credentials': {
    EN: 'Wrong account or password',
    MY: 'အကောင့် သို့မဟုတ် စကားဝှက် မှားယွင်းနေပါသည်',
    CN: '账号或密码错误',
  },
  'captcha.required': { EN: 'captcha required', MY: 'အတည်ပြုကုဒ် လိုအပ်ပါသည်', CN: '请输入验证码' },
  'captcha.invalid': {
    EN: 'Verification code is not valid',
    MY: 'အတည်ပြုကုဒ် မမှန်ကန်ပါ',
    CN: '验证码无效',
  },
  'member.account.exists': {
    EN: 'Account already used',
    MY: 'ဤအကောင့်ကို အသုံးပြုပြီး ဖြစ်ပါသည်',
    CN: '账号已被使用',
  },
  'login.not.session': {
    EN: 'You are not logged in, please login',
    MY: 'သင် အကောင့်ဝင်ထားခြင်း မရှိပါ၊ ကျေးဇူးပြု၍ အကောင့်ဝင်ပါ',
    CN: '您尚未登录，请先登录',
  },
  'login.not.agent': { EN: 'Non-agents cannot log in', MY: 'အေးဂျင့်မဟုတ်သူများ ဝင်ရောက်၍ မရပါ', CN: '非代理账号无法登录' },
  'login.not.member': {
    EN: 'Non-member account unable to login',
    MY: 'အဖွဲ့ဝင်မဟုတ်သော အကောင့်ဖြင့် ဝင်ရောက်၍ မရပါ',
    CN: '非会员账号无法登录',
  },
  // Spec §6's words for anyone but an agent on an agent centre call (api/src/http/roles.ts).
  'member.not.agent': { EN: 'not an agent', MY: 'အေးဂျင့် မဟုတ်ပါ', CN: '不是代理' },
  'rate.limited': {
    EN: 'Too many requests, please try again after 5 minutes.',
    MY: 'တောင်းဆိုမှု များလွန်းနေပါသည်၊ 5 မိနစ်အကြာတွင် ထပ်မံကြိုးစားပါ။',
    CN: '请求过于频繁，请5分钟后再试。',
  },
  'wallet.insufficient': { EN: 'Insufficient balance', MY: 'လက်ကျန်ငွေ မလုံလောက်ပါ', CN: '余额不足' },
  'wallet.not.found': { EN: 'Wallet not found', MY: 'ပိုက်ဆံအိတ် ရှာမတွေ့ပါ', CN: '钱包不存在' },
  'wallet.idempotency.conflict': {
    EN: 'This request was already processed with different details',
    MY: 'ဤတောင်းဆိုမှုကို မတူညီသော အချက်အလက်များဖြင့် လုပ်ဆောင်ပြီး ဖြစ်ပါသည်',
    CN: '该请求已使用不同的内容处理过',
  },
  // The games catalogue and favourites.
  'game.not.found': { EN: 'Game not found', MY: 'ဂိမ်းကို ရှာမတွေ့ပါ', CN: '游戏不存在' },
  'game.vendor.not.found': { EN: 'Game vendor not found', MY: 'ဂိမ်းဝန်ဆောင်မှုပေးသူကို ရှာမတွေ့ပါ', CN: '游戏厂商不存在' },
  'favorite.full': {
    EN: 'Your favourites are full ({max} games at most)',
    MY: 'သင်၏ အကြိုက်ဆုံးစာရင်း ပြည့်နေပါပြီ (ဂိမ်း အများဆုံး {max} ခု)',
    CN: '收藏已满（最多{max}个游戏）',
  },
  // The in-house games (api/src/inhouse): launch, free play and the game session.
  'game.maintenance': { EN: 'This game is under maintenance', MY: 'ဤဂိမ်းကို ပြုပြင်ထိန်းသိမ်းနေပါသည်', CN: '该游戏正在维护中' },
  'member.trial': {
    EN: 'please register or log in to a formal account',
    MY: 'ကျေးဇူးပြု၍ မှတ်ပုံတင်ပါ သို့မဟုတ် တရားဝင်အကောင့်ဖြင့် အကောင့်ဝင်ပါ',
    CN: '请注册或登录正式账号',
  },
  'freeplay.unavailable': {
    EN: 'Free play is not available for this game',
    MY: 'ဤဂိမ်းအတွက် အခမဲ့ စမ်းကစားခြင်း မရနိုင်ပါ',
    CN: '该游戏不支持免费试玩',
  },
  'game.session.invalid': {
    EN: 'The game session has expired, please open the game again',
    MY: 'ဂိမ်းစက်ရှင် သက်တမ်းကုန်သွားပါပြီ၊ ဂိမ်းကို ပြန်ဖွင့်ပါ',
    CN: '游戏会话已失效，请重新打开游戏',
  },
  'game.flight.open': {
    EN: 'Wait for the rocket to land before you rotate the seed',
    MY: 'မျိုးစေ့ကို မလှည့်မီ ဒုံးပျံ ဆင်းသက်သည်အထိ စောင့်ပါ',
    CN: '请等火箭落地后再更换种子',
  },
  'validation.bet': { EN: 'must be from {min} to {max}', MY: '{min} မှ {max} အတွင်း ဖြစ်ရမည်', CN: '必须在{min}到{max}之间' },
  // What the outbox sends (SMS and e-mail), in the member's language.
  'outbox.code.subject': { EN: 'Your verification code', MY: 'သင်၏ အတည်ပြုကုဒ်', CN: '您的验证码' },
  'outbox.code.body': {
    EN: 'Your verification code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
    MY: 'သင်၏ အတည်ပြုကုဒ်မှာ {code} ဖြစ်ပါသည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။ မည်သူ့ကိုမျှ မမျှဝေပါနှင့်။',
    CN: '您的验证码为{code}，{minutes}分钟内有效。请勿告诉任何人。',
  },
  'outbox.tempPassword.subject': { EN: 'Your temporary password', MY: 'သင်၏ ယာယီစကားဝှက်', CN: '您的临时密码' },
  'outbox.tempPassword.body': {
    EN: 'Your temporary password is {password}. Log in with it within {hours} hours and choose a new password. If you did not ask for it, ignore this message: your current password still works.',
    MY: 'သင်၏ ယာယီစကားဝှက်မှာ {password} ဖြစ်ပါသည်။ {hours} နာရီအတွင်း ၎င်းဖြင့် အကောင့်ဝင်ပြီး စကားဝှက်အသစ် ရွေးချယ်ပါ။ သင် မတောင်းဆိုခဲ့ပါက ဤစာကို လျစ်လျူရှုပါ၊ လက်ရှိစကားဝှက်ကို ဆက်သုံးနိုင်ပါသည်။',
    CN: '您的临时密码为{password}。请在{hours}小时内使用它登录并设置新密码。如果这不是您本人的请求，请忽略此邮件，您当前的密码仍然有效。',
  },
  'system.maintenance.title': { EN: 'System maintenance', MY: 'စနစ် ပြုပြင်ထိန်းသိမ်းမှု', CN: '系统维护' },
  'system.maintenance.message': {
    EN: 'The system is under maintenance, please come back later.',
    MY: 'စနစ်ကို ပြုပြင်ထိန်းသိမ်းနေပါသည်၊ နောက်မှ ပြန်လာခဲ့ပါ။',
    CN: '系统正在维护，请稍后再来。',
  },
  'system.region.title': { EN: 'Access restricted', MY: 'ဝင်ရောက်ခွင့် ကန့်သတ်ထားပါသည်', CN: '访问受限' },
  'system.region.message': {
    EN: 'Access restricted by IP or region',
    MY: 'သင်၏ IP သို့မဟုတ် ဒေသအတွက် ဝင်ရောက်ခွင့်ကို ကန့်သတ်ထားပါသည်',
    CN: '您所在的IP或地区已被限制访问',
  },
  // Member messages (messageV2) and live notifications, rendered from the type on read.
  'notify.newMessage.title': { EN: 'New message', MY: 'စာအသစ်', CN: '新消息' },
  'notify.newMessage.content': {
    EN: 'You have a new message: {title}',
    MY: 'သင့်ထံ စာအသစ် ရောက်ရှိပါသည်- {title}',
    CN: '您有一条新消息：{title}',
  },
  'notify.depositCredited.title': { EN: 'Deposit credited', MY: 'ငွေသွင်းမှု ရောက်ရှိပြီ', CN: '存款已到账' },
  'notify.depositCredited.content': {
    EN: 'Your deposit of {amount} has been credited to your main wallet.',
    MY: 'သင်၏ ငွေသွင်းမှု {amount} ကို ပင်မပိုက်ဆံအိတ်ထဲသို့ ထည့်သွင်းပြီးပါပြီ။',
    CN: '您的存款{amount}已存入主钱包。',
  },
  'notify.depositFailed.title': { EN: 'Deposit failed', MY: 'ငွေသွင်းမှု မအောင်မြင်ပါ', CN: '存款失败' },
  'notify.depositFailed.content': {
    EN: 'Your deposit of {amount} was not completed. No money was taken from your wallet.',
    MY: 'သင်၏ ငွေသွင်းမှု {amount} မပြီးမြောက်ပါ။ သင့်ပိုက်ဆံအိတ်မှ ငွေမနုတ်ယူပါ။',
    CN: '您的存款{amount}未完成，钱包未扣除任何款项。',
  },
  'notify.withdrawalApproved.title': { EN: 'Withdrawal approved', MY: 'ငွေထုတ်မှု အတည်ပြုပြီး', CN: '提款已批准' },
  'notify.withdrawalApproved.content': {
    EN: 'Your withdrawal of {amount} has been approved and is on its way to your bank account.',
    MY: 'သင်၏ ငွေထုတ်မှု {amount} ကို အတည်ပြုပြီး သင့်ဘဏ်အကောင့်သို့ ပို့ဆောင်နေပါသည်။',
    CN: '您的提款{amount}已批准，正在汇往您的银行账户。',
  },
  'notify.withdrawalRejected.title': { EN: 'Withdrawal rejected', MY: 'ငွေထုတ်မှု ငြင်းပယ်ခံရသည်', CN: '提款被拒绝' },
  'notify.withdrawalRejected.content': {
    EN: 'Your withdrawal of {amount} was rejected. The full amount has been returned to your main wallet.',
    MY: 'သင်၏ ငွေထုတ်မှု {amount} ကို ငြင်းပယ်ခဲ့ပါသည်။ ငွေပမာဏ အပြည့်ကို ပင်မပိုက်ဆံအိတ်သို့ ပြန်အမ်းပြီးပါပြီ။',
    CN: '您的提款{amount}被拒绝，全部金额已退回主钱包。',
  },
  'notify.transferUpline.title': { EN: 'Transfer to upline', MY: 'အထက်အေးဂျင့်သို့ လွှဲပြောင်းမှု', CN: '转账给上级' },
  'notify.transferUpline.content': {
    EN: 'You transferred {amount} to your upline.',
    MY: 'သင်သည် {amount} ကို အထက်အေးဂျင့်ထံ လွှဲပြောင်းခဲ့ပါသည်။',
    CN: '您已向上级转账{amount}。',
  },
  'notify.transferDownline.title': { EN: 'Transfer from downline', MY: 'အောက်လိုင်းမှ လွှဲပြောင်းမှု', CN: '下级转账' },
  'notify.transferDownline.content': {
    EN: 'Your downline transferred {amount} to you.',
    MY: 'သင်၏ အောက်လိုင်းက {amount} ကို သင့်ထံ လွှဲပြောင်းခဲ့ပါသည်။',
    CN: '您的下级向您转账{amount}。',
  },
  // What a downline is told when its agent sends it money (messages/notify.ts NotificationVariant).
  'notify.transferDownline.fromUpline.title': { EN: 'Transfer from upline', MY: 'အထက်အေးဂျင့်ထံမှ လွှဲပြောင်းမှု', CN: '上级转账' },
  'notify.transferDownline.fromUpline.content': {
    EN: 'Your upline {name} transferred {amount} to you.',
    MY: 'သင်၏ အထက်အေးဂျင့် {name} က {amount} ကို သင့်ထံ လွှဲပြောင်းခဲ့ပါသည်။',
    CN: '您的上级{name}向您转账{amount}。',
  },
  'notify.transferDownline.redEnvelope.title': { EN: 'Red envelope from upline', MY: 'အထက်အေးဂျင့်ထံမှ အနီရောင်စာအိတ်', CN: '上级红包' },
  'notify.transferDownline.redEnvelope.content': {
    EN: 'Your upline {name} sent you a red envelope: {amount}.',
    MY: 'သင်၏ အထက်အေးဂျင့် {name} က အနီရောင်စာအိတ် {amount} ကို သင့်ထံ ပေးပို့ခဲ့ပါသည်။',
    CN: '您的上级{name}给您发了红包：{amount}。',
  },
  'notify.welcome.title': { EN: 'Welcome to the portal', MY: 'ပေါ်တယ်မှ ကြိုဆိုပါသည်', CN: '欢迎来到本站' },
  'notify.welcome.content': {
    EN: 'Welcome, {name}! Your account is ready. Check your records in the member centre, and contact customer service at any time if you need help.',
    MY: '{name} ကြိုဆိုပါသည်။ သင့်အကောင့် အသင့်ဖြစ်ပါပြီ။ အဖွဲ့ဝင်စင်တာတွင် မှတ်တမ်းများကို ကြည့်ရှုနိုင်ပြီး အကူအညီလိုပါက ဖောက်သည်ဝန်ဆောင်မှုကို အချိန်မရွေး ဆက်သွယ်ပါ။',
    CN: '欢迎您，{name}！您的账户已就绪。可在会员中心查看记录，如需帮助请随时联系客服。',
  },
  'events.ticket.invalid': {
    EN: 'The live update ticket is not valid, please ask for a new one',
    MY: 'တိုက်ရိုက်အပ်ဒိတ် လက်မှတ် မမှန်ကန်ပါ၊ အသစ်တစ်ခု တောင်းခံပါ',
    CN: '实时更新凭证无效，请重新获取',
  },
  'validation.dateWindow': {
    EN: 'must be a date from {from} to at most {days} days later',
    MY: '{from} မှ ရက် {days} ရက်အတွင်း ရက်စွဲ ဖြစ်ရမည်',
    CN: '必须是{from}起{days}天以内的日期',
  },
  'validation.date': { EN: 'must be a date yyyy-MM-dd', MY: 'ရက်စွဲ yyyy-MM-dd ဖြစ်ရမည်', CN: '必须为yyyy-MM-dd格式的日期' },
  // The security centre (api/src/member/profile-*.ts).
  'profile.nickname': { EN: 'must be 1 to 20 characters', MY: 'စာလုံး 1 လုံးမှ 20 လုံးအထိ ဖြစ်ရမည်', CN: '必须为1到20个字符' },
  'profile.text': { EN: 'must be at most 100 characters', MY: 'စာလုံး အများဆုံး 100 လုံး ဖြစ်ရမည်', CN: '最多100个字符' },
  'profile.birthday.adult': {
    EN: `must be at least ${MINIMUM_AGE} years ago`,
    MY: `လွန်ခဲ့သော အနည်းဆုံး ${MINIMUM_AGE} နှစ် ဖြစ်ရမည်`,
    CN: `必须至少在${MINIMUM_AGE}年前`,
  },
  'profile.field.unknown': { EN: 'cannot be changed here', MY: 'ဤနေရာတွင် ပြောင်းလဲ၍ မရပါ', CN: '不能在此修改' },
  'profile.email': { EN: 'must be a valid email address', MY: 'မှန်ကန်သော အီးမေးလ်လိပ်စာ ဖြစ်ရမည်', CN: '必须为有效的电子邮箱地址' },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof catalogue;

/**
 * Values filled into a message's `{name}` placeholders. Numbers are written in Western digits in every
 * language, MY included, as Myanmar players read them on local sites (shared/README.md, "Numbers"); a
 * function is called with the language (a phrase that is itself translated).
 */
export type MessageParam = string | number | ((language: Language) => string);
export type MessageParams = Record<string, MessageParam>;

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const template: string = catalogue[key][language];
  if (!params) return template;
  const filled = template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    const param = params[name];
    if (param === undefined) return whole;
    if (typeof param === 'function') return param(language);
    return String(param);
  });
  // An empty phrase (e.g. no length bound in Burmese) must not leave a double space behind.
  return filled.replace(/ {2,}/g, ' ').trim();
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogue, value);
}

/**
 * The length phrase of a rule message (spec §5): two numbers, one when min equals max, one side, or
 * none. A minimum of 0 is no bound, as the client's validation engine reads it.
 */
export function lengthPhrase(min: number | null, max: number | null): (language: Language) => string {
  const low = min !== null && min > 0 ? min : null;
  return (language) => {
    if (low !== null && max !== null) return translate(language, low === max ? 'length.exact' : 'length.range', { min: low, max });
    if (low !== null) return translate(language, 'length.min', { min: low });
    if (max !== null) return translate(language, 'length.max', { max });
    return translate(language, 'length.any');
  };
}
