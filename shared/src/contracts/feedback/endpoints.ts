// Feedback (spec §3). Rate limited like the auth calls.
import type { EndpointSpec } from '../endpoint';

/** Token optional: a logged-in member's feedback is linked to the account. Needs the captcha. */
export const submitFeedback = {
  method: 'PUT', path: '/wps/feedback', auth: 'optional', body: 'FeedbackBody', answer: 'Null',
} as const satisfies EndpointSpec;
