import type { RoomCommandOf, WireChatAttachment } from '@platform/contracts';
import { check, type CommandRouter } from './command-router';
import type { ChatAttachment, ChatMessage, ChatRepository } from './chat-repository';
import type { Connection } from '../../lib/connection';
import { toCsv } from './csv';
import type { RoomFanOut } from './fan-out';
import { Refused } from './refusals';
import { CHAT_HISTORY, CHAT_HISTORY_WINDOW_MS } from './admission';
import type { Participant, Room } from './room-state';

/**
 * Chat attachments are files uploaded through the room's upload endpoint (`/signal/member/v1/upload`),
 * which answers with `<our base>/api/storage/files/<id>`: a path on our own storage, or that URL on
 * the base the service answers as. Anything else (another host, another path) is refused.
 */
const FILE_PATH = /^\/api\/storage\/files\/[0-9a-f]{8,64}$/;

export function isOwnStorageUrl(url: string, ownOrigin: string | null): boolean {
  if (FILE_PATH.test(url)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.origin === ownOrigin && FILE_PATH.test(parsed.pathname) && `${parsed.origin}${parsed.pathname}` === url;
}

/** The type the upload found in a stored file's content (files/service.ts), or null when there is no such file. */
export type StoredMime = (id: string) => Promise<string | null>;

/** Chat with history (kept in the database, the last 200 in memory) and the host's CSV export. */
export function registerChat(
  router: CommandRouter,
  parts: { chat: ChatRepository; fanOut: RoomFanOut; originOf(connection: Connection): string | null; storedMime: StoredMime },
) {
  const { chat, fanOut, originOf, storedMime } = parts;

  /**
   * What an attachment is comes from the file's content as the upload checked it, not from the sender:
   * a text file named x.png is a file of type text/plain for everyone, never an image.
   */
  const attachmentOf = async (attachment: WireChatAttachment | null | undefined, origin: string | null): Promise<ChatAttachment | null> => {
    if (!attachment) return null;
    if (!isOwnStorageUrl(attachment.url, origin)) throw new Refused('invalid_input', 'attachment.url');
    const mime = await storedMime(attachment.url.slice(attachment.url.lastIndexOf('/') + 1));
    if (!mime) throw new Refused('invalid_input', 'attachment.url');
    return { ...attachment, name: attachment.name || 'file', mime, kind: mime.startsWith('image/') ? 'image' : 'file' };
  };

  const send = async (room: Room, self: Participant, message: RoomCommandOf<'chat.send'>, origin: string | null) => {
    const text = message.text.trim();
    const attachment = await attachmentOf(message.attachment, origin);
    if (!text && !attachment) throw new Refused('invalid_input', 'text');
    const saved = await chat.insert(room.alias, {
      memberId: self.id,
      displayName: self.displayName,
      accountId: self.accountId,
      text,
      attachment,
    });
    room.chat.push(saved);
    if (room.chat.length > CHAT_HISTORY) room.chat.splice(0, room.chat.length - CHAT_HISTORY);
    fanOut.publish(room, { type: 'chat.message', message: saved });
    return { id: saved.id };
  };

  const exportCsv = async (room: Room) => {
    const history = await chat.recent(room.alias, new Date(Date.now() - CHAT_HISTORY_WINDOW_MS), 10_000);
    const chatCsv = toCsv(
      ['time', 'from', 'message', 'attachment'],
      history.map((m: ChatMessage) => [m.at, m.from_name, m.text, m.attachment?.url ?? '']),
    );
    const people = [...room.participants.values()].sort((a, b) => a.joinOrder - b.joinOrder);
    const participantsCsv = toCsv(
      ['name', 'roles', 'joined_at', 'connection', 'mic_on', 'camera_on', 'hand_raised'],
      people.map((p) => [
        p.displayName,
        p.roles.join(' '),
        new Date(p.joinedAt).toISOString(),
        p.connection,
        p.flags.micOn,
        p.flags.cameraOn,
        p.flags.handRaised,
      ]),
    );
    return { chat_csv: chatCsv, participants_csv: participantsCsv };
  };

  router
    .on('chat.send', (room, self, message, { connection }) => send(room, self, message, originOf(connection)))
    .on('room.export', (room, self) => {
      check(self, 'room.export');
      return exportCsv(room);
    });
}
