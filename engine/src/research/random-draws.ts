export { RandomEntries, type Draws } from '../evidence/random-entries';
