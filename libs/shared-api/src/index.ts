/** @platform/shared-api: the one API client and the one session store of the page. */
export * from './config/environment';
export * from './http/api-error';
export * from './http/events';
export * from './http/request-parts';
export * from './http/client';
export * from './session/types';
export * from './session/storage';
export * from './session/session-store';
export * from './session/profile';
export * from './endpoints/account';
export * from './endpoints/conference';
export * from './endpoints/platform';
export * from './endpoints/settings';
export * from './logging';
export * from './runtime/runtime-info';
export * from './runtime/singleton-probe';
export * from './signal/protocol';
