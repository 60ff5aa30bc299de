import { rules, validate, type FieldError } from '@platform/ui';

export interface StreamTargetValues extends Record<string, unknown> {
  name: string;
  server_url: string;
  stream_key: string;
}

/** The same checks as the API: rtmp(s)/srt ingest URL; a printable key without spaces (else 'check stream key'). */
export function isStreamUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return ['rtmp:', 'rtmps:', 'srt:'].includes(url.protocol) && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export function isStreamKey(value: string): boolean {
  const key = value.trim();
  return key.length >= 4 && key.length <= 512 && /^[\x21-\x7e]+$/.test(key);
}

/** On edit the key may stay empty: the stored one is kept. */
export function validateStreamTarget(values: StreamTargetValues, editing: boolean): Partial<Record<keyof StreamTargetValues, FieldError>> {
  const errors = validate(values, {
    name: [rules.filled()],
    server_url: [rules.filled(), (value: string) => (isStreamUrl(value) ? null : { key: 'settings:streams.urlInvalid' })],
    stream_key: editing ? [] : [rules.filled()],
  });
  if (!errors.stream_key && values.stream_key.trim() && !isStreamKey(values.stream_key)) errors.stream_key = { key: 'errors.streamKey' };
  return errors;
}
