/** The site: status, permission, domain routes, settings, customer-service links and their ops endpoints. */
export { decryptCustomerServicePath, encryptCustomerServicePath } from './customer-service';
export { addFirstMerchant, merchantByCode, pageBoot, saveSiteSetting, siteSetting, whitelabelOf } from './service';
export { DEFAULT_SETTINGS, type FieldRuleOverride, type SettingKey, type SiteSettings, type WithdrawLimitsSetting } from './settings';
