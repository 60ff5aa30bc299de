import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export function Card({ className, flat, ...rest }: HTMLAttributes<HTMLDivElement> & { flat?: boolean }) {
  return <div className={['ui-card', flat && 'ui-card--flat', className].filter(Boolean).join(' ')} {...rest} />;
}

export function Badge({
  tone = 'neutral',
  children,
  ...rest
}: { tone?: 'neutral' | 'primary' | 'success' | 'danger' | 'count'; children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={`ui-badge${tone !== 'neutral' ? ` ui-badge--${tone}` : ''}`} {...rest}>
      {children}
    </span>
  );
}

const AVATAR_COLOURS = ['#c52428', '#1f6feb', '#1a7f4b', '#8250df', '#bf8700', '#0e7490', '#be185d', '#475569'];

/**
 * Initials of a display name, from its letters: "Nguyễn Văn An" -> "NA", "<b>Ann</b>" -> "A"
 * (markup someone typed and punctuation are not letters). No letters: "?".
 */
export function initialsOf(name: string): string {
  const words =
    name
      .normalize('NFC')
      .replace(/<[^>]*>/g, ' ')
      .match(/\p{L}[\p{L}\p{M}]*/gu) ?? [];
  if (words.length === 0) return '?';
  const first = words[0]![0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toLocaleUpperCase();
}

export function colourFor(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return AVATAR_COLOURS[Math.abs(hash) % AVATAR_COLOURS.length];
}

export function Avatar({ name, src, size = 36 }: { name: string; src?: string | null; size?: number }) {
  return (
    <span
      className="ui-avatar"
      style={{ ['--size' as string]: `${size}px`, background: src ? undefined : colourFor(name) }}
      aria-hidden="true"
    >
      {src ? <img src={src} alt="" /> : initialsOf(name)}
    </span>
  );
}

export function EmptyState({
  icon = 'layers',
  title,
  children,
  action,
}: {
  icon?: IconName;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="ui-empty">
      <span className="ui-empty__icon">
        <Icon name={icon} size={26} />
      </span>
      <p className="ui-empty__title">{title}</p>
      {children ? <div>{children}</div> : null}
      {action}
    </div>
  );
}

export function Alert({
  tone = 'info',
  children,
  icon = 'alert',
}: {
  tone?: 'info' | 'danger' | 'success';
  children: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className={`ui-alert ui-alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon name={icon} size={18} />
      <div>{children}</div>
    </div>
  );
}
