export * from './enums';
export * from './room';
