import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { JoinPage } from '../features/room/components/JoinPage';
import { CallPage } from '../features/room/components/CallPage';
import { EndedPage } from '../features/room/components/EndedPage';
import { LoadingPage } from '../features/loading/components/LoadingPage';
import { Whiteboard } from '../features/whiteboard/components/Whiteboard';
import { QrCodePage } from '../features/call-centre/components/QrCodePage';
import { CompositePage } from '../features/broadcast/components/CompositePage';

function Page({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('call');
  return <h1>{t(titleKey)}</h1>;
}

/** join/{alias} and call/{alias} are the spec's older spellings. */
function Redirect({ to }: { to: 'j' | 'c' }) {
  const { alias = '' } = useParams();
  return <Navigate to={`/${to}/${alias}`} replace />;
}

export function CallRoutes() {
  return (
    <Routes>
      <Route path="/j/:alias" element={<JoinPage />} />
      <Route path="/join/:alias" element={<Redirect to="j" />} />
      <Route path="/c/:alias" element={<CallPage />} />
      <Route path="/call/:alias" element={<Redirect to="c" />} />
      <Route path="/c/:alias/ended" element={<EndedPage />} />
      {/* The broadcast worker's composite (issue 12): not linked; needs the worker's ticket. */}
      <Route path="/c/:alias/composite" element={<CompositePage />} />
      <Route path="/loading" element={<LoadingPage />} />
      <Route path="/draw" element={<Whiteboard />} />
      <Route path="/review/qr-code" element={<QrCodePage />} />
    </Routes>
  );
}
