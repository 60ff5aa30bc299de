import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { RouteTable } from '@platform/ui';
import { JoinPage } from '../features/room/components/JoinPage';
import { CallPage } from '../features/room/components/CallPage';
import { EndedPage } from '../features/room/components/EndedPage';
import { LoadingPage } from '../features/loading/components/LoadingPage';
import { Whiteboard } from '../features/whiteboard/components/Whiteboard';
import { QrCodePage } from '../features/call-centre/components/QrCodePage';
import routes from '../routes.json';

// The broadcast worker's page loads only there: the join and call pages never carry its canvas and recorder code.
const CompositePage = lazy(() => import('../features/broadcast/components/CompositePage').then((m) => ({ default: m.CompositePage })));

/** join/{alias} and call/{alias} are the spec's older spellings. */
function Redirect({ to }: { to: 'j' | 'c' }) {
  const { alias = '' } = useParams();
  return <Navigate to={`/${to}/${alias}`} replace />;
}

/** The call remote's pages by the `page` names of src/routes.json (which holds every path, once). */
export const PAGES: Record<string, ReactNode> = {
  JoinPage: <JoinPage />,
  ToJoinPage: <Redirect to="j" />,
  CallPage: <CallPage />,
  ToCallPage: <Redirect to="c" />,
  EndedPage: <EndedPage />,
  // The broadcast worker's composite (issue 12): not linked; needs the worker's ticket.
  CompositePage: <Suspense fallback={null}><CompositePage /></Suspense>,
  LoadingPage: <LoadingPage />,
  Whiteboard: <Whiteboard />,
  QrCodePage: <QrCodePage />,
};

export function CallRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
