import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Open/closed state of a menu button and its panel (the WAI-ARIA disclosure pattern): Escape closes
 * and returns focus to the button, focus or a click leaving the menu closes it (moving to another page is a page load).
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }, []);

  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && containerRef.current && !containerRef.current.contains(next)) setOpen(false);
  }, []);

  return {
    open,
    setOpen,
    toggle: () => setOpen((value) => !value),
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((value) => !value) },
    panelId,
    containerProps: { ref: containerRef, onKeyDown, onBlur },
  };
}
