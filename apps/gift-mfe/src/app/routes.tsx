import { Route, Routes } from 'react-router-dom';
import { GiftLayout } from './GiftLayout';
import { SendGiftPage } from '../features/send-gift/components/SendGiftPage';
import { DonationPage } from '../features/send-gift/components/DonationPage';
import { WalletPage } from '../features/wallet/components/WalletPage';

/** The gift remote's routes (src/routes.json tells the shell about them). */
export function GiftRoutes() {
  return (
    <Routes>
      <Route path="/gift" element={<GiftLayout><SendGiftPage /></GiftLayout>} />
      <Route path="/gift/donation" element={<GiftLayout><DonationPage /></GiftLayout>} />
      <Route path="/gift/donation/:to" element={<GiftLayout><DonationPage /></GiftLayout>} />
      <Route path="/gift/wallet" element={<GiftLayout><WalletPage /></GiftLayout>} />
    </Routes>
  );
}
