import type { ReactNode } from 'react';

/**
 * The box preview mode shows where something could not be rendered as configured. Plain HTML with
 * inline styles, so the runtime needs no UI kit and looks the same under any host.
 */
export function PreviewAlert({ children }: { children: ReactNode }) {
  return (
    <section
      role="alert"
      style={{
        margin: '8px 0',
        padding: '12px 16px',
        border: '1px solid #e0393e',
        borderRadius: 4,
        background: '#fff1f0',
        color: '#5c0b0e',
        fontSize: 14,
        lineHeight: 1.5,
      }}
    >
      {children}
    </section>
  );
}
