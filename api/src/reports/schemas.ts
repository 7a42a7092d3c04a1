import { envelopeSchema } from '../http/envelope';
import { CATEGORIES } from '../games/catalogue-data';
import { KIND_FILTERS, type KindFilter } from './queries';

const objectOf = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });
const str = { type: 'string' };
const int = { type: 'integer' };
const listOf = (items: object) => ({ type: 'array', items });

const date = { type: 'string', maxLength: 10, 'x-message': 'validation.date' };
const paging = {
  pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
};
const pageOf = (item: object, summary: object) =>
  objectOf({ content: listOf(item), pageNum: int, pageSize: int, totalPages: int, totalElements: int, summary });

export interface WindowQuery {
  from?: string;
  to?: string;
}
export interface PagedQuery extends WindowQuery {
  pageNo: number;
  pageSize: number;
}
export interface BetsQuery extends PagedQuery {
  gameType?: string;
}
export interface TransactionsQuery extends PagedQuery {
  kind?: KindFilter | '';
}

const betItem = objectOf({
  id: int,
  createdAt: str,
  gameName: str,
  vendor: str,
  gameType: str,
  betAmount: int,
  validBet: int,
  payout: int,
  winLoss: int,
  status: str,
});
const betTotals = objectOf({ count: int, betAmount: int, validBet: int, payout: int, winLoss: int });

export const betsSchema = {
  querystring: {
    type: 'object',
    properties: { from: date, to: date, gameType: { type: 'string', enum: ['', ...CATEGORIES] }, ...paging },
  },
  response: envelopeSchema(pageOf(betItem, betTotals)),
};

const entryItem = objectOf({
  id: int,
  createdAt: str,
  kind: str,
  wallet: str,
  amount: int,
  balanceAfter: int,
  reference: { type: ['string', 'null'] },
});
const entryTotals = objectOf({ count: int, amount: int });

export const transactionsSchema = {
  querystring: {
    type: 'object',
    properties: { from: date, to: date, kind: { type: 'string', enum: ['', ...Object.keys(KIND_FILTERS)] }, ...paging },
  },
  response: envelopeSchema(pageOf(entryItem, entryTotals)),
};

export const bonusSchema = {
  querystring: { type: 'object', properties: { from: date, to: date, ...paging } },
  response: envelopeSchema(pageOf(entryItem, entryTotals)),
};

export const profitSchema = {
  querystring: { type: 'object', properties: { from: date, to: date } },
  response: envelopeSchema(
    objectOf({
      betAmount: int,
      validBet: int,
      payout: int,
      winLoss: int,
      deposits: int,
      withdrawals: int,
      bonuses: int,
      byGameType: listOf(objectOf({ gameType: str, betAmount: int, winLoss: int })),
    }),
  ),
};

export const vipSchema = {
  response: envelopeSchema(
    objectOf({
      level: int,
      name: str,
      nextLevel: { type: ['integer', 'null'] },
      validBetTotal: int,
      nextLevelAt: { type: ['integer', 'null'] },
      levels: listOf(objectOf({ level: int, name: str, validBet: int, upgradeBonus: int, monthlyBonus: int })),
    }),
  ),
};

export const creditSchema = {
  response: envelopeSchema(objectOf({ deposits: int, withdrawals: int, validBet: int, winLoss: int, memberSince: str, level: int })),
};
