import type { Database } from '../../db/database';
import { AppError, errors } from '../../errors';
import { randomHex, randomToken, sha256 } from '../../lib/secrets';
import { ApiKeyRepository, type ApiKeyRow } from './repository';

/** An account may hold this many live keys; revoking frees a slot. */
export const MAX_API_KEYS = 20;
export const API_KEY_PREFIX = 'cvk_';

export function apiKeyJson(row: ApiKeyRow) {
  return {
    id: String(row.id),
    name: row.name,
    prefix: row.prefix,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

/** Ids travel as decimal strings. */
export function parseId(value: unknown, field = 'id'): number {
  const text = String(value);
  if (!/^[0-9]{1,15}$/.test(text)) throw errors.invalidInput(field);
  return Number(text);
}

/**
 * API keys of an account (spec §3: API keys, by name). The secret is returned
 * once, at creation; only its SHA-256 digest and a short prefix are kept.
 */
export class ApiKeyService {
  readonly repository: ApiKeyRepository;

  constructor(db: Database) {
    this.repository = new ApiKeyRepository(db);
  }

  async list(accountId: number) {
    return { items: (await this.repository.listLive(accountId)).map(apiKeyJson) };
  }

  async create(accountId: number, rawName: string) {
    const name = rawName.trim();
    if (!name) throw errors.fieldRequired('name');
    if ((await this.repository.countLive(accountId)) >= MAX_API_KEYS) {
      throw new AppError(400, 'api_key_limit', `You can have at most ${MAX_API_KEYS} API keys. Revoke one first.`, 'name');
    }
    const prefix = API_KEY_PREFIX + randomHex(4);
    const secret = `${prefix}_${randomToken(24)}`;
    const row = await this.repository.insert(accountId, name, prefix, sha256(secret));
    return { key: apiKeyJson(row), secret };
  }

  async revoke(accountId: number, rawId: unknown) {
    if (!(await this.repository.revoke(accountId, parseId(rawId)))) throw errors.notFound('API key');
    return { ok: true as const };
  }

  /** The account a secret belongs to, or null (revoked or unknown). */
  async resolve(secret: string): Promise<number | null> {
    if (!secret.startsWith(API_KEY_PREFIX)) return null;
    return (await this.repository.touchBySecretHash(sha256(secret)))?.account_id ?? null;
  }
}
