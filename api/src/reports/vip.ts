/*
 * The VIP table moved to its own domain (api/src/vip), which issues the upgrade bonus and the
 * rank salary; the credit report still reads a member's level from it.
 */
export { VIP_LEVELS, vipLevelOf, vipName, type VipLevel } from '../vip';
