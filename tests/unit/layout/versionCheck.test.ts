// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { announcedVersion, fetchNewerVersion, isNewerVersion } from '../../../src/layout/update/versionCheck';

const replying = (body: unknown, status = 200) =>
    vi.fn(async (_url: URL | RequestInfo) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('version check', () => {
    it('compares major.minor.patch numerically', () => {
        expect(isNewerVersion('0.2.0', '0.1.9')).toBe(true);
        expect(isNewerVersion('0.10.0', '0.9.0')).toBe(true);
        expect(isNewerVersion('v1.0', '0.9.9')).toBe(true);
        expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false);
        expect(isNewerVersion('0.0.9', '0.1.0')).toBe(false);
        expect(isNewerVersion('latest', '0.1.0')).toBe(false);
    });

    it("reads {version} or the envelope's data.version", () => {
        expect(announcedVersion({ version: '1.2.3' })).toBe('1.2.3');
        expect(announcedVersion({ status: true, msg: '', data: { version: '1.2.4' } })).toBe('1.2.4');
        expect(announcedVersion({ data: 'x' })).toBeUndefined();
        expect(announcedVersion(null)).toBeUndefined();
    });

    it('asks the URL with the running version and answers a newer one', async () => {
        const fetchImpl = replying({ version: '0.2.0' });
        expect(await fetchNewerVersion('https://versions.example/console', '0.1.0', fetchImpl as typeof fetch)).toBe('0.2.0');
        const asked = new URL(String(fetchImpl.mock.calls[0][0]));
        expect(asked.origin + asked.pathname).toBe('https://versions.example/console');
        expect(asked.searchParams.get('current')).toBe('0.1.0');
    });

    it('answers nothing, and never throws, for an empty URL, the same version, an error status, garbage or a network failure', async () => {
        const none = replying({ version: '9.9.9' });
        expect(await fetchNewerVersion('', '0.1.0', none as typeof fetch)).toBeUndefined();
        expect(none).not.toHaveBeenCalled();
        expect(await fetchNewerVersion('/v', '0.1.0', replying({ version: '0.1.0' }) as typeof fetch)).toBeUndefined();
        expect(await fetchNewerVersion('/v', '0.1.0', replying({ version: '9.0.0' }, 500) as typeof fetch)).toBeUndefined();
        expect(await fetchNewerVersion('/v', '0.1.0', replying('<html>') as typeof fetch)).toBeUndefined();
        const offline = vi.fn(async () => {
            throw new TypeError('Failed to fetch');
        });
        expect(await fetchNewerVersion('/v', '0.1.0', offline as typeof fetch)).toBeUndefined();
    });
});
