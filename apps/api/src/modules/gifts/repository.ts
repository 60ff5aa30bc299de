import type { Database, Queryable } from '../../db/database';

export interface CatalogueRow {
  id: string;
  name_en: string;
  name_vi: string;
  art: string;
  price: number;
}

export interface GiftRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  gift_id: string | null;
  amount: number;
  message: string | null;
  kind: 'gift' | 'donation';
  room_alias: string | null;
  transfer_id: string;
  idempotency_key: string;
  created_at: Date;
  sender_name: string;
  sender_account_id: string;
  receiver_name: string;
  receiver_account_id: string;
}

export interface NewGift {
  senderId: number;
  receiverId: number;
  giftId: string | null;
  amount: number;
  message: string | null;
  kind: 'gift' | 'donation';
  roomAlias: string | null;
  transferId: string;
  idempotencyKey: string;
}

const GIFT_COLUMNS = `g.id, g.sender_id, g.receiver_id, g.gift_id, g.amount, g.message, g.kind, g.room_alias, g.transfer_id,
  g.idempotency_key, g.created_at, s.display_name AS sender_name, s.account_id AS sender_account_id,
  r.display_name AS receiver_name, r.account_id AS receiver_account_id`;
const GIFT_FROM = 'gifts g JOIN accounts s ON s.id = g.sender_id JOIN accounts r ON r.id = g.receiver_id';

export class GiftRepository {
  constructor(private readonly db: Database) {}

  catalogue() {
    return this.db.query<CatalogueRow>(
      'SELECT id, name_en, name_vi, art, price FROM gift_catalogue WHERE active ORDER BY sort_order, price, id',
    );
  }

  async catalogueItem(id: string): Promise<CatalogueRow | null> {
    const rows = await this.db.query<CatalogueRow>('SELECT id, name_en, name_vi, art, price FROM gift_catalogue WHERE id = $1 AND active', [
      id,
    ]);
    return rows[0] ?? null;
  }

  /** Locks both accounts in id order, so two opposite gifts cannot deadlock on PostgreSQL. */
  async lockAccounts(tx: Queryable, ids: number[]) {
    await tx.query('SELECT id FROM accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [ids]);
  }

  /** Records a gift; null when this sender already used the key (a retry). */
  async insert(tx: Queryable, gift: NewGift): Promise<number | null> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO gifts (sender_id, receiver_id, gift_id, amount, message, kind, room_alias, transfer_id, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (sender_id, idempotency_key) DO NOTHING RETURNING id`,
      [
        gift.senderId,
        gift.receiverId,
        gift.giftId,
        gift.amount,
        gift.message,
        gift.kind,
        gift.roomAlias,
        gift.transferId,
        gift.idempotencyKey,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async byId(id: number, db: Queryable = this.db): Promise<GiftRow | null> {
    const rows = await db.query<GiftRow>(`SELECT ${GIFT_COLUMNS} FROM ${GIFT_FROM} WHERE g.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async bySenderKey(senderId: number, key: string): Promise<GiftRow | null> {
    const rows = await this.db.query<GiftRow>(
      `SELECT ${GIFT_COLUMNS} FROM ${GIFT_FROM} WHERE g.sender_id = $1 AND g.idempotency_key = $2`,
      [senderId, key],
    );
    return rows[0] ?? null;
  }

  /** Gifts an account received, newest first, before the cursor id. */
  received(receiverId: number, beforeId: number | null, limit: number) {
    return this.db.query<GiftRow>(
      `SELECT ${GIFT_COLUMNS} FROM ${GIFT_FROM} WHERE g.receiver_id = $1 AND ($2::bigint IS NULL OR g.id < $2::bigint)
        ORDER BY g.id DESC LIMIT $3`,
      [receiverId, beforeId, limit],
    );
  }

  /** The gifts behind ledger transfers the viewer took part in (wallet history details). */
  byTransferIds(viewerId: number, transferIds: string[]) {
    return this.db.query<GiftRow>(
      `SELECT ${GIFT_COLUMNS} FROM ${GIFT_FROM} WHERE g.transfer_id = ANY($1::text[]) AND (g.sender_id = $2 OR g.receiver_id = $2)`,
      [transferIds, viewerId],
    );
  }
}
