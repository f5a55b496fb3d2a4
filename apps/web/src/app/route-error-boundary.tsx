import { Component, type ReactNode } from 'react';

interface Props {
  /** The page's address: a new one clears the error, as the data router's boundary did. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  locationKey: string;
}

/** What the data router showed when a screen threw (or its chunk failed to load). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey
      ? null
      : { error: null, locationKey: props.locationKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
      </>
    );
  }
}
