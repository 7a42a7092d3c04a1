import { APPLICATION_IMAGES_MAX, type PromotionDecideAnswer, type PromotionDecideBody, type PromotionJoinAnswer, type PromotionJoinBody } from '@portal/shared/contracts';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, MemberRow } from '../db/schema';
import { ApiError, validationFailed } from '../http/api-error';
import { readUploadedImage, type UploadedImage } from '../http/image-data-url';
import { qualify } from './grants';
import { ineligibleError } from './eligibility';
import { joinerFacts, joinRefusal } from './joinable';
import { findPromotion } from './reads';
import { kindOf, rulesOf } from './rules';

type Refusal = 'promotion.joined' | 'promotion.application.none';
const refused = (key: Refusal) => new ApiError(400, key, key);

interface Application {
  comment: string;
  images: UploadedImage[];
}

/** An application's comment (required, ≤ 140 by the schema) and images, each checked by its content and re-encoded. */
async function applicationOf(body: PromotionJoinBody): Promise<Application> {
  const comment = (body.comment ?? '').trim();
  if (comment.length === 0) throw validationFailed('comment', 'promotion.comment.required');
  const images = body.images ?? [];
  if (images.length > APPLICATION_IMAGES_MAX) throw validationFailed('images', 'promotion.images');
  // One after another: each decode holds a picture's pixels in memory.
  const read: UploadedImage[] = [];
  for (const image of images) read.push(await readUploadedImage(image, 'images', 'promotion.images'));
  return { comment, images: read };
}

/**
 * MCSFE_signUpPromotionJoin: joins once (a unique participation). A sign-up activity waits for the
 * operator (APPLYING), with its application when its rules ask for one; the others are signed up at
 * once, and a raffle hands out its tickets. An nth-deposit bonus is refused to a member who has made
 * that deposit already (it could never be earned). Kinds that take part by themselves (register,
 * Zalo, VIP, rebate, missions, referral) are not joined.
 */
export async function joinPromotion(
  ctx: AppContext,
  member: Pick<MemberRow, 'id' | 'merchant_id' | 'created_at'>,
  body: PromotionJoinBody,
  now: Date,
  /** The caller's transaction (a deposit that opts into a bonus joins with its order, or neither happens). */
  within?: Transaction<Database>,
): Promise<PromotionJoinAnswer> {
  const db = within ?? ctx.db;
  const promotion = await findPromotion(db, member.merchant_id, body.promotionId);
  const kind = kindOf(promotion);
  // The cards' rule too (joinable.ts): a card offers Join only when this finds nothing.
  const refusal = await joinRefusal(db, promotion, await joinerFacts(db, member), now);
  if (refusal?.ineligible) throw ineligibleError(refusal.ineligible, promotion, member.id);
  if (refusal) throw new ApiError(400, refusal.key, refusal.key, refusal.params ?? null, null, refusal.params ?? null);
  // Checked before anything is written, so a bad image loses nothing and the member can try again.
  const application = kind === 'SIGNUP' && rulesOf(promotion).application ? await applicationOf(body) : null;
  const status = kind === 'SIGNUP' ? 'APPLYING' : 'SIGNED_UP';
  const at = now.toISOString();
  const write = async (trx: Transaction<Database>) => {
    const joined = await trx
      .insertInto('promotion_member')
      .values({ promotion_id: promotion.id, member_id: member.id, status, joined_at: at })
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!joined) throw refused('promotion.joined');
    if (application) {
      const saved = await trx.insertInto('promotion_application').values({ participation_id: joined.id, comment: application.comment, created_at: at }).returning('id').executeTakeFirstOrThrow();
      for (const [index, image] of application.images.entries()) {
        await trx
          .insertInto('promotion_application_image')
          .values({ application_id: saved.id, position: index + 1, mime: image.mime, sha256: image.sha256, data_base64: image.bytes.toString('base64') })
          .execute();
      }
    }
    if (status === 'SIGNED_UP') await qualify(trx, promotion, member.id, at);
  };
  if (within) await write(within);
  else await ctx.db.transaction().execute(write);
  return { promotionId: promotion.id, status };
}

/** Ops: the decision on an application; an approval issues the activity's bonus and tickets once. */
export async function decideApplication(ctx: AppContext, body: PromotionDecideBody, now: Date): Promise<PromotionDecideAnswer> {
  const promotion = await ctx.db.selectFrom('promotion').selectAll().where('id', '=', body.promotionId).executeTakeFirst();
  if (!promotion) throw new ApiError(404, 'promotion.not.found', 'promotion.not.found');
  const member = await ctx.db.selectFrom('member').select('id').where('merchant_id', '=', promotion.merchant_id).where('account', '=', body.account).executeTakeFirst();
  if (!member) throw new ApiError(404, 'promotion.member.not.found', 'promotion.member.not.found');
  const status = body.decision === 'APPROVE' ? 'SIGNED_UP' : 'REJECTED';
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('promotion_member')
      .set({ status, decided_at: at })
      .where('promotion_id', '=', promotion.id)
      .where('member_id', '=', member.id)
      .where('status', '=', 'APPLYING')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) throw refused('promotion.application.none');
    if (status === 'SIGNED_UP') await qualify(trx, promotion, member.id, at);
  });
  return { promotionId: promotion.id, memberId: member.id, status };
}
