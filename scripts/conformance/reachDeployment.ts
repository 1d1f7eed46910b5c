import { ConfigError, parseRuntimeConfig, type RuntimeConfig } from '../../protocol/runtimeConfig';

/** Why a deployment cannot be checked at all: printed as one line, exit 2. */
export class Unreachable extends Error {}

/** `fetch` that gives up after `seconds`, naming what it waited for. */
export const fetchWithin =
    (seconds: number): typeof fetch =>
    (input, init) =>
        fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(seconds * 1000) });

const describeFailure = (url: string, error: unknown, seconds: number): string => {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return `${url} did not answer within ${seconds} s`;
    const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
    return `cannot reach ${url}: ${cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error)}`;
};

const looksLikeHtml = (text: string, type: string) => /html/i.test(type) || /^\s*<(!doctype|html|head|body)/i.test(text);

/**
 * The deployment's `/config.json`, read as the console reads it: a JSON object the console's
 * own validation accepts, with `apiBase` resolved against `base`. Anything else (no answer, a
 * timeout, an HTML error page, text that is not JSON, an invalid configuration) is
 * `Unreachable` with a one-line reason.
 */
export const reachDeployment = async (base: string, seconds: number): Promise<{ config: RuntimeConfig; raw: Record<string, unknown> }> => {
    const url = new URL('config.json', `${base}/`).toString();
    let response: Response;
    let text: string;
    try {
        response = await fetchWithin(seconds)(url);
        text = await response.text();
    } catch (error) {
        throw new Unreachable(describeFailure(url, error, seconds));
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok) {
        throw new Unreachable(`${url} answered HTTP ${response.status}${looksLikeHtml(text, type) ? ' with an HTML page' : ''}, not the console's config.json`);
    }
    if (looksLikeHtml(text, type)) throw new Unreachable(`${url} answered an HTML page, not the console's config.json: is --base the console's address?`);
    let raw: unknown;
    try {
        raw = JSON.parse(text);
    } catch {
        throw new Unreachable(`${url} answered text that is not JSON (${JSON.stringify(text.slice(0, 40))}${text.length > 40 ? '…' : ''})`);
    }
    try {
        const record = raw as Record<string, unknown>;
        const apiBase = typeof record?.apiBase === 'string' && record.apiBase ? new URL(record.apiBase, `${base}/`).toString() : base;
        return { config: parseRuntimeConfig({ ...record, apiBase }), raw: record };
    } catch (error) {
        if (error instanceof ConfigError || error instanceof TypeError) throw new Unreachable(`${url} is not a valid console configuration: ${error.message}`);
        throw error;
    }
};
