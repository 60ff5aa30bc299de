import type { Database, Queryable } from '../../db/database';

export interface WalletEntryRow {
  id: number;
  amount: number;
  balance_after: number;
  kind: string;
  idempotency_key: string;
  transfer_id: string | null;
  counterparty_id: number | null;
  note: string | null;
  created_at: Date;
}

const ENTRY_COLUMNS = 'id, amount, balance_after, kind, idempotency_key, transfer_id, counterparty_id, note, created_at';

export interface Movement {
  accountId: number;
  /** Positive credits, negative debits. */
  amount: number;
  kind: string;
  idempotencyKey: string;
  transferId?: string | null;
  counterpartyId?: number | null;
  note?: string | null;
}

export class WalletRepository {
  constructor(private readonly db: Database) {}

  /**
   * Applies one movement inside the caller's transaction. The balance changes by a conditional
   * update (row lock; never below zero); the entry's unique (account, key) makes replays no-ops.
   * Returns the entry, `replayed` when the key was already used, or null when funds are short.
   */
  async apply(tx: Queryable, movement: Movement): Promise<{ entry: WalletEntryRow; replayed: boolean } | null> {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO wallet_entries (account_id, amount, balance_after, kind, idempotency_key, transfer_id, counterparty_id, note)
       VALUES ($1, $2, 0, $3, $4, $5, $6, $7) ON CONFLICT (account_id, idempotency_key) DO NOTHING RETURNING id`,
      [
        movement.accountId,
        movement.amount,
        movement.kind,
        movement.idempotencyKey,
        movement.transferId ?? null,
        movement.counterpartyId ?? null,
        movement.note ?? null,
      ],
    );
    if (!inserted[0]) {
      const existing = await tx.query<WalletEntryRow>(
        `SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE account_id = $1 AND idempotency_key = $2`,
        [movement.accountId, movement.idempotencyKey],
      );
      return { entry: existing[0], replayed: true };
    }
    const balance = await tx.query<{ wallet_balance: number }>(
      `UPDATE accounts SET wallet_balance = wallet_balance + $2
        WHERE id = $1 AND wallet_balance + $2 >= 0 RETURNING wallet_balance`,
      [movement.accountId, movement.amount],
    );
    if (!balance[0]) return null;
    const entry = await tx.query<WalletEntryRow>(`UPDATE wallet_entries SET balance_after = $2 WHERE id = $1 RETURNING ${ENTRY_COLUMNS}`, [
      inserted[0].id,
      balance[0].wallet_balance,
    ]);
    return { entry: entry[0], replayed: false };
  }

  async balance(accountId: number): Promise<number> {
    const rows = await this.db.query<{ wallet_balance: number }>('SELECT wallet_balance FROM accounts WHERE id = $1', [accountId]);
    return rows[0]?.wallet_balance ?? 0;
  }

  page(accountId: number, beforeId: number | null, limit: number) {
    return this.db.query<WalletEntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE account_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint)
        ORDER BY id DESC LIMIT $3`,
      [accountId, beforeId, limit],
    );
  }
}
