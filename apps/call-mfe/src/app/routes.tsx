import type { ReactNode } from 'react';
import { Navigate, useParams } from '@platform/router';
import { lazyPage, RouteTable } from '@platform/ui';
import { JoinPage } from '../features/room/components/JoinPage';
import routes from '../routes.json';
import { withRoomStrings } from './room-strings';

/** join/{alias} and call/{alias} are the spec's older spellings. */
function Redirect({ to }: { to: 'j' | 'c' }) {
  const { alias = '' } = useParams();
  return <Navigate to={`/${to}/${alias}`} replace />;
}

/**
 * The call remote's pages by the `page` names of src/routes.json (which holds every path, once).
 * Only the join page, where visitors land, is in the first download (it fetches the room once the
 * pre-join is on screen); the room client, the
 * whiteboard, the QR page and the broadcast worker's composite load on their own paths, with the
 * room's strings (room-strings.ts).
 */
const loadCallPage = () => withRoomStrings(import('../features/room/components/CallPage')).then((m) => m.CallPage);

export const PAGES: Record<string, ReactNode> = {
  JoinPage: <JoinPage preloadRoom={loadCallPage} />,
  ToJoinPage: <Redirect to="j" />,
  CallPage: lazyPage(loadCallPage),
  ToCallPage: <Redirect to="c" />,
  EndedPage: lazyPage(() => withRoomStrings(import('../features/room/components/EndedPage')).then((m) => m.EndedPage)),
  // The broadcast worker's composite (issue 12): not linked; needs the worker's ticket.
  CompositePage: lazyPage(() => withRoomStrings(import('../features/broadcast/components/CompositePage')).then((m) => m.CompositePage)),
  LoadingPage: lazyPage(() => withRoomStrings(import('../features/loading/components/LoadingPage')).then((m) => m.LoadingPage)),
  Whiteboard: lazyPage(() => withRoomStrings(import('../features/whiteboard/components/Whiteboard')).then((m) => m.Whiteboard)),
  QrCodePage: lazyPage(() => withRoomStrings(import('../features/call-centre/components/QrCodePage')).then((m) => m.QrCodePage)),
};

export function CallRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
