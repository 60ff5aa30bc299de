import React, { Component, type ErrorInfo, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from '@platform/router';
import { I18nextProvider, i18n, registerNamespace, type NamespaceResources } from '@platform/i18n';
import { markSharedConsumer, reportClientError } from '@platform/shared-api';
import { ErrorPanel } from '../components/ErrorPanel';

interface BoundaryProps {
  name: string;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  attempt: number;
}

/** Catches a remote's render errors: the error panel replaces it, with retry. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, attempt: 0 };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    reportClientError(`remote:${this.props.name}`, error, { componentStack: info.componentStack?.slice(0, 2000) });
  }
  render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          name={this.props.name}
          kind="crash"
          error={this.state.error}
          onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
        />
      );
    }
    return <React.Fragment key={this.state.attempt}>{this.props.children}</React.Fragment>;
  }
}

export interface RemoteAppOptions {
  /** The remote's name in the manifest (auth, events, call, settings, gift). */
  name: string;
  /** Its i18n namespace and strings in both languages (loaders: only the language in use is fetched). */
  namespace: string;
  resources: NamespaceResources;
  /** The version this build was released as (shown as data-remote-build on its root). */
  version: string;
  /** The remote's routes (react-router <Routes>). */
  Root: () => ReactNode;
}

/**
 * single-spa lifecycles for a remote: its router, i18n namespace and error
 * boundary. The shell passes the DOM element to mount into as `domElement`.
 */
export function createRemoteApp({ name, namespace, resources, version, Root }: RemoteAppOptions) {
  const strings = registerNamespace(namespace, resources);
  markSharedConsumer(name);
  function RemoteRoot() {
    return (
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <div className="remote-root" data-remote-build={version} data-remote-name={name}>
            <RemoteErrorBoundary name={name}>
              <Root />
            </RemoteErrorBoundary>
          </div>
        </BrowserRouter>
      </I18nextProvider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary(error: Error) {
      return <ErrorPanel name={name} kind="crash" error={error} />;
    },
  });
  // The first render waits for the strings of the language in use, so no key flashes.
  return {
    ...lifecycles,
    bootstrap: (props: Parameters<typeof lifecycles.bootstrap>[0]) => strings.then(() => lifecycles.bootstrap(props)),
  };
}
