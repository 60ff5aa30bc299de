import { getInstance, loadRemote } from '@module-federation/runtime';
import type { GiftArrival } from '@platform/shared-api';

/** `gift/gift-dialog` (apps/gift-mfe/README.md): opens the shell dialog, resolves when it closes. */
export interface GiftDialogModule {
  openGiftDialog(options: { toMemberId?: string; toAlias?: string; roomAlias?: string; toName: string }): Promise<{ sent: boolean }>;
}

/** `gift/gift-effect`: plays the on-screen effect and writes the chat line in the interface language. */
export interface GiftEffectModule {
  handleRoomMessage(message: unknown): GiftArrival[];
  giftChatLine(arrival: GiftArrival): string;
}

type Federation = { loadRemote<T>(id: string): Promise<T | null> };

/**
 * The federation instance that knows the gift remote: the shell registered every remote on its own
 * instance; this remote's copy of the runtime may hold a different one, so look for the shell's first.
 */
function federation(): Federation {
  const withGift = getInstance((instance) =>
    (instance.options?.remotes ?? []).some((remote) => remote.name === 'gift' || ('alias' in remote && remote.alias === 'gift')),
  );
  return (withGift as Federation | null) ?? { loadRemote: (id) => loadRemote(id) };
}

const cache = new Map<string, Promise<unknown>>();

async function load<T>(id: string): Promise<T> {
  let pending = cache.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = federation()
      .loadRemote<T>(id)
      .then((module) => {
        if (!module) throw new Error(`${id} did not load`);
        return module;
      });
    cache.set(id, pending);
    // A failed load may be a network blip: the next attempt tries again.
    pending.catch(() => cache.delete(id));
  }
  return pending;
}

export const loadGiftDialog = () => load<GiftDialogModule>('gift/gift-dialog');
export const loadGiftEffect = () => load<GiftEffectModule>('gift/gift-effect');
