import { envelopeSchema } from '../http/envelope';
import { gameItemSchema } from '../games';
import { CRASH_MAX_CASH_OUT, CRASH_MIN_CASH_OUT, DICE_MAX_TARGET, DICE_MIN_TARGET, ENGINES, type EngineName } from './engines';

const objectOf = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });
const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const listOf = (items: object) => ({ type: 'array', items });
/** Engine-specific documents (rules, result): serialized whole. */
const anyObject = { type: 'object', additionalProperties: true };

const TICKET = { type: 'string', minLength: 1, maxLength: 128 };
const NODE_ID = { type: 'string', minLength: 1, maxLength: 64 };
const REQUEST_ID = { type: 'string', minLength: 1, pattern: '^[A-Za-z0-9-]{8,64}$' };
/** 1–64 printable ASCII characters. */
const CLIENT_SEED = { type: 'string', minLength: 1, pattern: '^[\\x20-\\x7E]{1,64}$' };
/** The range (100 to 1,000,000, or the game's higher minimum) is the service's: its message names the limits. */
const BET = { type: 'integer' };
const DICE_TARGET = { type: 'integer', minimum: DICE_MIN_TARGET, maximum: DICE_MAX_TARGET };
const CASH_OUT = { type: 'integer', minimum: CRASH_MIN_CASH_OUT, maximum: CRASH_MAX_CASH_OUT };


const launchValue = objectOf({ ticket: str, url: str, mode: { type: 'string', enum: ['real', 'demo'] }, engine: str, nodeId: str });

const roundSchema = objectOf({
  roundId: int,
  nonce: int,
  bet: int,
  payout: int,
  multiplier: int,
  result: anyObject,
  serverSeedHash: str,
  serverSeed: { type: ['string', 'null'] },
  clientSeed: str,
  createdAt: str,
});

export interface LaunchBody {
  nodeId: string;
  language?: string;
  platform?: string;
}

export const launchSchema = {
  body: {
    type: 'object',
    required: ['nodeId'],
    additionalProperties: false,
    properties: { nodeId: NODE_ID, language: { type: 'string', maxLength: 8 }, platform: { type: 'string', maxLength: 64 } },
  },
  response: envelopeSchema(launchValue),
};

export interface FreePlayBody {
  nodeId: string;
  os?: string;
  platform?: 'W';
}

export const freePlaySchema = {
  body: {
    type: 'object',
    required: ['nodeId'],
    additionalProperties: false,
    properties: { nodeId: NODE_ID, os: { type: 'string', maxLength: 32 }, platform: { type: 'string', enum: ['W'] } },
  },
  response: envelopeSchema(launchValue),
};

export interface TicketQuery {
  ticket: string;
}

export const sessionSchema = {
  querystring: { type: 'object', required: ['ticket'], properties: { ticket: TICKET } },
  response: envelopeSchema(
    objectOf({
      ticket: str,
      mode: str,
      engine: str,
      game: gameItemSchema,
      balance: int,
      currencySymbol: str,
      decimals: int,
      fair: objectOf({ serverSeedHash: str, clientSeed: str, nonce: int }),
      limits: objectOf({ minBet: int, maxBet: int, betSteps: listOf(int) }),
      rules: anyObject,
    }),
  ),
};

export interface RoundBody {
  ticket: string;
  bet: number;
  requestId: string;
  dice?: { target: number; over: boolean };
  crash?: { cashOut: number };
}

export const playRoundSchema = {
  body: {
    type: 'object',
    required: ['ticket', 'bet', 'requestId'],
    additionalProperties: false,
    properties: {
      ticket: TICKET,
      bet: BET,
      requestId: REQUEST_ID,
      dice: { type: 'object', required: ['target', 'over'], additionalProperties: false, properties: { target: DICE_TARGET, over: bool } },
      crash: { type: 'object', required: ['cashOut'], additionalProperties: false, properties: { cashOut: CASH_OUT } },
    },
  },
  response: envelopeSchema(objectOf({ round: roundSchema, balance: int })),
};

export interface SeedBody {
  ticket: string;
  clientSeed?: string;
}

export const seedSchema = {
  body: { type: 'object', required: ['ticket'], additionalProperties: false, properties: { ticket: TICKET, clientSeed: CLIENT_SEED } },
  response: envelopeSchema(
    objectOf({
      revealed: objectOf({ serverSeed: str, serverSeedHash: str, clientSeed: str, lastNonce: int }),
      next: objectOf({ serverSeedHash: str, clientSeed: str, nonce: int }),
    }),
  ),
};

export interface RoundsQuery {
  ticket: string;
  limit: number;
}

export const roundsSchema = {
  querystring: {
    type: 'object',
    required: ['ticket'],
    properties: { ticket: TICKET, limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 } },
  },
  response: envelopeSchema(objectOf({ list: listOf(roundSchema) })),
};

export interface VerifyQuery {
  engine: EngineName;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  target?: number;
  over?: boolean;
  cashOut?: number;
  bet?: number;
}

export const verifySchema = {
  querystring: {
    type: 'object',
    required: ['engine', 'serverSeed', 'clientSeed', 'nonce'],
    properties: {
      engine: { type: 'string', enum: [...ENGINES] },
      serverSeed: { type: 'string', minLength: 1, maxLength: 128 },
      clientSeed: CLIENT_SEED,
      nonce: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
      target: DICE_TARGET,
      over: bool,
      cashOut: CASH_OUT,
      bet: { type: 'integer', minimum: 100, maximum: 1_000_000 },
    },
  },
  response: envelopeSchema(objectOf({ serverSeedHash: str, result: anyObject, multiplier: int })),
};
