import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import type { DeviceChoices } from '@platform/shared-api';
import { Button, useMediaDevices } from '@platform/ui';
import { speakerSelectionSupported } from '../../media';
import { CALL_SHORTCUTS } from '../utils/shortcuts';
import { DeviceSelects } from './DeviceSelects';
import styles from './call.module.css';

/** In-call device settings: switch camera, microphone and speaker without leaving. */
export function DevicesDialog({ initial, close }: { initial: DeviceChoices; close(value?: DeviceChoices): void }) {
  const { t } = useTranslation('call');
  const devices = useMediaDevices();
  const [choices, setChoices] = useState(initial);
  return (
    <form
      className={styles.dialog}
      onSubmit={(event) => {
        event.preventDefault();
        close(choices);
      }}
    >
      <h2 className="ui-dialog__title">{t('devices.title')}</h2>
      <DeviceSelects
        devices={devices}
        choices={choices}
        speakers={speakerSelectionSupported()}
        onChange={(change) => setChoices({ ...choices, ...change })}
      />
      <div className="ui-dialog__actions">
        <Button variant="ghost" onClick={() => close()}>
          {t('devices.cancel')}
        </Button>
        <Button type="submit" variant="primary">
          {t('devices.apply')}
        </Button>
      </div>
    </form>
  );
}

/** The list of the call's keyboard shortcuts (Alt+K or "?"). */
export function ShortcutsDialog({ close }: { close(): void }) {
  const { t } = useTranslation('call');
  return (
    <div className={styles.dialog}>
      <h2 className="ui-dialog__title">{t('shortcuts.title')}</h2>
      <dl className={styles.shortcuts}>
        {CALL_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className={styles.shortcut}>
            <dt>{t(`shortcuts.${shortcut.action}`)}</dt>
            <dd>
              <kbd>{shortcut.keys}</kbd>
            </dd>
          </div>
        ))}
      </dl>
      <div className="ui-dialog__actions">
        <Button variant="primary" onClick={() => close()} autoFocus>
          {t('shortcuts.close')}
        </Button>
      </div>
    </div>
  );
}
