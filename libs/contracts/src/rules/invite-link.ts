/**
 * An event's invite link (the join page), built from the product's public origin: the one shape the
 * API's event answers and the call page's Invite dialog share.
 */
export const eventInviteLink = (base: string, alias: string) => `${base.replace(/\/+$/, '')}/j/${alias}`;

/** What Invite copies and shares: the link, and the passcode where the inviter knows it. */
export function invitationText(link: string, passcode: string | null | undefined, passcodeLabel: string): string {
  return passcode ? `${link}\n${passcodeLabel}: ${passcode}` : link;
}
