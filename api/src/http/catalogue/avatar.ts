import type { Language } from '../messages';

/** The member's avatar (`/wps/member/info/icon`, api/src/member/avatar). */
export const avatarMessages = {
  'member.avatar.image': {
    EN: 'The picture must be a PNG or JPG image of at most 1 MB.',
    MY: 'ပုံသည် 1 MB ထက်မပိုသော PNG သို့မဟုတ် JPG ပုံ ဖြစ်ရမည်။',
    CN: '图片必须是不超过 1 MB 的 PNG 或 JPG 图像。',
  },
  'member.avatar.preset': { EN: 'Please choose one of the pictures shown.', MY: 'ပြထားသော ပုံများထဲမှ တစ်ခုကို ရွေးပါ။', CN: '请选择所示图片之一。' },
} satisfies Record<string, Record<Language, string>>;
