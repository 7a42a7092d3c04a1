/** Members (their rows and lookups, info, language, the security centre) and the register rules of a site. */
export { AGENT_TYPES, MEMBER_LOGIN_TYPES, MEMBER_TYPE, normalizeAccount } from './member-types';
export { checkRegisterForm, checkRule, isBlank, loadRegisterRules, REGISTER_RULES, registerRulesFor, type RegisterField, type RegisterRules } from './register-rules';
export {
  changeMember,
  insertMemberRow,
  memberByAccount,
  memberByAffiliateCode,
  memberById,
  memberByMobile,
  memberInfo,
  recordMemberLogin,
  setLanguage,
  type NewMemberInput,
} from './service';
export { assertNotFrozen, owedByMember } from './frozen';
export { avatarUrlOf } from './avatar';
