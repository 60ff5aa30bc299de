import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Spinner } from './Spinner';

/** Renders `value` as a QR code PNG; the QR library loads only when a QR is shown. */
export async function qrDataUrl(value: string, size = 240): Promise<string> {
  const QR = await import('qrcode');
  return QR.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' });
}

export function QrCode({ value, label, size = 200, downloadName }: { value: string; label: string; size?: number; downloadName?: string }) {
  const { t } = useTranslation('common');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(value, size * 2).then(
      (u) => live && setUrl(u),
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  return (
    <figure className="ui-qr" style={{ margin: 0 }}>
      {url ? <img src={url} width={size} height={size} alt={label} /> : <Spinner size="lg" label={t('loading')} />}
      {url && downloadName ? (
        <a className="ui-button ui-button--secondary ui-button--sm" href={url} download={downloadName}>
          {t('actions.download')}
        </a>
      ) : null}
    </figure>
  );
}
