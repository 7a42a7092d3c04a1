import { envelopeSchema } from '../http/envelope';

const objectOf = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });
const str = { type: 'string' };
const int = { type: 'integer' };

const countValue = objectOf({ count: int });

export const unreadCountSchema = { response: envelopeSchema(countValue) };

export interface MessagesQuery {
  pageNo: number;
  pageSize: number;
}

export const messagesSchema = {
  querystring: {
    type: 'object',
    properties: {
      pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    },
  },
  response: envelopeSchema(
    objectOf({
      content: {
        type: 'array',
        items: objectOf({ id: int, title: str, content: str, type: str, createdAt: str, read: { type: 'boolean' } }),
      },
      pageNum: int,
      pageSize: int,
      totalPages: int,
      totalElements: int,
    }),
  ),
};

export interface MessageParams {
  id: number;
}

export const readMessageSchema = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
  response: envelopeSchema(countValue),
};

export const ticketSchema = { response: envelopeSchema(objectOf({ ticket: str })) };

export interface EventsQuery {
  ticket: string;
  /** The last event id a reopened stream saw (a new EventSource cannot send the Last-Event-ID header). */
  lastEventId?: number;
}

export const eventsSchema = {
  querystring: {
    type: 'object',
    required: ['ticket'],
    properties: {
      ticket: { type: 'string', minLength: 1, maxLength: 128 },
      lastEventId: { type: 'integer', minimum: 0 },
    },
  },
};
