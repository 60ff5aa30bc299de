export * from './enums';
export * from './rules/email';
export * from './rules/password';
