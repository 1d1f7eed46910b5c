import { lazy, useState, type ComponentType } from 'react';

export interface PreloadableComponent<P extends object> {
    (props: P): React.JSX.Element;
    /** Fetches the code now; once it is here, the component renders without suspending. */
    preload(): Promise<void>;
}

/**
 * React.lazy for code that is usually prefetched: React.lazy suspends on its first render even
 * when the code has already arrived, and React holds a shown fallback for a moment before
 * revealing the content, which would add that wait to the login → rows path for nothing. Code
 * that is here at mount renders at once; otherwise the lazy component suspends as usual. The
 * choice is made once per mount, so a mounted page never switches components.
 */
export const preloadableLazy = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> => {
    let loaded: ComponentType<P> | undefined;
    const loadModule = () =>
        load().then(module => {
            loaded = module.default;
            return module;
        });
    const Lazy = lazy(loadModule) as unknown as ComponentType<P>;
    const Preloadable = (props: P) => {
        const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
        return <Component {...props} />;
    };
    Preloadable.preload = () => loadModule().then(() => undefined);
    return Preloadable;
};
