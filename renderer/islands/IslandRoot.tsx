import { Component, type ComponentType, type ReactNode } from 'react';

interface State {
  error?: Error;
}

/** Keeps a failing island from taking the page down: the rest of the HTML stays usable. */
class IslandBoundary extends Component<{ name: string; children: ReactNode }, State> {
  state: State = {};
  static getDerivedStateFromError(error: Error): State {
    return { error };
  }
  componentDidCatch(error: Error) {
    console.error(`The "${this.props.name}" part of this page failed:`, error);
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="m-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">Unexpected Application Error!</p>
        <p>This part of the page could not be shown. Please reload the page.</p>
      </div>
    );
  }
}

export function IslandRoot<P extends object>({ name, component: C, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <IslandBoundary name={name}>
      <C {...props} />
    </IslandBoundary>
  );
}

/**
 * The prefix for React's useId inside one island, identical on the server and in the browser: the
 * island's number is unique on its page, and short, since each form field repeats it twice.
 */
export const idPrefix = (id: string) => `i${id}-`;
