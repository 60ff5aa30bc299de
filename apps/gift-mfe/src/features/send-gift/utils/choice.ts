/**
 * What a visitor picked on the gift or donation page, kept in the URL so that it survives the
 * trip through login (`/login?redirect=<this page with the choice>`).
 */
export interface GiftChoice {
  /** Whom: account id, alias or link, as typed. */
  to: string;
  /** A catalogue gift, or null for a custom amount (donation page). */
  giftId: string | null;
  /** The custom amount as typed (donation page). */
  amount: string;
  message: string;
}

export const MAX_MESSAGE_LENGTH = 200;

export const EMPTY_CHOICE: GiftChoice = { to: '', giftId: null, amount: '', message: '' };

/** Reads a choice from a query string (`?to=&gift=&amount=&message=`); `pathTo` wins over `to` (donation/:to). */
export function choiceFromSearch(search: string, pathTo?: string): GiftChoice {
  const query = new URLSearchParams(search);
  return {
    to: (pathTo ?? query.get('to') ?? '').trim(),
    giftId: query.get('gift')?.trim() || null,
    amount: (query.get('amount') ?? '').replace(/[^0-9]/g, '').slice(0, 9),
    message: (query.get('message') ?? '').slice(0, MAX_MESSAGE_LENGTH),
  };
}

/** The query string for a choice; empty parts are left out. */
export function choiceToSearch(choice: GiftChoice): string {
  const query = new URLSearchParams();
  if (choice.to.trim()) query.set('to', choice.to.trim());
  if (choice.giftId) query.set('gift', choice.giftId);
  else if (choice.amount.trim()) query.set('amount', choice.amount.trim());
  if (choice.message) query.set('message', choice.message.slice(0, MAX_MESSAGE_LENGTH));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Where a logged-out visitor goes to pay: login, then back to this page with the choice kept. */
export function loginUrlFor(pathname: string, choice: GiftChoice): string {
  return `/login?redirect=${encodeURIComponent(pathname + choiceToSearch(choice))}`;
}
