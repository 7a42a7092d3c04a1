import { http } from '@portal/shared';

/** Feedback types of spec §3, in the order the form lists them. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface FeedbackPayload {
  content: string;
  sender: string;
  type: FeedbackType;
  captcha: string;
  captchaKey: string;
}

/** PUT, token optional: a logged-in member's feedback is linked to the account. */
export const putFeedback = (payload: FeedbackPayload, loggedIn: boolean) => http.put<null>('/wps/feedback', payload, { auth: loggedIn });
