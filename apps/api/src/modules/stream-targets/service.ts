import type { StreamTargetCreateBody, StreamTargetUpdateBody } from '@platform/contracts';
import type { Database } from '../../db/database';
import { AppError, errors } from '../../errors';
import { parseId } from '../api-keys/service';
import { StreamTargetRepository, type StreamTargetRow } from './repository';

export const MAX_STREAM_TARGETS = 10;
const STREAM_PROTOCOLS = ['rtmp:', 'rtmps:', 'srt:'];

/** Spec §8 'check stream key': keys are printable, without spaces, 4-512 characters. */
export function streamKeyProblem(key: string): boolean {
  return key.length < 4 || key.length > 512 || !/^[\x21-\x7e]+$/.test(key);
}

export const streamKeyInvalid = () => new AppError(400, 'stream_key_invalid', 'Please check the stream key.', 'stream_key');

/** Ingest URLs of livestream services: rtmp://, rtmps:// or srt:// with a host. */
export function normaliseServerUrl(raw: string): string {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw errors.invalidInput('server_url', 'Please enter a valid server URL (rtmp://, rtmps:// or srt://).');
  }
  if (!STREAM_PROTOCOLS.includes(url.protocol) || !url.hostname) {
    throw errors.invalidInput('server_url', 'Please enter a valid server URL (rtmp://, rtmps:// or srt://).');
  }
  return value;
}

/** Shows the last four characters only: the key is a secret of the user's channel. */
export function maskStreamKey(key: string): string {
  return key.length > 8 ? `••••••••${key.slice(-4)}` : '••••••••';
}

export function streamTargetJson(row: StreamTargetRow) {
  return {
    id: String(row.id),
    name: row.name,
    server_url: row.server_url,
    stream_key_masked: maskStreamKey(row.stream_key),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Livestream destinations (spec §3 Stream target: name, server URL, stream key). */
export class StreamTargetService {
  readonly repository: StreamTargetRepository;

  constructor(db: Database) {
    this.repository = new StreamTargetRepository(db);
  }

  async list(accountId: number) {
    return { items: (await this.repository.list(accountId)).map(streamTargetJson) };
  }

  private clean(input: { name?: string; server_url?: string; stream_key?: string }, creating: boolean) {
    const name = input.name?.trim();
    if (input.name !== undefined && !name) throw errors.fieldRequired('name');
    const serverUrl = input.server_url !== undefined ? normaliseServerUrl(input.server_url) : undefined;
    const key = input.stream_key?.trim();
    if (creating && !key) throw errors.fieldRequired('stream_key');
    if (key && streamKeyProblem(key)) throw streamKeyInvalid();
    return { name, server_url: serverUrl, stream_key: key || undefined };
  }

  async create(accountId: number, input: StreamTargetCreateBody) {
    const clean = this.clean(input, true);
    if ((await this.repository.count(accountId)) >= MAX_STREAM_TARGETS) {
      throw new AppError(400, 'stream_target_limit', `You can save at most ${MAX_STREAM_TARGETS} stream targets.`, 'name');
    }
    return streamTargetJson(await this.repository.insert(accountId, clean as { name: string; server_url: string; stream_key: string }));
  }

  async update(accountId: number, input: StreamTargetUpdateBody) {
    const row = await this.repository.update(accountId, parseId(input.id), this.clean(input, false));
    if (!row) throw errors.notFound('Stream target');
    return streamTargetJson(row);
  }

  async delete(accountId: number, id: unknown) {
    if (!(await this.repository.delete(accountId, parseId(id)))) throw errors.notFound('Stream target');
    return { ok: true as const };
  }
}
