import type { ReactNode } from 'react';

/** A plain error in the alert style, without an icon: a read that failed or an action the server refused. */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert--error" role="alert">
      <div className="alert__body">{children}</div>
    </div>
  );
}
