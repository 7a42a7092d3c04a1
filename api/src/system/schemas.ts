import { envelopeSchema } from '../http/envelope';
import { REGISTER_RULES } from '../member/register-rules';
import { WHITELABEL_MOD_IDS, type WhitelabelModId } from './settings';

const nullableString = { type: ['string', 'null'] };
const stringList = { type: 'array', items: { type: 'string' } };
const objectOf = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });

export const STATUS_VALUE_SCHEMA = objectOf({
  status: { type: 'integer', enum: [0, 1, 2] },
  title: nullableString,
  message: nullableString,
  maintenanceEnd: nullableString,
  ip: { type: 'string' },
});

const FIELD_RULE_SCHEMA = objectOf({
  enabled: { type: 'boolean' },
  required: { type: 'boolean' },
  acceptedPattern: { type: 'string' },
  patternId: { type: 'string' },
  minLength: { type: ['integer', 'string'] },
  maxLength: { type: ['integer', 'string'] },
});

export const WHITELABEL_SCHEMA = objectOf(Object.fromEntries(WHITELABEL_MOD_IDS.map((id) => [id, { type: 'boolean' }])));
export const REGISTER_RULES_SCHEMA = objectOf(Object.fromEntries(Object.keys(REGISTER_RULES).map((field) => [field, FIELD_RULE_SCHEMA])));

const DOMAIN_ROUTE_SCHEMA = { type: 'array', items: objectOf({ domain: { type: 'string' }, route: { type: 'string' } }) };

const INFO_SCHEMA = objectOf({
  customerService: { type: 'array', items: objectOf({ csType: { type: 'string' }, title: { type: 'string' }, path: { type: 'string' } }) },
  domainRoute: DOMAIN_ROUTE_SCHEMA,
  resources: { type: 'array', items: objectOf({ resourceType: { type: 'string' }, url: { type: 'string' }, labelNameEn: { type: 'string' } }) },
  whitelabel: WHITELABEL_SCHEMA,
  register: REGISTER_RULES_SCHEMA,
  mainDomain: { type: 'string' },
  analytics: objectOf({ gtagId: nullableString }),
  imageCDNs: stringList,
  launchGameCDNs: stringList,
  location: objectOf({ ip: { type: 'string' } }),
  maintenance: { type: 'boolean' },
  regionRestriction: { type: 'boolean' },
  maintenanceEnd: nullableString,
});

export const statusSchema = { response: envelopeSchema(STATUS_VALUE_SCHEMA) };
export const permissionSchema = { response: envelopeSchema(objectOf({ info: INFO_SCHEMA })) };
export const whitelabelSchema = { response: envelopeSchema(WHITELABEL_SCHEMA) };
export const registerRulesSchema = { response: envelopeSchema(REGISTER_RULES_SCHEMA) };
export const domainRouteSchema = { response: envelopeSchema(DOMAIN_ROUTE_SCHEMA) };

export interface WhitelabelBody {
  flags: Partial<Record<WhitelabelModId, boolean>>;
}

export const adminWhitelabelSchema = {
  body: {
    type: 'object',
    required: ['flags'],
    additionalProperties: false,
    properties: {
      // An unknown flag is refused (not dropped): a typo must not look like a success.
      flags: { type: 'object', propertyNames: { enum: [...WHITELABEL_MOD_IDS] }, additionalProperties: { type: 'boolean' } },
    },
  },
  response: envelopeSchema(WHITELABEL_SCHEMA),
};

export interface StatusBody {
  status: 0 | 1 | 2;
  title?: string | null;
  message?: string | null;
  maintenanceEnd?: string | null;
}

export const adminStatusSchema = {
  body: {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: {
      status: { type: 'integer', enum: [0, 1, 2] },
      title: { type: ['string', 'null'], maxLength: 200 },
      message: { type: ['string', 'null'], maxLength: 2000 },
      maintenanceEnd: { type: ['string', 'null'], format: 'date-time' },
    },
  },
  response: envelopeSchema(objectOf({ status: { type: 'integer' }, title: nullableString, message: nullableString, maintenanceEnd: nullableString })),
};

export interface RegionBlockBody {
  ips: string[];
}

export const adminRegionBlockSchema = {
  body: {
    type: 'object',
    required: ['ips'],
    additionalProperties: false,
    properties: { ips: { type: 'array', maxItems: 10000, items: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9A-Fa-f.:]+$' } } },
  },
  response: envelopeSchema(objectOf({ ips: stringList })),
};
