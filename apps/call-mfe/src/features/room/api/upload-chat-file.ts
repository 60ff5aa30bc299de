import { describeError } from '@platform/ui';
import { ApiError, sessionStore, serviceBaseUrl, uploadFile, uploadFormData } from '@platform/shared-api';
import type { RoomSession } from '../utils/room-session';

/** Spec §5/§9: chat files above 5 MB are refused. */
export const CHAT_FILE_LIMIT_MB = 5;

export class ChatUploadError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

/**
 * Uploads a chat attachment: signed-in people through the files endpoint, guests through the room's
 * upload (their resume token proves they are in the room). Size is checked before anything is sent.
 */
export async function uploadChatFile(session: RoomSession, file: File): Promise<{ url: string; size: number; mime: string }> {
  if (file.size > CHAT_FILE_LIMIT_MB * 1024 * 1024) throw new ChatUploadError('common:errors.fileTooBig', { size: CHAT_FILE_LIMIT_MB });
  try {
    if (sessionStore.getState().token) {
      const uploaded = await uploadFile(uploadFormData(file, 'chat', file.name || 'pasted.png'));
      return { url: uploaded.url, size: uploaded.size, mime: uploaded.mime };
    }
    const form = new FormData();
    form.append('file', file, file.name || 'pasted.png');
    const response = await fetch(`${serviceBaseUrl('signalController')}/member/v1/upload`, {
      method: 'POST',
      headers: { 'x-member-id': session.member_id, 'x-resume-token': session.resume_token ?? '', 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new ApiError(response.status, body);
    return body as { url: string; size: number; mime: string };
  } catch (error) {
    const described = describeError(error);
    throw new ChatUploadError(described.key.includes(':') ? described.key : `common:${described.key}`, described.params);
  }
}
