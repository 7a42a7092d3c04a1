import type { NotificationType } from '@portal/shared';

export type { NotificationType };

/** The notification types of spec §4, as the event stream names them. */
export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'newMessage',
  'depositCredited',
  'withdrawalApproved',
  'withdrawalRejected',
  'depositFailed',
  'transferUpline',
  'transferDownline',
];
