import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAppState } from './app-state';
import { installDialogShim } from './dialog-shim';

/** Setup of the `components` vitest project (jsdom): DOM matchers, <dialog>, and a clean page per test. */
installDialogShim();
// jsdom lays nothing out: scrolling an element into view (the dashboard after a page change) does nothing.
Element.prototype.scrollIntoView ??= () => undefined;
// Unmount first: a screen still mounted would read again from the cache being cleared.
afterEach(() => {
  cleanup();
  resetAppState();
});
