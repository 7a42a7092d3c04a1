/** Members (registration, info, language, the security centre) and the register rules of a site. */
export { AGENT_TYPES, MEMBER_LOGIN_TYPES, MEMBER_TYPE, normalizeAccount } from './member-types';
export { checkRule, isBlank, loadRegisterRules, REGISTER_RULES, registerRulesFor, type RegisterRules } from './register-rules';
export {
  addMember,
  changeMember,
  createMember,
  memberByAccount,
  memberByAffiliateCode,
  memberById,
  memberByMobile,
  recordMemberLogin,
  type NewMemberInput,
} from './service';
export { assertNotFrozen, owedByMember } from './frozen';
export { avatarUrlOf } from './avatar';
