import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { navigateToUrl, start } from 'single-spa';
import { i18n, initI18n, I18nextProvider } from '@platform/i18n';
import { applyTheme, loadingBar, themeStore } from '@platform/ui';
import {
  configureEnvironment,
  configureSessionNavigation,
  connectivityStore,
  initApp,
  loadProfile,
  markSharedConsumer,
  reportClientError,
  runtimeInfoStore,
  sessionStore,
} from '@platform/shared-api';
import { loadManifest } from './manifest/load';
import { rememberPreloaded } from './manifest/preloaded';
import { currentOverrides, overridesAllowed, resolveRemotes } from './manifest/resolve';
import type { EnvironmentManifest } from './manifest/types';
import { buildRouteTable, type RouteTable } from './routing/match';
import { decideNavigation, pageTitle } from './routing/guard';
import { redirectFor } from './routing/redirects';
import { routeStore } from './routing/route-store';
import { registerRemoteApps } from './remotes/register';
import { adoptFirstPaint, retireFirstPaint } from './remotes/first-paint';
import { ShellRoot } from './ui/ShellRoot';
import { setUpWebApp } from './install/web-app';

declare const __SHELL_VERSION__: string;

interface RoutingDetail {
  newUrl: string;
  cancelNavigation?: (value?: boolean | Promise<boolean>) => void;
}

/** Where a URL should go before anything mounts: shell redirects, then the guard. */
async function redirectTarget(url: URL, table: RouteTable): Promise<string | null> {
  const redirect = redirectFor(url.pathname, url.search);
  if (redirect) return redirect;
  const match = table.match(url.pathname);
  if (!match?.route.login) return null;
  const account = await initApp();
  const { token } = sessionStore.getState();
  const decision = decideNavigation(match.route, account ?? sessionStore.getState().account, url, {
    tokenButUnreachable: Boolean(token) && connectivityStore.getState().unreachable,
  });
  return decision.kind === 'redirect' ? decision.to : null;
}

function setRoute(table: RouteTable, pathname: string) {
  const match = table.match(pathname);
  routeStore.setState({ pathname, route: match?.route ?? null, remote: match?.remote ?? null, ready: true });
  const t = (key: string, options?: Record<string, unknown>) => String(i18n.t(key, options as never));
  document.title = pageTitle(t, match ? match.route : { path: pathname, layout: 'public', title: 'common:notFound.title' });
}

/** Every navigation: loading bar, redirects and the guard (which may wait for the profile). */
function installNavigationGuard(table: RouteTable) {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<RoutingDetail>).detail;
    loadingBar.start();
    if (!detail.cancelNavigation) return;
    const url = new URL(detail.newUrl);
    const quick = redirectFor(url.pathname, url.search);
    const needsGuard = quick !== null || table.match(url.pathname)?.route.login;
    if (!needsGuard) return;
    detail.cancelNavigation(
      redirectTarget(url, table).then((to) => {
        if (!to) return false;
        setTimeout(() => navigateToUrl(to));
        return true;
      }),
    );
  });
  window.addEventListener('single-spa:before-mount-routing-event', () => setRoute(table, location.pathname));
  window.addEventListener('single-spa:routing-event', () => {
    setRoute(table, location.pathname);
    loadingBar.done();
  });
  i18n.on('languageChanged', () => setRoute(table, location.pathname));
  // When the services answer again, finish loading the profile that could not load.
  connectivityStore.subscribe((state, previous) => {
    const { token, account } = sessionStore.getState();
    if (previous.unreachable && !state.unreachable && token && !account) void loadProfile();
  });
}

/** Start-up: theme, i18n, manifest, remotes, guard, then single-spa. */
export async function bootstrap(): Promise<void> {
  const { mode, primary } = themeStore.getState();
  applyTheme(mode, primary);
  await initI18n();
  setUpWebApp(i18n);
  configureSessionNavigation((url) => navigateToUrl(url));
  markSharedConsumer('shell');
  loadingBar.start();

  const root = createRoot(document.getElementById('root')!);
  const render = (manifest: EnvironmentManifest | null) =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ShellRoot manifest={manifest} />
      </I18nextProvider>,
    );
  render(null);

  let manifest: EnvironmentManifest;
  try {
    manifest = await loadManifest();
  } catch (error) {
    reportClientError('shell:manifest', error);
    routeStore.setState({ fatal: error, ready: true });
    loadingBar.done();
    retireFirstPaint();
    return;
  }

  configureEnvironment(manifest.config);
  runtimeInfoStore.setState({ env: manifest.env, shellVersion: manifest.shell?.version ?? __SHELL_VERSION__ });
  const remotes = resolveRemotes(manifest, overridesAllowed(manifest) ? currentOverrides(location.search) : {});
  const table = buildRouteTable(remotes);
  registerRemoteApps(remotes, table);
  installNavigationGuard(table);

  // The first navigation is guarded before single-spa starts, so nothing protected mounts.
  await initApp();
  const first = await redirectTarget(new URL(location.href), table);
  if (first) history.replaceState(history.state, '', first);
  const second = first ? await redirectTarget(new URL(location.href), table) : null;
  if (second) history.replaceState(history.state, '', second);
  setRoute(table, location.pathname);
  // The route's layout is committed at once, so the server's first paint hands over to it in place.
  flushSync(() => render(manifest));
  adoptFirstPaint();
  start({ urlRerouteOnly: true });
  rememberPreloaded();
}
