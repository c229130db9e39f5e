import { Component, type ReactNode } from 'react';
import type { Locale } from '../services/types.ts';
import { formatMessage } from '../i18n/format-message.ts';
import type { BlockDiagnostic } from '../validate/diagnostics.ts';
import { errorDetail } from '../validate/error-detail.ts';

/** Props of `<BlockBoundary>`. */
export interface BlockBoundaryProps {
  blockKey: string;
  type: string;
  /** Language of the diagnostic's message. */
  locale: Locale;
  /** A new value forgets that the block threw and draws it again (an operator's edit of it). */
  resetKey?: unknown;
  /** What to show instead of the block once it has thrown (its `render-error` diagnostic). */
  fallback: (diagnostic: BlockDiagnostic) => ReactNode;
  children: ReactNode;
}

/**
 * The error boundary around one block: a throw while rendering turns into a `render-error`
 * diagnostic and the rest of the page keeps going.
 */
export class BlockBoundary extends Component<
  BlockBoundaryProps,
  { error: unknown; failed: boolean; resetKey: unknown }
> {
  override state = { error: null as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BlockBoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    const detail = errorDetail(error);
    return this.props.fallback({
      key: this.props.blockKey,
      type: this.props.type,
      reason: 'render-error',
      errors: [{ path: '', message: formatMessage(this.props.locale, 'blockRenderFailed', { detail }) }],
    });
  }
}
