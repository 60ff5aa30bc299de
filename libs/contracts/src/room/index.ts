export * from './participant';
export * from './commands';
export * from './events';
export * from './broadcast';
export * from './broadcast-slices';
export * from './stage';
export * from './interpretation';
export * from './channels';
