import { useTranslation } from '@platform/i18n';
import { Badge, Button } from '@platform/ui';
import { useSafetyCode, type CallMedia } from '../../media';
import type { RoomSecret } from '../hooks/useRoomSecret';
import styles from './call.module.css';

/**
 * An end-to-end call's header badge (issue 26): that it is encrypted end to end, and the safety code
 * everyone compares aloud, with what a different code means (a details disclosure, for keyboards and phones).
 * On the mesh the code hashes every link's DTLS fingerprint: there is no shared secret, so no one can hold a
 * "wrong key"; a code that differs means someone in between swapped a key. On LiveKit it comes from the
 * room's secret (`keyCode`): a code that differs means a different secret, and those frames cannot be decrypted.
 */
export function EncryptionBadge({ media, keyCode }: { media: Pick<CallMedia, 'fingerprints' | 'transportKind'>; keyCode: string | null }) {
  const { t } = useTranslation('call');
  const onMesh = media.transportKind === 'mesh';
  const links = useSafetyCode(media.fingerprints, onMesh);
  const code = onMesh ? (links?.code ?? null) : keyCode;
  return (
    <details className={styles.encryption}>
      <summary>
        <Badge tone="success">{t('encryption.label')}</Badge>{' '}
        <span
          role="status"
          aria-live="polite"
          data-testid="safety-code"
          data-code={code ?? ''}
          data-source={onMesh ? 'links' : 'key'}
          data-people={onMesh ? (links?.people ?? 0) : undefined}
        >
          {code ? t('encryption.code', { code }) : t(onMesh ? 'encryption.waiting' : 'encryption.deriving')}
        </span>
      </summary>
      <p className={styles.encryptionHint}>{t(onMesh ? 'encryption.meshHint' : 'encryption.keyHint')}</p>
    </details>
  );
}

/**
 * The end-to-end part of the call header: the badge once media is up, and, on LiveKit, how many people's
 * frames do not decrypt with our secret, with a way to enter it again (a wrong link is the usual cause).
 */
export function EndToEndStatus({
  media,
  secret,
}: {
  media: Pick<CallMedia, 'fingerprints' | 'transportKind' | 'remotes'>;
  secret: Pick<RoomSecret, 'code' | 'forget'>;
}) {
  const { t } = useTranslation('call');
  const undecryptable = [...media.remotes.values()].filter((remote) => remote.undecryptable).length;
  return (
    <>
      {media.transportKind && <EncryptionBadge media={media} keyCode={secret.code} />}
      {undecryptable > 0 && (
        <span className={styles.e2eeTrouble}>
          <span className={styles.reconnecting} role="alert" data-testid="cannot-decrypt-call">
            {t('encryption.cannotDecrypt', { count: undecryptable })}
          </span>
          <Button size="sm" variant="secondary" icon="key" onClick={secret.forget}>
            {t('encryption.enterAgain')}
          </Button>
        </span>
      )}
    </>
  );
}
