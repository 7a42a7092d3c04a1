// Customer service live chat (spec §7). Guests may chat too (spec §6: help is open to them).
import type { EndpointSpec } from '../endpoint';

/** The site's chat desks, each online or not by its hours in site time. */
export const CBS_modelList = {
  method: 'GET', path: '/wps/relay/CBS_modelList', auth: 'optional', answer: 'ChatModelList',
} as const satisfies EndpointSpec;

/**
 * Opens a chat with one desk: a random token in `chatUrl`, and an httpOnly cookie that binds the chat
 * to the browser that asked (the page refuses the token without it: 403). Rate limited like the
 * other anonymous writes.
 */
export const CBS_launchChat = {
  method: 'POST', path: '/wps/relay/CBS_launchChat', auth: 'optional', body: 'LaunchChatBody', answer: 'LaunchChat',
} as const satisfies EndpointSpec;
