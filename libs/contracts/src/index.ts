export * from './enums';
export * from './whiteboard';
export * from './call-centre';
export * from './rules/phone';
