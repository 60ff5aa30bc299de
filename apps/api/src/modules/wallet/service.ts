import type { Database } from '../../db/database';
import { AppError, errors } from '../../errors';
import { randomHex } from '../../lib/secrets';
import { WalletRepository, type WalletEntryRow } from './repository';

export function walletEntryJson(row: WalletEntryRow) {
  return {
    id: String(row.id),
    amount: row.amount,
    balance_after: row.balance_after,
    kind: row.kind,
    transfer_id: row.transfer_id,
    counterparty_id: row.counterparty_id === null ? null : String(row.counterparty_id),
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function checkAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw errors.invalidInput('amount', 'Amount must be a positive whole number.');
}

function checkKey(key: string) {
  if (!key || key.length > 128) throw errors.fieldRequired('idempotency_key');
}

/** The wallet: a ledger of entries and a balance column kept equal to their sum, changed only in transactions. */
export class WalletService {
  readonly repository: WalletRepository;

  constructor(private readonly db: Database) {
    this.repository = new WalletRepository(db);
  }

  async credit(accountId: number, amount: number, idempotencyKey: string, kind = 'topup', note: string | null = null) {
    checkAmount(amount);
    checkKey(idempotencyKey);
    const result = await this.db.transaction((tx) => this.repository.apply(tx, { accountId, amount, kind, idempotencyKey, note }));
    return { entry: walletEntryJson(result!.entry), replayed: result!.replayed };
  }

  /** Atomic debit: 400 balance_insufficient rather than overdraw, also under concurrent calls. */
  async debit(accountId: number, amount: number, idempotencyKey: string, kind = 'debit', note: string | null = null) {
    checkAmount(amount);
    checkKey(idempotencyKey);
    const result = await this.db.transaction(async (tx) => {
      const applied = await this.repository.apply(tx, { accountId, amount: -amount, kind, idempotencyKey, note });
      if (!applied) throw errors.balanceInsufficient();
      return applied;
    });
    return { entry: walletEntryJson(result.entry), replayed: result.replayed };
  }

  /** A transfer (a gift): a debit and a credit sharing one transfer id, in one transaction. */
  async transfer(fromId: number, toId: number, amount: number, idempotencyKey: string, kind = 'transfer', note: string | null = null) {
    checkAmount(amount);
    checkKey(idempotencyKey);
    if (fromId === toId) throw new AppError(400, 'invalid_input', 'You cannot send to yourself.', 'to');
    const transferId = randomHex(12);
    return this.db.transaction(async (tx) => {
      const debit = await this.repository.apply(tx, {
        accountId: fromId,
        amount: -amount,
        kind,
        idempotencyKey,
        transferId,
        counterpartyId: toId,
        note,
      });
      if (!debit) throw errors.balanceInsufficient();
      if (debit.replayed) return { debit: walletEntryJson(debit.entry), replayed: true };
      await this.repository.apply(tx, {
        accountId: toId,
        amount,
        kind,
        idempotencyKey: `transfer:${transferId}`,
        transferId,
        counterpartyId: fromId,
        note,
      });
      return { debit: walletEntryJson(debit.entry), replayed: false };
    });
  }

  async page(accountId: number, query: { from_id?: string; limit?: number }) {
    const limit = !query.limit ? 20 : Math.min(query.limit, 100);
    if (query.from_id && !/^[0-9]{1,15}$/.test(query.from_id)) throw errors.invalidInput('from_id');
    const rows = await this.repository.page(accountId, query.from_id ? Number(query.from_id) : null, limit);
    return {
      balance: await this.repository.balance(accountId),
      items: rows.map(walletEntryJson),
      next_from_id: rows.length === limit ? String(rows[rows.length - 1].id) : null,
    };
  }
}
