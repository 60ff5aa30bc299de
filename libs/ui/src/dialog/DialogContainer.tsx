import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenDialog } from './dialog-store';
import { Button } from '../components/Button';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function DialogFrame({ dialog, isTop }: { dialog: OpenDialog; isTop: boolean }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('[data-autofocus]') ?? ref.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? ref.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (!isTop) return;
    if (event.key === 'Escape' && dialog.dismissible) {
      event.stopPropagation();
      dialog.resolve(dialog.kind === 'confirm' ? false : undefined);
    }
    if (event.key === 'Tab' && ref.current) {
      const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  const o = dialog.options;
  return (
    <div
      className="ui-dialog-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dialog.dismissible) dialog.resolve(dialog.kind === 'confirm' ? false : undefined);
      }}
    >
      <div
        ref={ref}
        className={`ui-dialog${dialog.wide ? ' ui-dialog--wide' : ''}`}
        role={dialog.kind === 'custom' ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={o ? titleId : undefined}
        aria-describedby={o?.message ? bodyId : undefined}
        aria-label={dialog.kind === 'custom' ? dialog.label : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {dialog.kind === 'custom' && dialog.render ? (
          dialog.render((value) => dialog.resolve(value))
        ) : (
          <>
            <h2 id={titleId} className="ui-dialog__title">{o?.title}</h2>
            {o?.message ? <div id={bodyId} className="ui-dialog__body">{o.message}</div> : null}
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
      </div>
    </div>
  );
}

/** Renders the open dialogs, top-most last; focus is trapped in the top one. */
export default function DialogContainer({ dialogs }: { dialogs: OpenDialog[] }) {
  return (
    <>
      {dialogs.map((dialog, index) => (
        <DialogFrame key={dialog.id} dialog={dialog} isTop={index === dialogs.length - 1} />
      ))}
    </>
  );
}
