// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import config from '../../../public/config.json';
import { applyDebugOverride, readDebugOverride, writeDebugOverride } from '../../../src/config/runtimeConfig';
import { ConfigError, parseRuntimeConfig } from '../../../protocol/runtimeConfig';

describe('parseRuntimeConfig', () => {
    it('accepts the shipped config.json', () => {
        expect(parseRuntimeConfig(config)).toMatchObject({ signHash: 'md5', encryption: true, defaultLocale: 'zh-cn' });
    });

    it.each([
        [null, 'JSON object'],
        [{ ...config, signHash: 'crc32' }, 'signHash'],
        [{ ...config, aesKeyHex: 'abcd' }, 'aesKeyHex'],
        [{ ...config, aesIvHex: 42 }, 'aesIvHex'],
        [{ ...config, encryption: 'yes' }, 'encryption'],
        [{ ...config, signSecret: undefined }, 'signSecret'],
        [{ ...config, refreshBeforeExpirySeconds: -1 }, 'refreshBeforeExpirySeconds'],
        [{ ...config, catalogue: 'catalogue.d/brands.json' }, '"catalogue" must be a list'],
        // A hostile name the configuration must refuse, never read.
        // eslint-disable-next-line repository/no-path-outside
        [{ ...config, catalogue: ['../secrets.json'] }, '"catalogue" holds "../secrets.json"'],
        [{ ...config, catalogue: ['https://elsewhere.example/brands.json'] }, 'not a .json file beside config.json'],
        [{ ...config, catalogue: ['/etc/brands.json'] }, 'not a .json file beside config.json'],
        [{ ...config, catalogue: ['catalogue.d/brands.yaml'] }, 'not a .json file beside config.json'],
        [{ ...config, catalogue: [42] }, '"catalogue" holds 42'],
    ])('names what is wrong in %j', (raw, field) => {
        expect(() => parseRuntimeConfig(raw)).toThrow(ConfigError);
        expect(() => parseRuntimeConfig(raw)).toThrow(field);
    });
});

describe('catalogue extension files', () => {
    it('are none unless named, and kept in order without repeats', () => {
        const { catalogue: _shipped, ...unnamed } = config;
        expect(parseRuntimeConfig(unnamed).catalogue).toEqual([]);
        expect(parseRuntimeConfig(config).catalogue).toEqual(['catalogue.d/brands.json']);
        expect(parseRuntimeConfig({ ...config, catalogue: ['catalogue.d/brands.json', 'extra.json', 'catalogue.d/brands.json'] }).catalogue).toEqual([
            'catalogue.d/brands.json',
            'extra.json',
        ]);
    });
});

describe('debug override', () => {
    it('round-trips through session storage and overrides host and encryption', () => {
        writeDebugOverride(sessionStorage, { apiHost: 'http://10.0.0.1:9000/', encryption: false });
        const override = readDebugOverride(sessionStorage);
        expect(override).toEqual({ apiHost: 'http://10.0.0.1:9000', encryption: false });
        expect(applyDebugOverride(parseRuntimeConfig(config), override)).toMatchObject({ apiBase: 'http://10.0.0.1:9000', encryption: false });
    });

    it('ignores a corrupt override', () => {
        sessionStorage.setItem('mc.debug', '{not json');
        expect(readDebugOverride(sessionStorage)).toEqual({});
    });
});
