import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage } from 'react-admin';
import { errorLog } from './errorLog/errorLogStore';

interface PageErrorBoundaryProps {
    children: ReactNode;
    /** A change (the page's location) clears a shown error. */
    resetKey: string;
}

interface PageErrorBoundaryState {
    error?: Error;
    errorInfo?: ErrorInfo;
    resetKey: string;
}

/**
 * Catches a page's rendering error so that only that page shows react-admin's error screen
 * (the other tabs stay alive), and records it in the production error log.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
    state: PageErrorBoundaryState = { resetKey: this.props.resetKey };

    static getDerivedStateFromError(error: Error): Partial<PageErrorBoundaryState> {
        return { error };
    }

    static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
        return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: undefined, errorInfo: undefined } : null;
    }

    componentDidCatch(error: Error, errorInfo: ErrorInfo) {
        this.setState({ errorInfo });
        if (import.meta.env.PROD) errorLog.add(error, errorInfo.componentStack ?? '');
    }

    render() {
        const { error, errorInfo } = this.state;
        if (!error) return this.props.children;
        return <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={() => this.setState({ error: undefined, errorInfo: undefined })} />;
    }
}
