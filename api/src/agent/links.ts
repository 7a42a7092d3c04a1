import type { Kysely } from 'kysely';
import type { AccountKind, CreateLinkBody, InviteLink, InviteLinkPage, LinksQuery } from '@portal/shared/contracts';
import type { AgentLinkRow, Database, MemberRow } from '../db/schema';
import { isoNow } from '../db/time';
import { ApiError, validationFailed } from '../http/api-error';
import { newInvitationCode } from './codes';
import { countOnLink, disableLinkRow, findOwnLink, insertLink, pageOfLinks } from './link-queries';

/*
 * Invite links (referral link management). A link is an invitation code of its own besides the
 * agent's own code: registering with it (`affiliateCode`, the register window's existing path) puts
 * the new account under the agent as the link's kind, and counts on the link. The agent's own code
 * stays what it was (players, never disabled); links add kinds, labels, counts and a way to retire a
 * code that went too far, without touching the others.
 */

type Db = Kysely<Database>;

const linkNotFound = () => new ApiError(404, 'agent.link.not.found', 'agent.link.not.found');
export const invitationInvalid = () => new ApiError(400, 'affiliate.invalid', 'affiliate.invalid', { field: 'affiliateCode' });

/** Control characters have no place in a one-line label. */
const hasControlChar = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f');

function toLink(row: AgentLinkRow): InviteLink {
  return {
    id: row.id,
    code: row.code,
    path: `/register?affiliateCode=${row.code}`,
    kind: row.kind as AccountKind,
    name: row.name,
    status: row.enabled === 1 ? 'enabled' : 'disabled',
    registered: Number(row.registered),
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}

export async function createLink(db: Db, agent: MemberRow, body: CreateLinkBody): Promise<InviteLink> {
  const name = body.name?.trim() ?? '';
  if (hasControlChar(name)) throw validationFailed('name', 'agent.link.name');
  const code = await newInvitationCode(db, agent.merchant_id, 'L');
  return toLink(await insertLink(db, { merchantId: agent.merchant_id, agentId: agent.id, code, kind: body.kind, name: name || null, at: isoNow() }));
}

export async function listLinks(db: Db, agent: MemberRow, query: LinksQuery): Promise<InviteLinkPage> {
  const { pageNo, pageSize } = query;
  const enabled = query.status === 'enabled' ? 1 : query.status === 'disabled' ? 0 : null;
  const { rows, total } = await pageOfLinks(db, agent.id, enabled, (pageNo - 1) * pageSize, pageSize);
  return { content: rows.map(toLink), pageNum: pageNo, pageSize, totalPages: Math.ceil(total / pageSize), totalElements: total };
}

/** Disables one of the agent's links (again: no change); another agent's link is 404, as an unknown one. */
export async function disableLink(db: Db, agent: MemberRow, linkId: number): Promise<InviteLink> {
  if (!(await findOwnLink(db, agent.id, linkId))) throw linkNotFound();
  await disableLinkRow(db, linkId, isoNow());
  const row = await findOwnLink(db, agent.id, linkId);
  if (!row) throw linkNotFound();
  return toLink(row);
}

/** In the new member's transaction: one more registration on the link, or 'Invalid invitation code' if it was disabled meanwhile. */
export async function countLinkRegistration(trx: Db, linkId: number): Promise<void> {
  if (!(await countOnLink(trx, linkId))) throw invitationInvalid();
}
