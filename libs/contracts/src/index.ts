export * from './enums';
export * from './rules/email';
export * from './rules/password';
export * from './rest/errors';
export * from './rest/pump-fun';
export * from './rest/graphql';
