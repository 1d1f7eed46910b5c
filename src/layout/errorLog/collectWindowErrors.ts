import type { ErrorLogStore } from './errorLogStore';

/** Records uncaught errors and unhandled promise rejections of the page; returns the uninstaller. */
export const collectWindowErrors = (store: ErrorLogStore, target: Window = window): (() => void) => {
    const onError = (event: ErrorEvent) => store.add(event.error ?? event.message, `${event.filename ?? ''}:${event.lineno ?? ''}:${event.colno ?? ''}`);
    const onRejection = (event: PromiseRejectionEvent) => store.add(event.reason, 'unhandledrejection');
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
    };
};
