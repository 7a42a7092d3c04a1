// Customer service live chat: the desks (models) and a chat's URL (spec §7 `CBS_modelList`,
// `CBS_launchChat`). The chat itself is a page of the API at `chatUrl`, not a JSON call.
import { Type, type Static } from '@sinclair/typebox';
import { Codes } from '../common/schemas';
import { CHAT_LANGUAGES, CHAT_MODELS } from './constants';

const Str = Type.String();

export const ChatModelCode = Codes(CHAT_MODELS);
export type ChatModelCode = Static<typeof ChatModelCode>;

export const ChatLanguage = Codes(CHAT_LANGUAGES);
export type ChatLanguage = Static<typeof ChatLanguage>;

/** One desk: name and description in the request's language; online by its hours in site time (MMT). */
export const ChatModel = Type.Object({
  modelCode: ChatModelCode,
  name: Str,
  description: Str,
  languages: Type.Array(ChatLanguage),
  online: Type.Boolean(),
  /** Site time, `HH:mm`; `00:00`–`24:00` is all day. */
  opensAt: Str,
  closesAt: Str,
});
export type ChatModel = Static<typeof ChatModel>;

export const ChatModelList = Type.Array(ChatModel);
export type ChatModelList = Static<typeof ChatModelList>;

export const LaunchChatBody = Type.Object({ modelCode: ChatModelCode }, { additionalProperties: false });
export type LaunchChatBody = Static<typeof LaunchChatBody>;

/** `chatUrl`: the chat page (`/wps/chat/<token>`), usable by the browser that launched it until `expiresAt`. */
export const LaunchChat = Type.Object({ chatUrl: Str, expiresAt: Str });
export type LaunchChat = Static<typeof LaunchChat>;
