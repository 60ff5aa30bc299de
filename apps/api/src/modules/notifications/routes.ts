import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bearer, responses } from '../../lib/schema';
import * as s from './schema';

/** Notifications, mounted under /notification. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { notifications, auth } = ctx;
  const tags = ['notifications'];

  app.get<{ Querystring: { from_id?: string; limit?: number } }>('/message/get', {
    schema: { tags, summary: 'A page of notifications, newest first', security: bearer, querystring: s.pageQuery, response: responses(s.pageResponse, [400, 401]) },
  }, async (request) => notifications.page(await auth.requiredAccountId(request), request.query));

  app.post<{ Body: { ids?: unknown[]; all?: boolean; is_read?: boolean } }>('/message/update-read-status', {
    schema: { tags, summary: 'Mark notifications (ids, or all) read or unread', security: bearer, body: s.readStatusBody, response: responses(s.changedResponse, [400, 401]) },
  }, async (request) => notifications.updateReadStatus((await auth.required(request)).account.id, request.body));

  app.post<{ Body: { ids: unknown[] } }>('/message/delete', {
    schema: { tags, summary: 'Delete notifications', security: bearer, body: s.deleteBody, response: responses(s.changedResponse, [400, 401]) },
  }, async (request) => notifications.delete((await auth.required(request)).account.id, request.body.ids));

  app.get('/message/count', {
    schema: { tags, summary: 'Count of unread notifications', security: bearer, response: responses(s.countResponse, [401]) },
  }, async (request) => ({ count: await notifications.countUnread(await auth.requiredAccountId(request)) }));
}
