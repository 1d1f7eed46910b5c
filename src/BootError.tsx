/** Shown when the console cannot start (no configuration): plain markup, no theme needed. */
export const BootError = ({ message }: { message: string }) => (
    <div role="alert" style={{ margin: '20vh auto', maxWidth: 560, fontFamily: 'sans-serif', color: '#b71c1c' }}>
        {message}
    </div>
);
