import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { object, required, responses } from '../../lib/schema';
import type { RoomController } from './controller';

const resumeResponse = { type: 'object', properties: { ticket: { type: 'string' }, member_id: { type: 'string' }, expires_in: { type: 'number' } } } as const;

/** Room REST under /signal: a fresh socket ticket for a member who reconnects after theirs expired. */
export async function roomRoutes(app: FastifyInstance, ctx: AppContext, rooms: RoomController) {
  app.post<{ Body: { member_id: string; resume_token: string } }>('/member/v1/resume', {
    schema: {
      tags: ['signal'], summary: 'Reconnect to a room as the same member (keeps role and place)',
      body: object({ member_id: required(64), resume_token: required(64) }, ['member_id', 'resume_token']),
      response: responses(resumeResponse, [400, 404]),
    },
  }, async (request) => {
    const { member_id: memberId, resume_token: token } = request.body;
    const ticket = rooms.canResume(memberId, token) ? ctx.signal.reissue(memberId) : null;
    if (!ticket) throw new AppError(404, 'resume_expired', 'Your place in the room has expired. Please join again.');
    return { ticket, member_id: memberId, expires_in: 120 };
  });
}
