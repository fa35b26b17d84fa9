interface LoadingScreenProps {
  message?: string;
  /** Fill the viewport below the navigation bar (guards) or sit inline (page regions). */
  fullHeight?: boolean;
}

export function LoadingScreen({ message = 'Carregando...', fullHeight = true }: LoadingScreenProps) {
  return (
    <div
      className={fullHeight ? 'loading-screen loading-screen--full' : 'loading-screen'}
      role="status"
      aria-live="polite"
    >
      <span className="spinner" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
