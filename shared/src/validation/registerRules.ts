// The registration rules come from the server once and are kept in session storage (spec §5): every
// form of the tab reads the same copy, and it is fetched again whenever it is missing (a new tab, or
// after logout cleared session storage).
import { registerRules } from '../contracts';
import { http } from '@portal/kernel';
import { storage } from '../storage';
import type { FieldRule, FieldRules } from './rules';

/** Session-storage key of the cached rules. */
export const REGISTER_RULES_STORAGE_KEY = 'registerSetting';

let pending: Promise<FieldRules> | null = null;

function looksLikeRules(value: unknown): value is FieldRules {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((rule) => typeof rule === 'object' && rule !== null && typeof (rule as FieldRule).enabled === 'boolean');
}

/** The cached rules, if this tab has them. */
export function cachedRegisterRules(): FieldRules | undefined {
  const stored = storage.session.get<unknown>(REGISTER_RULES_STORAGE_KEY);
  return looksLikeRules(stored) ? stored : undefined;
}

/** The rules from session storage, or from the server (one request at a time) when they are missing. */
export function loadRegisterRules(): Promise<FieldRules> {
  const cached = cachedRegisterRules();
  if (cached) return Promise.resolve(cached);
  if (!pending) {
    pending = http
      .call(registerRules)
      .then((rules): FieldRules => {
        storage.session.set(REGISTER_RULES_STORAGE_KEY, rules);
        return rules;
      })
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}
