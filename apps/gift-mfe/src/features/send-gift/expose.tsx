/**
 * Exposed as `gift/gift-dialog` (package.json `platformExposes`): the call remote loads it at run
 * time with `loadRemote('gift/gift-dialog')` and opens the dialog for a participant.
 */
import { I18nextProvider, i18n, registerNamespace } from '@platform/i18n';
import { dialogs } from '@platform/ui';
import { EXPOSED_STRINGS } from '../../locales/exposed-strings';
import { GiftDialog, type GiftDialogTarget } from './components/GiftDialog';

export type OpenGiftDialogOptions = GiftDialogTarget;

/**
 * Opens the gift dialog for one person: by `toMemberId` + `roomAlias` (a participant in a live
 * call) or by `toAlias` (account id, host or speaker alias). Resolves once it closes; `sent` says
 * whether a gift went through (the server then announces it in the room).
 */
export async function openGiftDialog(options: OpenGiftDialogOptions): Promise<{ sent: boolean }> {
  registerNamespace('gift', EXPOSED_STRINGS);
  const result = await dialogs.open<{ sent: boolean }>(
    (close) => (
      <I18nextProvider i18n={i18n}>
        <GiftDialog target={options} close={close} />
      </I18nextProvider>
    ),
    { label: i18n.t('gift:dialog.label', { name: options.toName }), wide: true },
  );
  return result ?? { sent: false };
}

export default openGiftDialog;
