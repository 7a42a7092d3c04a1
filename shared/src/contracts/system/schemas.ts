// The site: its config (spec §3 "Permission response info"), its state (maintenance, region block),
// the registration rules, and the ops calls that change them.
import { Type, type Static, type TBoolean } from '@sinclair/typebox';
import { REGISTER_FIELDS, type RegisterField } from '../member/constants';
import { SYSTEM_STATUS, WHITELABEL_MOD_IDS, type WhitelabelModId } from './constants';

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** 0 normal, 1 maintenance, 2 region restricted (`SYSTEM_STATUS`). */
export const SystemStatusCode = Type.Union([
  Type.Literal(SYSTEM_STATUS.normal),
  Type.Literal(SYSTEM_STATUS.maintenance),
  Type.Literal(SYSTEM_STATUS.regionRestricted),
]);
export type SystemStatusCode = Static<typeof SystemStatusCode>;

/** The visitor's view of the site state; a listed IP is region restricted whatever the stored status. */
export const SystemStatus = Type.Object({
  status: SystemStatusCode,
  title: NullableText,
  message: NullableText,
  /** ISO time the maintenance is expected to end. */
  maintenanceEnd: NullableText,
  ip: Type.String(),
});
export type SystemStatus = Static<typeof SystemStatus>;

/** Every whitelabel flag of spec §3, each present. */
export const Whitelabel = Type.Object(
  Object.fromEntries(WHITELABEL_MOD_IDS.map((id) => [id, Type.Boolean()])) as { [K in WhitelabelModId]: TBoolean },
);
export type Whitelabel = Static<typeof Whitelabel>;

/** A length bound of a field rule; '*' means no bound. */
export const LengthBound = Type.Union([Type.Integer(), Type.Literal('*')]);
export type LengthBound = Static<typeof LengthBound>;

/** Spec §3 "Validation config per field": the same object the API checks the form with. */
export const FieldRule = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  /** A regular expression (JavaScript syntax, matched with the `u` flag) the whole value must match. */
  acceptedPattern: Type.String(),
  /** The pattern family; the message for it is keyed by this id (client and server). */
  patternId: Type.String(),
  minLength: LengthBound,
  maxLength: LengthBound,
});
export type FieldRule = Static<typeof FieldRule>;

/** The site's rule for every registration field (`GET /wps/system/setting/register`, `info.register`). */
export const RegisterRules = Type.Object(
  Object.fromEntries(REGISTER_FIELDS.map((field) => [field, FieldRule])) as { [K in RegisterField]: typeof FieldRule },
);
export type RegisterRules = Static<typeof RegisterRules>;

/** A host the site answers on (the client's domain check, spec §8). */
export const DomainRoute = Type.Object({ domain: Type.String(), route: Type.String() });
export type DomainRoute = Static<typeof DomainRoute>;

export const DomainRoutes = Type.Array(DomainRoute);
export type DomainRoutes = Static<typeof DomainRoutes>;

/** `path` travels encrypted (docs/wire-contract.md); the client decrypts it with the merchant code. */
export const CustomerServiceLink = Type.Object({ csType: Type.String(), title: Type.String(), path: Type.String() });
export type CustomerServiceLink = Static<typeof CustomerServiceLink>;

export const SiteResource = Type.Object({ resourceType: Type.String(), url: Type.String(), labelNameEn: Type.String() });
export type SiteResource = Static<typeof SiteResource>;

/** `value.info` of the site config the shell loads first (spec §3 "Permission response info"). */
export const SiteInfo = Type.Object({
  customerService: Type.Array(CustomerServiceLink),
  domainRoute: DomainRoutes,
  resources: Type.Array(SiteResource),
  whitelabel: Whitelabel,
  register: RegisterRules,
  mainDomain: Type.String(),
  analytics: Type.Object({ gtagId: NullableText }),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  location: Type.Object({ ip: Type.String() }),
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  maintenanceEnd: NullableText,
  /** Referral ("refer and earn") runs: a REFERRAL promotion is open with budget left; the shell shows the invite links only then. */
  referral: Type.Object({ enabled: Type.Boolean() }),
});
export type SiteInfo = Static<typeof SiteInfo>;

export const SitePermission = Type.Object({ info: SiteInfo });
export type SitePermission = Static<typeof SitePermission>;

/**
 * The boot answers the portal page carries for its default merchant (a `<script type="application/json"
 * id="portal-boot">` written by the API), so the shell's first screen does not wait a round trip for
 * them: the same values the three boot calls would answer at that moment.
 */
export const PageBoot = Type.Object({
  merchant: Type.String(),
  permission: SitePermission,
  domainRoutes: DomainRoutes,
  status: SystemStatus,
  /** On the home page, its first banner's picture (its largest), to draw before the banners' call answers. */
  homeBannerUrl: Type.Union([Type.String(), Type.Null()]),
});
export type PageBoot = Static<typeof PageBoot>;

/* Ops (with `ADMIN_TOKEN`, header `Admin-Token`; the e2e suite drives them). */

export const AdminStatusBody = Type.Object(
  {
    status: SystemStatusCode,
    title: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    message: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    maintenanceEnd: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AdminStatusBody = Static<typeof AdminStatusBody>;

/** The stored status. */
export const AdminStatus = Type.Object({ status: SystemStatusCode, title: NullableText, message: NullableText, maintenanceEnd: NullableText });
export type AdminStatus = Static<typeof AdminStatus>;

/** Visitor IPs that get the region-block page. */
export const RegionBlock = Type.Object({ ips: Type.Array(Type.String()) });
export type RegionBlock = Static<typeof RegionBlock>;

export const AdminRegionBlockBody = Type.Object(
  { ips: Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Fa-f.:]+$' }), { maxItems: 10000 }) },
  { additionalProperties: false },
);
export type AdminRegionBlockBody = Static<typeof AdminRegionBlockBody>;

/** The flags given are merged into the site's. An unknown flag is refused (not dropped): a typo must not look like a success. */
export const AdminWhitelabelBody = Type.Object(
  {
    flags: Type.Unsafe<Partial<Whitelabel>>({
      type: 'object',
      propertyNames: { enum: [...WHITELABEL_MOD_IDS] },
      additionalProperties: { type: 'boolean' },
    }),
  },
  { additionalProperties: false },
);
export type AdminWhitelabelBody = Static<typeof AdminWhitelabelBody>;

/** An outside channel's address (Telegram, WhatsApp…): an https link, shown to every visitor. */
const ChannelUrl = Type.String({ minLength: 9, maxLength: 500, pattern: '^https://[^\\s]+$' });
const ChannelCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_]+$' });

/**
 * Ops: the site's customer-service channels and resource links, each list replaced whole when given
 * (order kept). `customerService` feeds the side menu and the customer-service popup (`FACEBOOK`,
 * `TELEGRAM`, `WHATSAPP`), `resources` the floating bar (`TELEGRAM`, `TELEGRAM1`, `WHATSAPP`). Live chat
 * is the site's own chat (`CBS_launchChat`), not a link: a `LIVECHAT` entry is kept but never offered.
 */
export const AdminServiceChannelsBody = Type.Object(
  {
    customerService: Type.Optional(
      Type.Array(Type.Object({ csType: ChannelCode, title: Type.String({ maxLength: 100 }), path: ChannelUrl }, { additionalProperties: false }), { maxItems: 20 }),
    ),
    resources: Type.Optional(
      Type.Array(Type.Object({ resourceType: ChannelCode, url: ChannelUrl, labelNameEn: Type.String({ maxLength: 100 }) }, { additionalProperties: false }), { maxItems: 20 }),
    ),
  },
  { additionalProperties: false },
);
export type AdminServiceChannelsBody = Static<typeof AdminServiceChannelsBody>;

/** The stored channels, links in the clear (ops' view; visitors get `path` encrypted). */
export const ServiceChannels = Type.Object({ customerService: Type.Array(CustomerServiceLink), resources: Type.Array(SiteResource) });
export type ServiceChannels = Static<typeof ServiceChannels>;

export const AdminOutboxQuery = Type.Object({ to: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) });
export type AdminOutboxQuery = Static<typeof AdminOutboxQuery>;

/** A message the outbox sent (SMS or e-mail), with the code it carried. */
export const OutboxMessage = Type.Object({
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  to: Type.String(),
  subject: NullableText,
  body: Type.String(),
  code: NullableText,
  createdAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

export const OutboxMessages = Type.Array(OutboxMessage);
export type OutboxMessages = Static<typeof OutboxMessages>;

/** A host name (no scheme, port or path): dot-separated labels of letters, digits and inner hyphens. */
const HostName = Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$' });

/**
 * Ops: the site's main domain, the host the domain check of spec §8 expects (with its sub-domains and
 * the domain routes): a visitor on any other host sees 'Invalid URL, please contact customer
 * service'. Null: none set, every host is the site's (the check cannot fail).
 */
export const AdminMainDomainBody = Type.Object({ mainDomain: Type.Union([HostName, Type.Null()]) }, { additionalProperties: false });
export type AdminMainDomainBody = Static<typeof AdminMainDomainBody>;

/** The stored main domain (lower case), or null when none is set. */
export const MainDomain = Type.Object({ mainDomain: NullableText });
export type MainDomain = Static<typeof MainDomain>;
