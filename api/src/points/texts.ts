import type { PointExchange, PointExchangeStatus, PointExchangeType } from '@portal/shared/contracts';
import type { Selectable } from 'kysely';
import type { PointExchangeTable } from '../db/schema';
import type { Language } from '../http/messages';

export interface GoodTexts {
  name: string;
  details: string;
}

/** A good's texts in the language asked, else English. */
export function goodTexts(stored: string, language: Language): GoodTexts {
  const texts = JSON.parse(stored) as Partial<Record<Language, GoodTexts>>;
  return texts[language] ?? texts.EN ?? { name: '', details: '' };
}

/** What a conversion is called in the redeem history. */
const CASH_NAME: Record<Language, string> = { EN: 'Cash to main wallet', MY: 'ပင်မပိုက်ဆံအိတ်သို့ ငွေသား', CN: '兑换现金至主钱包' };

export type ExchangeRow = Selectable<PointExchangeTable> & { good_texts?: string | null };

/** An exchange as the redeem history shows it, the good's name in the caller's language. */
export function exchangeOf(row: ExchangeRow, language: Language): PointExchange {
  const itemName = row.type === 'CASH' ? CASH_NAME[language] : row.good_texts ? goodTexts(row.good_texts, language).name : row.item_name;
  return {
    orderNo: row.order_no,
    requestTime: row.created_at,
    exchangeType: row.type as PointExchangeType,
    goodId: row.good_id,
    itemName,
    quantity: row.quantity,
    points: Number(row.points),
    amount: Number(row.amount),
    paidAmount: Number(row.paid_amount),
    status: row.status as PointExchangeStatus,
    remark: row.remark,
    address: row.address,
    phone: row.phone,
    decidedTime: row.decided_at,
  };
}
