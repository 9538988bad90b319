export * from './callables';
export * from './errors';
export * from './context';
