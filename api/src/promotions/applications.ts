import type { PromotionApplicationList, PromotionStatus } from '@portal/shared/contracts';
import { ApiError } from '../http/api-error';
import type { Db } from './rules';

/** Where ops read an application's image (not JSON: the picture itself). */
export const applicationImagePath = (applicationId: number, position: number) => `/wps/admin/promotions/applications/${applicationId}/images/${position}`;

/** Ops: a promotion's applications, newest first, with the member's account and status. */
export async function listApplications(db: Db, promotionId: number): Promise<PromotionApplicationList> {
  const rows = await db
    .selectFrom('promotion_application as a')
    .innerJoin('promotion_member as pm', 'pm.id', 'a.participation_id')
    .innerJoin('member as m', 'm.id', 'pm.member_id')
    .select(['a.id', 'a.comment', 'a.created_at', 'pm.status', 'm.account'])
    .where('pm.promotion_id', '=', promotionId)
    .orderBy('a.id', 'desc')
    .limit(500)
    .execute();
  const images = rows.length === 0 ? [] : await db.selectFrom('promotion_application_image').select(['application_id', 'position']).where('application_id', 'in', rows.map((row) => row.id)).orderBy('position').execute();
  return rows.map((row) => ({
    applicationId: row.id,
    account: row.account,
    status: row.status as PromotionStatus,
    comment: row.comment,
    images: images.filter((image) => image.application_id === row.id).map((image) => applicationImagePath(row.id, image.position)),
    createdTime: row.created_at,
  }));
}

/** Ops: one image of an application, as stored (its type was checked by content on the way in). */
export async function applicationImage(db: Db, applicationId: number, position: number): Promise<{ mime: string; bytes: Buffer }> {
  const row = await db.selectFrom('promotion_application_image').select(['mime', 'data_base64']).where('application_id', '=', applicationId).where('position', '=', position).executeTakeFirst();
  if (!row) throw new ApiError(404, 'promotion.application.none', 'promotion.application.none');
  return { mime: row.mime, bytes: Buffer.from(row.data_base64, 'base64') };
}
