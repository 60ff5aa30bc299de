import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

export interface OpenDialog {
  id: number;
  kind: 'confirm' | 'alert' | 'custom';
  options?: ConfirmOptions;
  render?: (close: (value?: unknown) => void) => ReactNode;
  label?: string;
  wide?: boolean;
  /** Whether Escape or a backdrop click may close it. */
  dismissible: boolean;
  resolve(value: unknown): void;
}

interface DialogState {
  dialogs: OpenDialog[];
}

export const dialogStore = createStore<DialogState>()(() => ({ dialogs: [] }));
let nextId = 1;

function push(dialog: Omit<OpenDialog, 'id' | 'resolve'>): Promise<unknown> {
  return new Promise((resolve) => {
    const id = nextId++;
    const entry: OpenDialog = {
      ...dialog,
      id,
      resolve: (value) => {
        dialogStore.setState((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
        resolve(value);
      },
    };
    dialogStore.setState((s) => ({ dialogs: [...s.dialogs, entry] }));
  });
}

/**
 * The dialog API for every remote: the shell's lazily loaded container renders
 * them, so no remote bundles its own dialog system.
 */
export const dialogs = {
  confirm(options: ConfirmOptions): Promise<boolean> {
    return push({ kind: 'confirm', options, dismissible: true }).then((v) => v === true);
  },
  alert(options: Omit<ConfirmOptions, 'cancelLabel' | 'danger'>): Promise<void> {
    return push({ kind: 'alert', options, dismissible: true }).then(() => undefined);
  },
  open<T>(
    render: (close: (value?: T) => void) => ReactNode,
    options: { label: string; wide?: boolean; dismissible?: boolean },
  ): Promise<T | undefined> {
    return push({
      kind: 'custom',
      render: render as OpenDialog['render'],
      label: options.label,
      wide: options.wide,
      dismissible: options.dismissible ?? true,
    }) as Promise<T | undefined>;
  },
  closeAll(): void {
    for (const d of dialogStore.getState().dialogs) d.resolve(undefined);
  },
};

export function useDialogs(): OpenDialog[] {
  return useStore(dialogStore, (s) => s.dialogs);
}
