import { useCallback, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.js';

/**
 * The open state of a header popover (a menu, a bell's panel) whose trigger toggles it, closed
 * by useDismiss: put `root` on the element holding both the trigger and the popover.
 */
export function usePopover({ focusOut = true }: { focusOut?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useDismiss(root, open, close, { focusOut });
  return { open, root, close, toggle };
}
