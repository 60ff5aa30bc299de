import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Button, type ButtonProps } from './Button';

export type CopyState = 'idle' | 'copied' | 'error';

/** Writes text to the clipboard, with a fallback for browsers without the async clipboard API. */
export async function copyText(text: string): Promise<void> {
  if (typeof globalThis.navigator?.clipboard?.writeText === 'function') {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** Copy button: reads Copy, then Copied or Error for two seconds (spec §2). */
export function CopyButton({ text, label, ...rest }: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function onCopy() {
    try {
      await copyText(text);
      setState('copied');
    } catch {
      setState('error');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  }
  const text_ = state === 'copied' ? t('actions.copied') : state === 'error' ? t('actions.copyError') : (label ?? t('actions.copy'));
  return (
    <Button icon={state === 'copied' ? 'check' : state === 'error' ? 'alert' : 'copy'} onClick={onCopy} data-copy-state={state} {...rest}>
      <span aria-live="polite">{text_}</span>
    </Button>
  );
}

/** A read-only value with its copy button. */
export function CopyField({ value, label }: { value: string; label: string }) {
  return (
    <div className="ui-field">
      <span className="ui-field__label">{label}</span>
      <div className="ui-copy-field">
        <input className="ui-input" readOnly value={value} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton text={value} variant="secondary" />
      </div>
    </div>
  );
}
