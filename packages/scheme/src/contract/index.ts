export * from './callables';
export * from './errors';
export * from './context';
export * from './formats';
export * from './requests';
export * from './responses';
