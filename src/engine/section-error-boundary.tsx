import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { sectionId: string; sectionType: string; children: ReactNode };
type State = { failed: boolean };

/**
 * One broken section must not blank the page: the section is left out and the rest renders.
 * The failure is reported to the console (and so fails tests and the browser suite).
 */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Section "${this.props.sectionId}" (${this.props.sectionType}) failed to render: ${error.message}`, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <div data-section-error={this.props.sectionId} hidden />;
    return this.props.children;
  }
}
