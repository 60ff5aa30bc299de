import type { ReactNode } from 'react';
import { lazyPage, loadablePage, RouteTable } from '@platform/ui';
import { JoinPage } from '../features/room/components/JoinPage';
import routes from '../routes.json';
import { ToCallPage, ToJoinPage } from './redirects';
import { withRoomStrings } from './room-strings';

/**
 * The call page, and with it its in-call screen: the join page fetches both once the pre-join is idle.
 * Loaded before the room takes the member in, they render at once; a lazy part still loading then showed
 * a spinner, and React holds what replaces a spinner for 300 ms (issue 31).
 */
const callPage = loadablePage(() =>
  withRoomStrings(import('../features/room/components/CallPage')).then((m) => {
    m.preloadInCall().catch(() => undefined);
    return m.CallPage;
  }),
);

/**
 * The call remote's pages keyed by src/routes.json's `page`, which points straight at the screen: its file under src/ and its export (routes.json holds every path, once).
 * Only the join page, where visitors land, is in the first download (it fetches the room once the
 * pre-join is on screen); the room client, the
 * whiteboard, the QR page and the broadcast worker's composite load on their own paths, with the
 * room's strings (room-strings.ts).
 */
export const PAGES: Record<string, ReactNode> = {
  'features/room/components/JoinPage#JoinPage': <JoinPage preloadRoom={callPage.preload} />,
  'app/redirects#ToJoinPage': <ToJoinPage />,
  'features/room/components/CallPage#CallPage': lazyPage(callPage),
  'app/redirects#ToCallPage': <ToCallPage />,
  'features/room/components/EndedPage#EndedPage': lazyPage(() =>
    withRoomStrings(import('../features/room/components/EndedPage')).then((m) => m.EndedPage),
  ),
  // The broadcast worker's composite (issue 12): not linked; needs the worker's ticket.
  'features/broadcast/components/CompositePage#CompositePage': lazyPage(() =>
    withRoomStrings(import('../features/broadcast/components/CompositePage')).then((m) => m.CompositePage),
  ),
  'features/loading/components/LoadingPage#LoadingPage': lazyPage(() =>
    withRoomStrings(import('../features/loading/components/LoadingPage')).then((m) => m.LoadingPage),
  ),
  'features/whiteboard/components/Whiteboard#Whiteboard': lazyPage(() =>
    withRoomStrings(import('../features/whiteboard/components/Whiteboard')).then((m) => m.Whiteboard),
  ),
  'features/call-centre/components/QrCodePage#QrCodePage': lazyPage(() =>
    withRoomStrings(import('../features/call-centre/components/QrCodePage')).then((m) => m.QrCodePage),
  ),
};

export function CallRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
