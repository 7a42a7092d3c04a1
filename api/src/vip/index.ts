/** VIP: levels by lifetime valid bet, upgrade bonuses and rank salaries into the reward centre (a job and on read), the manual rebate (MANPLAYREB3). */
export { registerVipJobs, runVipJobs, runScheduledVipJobs, VIP_JOB_INTERVAL_MS } from './jobs';
export { vipFlags } from './status';
export { VIP_LEVELS, vipLevelOf, vipName, type VipLevel } from './levels';
export { VIP_PROMOTIONS } from './promotions';
