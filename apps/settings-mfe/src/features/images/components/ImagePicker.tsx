import { useId, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { uploadFile, uploadFormData } from '@platform/shared-api';
import { Button, Icon, describeError, toast, type FieldError } from '@platform/ui';
import {
  IMAGE_ACCEPT,
  UPLOAD_KIND,
  checkImageDimensions,
  checkImageFile,
  differsFromRecommended,
  readImageSize,
  type ImageKind,
} from '../utils/image-rules';
import css from './images.module.css';

/**
 * Picks, checks (type, size, 1080p, 16:9: spec §5) and uploads an image, then
 * hands its URL to onChange. A refused file leaves the current image as it was.
 */
export function ImagePicker({
  kind,
  label,
  hint,
  value,
  onChange,
  testId,
}: {
  kind: ImageKind;
  label: string;
  hint: string;
  value: string | null;
  onChange(url: string | null): Promise<unknown> | void;
  testId?: string;
}) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<FieldError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const message = error ? t(error.key.includes(':') ? error.key : `common:${error.key}`, error.params ?? {}) : null;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setNote(null);
    let problem = checkImageFile(file, kind);
    let size: { width: number; height: number } | null = null;
    if (!problem) {
      size = await readImageSize(file).catch(() => null);
      problem = size ? checkImageDimensions(size, kind) : { key: 'errors.fileType' };
    }
    if (problem) {
      setError(problem);
      toast.error(t('common:toast.saveFailed'), {
        description: t(problem.key.includes(':') ? problem.key : `common:${problem.key}`, problem.params ?? {}),
      });
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(uploadFormData(file, UPLOAD_KIND[kind], file.name));
      await onChange(uploaded.url);
      if (size && differsFromRecommended(size, kind)) setNote(t('images.logoRecommended', { width: size.width, height: size.height }));
    } catch (failure) {
      const d = describeError(failure);
      setError({ key: d.key, params: d.params });
      toast.error(t('common:toast.saveFailed'), { description: t(`common:${d.key}`, d.params) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={css.picker} data-testid={testId}>
      <div className={`${css.frame}${kind === 'logo' ? ` ${css.frameSquare}` : ''}`}>
        {value ? <img src={value} alt={label} /> : <Icon name="layers" size={24} />}
      </div>
      <div className={css.body}>
        <label htmlFor={id} className="ui-field__label">
          {label}
        </label>
        <span className="ui-field__hint">{hint}</span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="ui-visually-hidden"
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <div className="ui-row">
          <Button size="sm" icon="share" loading={busy} loadingLabel={t('images.uploading')} onClick={() => input.current?.click()}>
            {value ? t('images.replace') : t('images.upload')}
          </Button>
          {value ? (
            <Button size="sm" variant="ghost" icon="trash" disabled={busy} onClick={() => void onChange(null)}>
              {t('images.remove')}
            </Button>
          ) : null}
        </div>
        {message ? (
          <p id={`${id}-error`} className={css.error} role="alert">
            <Icon name="alert" size={14} />
            {message}
          </p>
        ) : null}
        {note ? (
          <p className="ui-field__hint" role="status">
            {note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
