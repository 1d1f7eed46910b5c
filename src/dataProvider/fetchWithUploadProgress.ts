/**
 * `fetch` cannot report upload progress, so uploads that show a progress bar (imports) go
 * through XMLHttpRequest and come back as a standard Response.
 */
export const fetchWithUploadProgress = (
    url: string,
    init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
    onUploadProgress: (fraction: number) => void
): Promise<Response> =>
    new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(init.method, url);
        for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = event => {
            if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
        };
        xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status }));
        xhr.onerror = () => reject(new TypeError('Network request failed'));
        xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
        init.signal?.addEventListener('abort', () => xhr.abort());
        xhr.send(init.body as XMLHttpRequestBodyInit | null);
    });
