export * from './participant';
export * from './commands';
export * from './events';
export * from './broadcast';
export * from './stage';
export * from './interpretation';
export * from './channels';
