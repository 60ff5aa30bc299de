import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '@platform/i18n';
import type { OpenDialog } from './dialog-store';
import { Button } from '../components/Button';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * One open dialog on Radix UI's dialog: the rest of the page is inert and hidden from screen readers,
 * page scroll is locked, focus is trapped and returns where it was, Escape and a click outside close
 * it (when it may be dismissed) wherever focus is. In full screen it renders inside the full-screen element.
 */
function DialogFrame({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation('common');
  const dismiss = () => dialog.resolve(dialog.kind === 'confirm' ? false : undefined);
  const o = dialog.options;
  const container = (document.fullscreenElement as HTMLElement | null) ?? undefined;
  // The host unmounts a resolved dialog at once (no closing state), so focus goes back here explicitly.
  const [previous] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => () => void setTimeout(() => previous?.isConnected && previous.focus()), [previous]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && dialog.dismissible && dismiss()}>
      <Dialog.Portal container={container}>
        {/* The overlay scrolls and centres the dialog inside it. */}
        <Dialog.Overlay className="ui-dialog-backdrop">
          <Dialog.Content
            className={`ui-dialog${dialog.wide ? ' ui-dialog--wide' : ''}`}
            role={dialog.kind === 'custom' ? 'dialog' : 'alertdialog'}
            aria-label={dialog.kind === 'custom' ? dialog.label : undefined}
            aria-labelledby={dialog.kind === 'custom' ? undefined : `ui-dialog-${dialog.id}-title`}
            aria-describedby={o?.message ? `ui-dialog-${dialog.id}-body` : undefined}
            onOpenAutoFocus={(event) => {
              // The confirming button (or what the dialog marks) first, as before.
              const root = event.currentTarget as HTMLElement;
              const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(FOCUSABLE);
              event.preventDefault();
              (first ?? root).focus();
            }}
          >
            {dialog.kind === 'custom' && dialog.render ? (
              dialog.render((value) => dialog.resolve(value))
            ) : (
              <>
                <Dialog.Title id={`ui-dialog-${dialog.id}-title`} className="ui-dialog__title">
                  {o?.title}
                </Dialog.Title>
                {o?.message ? (
                  <Dialog.Description asChild>
                    <div id={`ui-dialog-${dialog.id}-body`} className="ui-dialog__body">
                      {o.message}
                    </div>
                  </Dialog.Description>
                ) : null}
                <div className="ui-dialog__actions">
                  {dialog.kind === 'confirm' ? (
                    <Button variant="secondary" onClick={() => dialog.resolve(false)}>
                      {o?.cancelLabel ?? t('actions.cancel')}
                    </Button>
                  ) : null}
                  <Button variant={o?.danger ? 'danger' : 'primary'} data-autofocus onClick={() => dialog.resolve(true)}>
                    {o?.confirmLabel ?? (dialog.kind === 'alert' ? t('actions.ok') : t('actions.confirm'))}
                  </Button>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Renders the open dialogs, top-most last; only the top one takes focus and input. */
export default function DialogContainer({ dialogs }: { dialogs: OpenDialog[] }) {
  return (
    <>
      {dialogs.map((dialog) => (
        <DialogFrame key={dialog.id} dialog={dialog} />
      ))}
    </>
  );
}
