/**
 * jsdom has <dialog> but not showModal(), close() or the Escape key's `cancel`: the least of
 * them that Modal's tests and the apps' tests need, as a browser does it. A vitest setup file
 * (vitest.config.ts) for the jsdom projects; real browsers (the e2e tests) use their own.
 */
const openModals: HTMLDialogElement[] = [];

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    openModals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    openModals.splice(openModals.indexOf(this), 1);
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  // Escape asks the topmost modal dialog to close: a cancelable `cancel`, then close unless refused.
  document.addEventListener('keydown', (event) => {
    const top = openModals.at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

// A module (not a script), so `openModals` stays its own name.
export {};
