import type { SendGiftBody } from '@platform/contracts';
import type { AppContext } from '../../context';
import { AppError, errors } from '../../errors';
import { randomHex } from '../../lib/secrets';
import type { AccountRow } from '../accounts/repository';
import { giftPicture } from './catalogue-art';
import { parseRecipientRef } from './recipient-ref';
import type { RoomAnnouncer } from './room-announcer';
import { GiftRepository, type CatalogueRow, type GiftRow } from './repository';

export const MAX_GIFT_MESSAGE = 200;
export const MAX_DONATION = 1_000_000;

export function catalogueJson(row: CatalogueRow) {
  return { id: row.id, name: { en: row.name_en, vi: row.name_vi }, price: Number(row.price), picture: giftPicture(row.art) };
}

export function giftJson(row: GiftRow, catalogue: Map<string, CatalogueRow>) {
  const item = row.gift_id ? catalogue.get(row.gift_id) : undefined;
  return {
    id: String(row.id),
    kind: row.kind,
    gift: item ? catalogueJson(item) : null,
    amount: Number(row.amount),
    message: row.message,
    room_alias: row.room_alias,
    transfer_id: row.transfer_id,
    from: { account_id: row.sender_account_id, display_name: row.sender_name },
    to: { account_id: row.receiver_account_id, display_name: row.receiver_name },
    created_at: new Date(row.created_at).toISOString(),
  };
}

export type GiftJson = ReturnType<typeof giftJson>;

export interface Recipient {
  account: Pick<AccountRow, 'id' | 'account_id' | 'display_name'>;
  /** How they were named: their account, as an event's host, as a speaker, or as a call participant. */
  via: 'account' | 'host' | 'speaker' | 'participant';
  display_name: string;
  event_topic: string | null;
}

const receiverUnavailable = () => new AppError(404, 'gift_receiver_unavailable', 'This person cannot receive gifts yet.', 'to');
const receiverNotFound = () => new AppError(404, 'gift_receiver_not_found', 'No host or speaker found for this link.', 'to');

/**
 * Gifts and donations: the catalogue, finding who a link names, and sending, which debits the
 * sender and credits the receiver in one transaction through the wallet ledger.
 */
export class GiftService {
  readonly repository: GiftRepository;

  /** `rooms`: the call's rooms, which announce a gift to the admitted participants of a live call. */
  constructor(
    private readonly ctx: AppContext,
    private readonly rooms: RoomAnnouncer | null = null,
  ) {
    this.repository = new GiftRepository(ctx.db);
  }

  async catalogue() {
    return (await this.repository.catalogue()).map(catalogueJson);
  }

  private async catalogueMap() {
    return new Map((await this.repository.catalogue()).map((row) => [row.id, row]));
  }

  /** Who an account id, alias or link names: an account, an event's host, or a speaker with an account. */
  async resolve(raw: string): Promise<Recipient> {
    const ref = parseRecipientRef(raw);
    if (!ref) throw receiverNotFound();
    const { accounts, conferences } = this.ctx;
    if (ref.kind === 'any') {
      const account = await accounts.repository.byAccountId(ref.value.toLowerCase());
      if (account) return { account, via: 'account', display_name: account.display_name, event_topic: null };
    }
    const speakerAlias = ref.kind === 'speaker' ? ref.speakerAlias : ref.value;
    const speaker = await conferences.repository.speakerByAlias(speakerAlias);
    if (speaker) {
      const account = await accounts.repository.byEmail(speaker.email.toLowerCase());
      if (!account) throw receiverUnavailable();
      const event = await conferences.repository.byId(speaker.event_id);
      return { account, via: 'speaker', display_name: speaker.name, event_topic: event?.topic ?? null };
    }
    if (ref.kind === 'any') {
      const event = await conferences.repository.byAlias(ref.value);
      if (event) {
        const host = await accounts.repository.byId(event.host_id);
        if (host) return { account: host, via: 'host', display_name: host.display_name, event_topic: event.topic };
      }
    }
    throw receiverNotFound();
  }

  /** A participant of a live call, by the member id the signal controller gave them. */
  resolveMember(roomAlias: string, memberId: string): Promise<Recipient> {
    const member = this.ctx.signal.member(memberId);
    if (!member || member.alias !== roomAlias) throw new AppError(404, 'gift_receiver_not_found', 'That person is not in this call.', 'to');
    if (member.accountId === null) throw receiverUnavailable();
    return this.ctx.accounts.repository.byId(member.accountId).then((account) => {
      if (!account) throw receiverUnavailable();
      return { account, via: 'participant' as const, display_name: member.displayName, event_topic: null };
    });
  }

  /**
   * Sends a gift (a catalogue item at its price) or a donation (an amount). Debit and credit are a
   * pair of ledger entries in the same transaction as the gift row; the sender's idempotency key
   * makes a retry return the first result instead of paying twice.
   */
  async send(sender: AccountRow, input: SendGiftBody) {
    const key = input.idempotency_key.trim();
    if (key.length < 8) throw errors.invalidInput('idempotency_key');
    const message = input.message?.trim() ? input.message.trim().slice(0, MAX_GIFT_MESSAGE) : null;

    let giftId: string | null = null;
    let amount: number;
    if (input.gift_id) {
      const item = await this.repository.catalogueItem(input.gift_id);
      if (!item) throw errors.invalidInput('gift_id', 'This gift is not available.');
      giftId = item.id;
      amount = Number(item.price);
    } else {
      if (input.amount === undefined) throw errors.fieldRequired('amount');
      if (!Number.isSafeInteger(input.amount) || input.amount < 1 || input.amount > MAX_DONATION) {
        throw errors.invalidInput('amount', `Amount must be a whole number from 1 to ${MAX_DONATION}.`);
      }
      amount = input.amount;
    }

    const roomAlias = input.room_alias?.trim() || null;
    let recipient: Recipient;
    if (input.to_member_id) {
      if (!roomAlias) throw errors.fieldRequired('room_alias');
      recipient = await this.resolveMember(roomAlias, input.to_member_id);
    } else if (input.to?.trim()) {
      recipient = await this.resolve(input.to);
    } else {
      throw errors.fieldRequired('to');
    }
    const receiverId = Number(recipient.account.id);
    if (receiverId === Number(sender.id)) throw new AppError(400, 'gift_self', 'You cannot send a gift to yourself.', 'to');

    const earlier = await this.repository.bySenderKey(sender.id, key);
    if (earlier) return this.replay(earlier, { receiverId, giftId, amount });

    const kind = giftId ? 'gift' : 'donation';
    const transferId = randomHex(12);
    const { wallet } = this.ctx;
    const outcome = await this.ctx.db.transaction(async (tx) => {
      await this.repository.lockAccounts(tx, [sender.id, receiverId]);
      const giftRowId = await this.repository.insert(tx, {
        senderId: sender.id,
        receiverId,
        giftId,
        amount,
        message,
        kind,
        roomAlias,
        transferId,
        idempotencyKey: key,
      });
      if (giftRowId === null) return { replayOf: true as const };
      const debit = await wallet.repository.apply(tx, {
        accountId: sender.id,
        amount: -amount,
        kind,
        idempotencyKey: `gift:${key}`,
        transferId,
        counterpartyId: receiverId,
        note: message,
      });
      if (!debit) throw errors.balanceInsufficient();
      const credit = await wallet.repository.apply(tx, {
        accountId: receiverId,
        amount,
        kind,
        idempotencyKey: `gift-in:${transferId}`,
        transferId,
        counterpartyId: sender.id,
        note: message,
      });
      if (!credit || debit.replayed || credit.replayed) throw new Error('ledger out of step with gifts');
      return { giftRowId, balance: debit.entry.balance_after };
    });
    if ('replayOf' in outcome) {
      const first = await this.repository.bySenderKey(sender.id, key);
      return this.replay(first!, { receiverId, giftId, amount });
    }
    const row = (await this.repository.byId(outcome.giftRowId))!;
    const gift = giftJson(row, await this.catalogueMap());
    this.announce(gift, recipient, input.to_member_id ?? null);
    return { gift, balance: Number(outcome.balance), replayed: false };
  }

  private async replay(row: GiftRow, expected: { receiverId: number; giftId: string | null; amount: number }) {
    if (Number(row.receiver_id) !== expected.receiverId || row.gift_id !== expected.giftId || Number(row.amount) !== expected.amount) {
      throw new AppError(409, 'idempotency_conflict', 'This request key was already used for a different gift.', 'idempotency_key');
    }
    const gift = giftJson(row, await this.catalogueMap());
    return { gift, balance: await this.ctx.wallet.repository.balance(row.sender_id), replayed: true };
  }

  /** Tells the receiver (notification, pushed live) and, for a gift in a call, everyone in the room. */
  private announce(gift: GiftJson, recipient: Recipient, toMemberId: string | null) {
    const what = gift.gift ? `${gift.gift.name.en} (${gift.amount})` : `${gift.amount}`;
    const body = `${gift.from.display_name} sent you ${what}${gift.message ? `: ${gift.message}` : ''}`;
    const key = gift.kind === 'gift' ? 'giftReceived' : 'donationReceived';
    const text = {
      title_key: `${key}.title`,
      body_key: gift.message ? `${key}.bodyWithMessage` : `${key}.body`,
      // The gift's name in every language the product speaks: the reader's app picks its own.
      params: { from: gift.from.display_name, gift: gift.gift?.name ?? null, amount: gift.amount, message: gift.message ?? '' },
    };
    void this.ctx.notifications
      .create(
        Number(recipient.account.id),
        gift.kind === 'gift' ? 'You received a gift' : 'You received a donation',
        body,
        { type: 'gift.received', gift },
        text,
      )
      .catch(() => undefined);
    if (gift.room_alias) {
      this.rooms?.announce(gift.room_alias, { type: 'gift.received', gift, to_member_id: toMemberId, to_name: recipient.display_name });
    }
  }

  async received(receiverId: number, query: { from_id?: string; limit?: number }) {
    const limit = !query.limit ? 20 : Math.min(query.limit, 100);
    if (query.from_id && !/^[0-9]{1,15}$/.test(query.from_id)) throw errors.invalidInput('from_id');
    const rows = await this.repository.received(receiverId, query.from_id ? Number(query.from_id) : null, limit);
    const catalogue = await this.catalogueMap();
    return {
      items: rows.map((row) => giftJson(row, catalogue)),
      next_from_id: rows.length === limit ? String(rows[rows.length - 1].id) : null,
    };
  }

  /** Gift details for wallet entries, by their transfer ids (only transfers the viewer took part in). */
  async byTransfers(viewerId: number, transferIds: string[]) {
    const ids = [...new Set(transferIds.filter((id) => /^[0-9a-f]{1,64}$/.test(id)))].slice(0, 100);
    if (ids.length === 0) return { items: [] };
    const catalogue = await this.catalogueMap();
    return { items: (await this.repository.byTransferIds(viewerId, ids)).map((row) => giftJson(row, catalogue)) };
  }
}
