import type { ReactNode } from 'react';
import { RouteTable } from '@platform/ui';
import { GiftLayout } from './GiftLayout';
import { SendGiftPage } from '../features/send-gift/components/SendGiftPage';
import { DonationPage } from '../features/send-gift/components/DonationPage';
import { WalletPage } from '../features/wallet/components/WalletPage';
import routes from '../routes.json';

/** The gift remote's routes (src/routes.json tells the shell about them). */

/** The gift remote's pages by the `page` names of src/routes.json (which holds every path, once). */
export const PAGES: Record<string, ReactNode> = {
  SendGiftPage: <GiftLayout><SendGiftPage /></GiftLayout>,
  DonationPage: <GiftLayout><DonationPage /></GiftLayout>,
  WalletPage: <GiftLayout><WalletPage /></GiftLayout>,
};

export function GiftRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
