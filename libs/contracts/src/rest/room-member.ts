import { Type, type Static } from 'typebox';

/**
 * `POST /signal/member/v1/resume`: back into a room as the same member (keeps role and place). What the
 * browser still has on comes along: after a restart of the service, the member comes back with it.
 */
export const ResumeMemberBody = Type.Object(
  {
    member_id: Type.String({ minLength: 1, maxLength: 64 }),
    resume_token: Type.String({ minLength: 1, maxLength: 64 }),
    mic_on: Type.Optional(Type.Boolean()),
    camera_on: Type.Optional(Type.Boolean()),
    has_mic: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ResumeMemberBody = Static<typeof ResumeMemberBody>;

/** A fresh socket ticket for the same member. */
export const ResumedMember = Type.Object({ ticket: Type.String(), member_id: Type.String(), expires_in: Type.Number() });
export type ResumedMember = Static<typeof ResumedMember>;
