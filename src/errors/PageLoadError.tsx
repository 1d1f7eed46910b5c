import { useTranslate } from 'react-admin';
import { LoadError } from './LoadError';

/** The error a page's parser throws on a reply it cannot read (its own class), and the text that says so. */
export interface MalformedReply {
    kind: abstract new (...args: never[]) => Error;
    text: string;
}

/**
 * A page's load that failed: the server's message (shown as sent), or the page's own text when
 * the reply could not be read, and a retry.
 */
export const PageLoadError = ({ error, onRetry, malformed }: { error: unknown; onRetry: () => void; malformed: MalformedReply }) => {
    const translate = useTranslate();
    return (
        <LoadError error={error} onRetry={onRetry} fallback="mc.error.malformed" sx={{ m: 2 }}>
            {error instanceof malformed.kind ? translate(malformed.text) : undefined}
        </LoadError>
    );
};
