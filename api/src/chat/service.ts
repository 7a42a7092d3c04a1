import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CHAT_MESSAGE_MAX, type ChatModelCode, type LaunchChat } from '@portal/shared/contracts';
import { secretsEqual, sha256Hex } from '../crypto/token';
import type { Database } from '../db/schema';
import { isoIn, isoNow } from '../db/time';
import { ApiError, validationFailed } from '../http/api-error';
import { languageCode } from '../http/language';
import type { Language } from '../http/messages';
import { deskOf, hhmm, isOnline } from './models';
import { ensureTicketNo, findChatByToken, insertChat, insertChatMessage, listChatMessages } from './queries';

type Db = Kysely<Database>;

/*
 * Customer-service chats (`CBS_launchChat` and the chat page). A chat is reached by its URL token (32
 * random bytes) and only from the browser that launched it: the launch sets the httpOnly cookie
 * `portal_chat` (a random key of that browser, reused by its later chats) and the chat keeps the key's
 * hash. Both are stored only as SHA-256. Every visitor message is stored and acknowledged by the desk
 * with the chat's ticket number.
 */

export const CHAT_COOKIE = 'portal_chat';
export const CHAT_TTL_MS = 24 * 3600_000;
export const chatPath = (token: string) => `/wps/chat/${token}`;
/** base64url of 32 bytes. */
export const CHAT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newSecret = () => randomBytes(32).toString('base64url');

export const chatNotFound = () => new ApiError(404, 'chat.not.found', 'chat.not.found');
export const chatForbidden = () => new ApiError(403, 'chat.forbidden', 'chat.forbidden');

export interface ChatLaunch {
  answer: LaunchChat;
  /** The browser key to set as the cookie (the one sent, when it was well formed). */
  key: string;
}

/** `CBS_launchChat`: a new chat of the caller (member or guest) with one desk. */
export async function launchChat(
  db: Db,
  input: { merchantId: number; memberId: number | null; modelCode: ChatModelCode; language: Language; browserKey: string | null },
): Promise<ChatLaunch> {
  const token = newSecret();
  const key = input.browserKey && KEY_PATTERN.test(input.browserKey) ? input.browserKey : newSecret();
  const expiresAt = isoIn(CHAT_TTL_MS);
  await insertChat(db, {
    tokenHash: sha256Hex(token),
    keyHash: sha256Hex(key),
    merchantId: input.merchantId,
    memberId: input.memberId,
    modelCode: input.modelCode,
    language: input.language,
    now: isoNow(),
    expiresAt,
  });
  return { answer: { chatUrl: chatPath(token), expiresAt }, key };
}

export interface OpenChat {
  id: number;
  modelCode: ChatModelCode;
  language: Language;
  ticketNo: string | null;
}

/** The chat of a token for this browser: unknown or expired → 404; another browser's → 403. */
export async function openChat(db: Db, token: string, browserKey: string | null): Promise<OpenChat> {
  const chat = await findChatByToken(db, sha256Hex(token));
  if (!chat || chat.expires_at <= isoNow()) throw chatNotFound();
  if (!browserKey || !secretsEqual(sha256Hex(browserKey), chat.key_hash)) throw chatForbidden();
  return { id: chat.id, modelCode: chat.model_code as ChatModelCode, language: languageCode(chat.language) ?? 'MY', ticketNo: chat.ticket_no };
}

/** The language a chat is written in, when the token names one (the refusal pages speak it too). */
export async function chatLanguage(db: Db, token: string): Promise<Language | null> {
  const chat = await findChatByToken(db, sha256Hex(token));
  return chat ? languageCode(chat.language) : null;
}

export interface ChatLine {
  sender: 'visitor' | 'desk';
  body: string;
  createdAt: string;
}

export async function chatLines(db: Db, chat: OpenChat): Promise<ChatLine[]> {
  const rows = await listChatMessages(db, chat.id);
  return rows.map((row) => ({ sender: row.sender === 'desk' ? 'desk' : 'visitor', body: row.body, createdAt: row.created_at }));
}

/** `CS` + the site day + the chat's id: unique, and readable over the phone. */
const ticketNoOf = (chatId: number, now: Date) => {
  const day = new Date(now.getTime() + (6 * 60 + 30) * 60_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `CS${day}${String(chatId).padStart(6, '0')}`;
};

const ACK: Record<Language, { first: (ticket: string, desk: string) => string; open: string; later: (at: string) => string; next: (ticket: string) => string }> = {
  EN: {
    first: (ticket, desk) => `Thank you, we have received your message. Your ticket number is ${ticket}. ${desk} will answer here`,
    open: 'shortly.',
    later: (at) => `when the desk opens at ${at} (Myanmar time).`,
    next: (ticket) => `Received. It is added to ticket ${ticket}.`,
  },
  MY: {
    first: (ticket, desk) => `ကျေးဇူးတင်ပါသည်၊ သင့်စာကို လက်ခံရရှိပါပြီ။ သင့်လက်မှတ်နံပါတ်မှာ ${ticket} ဖြစ်ပါသည်။ ${desk} မှ ဤနေရာတွင်`,
    open: 'မကြာမီ ပြန်ဖြေပါမည်။',
    later: (at) => `ဌာနဖွင့်ချိန် ${at} (မြန်မာစံတော်ချိန်) တွင် ပြန်ဖြေပါမည်။`,
    next: (ticket) => `လက်ခံရရှိပါပြီ။ လက်မှတ် ${ticket} တွင် ထည့်သွင်းပြီးပါပြီ။`,
  },
  CN: {
    first: (ticket, desk) => `感谢您的留言，我们已收到。您的工单号为 ${ticket}。${desk}将在此`,
    open: '尽快回复您。',
    later: (at) => `于 ${at}（缅甸时间）上班后回复您。`,
    next: (ticket) => `已收到，已加入工单 ${ticket}。`,
  },
};

/**
 * A visitor's message (1 to CHAT_MESSAGE_MAX characters, trimmed; 400 `validation.failed` naming `message`),
 * stored, then the desk's automatic acknowledgement with the ticket number.
 */
export async function postMessage(db: Db, chat: OpenChat, raw: string, now: Date = new Date()): Promise<void> {
  const body = raw.normalize('NFC').trim();
  if (body.length === 0) throw validationFailed('message', 'validation.required');
  if ([...body].length > CHAT_MESSAGE_MAX) throw validationFailed('message', 'chat.message.long', { max: CHAT_MESSAGE_MAX });
  const at = isoNow();
  await insertChatMessage(db, chat.id, 'visitor', body, at);
  const desk = deskOf(chat.modelCode);
  const texts = ACK[chat.language];
  let ack: string;
  if (chat.ticketNo) {
    ack = texts.next(chat.ticketNo);
  } else {
    const ticket = await ensureTicketNo(db, chat.id, ticketNoOf(chat.id, now));
    ack = `${texts.first(ticket, desk.name[chat.language])} ${isOnline(desk, now) ? texts.open : texts.later(hhmm(desk.opens))}`;
  }
  await insertChatMessage(db, chat.id, 'desk', ack, at);
}
