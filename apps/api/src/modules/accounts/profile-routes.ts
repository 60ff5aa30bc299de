import {
  AccountJson,
  AccountOk,
  AccountSync,
  AnySettings,
  ConferenceSettingBody,
  GeneralInfo,
  OptionalAnyBody,
  ProfileBody,
} from '@platform/contracts';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { bearer } from '../../lib/schema';
import { accountJson } from './account-json';
import { answers, type AccountApp } from './route-kit';

/** The signed-in account: details, profile, conference mode, push settings, sync; and the public product settings. */
export function profileRoutes(app: AccountApp, ctx: AppContext) {
  const { accounts, auth } = ctx;
  const tags = ['account'];

  app.get(
    '/api/account/details',
    {
      schema: { tags, summary: 'The signed-in account', security: bearer, response: answers(AccountJson, [401]) },
    },
    async (request) => {
      const found = await auth.optionalStrict(request);
      if (!found) throw errors.unauthorized();
      return accountJson(found.account);
    },
  );

  app.post(
    '/api/account/profile/update',
    {
      schema: {
        tags,
        summary: 'Update display name, company, name badge',
        security: bearer,
        body: ProfileBody,
        response: answers(AccountJson, [400, 401]),
      },
    },
    async (request) => accounts.updateProfile((await auth.required(request)).account, request.body),
  );

  app.post(
    '/api/account/setting/conference/update',
    {
      schema: {
        tags,
        summary: 'Conference mode: meeting or endtoend (anything else is stored as meeting)',
        security: bearer,
        body: ConferenceSettingBody,
        response: answers(AccountJson, [400, 401]),
      },
    },
    async (request) => accounts.updateConferenceMode((await auth.required(request)).account, request.body.conference_mode),
  );

  app.post(
    '/api/account/general-info',
    {
      schema: {
        tags,
        summary: 'Public product settings and limits',
        body: OptionalAnyBody,
        response: answers(GeneralInfo),
      },
    },
    async () => ({
      product: 'meet',
      languages: ['en', 'vi'],
      conference_modes: ['meeting', 'endtoend'],
      event_modes: ['conference', 'meeting', 'livestream', 'theater', 'endtoend'],
      limits: {
        meeting_participants: 10,
        conference_participants: 10_000,
        image_mb: 1,
        file_mb: 5,
        video_mb: 100,
      },
      media_transport: ctx.config.livekit ? 'livekit' : 'mesh',
      server_time: new Date().toISOString(),
    }),
  );

  app.post(
    '/api/account/push/general',
    {
      schema: {
        tags,
        summary: 'Save push-notification settings (device token, preferences)',
        security: bearer,
        body: AnySettings,
        response: answers(AccountOk, [400, 401]),
      },
    },
    async (request) => accounts.savePushSettings((await auth.required(request)).account, request.body ?? {}),
  );

  app.get(
    '/api/account/sync',
    {
      schema: {
        tags,
        summary: 'Account, unread notification count and balance in one call',
        security: bearer,
        response: answers(AccountSync, [401]),
      },
    },
    async (request) => {
      const { account } = await auth.required(request);
      return {
        account: accountJson(account),
        unread_notifications: await ctx.notifications.countUnread(account.id),
        wallet_balance: Number(account.wallet_balance),
        server_time: new Date().toISOString(),
      };
    },
  );
}
