import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  className: string;
  /** id of the dialog's heading. */
  titleId: string;
  /** Escape (or a Cancelar button) asks the caller to close it: the dialog lives while it is rendered. */
  onCancel: () => void;
  testId?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog> (the shared `.dialog` look plus the caller's class), opened as soon as it is shown (focus
 * trap and backdrop from the browser). The focus starts on the child marked `data-autofocus`, else on the first
 * focusable one: React's `autoFocus` runs before `showModal()`, whose focusing steps would move the focus again.
 */
export function ModalDialog({ className, titleId, onCancel, testId, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d || d.open) return;
    d.showModal();
    d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(e) => (e.preventDefault(), onCancel())}
      data-testid={testId}
    >
      {children}
    </dialog>
  );
}
