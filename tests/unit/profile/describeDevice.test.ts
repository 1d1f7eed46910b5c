import { describe, expect, it } from 'vitest';
import { describeDevice } from '../../../src/profile/describeDevice';

describe('describeDevice', () => {
    it.each([
        ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome 126', 'Windows'],
        [
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
            'Edge 126',
            'Windows',
        ],
        ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari 17', 'macOS'],
        ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox 127', 'Linux'],
        [
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
            'Safari 17',
            'iOS',
        ],
        [
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49',
            'WeChat 8',
            'Android',
        ],
        ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome 156', 'Linux'],
    ])('%s', (userAgent, browser, system) => {
        expect(describeDevice(userAgent)).toEqual({ browser, system });
    });

    it('names nothing it does not know', () => {
        expect(describeDevice('')).toEqual({ browser: '', system: '' });
        expect(describeDevice('curl/8.5.0')).toEqual({ browser: '', system: '' });
        expect(describeDevice('node')).toEqual({ browser: '', system: '' });
    });
});
