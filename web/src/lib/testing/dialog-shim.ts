/**
 * jsdom has <dialog> (and its `open` attribute) but neither `showModal()`, `close()` nor the browser's Escape key,
 * which sends `cancel` to the top modal dialog and closes it unless the handler prevents that. This stands in for
 * them in the component tests; a browser that has the real ones keeps them.
 */
const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, a[href], [tabindex]';

export function installDialogShim(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    // The dialog focusing steps: the element carrying the autofocus attribute, else the first focusable one.
    const delegate =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    delegate?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (e) => {
    const top = modals.filter((d) => d.isConnected && d.open).at(-1);
    if (e.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
