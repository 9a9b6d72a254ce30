import { statusCopy } from '../content/status';

export interface LoadingTextProps {
  children?: string;
}

/** The text a list shows until its data arrives; announced politely to screen readers. */
export function LoadingText({ children = statusCopy.loading }: LoadingTextProps) {
  return (
    <p role="status" aria-live="polite" className="muted">
      {children}
    </p>
  );
}
