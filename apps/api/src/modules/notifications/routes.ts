import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorBody,
  NotificationCount,
  NotificationDeleteBody,
  NotificationPage,
  NotificationReadStatusBody,
  NotificationsDeleted,
  NotificationsUpdated,
  PageQuery,
} from '@platform/contracts';
import type { AppContext } from '../../context';
import { bearer } from '../../lib/schema';

/** Notifications, mounted under /notification. */
export async function notificationRoutes(scope: FastifyInstance, ctx: AppContext) {
  const { notifications, auth } = ctx;
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['notifications'];

  app.get(
    '/message/get',
    {
      schema: {
        tags,
        summary: 'A page of notifications, newest first',
        security: bearer,
        querystring: PageQuery,
        response: { 200: NotificationPage, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => notifications.page(await auth.requiredAccountId(request), request.query),
  );

  app.post(
    '/message/update-read-status',
    {
      schema: {
        tags,
        summary: 'Mark notifications (ids, or all) read or unread',
        security: bearer,
        body: NotificationReadStatusBody,
        response: { 200: NotificationsUpdated, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => notifications.updateReadStatus((await auth.required(request)).account.id, request.body),
  );

  app.post(
    '/message/delete',
    {
      schema: {
        tags,
        summary: 'Delete notifications',
        security: bearer,
        body: NotificationDeleteBody,
        response: { 200: NotificationsDeleted, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => notifications.delete((await auth.required(request)).account.id, request.body.ids),
  );

  app.get(
    '/message/count',
    {
      schema: { tags, summary: 'Count of unread notifications', security: bearer, response: { 200: NotificationCount, 401: ApiErrorBody } },
    },
    async (request) => ({ count: await notifications.countUnread(await auth.requiredAccountId(request)) }),
  );
}
