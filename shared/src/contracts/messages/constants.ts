/** Spec §4's notification types: what the live `notification` event and a stored message are about. */
export const NOTIFICATION_TYPES = [
  'newMessage',
  'depositCredited',
  'withdrawalApproved',
  'withdrawalRejected',
  'depositFailed',
  'transferUpline',
  'transferDownline',
  // A lottery bet won (the amount credited).
  'lotteryWin',
] as const;

/** Every type a stored message may have: the notifications and the welcome message. */
export const MESSAGE_TYPES = [...NOTIFICATION_TYPES, 'welcome'] as const;
