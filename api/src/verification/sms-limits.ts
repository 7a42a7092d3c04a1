import { siteDay, type SmsQuotaStatus } from '@portal/shared/contracts';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { claimSmsQuota, claimSmsSend, deleteSmsSendsBefore, smsSentOn, type SmsSendScope } from './queries';

/*
 * The site's SMS of a day (its time zone) are capped by SMS_DAILY_QUOTA on every instance, and so that
 * no one can spend the whole day's for everyone (mobile registration, reset by mobile, SMS login and
 * the second factor), each number, each member and each address has a day's limit of its own, every
 * one below the quota: at most half of it, and at most 10 SMS to one number, 10 for one member (the
 * one who asks for a bind code, or whose number the code is for), 50 from one address (more than one
 * person may share an address: a mobile carrier's, an office's). Past a limit: 429 `sms.limit`; past
 * the quota: 403 `sms.quota`. Nothing is sent then, and nothing is counted.
 */

export const SMS_LIMITS: Readonly<Record<SmsSendScope, number>> = { number: 10, member: 10, address: 50 };

/** Each limit below the quota (at most half of it), so no one of them can use it all; at least 1. */
export function smsLimitsFor(quota: number): Record<SmsSendScope, number> {
  const cap = Math.max(1, Math.floor(quota / 2));
  return { number: Math.min(SMS_LIMITS.number, cap), member: Math.min(SMS_LIMITS.member, cap), address: Math.min(SMS_LIMITS.address, cap) };
}

const overLimit = () => new ApiError(429, 'sms.limit', 'sms.limit');
const overQuota = () => new ApiError(403, 'sms.quota', 'sms.quota');

/**
 * Counts one SMS to `to` (for `memberId`, from the caller's address) against its limits and the site's
 * quota, all or none: one transaction, each count an upsert that passes only while under its limit,
 * so however many instances send at once no count goes past its limit, and a refused send counts
 * nowhere. Throws `sms.limit` or `sms.quota`.
 */
export async function claimSmsSendOfDay(ctx: AppContext, caller: Caller, to: string, memberId: number | null, nowMs: number): Promise<void> {
  const merchantId = caller.merchant.id;
  const day = siteDay(nowMs);
  const limits = smsLimitsFor(ctx.config.smsDailyQuota);
  await deleteSmsSendsBefore(ctx.db, merchantId, day);
  // Always in this order (number, member, address, the site): two sends never wait on each other's rows.
  const counts: [SmsSendScope, string][] = [['number', to]];
  if (memberId !== null) counts.push(['member', String(memberId)]);
  counts.push(['address', caller.ip]);
  await ctx.db.transaction().execute(async (trx) => {
    for (const [scope, subject] of counts) if (!(await claimSmsSend(trx, merchantId, day, scope, subject, limits[scope]))) throw overLimit();
    if (!(await claimSmsQuota(trx, merchantId, day, ctx.config.smsDailyQuota))) throw overQuota();
  });
}

/** Ops: the site's SMS of today against its quota, and the limits under it. */
export async function smsQuotaStatus(ctx: AppContext, merchantId: number, nowMs: number): Promise<SmsQuotaStatus> {
  const day = siteDay(nowMs);
  const quota = ctx.config.smsDailyQuota;
  const sent = await smsSentOn(ctx.db, merchantId, day);
  return { day, quota, sent, remaining: Math.max(0, quota - sent), limits: smsLimitsFor(quota) };
}
