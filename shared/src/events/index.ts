export * from './protocol';
export * from './envelope';
export * from './stream';
export * from './catalogue';
export * from './validate';
export * from './commands';
export * from './audience';
export * from './socket-events';
