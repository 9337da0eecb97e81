import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the children once they threw; `retry` renders them again. */
  readonly fallback: (error: Error, retry: () => void) => ReactNode;
  /** When any of these changes (another screen, another conversation), the children get another chance. */
  readonly resetKeys: readonly unknown[];
  readonly children: ReactNode;
}

interface ErrorBoundaryState {
  readonly error: Error | undefined;
  readonly keys: readonly unknown[];
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * Catches what a part of the page throws while rendering, so one failing screen shows what failed instead of
 * emptying the whole console. React offers this only as a class component.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: toError(error) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const changed =
      props.resetKeys.length !== state.keys.length ||
      props.resetKeys.some((key, index) => !Object.is(key, state.keys[index]));
    return changed ? { error: undefined, keys: props.resetKeys } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Toolgate could not show part of the page:', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: undefined });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
