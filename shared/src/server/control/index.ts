export * from './engine-control';
