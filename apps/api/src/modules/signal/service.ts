import type { SignalAuthBody } from '@platform/contracts';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { safeEqual } from '../../lib/secrets';
import type { AccountRow } from '../accounts/repository';
import { OrganisationRepository } from './repository';
import type { MemberRole } from '../rooms/sockets/room-registry';

/** Signal auth: checks the event and its passcode, then admits a member with a socket ticket. */
export async function authenticateMember(ctx: AppContext, input: SignalAuthBody, account: AccountRow | null, clientKey: string) {
  const displayName = input.display_name.trim();
  if (!displayName) throw errors.fieldRequired('display_name');
  const event = await ctx.conferences.byAlias(input.alias);
  const isHost = account?.id === event.host_id || (!!input.host_key && safeEqual(input.host_key, event.host_key));
  let role: MemberRole = isHost ? 'host' : 'participant';
  // A speaker link is a secret only its speaker received: it admits them as a presenter, without the passcode.
  if (!isHost && (await ctx.conferences.invitedSpeaker(event, input.speaker))) role = 'speaker';
  if (role === 'participant') await ctx.conferences.checkPasscode(event, input.passcode, account?.id ?? null, clientKey);
  const { ticket, memberId } = await ctx.signal.admit({
    alias: event.alias,
    displayName: displayName.slice(0, 100),
    accountId: account?.id ?? null,
    role,
    deviceId: input.device_id || null,
  });
  return {
    ticket,
    member_id: memberId,
    role,
    alias: event.alias,
    expires_in: 120,
    media: ctx.config.livekit ? ('livekit' as const) : ('mesh' as const),
  };
}

/** find-domain takes a domain or an e-mail address. */
export async function findOrganisation(ctx: AppContext, raw: string) {
  const domain = raw
    .trim()
    .toLowerCase()
    .split('@')
    .pop()!
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  if (!domain) throw errors.fieldRequired('domain');
  const organisation = await new OrganisationRepository(ctx.db).byDomain(domain);
  if (!organisation) throw errors.notFound('Organisation');
  return organisation;
}
