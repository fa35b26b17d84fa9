export * from './db';
export * from './postgres';
export * from './embedded';
export * from './migrate';
export * from './open';
export * from './gate-decisions';
export * from './data-dir-lock';
export * from './signal-rows';
