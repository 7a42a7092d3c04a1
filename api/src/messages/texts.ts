import { formatMoneyWithSymbol, MESSAGE_TYPES, type MessageType } from '@portal/shared/contracts';
import { isMessageKey, translate, type Language, type MessageKey } from '../http/messages';

/*
 * Messages are stored as a type and its values and rendered when read, in the language of the request
 * (or of the live stream), so a member who switches language reads every message in the new one.
 */

export interface MessageParams {
  amount?: number;
  name?: string;
  /** A type's wording for one case (notify.ts `NotificationVariant`). */
  variant?: string;
}

/** 123450 minor units → `K 1,234.50`, the same in every language (Western digits in MY too). */
export function formatAmount(minor: number): string {
  return `${minor < 0 ? '-' : ''}${formatMoneyWithSymbol(Math.abs(minor))}`;
}

function isKnownType(type: string): type is MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(type);
}

/** The catalogue key of a type's title or content: its variant's when the catalogue has one. */
function textKey(type: string, part: 'title' | 'content', variant: string | undefined): MessageKey {
  const known = isKnownType(type) ? type : 'newMessage';
  const own = variant === undefined ? undefined : `notify.${known}.${variant}.${part}`;
  return own !== undefined && isMessageKey(own) ? own : (`notify.${known}.${part}` as MessageKey);
}

/** The title of a message or notification; a stored free-text title wins. */
export function renderTitle(language: Language, type: string, storedTitle: string | null, variant?: string): string {
  if (storedTitle) return storedTitle;
  return translate(language, textKey(type, 'title', variant));
}

/** The plain-text body of a message; a stored free-text body wins. */
export function renderContent(language: Language, type: string, storedTitle: string | null, storedContent: string | null, params: MessageParams): string {
  if (storedContent) return storedContent;
  return translate(language, textKey(type, 'content', params.variant), {
    amount: params.amount === undefined ? '' : formatAmount(params.amount),
    name: params.name ?? '',
    title: storedTitle ?? '',
  });
}

export function parseParams(json: string | null | undefined): MessageParams {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as MessageParams) : {};
  } catch {
    return {};
  }
}
