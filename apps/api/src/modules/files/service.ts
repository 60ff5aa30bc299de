import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from '@platform/contracts';
import type { Database } from '../../db/database';
import { AppError, errors } from '../../errors';
import { randomHex } from '../../lib/secrets';
import { exceeds1080p, imageSize } from './image-size';

const IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const VIDEOS = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska'];
const DOCUMENTS = [
  'application/pdf',
  'application/zip',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/mp4',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];
const TEXT = 'text/plain';

/** Spec §5/§9: size limit and the content types each kind accepts (sniffed, never trusted from the name). */
export const UPLOAD_RULES: Record<UploadKind, { limitMb: number; types: string[]; maxImage1080p: boolean }> = {
  name_badge: { limitMb: 1, types: IMAGES, maxImage1080p: true },
  scene: { limitMb: 1, types: IMAGES, maxImage1080p: true },
  logo: { limitMb: 1, types: IMAGES, maxImage1080p: true },
  file: { limitMb: 5, types: [...IMAGES, ...DOCUMENTS, ...VIDEOS, TEXT], maxImage1080p: false },
  chat: { limitMb: 5, types: [...IMAGES, ...DOCUMENTS, TEXT], maxImage1080p: false },
  video: { limitMb: 100, types: [...VIDEOS, ...IMAGES], maxImage1080p: false },
};

export interface StoredFile {
  id: string;
  mime: string;
  size: number;
  kind: string;
  original_name: string | null;
}

/** UTF-8 text without control bytes is accepted as text/plain (file-type knows no text formats). */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  // The sample may end inside a multi-byte character.
  const sample = head.length >= 8192 ? head.subarray(0, head.length - 3) : head;
  return !new TextDecoder('utf-8').decode(sample).includes('\uFFFD');
}

/** Uploaded files live under DATA_DIR/files (never a served folder) and are read back through the API. */
export class FileService {
  private readonly root: string;
  private readonly memory = new Map<string, Buffer>();

  /** quotaMb: what one account may store in all (uploads count until deleted). */
  constructor(
    private readonly db: Database,
    dataDir: string,
    private readonly quotaMb = 2048,
  ) {
    this.root = dataDir.startsWith('memory://') ? '' : path.join(dataDir, 'files');
  }

  /** Streams an upload to a temporary file, counting bytes: 413 past the kind's limit, 415 for a wrong type. */
  async save(accountId: number, kind: UploadKind, stream: Readable, originalName: string | null) {
    const rule = UPLOAD_RULES[kind];
    const used = Number(
      (await this.db.query<{ used: string | number | null }>('SELECT SUM(size) AS used FROM files WHERE account_id = $1', [accountId]))[0]
        ?.used ?? 0,
    );
    const remaining = this.quotaMb * 1024 * 1024 - used;
    const quotaFull = () =>
      new AppError(413, 'storage_quota_exceeded', `Your storage is full (${this.quotaMb} MB). Delete files to upload more.`, 'file', {
        limit_mb: this.quotaMb,
      });
    // Checked before the upload starts: the last file may overshoot the quota by at most its own limit.
    if (remaining <= 0) {
      stream.resume(); // drain the refused upload
      throw quotaFull();
    }
    const limit = rule.limitMb * 1024 * 1024;
    const id = randomHex(16);
    const chunks: Buffer[] = [];
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limit) return done(errors.fileTooBig(rule.limitMb));
        done(null, chunk);
      },
    });
    let temp: string | null = null;
    try {
      if (this.root) {
        await mkdir(this.root, { recursive: true });
        temp = path.join(this.root, `${id}.part`);
        await pipeline(stream, counter, createWriteStream(temp));
      } else {
        counter.on('data', (chunk: Buffer) => chunks.push(chunk));
        await pipeline(stream, counter);
      }
      const head = temp ? await readHead(temp) : Buffer.concat(chunks).subarray(0, 8192);
      const mime = (await fileTypeFromBuffer(head))?.mime ?? (looksLikeText(head) ? TEXT : null);
      if (!mime || !rule.types.includes(mime)) throw errors.fileTypeInvalid();
      if (rule.maxImage1080p && IMAGES.includes(mime)) {
        const dimensions = imageSize(head, mime);
        if (!dimensions) throw errors.fileTypeInvalid();
        if (exceeds1080p(dimensions)) throw errors.imageTooLarge();
      }
      if (temp) await rename(temp, path.join(this.root, id));
      else this.memory.set(id, Buffer.concat(chunks));
      temp = null;
      const name = originalName ? originalName.replace(/[^\w .()-]/g, '_').slice(0, 200) : null;
      await this.db.query('INSERT INTO files (id, account_id, kind, mime, size, original_name) VALUES ($1, $2, $3, $4, $5, $6)', [
        id,
        accountId,
        kind,
        mime,
        size,
        name,
      ]);
      return { id, mime, size };
    } finally {
      if (temp) await rm(temp, { force: true });
      stream.resume(); // drain what is left of a refused upload
    }
  }

  /**
   * Takes a file the service produced itself (a finished call recording) into storage, moved, not
   * copied; the caller vouches for its type.
   */
  async adopt(accountId: number, kind: UploadKind, source: string, mime: string, originalName: string) {
    const id = randomHex(16);
    const size = (await stat(source)).size;
    if (this.root) {
      await mkdir(this.root, { recursive: true });
      await rename(source, path.join(this.root, id)).catch(async () => {
        await pipeline(createReadStream(source), createWriteStream(path.join(this.root, id)));
        await rm(source, { force: true });
      });
    } else {
      this.memory.set(id, await readFile(source));
      await rm(source, { force: true });
    }
    await this.db.query('INSERT INTO files (id, account_id, kind, mime, size, original_name) VALUES ($1, $2, $3, $4, $5, $6)', [
      id,
      accountId,
      kind,
      mime,
      size,
      originalName,
    ]);
    return { id, mime, size };
  }

  async find(id: string): Promise<(StoredFile & { path: string | null; buffer: Buffer | null }) | null> {
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const rows = await this.db.query<StoredFile>('SELECT id, mime, size, kind, original_name FROM files WHERE id = $1', [id]);
    if (!rows[0]) return null;
    if (!this.root) return { ...rows[0], path: null, buffer: this.memory.get(id) ?? null };
    const file = path.join(this.root, id);
    const exists = await stat(file).then(
      () => true,
      () => false,
    );
    return exists ? { ...rows[0], path: file, buffer: null } : null;
  }
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
