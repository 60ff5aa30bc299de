import { EnterpriseStatusBody, EnterpriseStatusResult, OptionalAnyBody, TtsTicket } from '@platform/contracts';
import type { AppContext } from '../../context';
import { bearer } from '../../lib/schema';
import { randomToken } from '../../lib/secrets';
import { answers, type AccountApp } from './route-kit';

/** The call-centre agent account routes under /apiv1/enterprise. */
export function enterpriseRoutes(app: AccountApp, { accounts, auth }: AppContext) {
  app.post(
    '/apiv1/enterprise/status/update',
    {
      schema: {
        tags: ['enterprise'],
        summary: 'Call-centre agent status',
        security: bearer,
        body: EnterpriseStatusBody,
        response: answers(EnterpriseStatusResult, [400, 401]),
      },
    },
    async (request) => {
      const { account } = await auth.required(request);
      await accounts.repository.update(account.id, { enterprise_status: request.body.status });
      return { ok: true, status: request.body.status };
    },
  );

  app.post(
    '/apiv1/enterprise/login-tts',
    {
      schema: {
        tags: ['enterprise'],
        summary: 'A short-lived ticket for the call-centre text-to-speech session',
        security: bearer,
        body: OptionalAnyBody,
        response: answers(TtsTicket, [400, 401]),
      },
    },
    async (request) => {
      const { account } = await auth.required(request);
      return { ok: true, account_id: account.account_id, tts_token: randomToken(24), expires_in: 3600 };
    },
  );
}
