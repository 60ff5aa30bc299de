import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { formatDate, useTranslation } from '@platform/i18n';
import type { RoomCommand, WireChatAttachment } from '@platform/shared-api';
import { Avatar, Button, IconButton, dialogs, toast } from '@platform/ui';
import type { RoomClient } from '../api/room-client';
import { uploadChatFile, ChatUploadError, CHAT_FILE_LIMIT_MB } from '../api/upload-chat-file';
import type { RoomView } from '../utils/room-view';
import { boardIdFromText } from '../../whiteboard/links';
import styles from './panels.module.css';

const EMOJI = ['👍', '👏', '😀', '😂', '😍', '🎉', '🙏', '❤️', '🔥', '🤔', '😮', '😢', '✅', '👋', '💯', '🚀'];
const MAX_TEXT = 2000;

/** Chat to everyone: text with emoji, pasted images after confirmation, files up to the limit; history from the room. */
export function ChatPanel({ client, view, run }: { client: RoomClient; view: RoomView; run(command: RoomCommand): Promise<unknown> }) {
  const { t } = useTranslation('call');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [view.chat.length]);

  async function send(attachment?: WireChatAttachment) {
    const body = attachment ? '' : text.trim();
    if (!body && !attachment) return;
    setBusy(true);
    const ok = await run({ type: 'chat.send', text: body, ...(attachment ? { attachment } : {}) });
    setBusy(false);
    // Keep what was typed when sending failed; the emoji picker has done its job once the message is out.
    if (ok && !attachment) setText('');
    if (ok) setEmojiOpen(false);
    input.current?.focus();
  }

  /** Shown as an image only when the server found image content in it (its upload answer), whatever the file is named. */
  async function sendFile(file: File) {
    setBusy(true);
    try {
      const uploaded = await uploadChatFile(client.session, file);
      const kind = uploaded.mime.startsWith('image/') ? 'image' : 'file';
      await send({ kind, url: uploaded.url, name: file.name || 'image.png', size: uploaded.size, mime: uploaded.mime });
    } catch (error) {
      if (error instanceof ChatUploadError) toast.error(t(error.key, error.params));
      else toast.error(t('common:errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  async function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const image = [...event.clipboardData.files].find((f) => f.type.startsWith('image/'));
    if (!image) return;
    event.preventDefault();
    const preview = URL.createObjectURL(image);
    const ok = await dialogs.confirm({
      title: t('chat.pasteTitle'),
      message: <img src={preview} alt={t('chat.pastePreview')} className={styles.pastePreview} />,
      confirmLabel: t('chat.send'),
    });
    URL.revokeObjectURL(preview);
    if (ok) await sendFile(image);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <div className={styles.chat}>
      {view.chat.length === 0 ? (
        <p className={styles.empty}>{t('chat.empty')}</p>
      ) : (
        <ol ref={list} className={styles.messages} aria-label={t('chat.messages')} aria-live="polite">
          {view.chat.map((message) => {
            const mine = message.from_id === view.selfId;
            return (
              <li key={message.id} className={mine ? styles.mine : styles.message} data-testid="chat-message">
                {!mine && <Avatar name={message.from_name} size={28} />}
                <div className={styles.bubbleWrap}>
                  <div className={styles.meta}>
                    <strong>{mine ? t('chat.you') : message.from_name}</strong>
                    <time dateTime={message.at}>{formatDate(message.at, 'HH:mm')}</time>
                  </div>
                  {message.text &&
                    (boardIdFromText(message.text, location.origin) ? (
                      <a href={message.text.trim()} target="_blank" rel="noopener" className={styles.file} data-testid="chat-whiteboard">
                        ✏️ {t('chat.whiteboardShared')}
                      </a>
                    ) : (
                      <p className={styles.bubble}>{message.text}</p>
                    ))}
                  {message.attachment?.kind === 'image' && (
                    <a href={message.attachment.url} target="_blank" rel="noreferrer" className={styles.imageLink}>
                      <img src={message.attachment.url} alt={message.attachment.name} loading="lazy" />
                    </a>
                  )}
                  {message.attachment?.kind === 'file' && (
                    <a
                      href={message.attachment.url}
                      target="_blank"
                      rel="noreferrer"
                      className={styles.file}
                      download={message.attachment.name}
                    >
                      📎 {message.attachment.name} <span>({Math.max(1, Math.round(message.attachment.size / 1024))} KB)</span>
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <form className={styles.composer} onSubmit={onSubmit}>
        {emojiOpen && (
          <div className={styles.emojiPicker} role="group" aria-label={t('chat.emoji')}>
            {EMOJI.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className={styles.emoji}
                onClick={() => {
                  setText((v) => (v + emoji).slice(0, MAX_TEXT));
                  input.current?.focus();
                }}
              >
                {emoji}
              </button>
            ))}
          </div>
        )}
        <label className={styles.srOnly} htmlFor="chat-input">
          {t('chat.placeholder')}
        </label>
        <textarea
          id="chat-input"
          ref={input}
          className={styles.input}
          rows={2}
          value={text}
          maxLength={MAX_TEXT}
          placeholder={t('chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={(e) => void onPaste(e)}
        />
        <div className={styles.composerActions}>
          <IconButton
            icon="more"
            variant="ghost"
            size="sm"
            label={t('chat.emoji')}
            pressed={emojiOpen}
            onClick={() => setEmojiOpen(!emojiOpen)}
          />
          <IconButton
            icon="plus"
            variant="ghost"
            size="sm"
            label={t('chat.attach', { size: CHAT_FILE_LIMIT_MB })}
            onClick={() => fileInput.current?.click()}
          />
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-hidden
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void sendFile(file);
            }}
          />
          <Button type="submit" variant="primary" size="sm" loading={busy} disabled={!text.trim()}>
            {t('chat.send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
