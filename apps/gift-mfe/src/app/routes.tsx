import type { ReactNode } from 'react';
import { RouteTable } from '@platform/ui';
import { GiftLayout } from './GiftLayout';
import { SendGiftPage } from '../features/send-gift/components/SendGiftPage';
import { DonationPage } from '../features/send-gift/components/DonationPage';
import { WalletPage } from '../features/wallet/components/WalletPage';
import routes from '../routes.json';

/** The gift remote's routes (src/routes.json tells the shell about them). */

/** The gift remote's pages keyed by src/routes.json's `page`, which points straight at the screen: its file under src/ and its export (routes.json holds every path, once). */
export const PAGES: Record<string, ReactNode> = {
  'features/send-gift/components/SendGiftPage#SendGiftPage': (
    <GiftLayout>
      <SendGiftPage />
    </GiftLayout>
  ),
  'features/send-gift/components/DonationPage#DonationPage': (
    <GiftLayout>
      <DonationPage />
    </GiftLayout>
  ),
  'features/wallet/components/WalletPage#WalletPage': (
    <GiftLayout>
      <WalletPage />
    </GiftLayout>
  ),
};

export function GiftRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
