import { type RefObject, useEffect } from 'react';

/**
 * Closes a popover (a menu, a results panel) on a press outside `root`, on Escape, or when the
 * keyboard focus moves out of it (Tab past its last item) unless `focusOut` is false (the user
 * app's header menus stay open then). Listens only while it is open.
 */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  { focusOut = true }: { focusOut?: boolean } = {},
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // Focus going nowhere (the window lost it) is not leaving; a press elsewhere is handled above.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.current?.contains(next)) close();
    };
    const element = focusOut ? root.current : null;
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [root, open, close, focusOut]);
}
