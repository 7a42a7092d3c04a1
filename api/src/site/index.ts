/** Sites: the merchant behind a code and each site's settings (read with their defaults, written by ops). Below every domain that reads a setting. */
export { addFirstMerchant, merchantByCode, saveSiteSetting, siteSetting, siteSettings, whitelabelOf } from './store';
export {
  DEFAULT_SETTINGS,
  STATUS_MAINTENANCE,
  STATUS_NORMAL,
  STATUS_REGION_BLOCKED,
  type FieldRuleOverride,
  type SettingKey,
  type SiteSettings,
  type SystemStatusCode,
  type WhitelabelFlags,
  type WithdrawLimitsSetting,
} from './settings';
