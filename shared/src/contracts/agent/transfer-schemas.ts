// The agent's transfers to its direct downline: to one member, or a red envelope shared by several
// (AGENTRANSMULTDOWN3). Re-exported by ./schemas. Amounts are integer minor units.
import { Type, type Static } from '@sinclair/typebox';
import { MinorAmount, PaymentPassword, RequestId, X_MESSAGE } from '../common/schemas';
import { ENVELOPE_MAX_RECEIVERS, ENVELOPE_SPLITS } from './constants';

const MemberId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** From the agent's MAIN wallet to one direct downline's, with the agent's payment password. */
export const AgentTransferBody = Type.Object(
  { memberId: MemberId, amount: MinorAmount, paymentPassword: PaymentPassword, requestId: RequestId },
  { additionalProperties: false },
);
export type AgentTransferBody = Static<typeof AgentTransferBody>;

export const EnvelopeSplit = Type.Unsafe<(typeof ENVELOPE_SPLITS)[number]>({ type: 'string', enum: [...ENVELOPE_SPLITS] });
export type EnvelopeSplit = Static<typeof EnvelopeSplit>;

/**
 * A red envelope: `amount` in all, shared by the direct downlines `memberIds` (1 to 30, each once),
 * `equal` or `random` (the server draws the shares; each gets at least one minor unit).
 */
export const RedEnvelopeBody = Type.Object(
  {
    memberIds: Type.Array(MemberId, { minItems: 1, maxItems: ENVELOPE_MAX_RECEIVERS, uniqueItems: true, [X_MESSAGE]: 'agent.envelope.receivers' }),
    amount: MinorAmount,
    split: EnvelopeSplit,
    paymentPassword: PaymentPassword,
    requestId: RequestId,
  },
  { additionalProperties: false },
);
export type RedEnvelopeBody = Static<typeof RedEnvelopeBody>;

/** One receiver's share, in minor units. */
export const EnvelopeShare = Type.Object({ memberId: Type.Integer(), account: Type.String(), amount: Type.Integer() });
export type EnvelopeShare = Static<typeof EnvelopeShare>;

/** The agent's MAIN balance after the move; the shares in the order of `memberIds` (a retry answers the same). */
export const RedEnvelopeAnswer = Type.Object({ balance: Type.Integer(), split: EnvelopeSplit, shares: Type.Array(EnvelopeShare) });
export type RedEnvelopeAnswer = Static<typeof RedEnvelopeAnswer>;
