import { envelopeSchema } from '../http/envelope';

const objectOf = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });
const str = { type: 'string' };
const int = { type: 'integer' };
const listOf = (items: object) => ({ type: 'array', items });

export interface AnnouncementsQuery {
  types?: string;
  platform?: string;
}

export const announcementsSchema = {
  querystring: {
    type: 'object',
    properties: {
      types: { type: 'string', maxLength: 64 },
      // W (web) is the only platform; others get the same answer.
      platform: { type: 'string', maxLength: 16 },
    },
  },
  response: envelopeSchema(
    objectOf({
      banners: listOf(objectOf({ id: int, url: str, title: str, subtitle: str, linkage: str, linkageType: { type: 'string', enum: ['none', 'internal', 'external', 'video'] }, groupName: str })),
      player: listOf(objectOf({ id: int, title: str, content: str, timestamp: str })),
      popup: listOf(objectOf({ id: int, title: str, content: str, timestamp: str, execution: { type: 'string', enum: ['A', 'B', 'F'] } })),
      promotion: listOf(objectOf({ id: int, title: str, announcementImages: listOf(objectOf({ sequence: int, url: str })) })),
      marquee: listOf(objectOf({ id: int, title: str, content: str })),
    }),
  ),
};

export interface HelpCenterQuery {
  lang?: string;
  device?: string;
}

export const helpCenterSchema = {
  querystring: {
    type: 'object',
    properties: { lang: { type: 'string', maxLength: 8 }, device: { type: 'string', maxLength: 16 } },
  },
  response: envelopeSchema(listOf(objectOf({ id: int, code: str, title: str, items: listOf(objectOf({ id: int, code: str, title: str, content: str })) }))),
};

export interface BannerParams {
  file: string;
}

export interface BannerQuery {
  lang?: string;
  v?: string;
  /** `0`: the art without its texts. */
  text?: '0' | '1';
}

export const bannerSchema = {
  params: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', pattern: '^[0-9]{1,9}\\.svg$' } },
  },
  querystring: {
    type: 'object',
    properties: { lang: { type: 'string', maxLength: 8 }, v: { type: 'string', maxLength: 32 }, text: { type: 'string', enum: ['0', '1'] } },
  },
};
