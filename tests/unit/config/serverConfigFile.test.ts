import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../server/core/config';

describe("the server's config.json", () => {
    it('is the project’s public/config.json unless MC_CONFIG_FILE names a deployment’s own', () => {
        // The demo names its shipped example, so brands are on from the first start.
        expect(loadServerConfig({}).client.catalogue).toEqual(['catalogue.d/brands.json']);
        const dir = mkdtempSync(path.join(tmpdir(), 'mc-config-'));
        const file = path.join(dir, 'config.json');
        const base = JSON.parse(readFileSync('public/config.json', 'utf8'));
        writeFileSync(file, JSON.stringify({ ...base, signSecret: 'deployment-secret', catalogue: ['catalogue.d/own.json'] }));
        const config = loadServerConfig({ MC_CONFIG_FILE: file });
        expect(config.client.signSecret).toBe('deployment-secret');
        expect(config.client.catalogue).toEqual(['catalogue.d/own.json']);
    });
    it('refuses a deployment file that is not a valid configuration, naming the field', () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'mc-config-'));
        const file = path.join(dir, 'config.json');
        writeFileSync(file, JSON.stringify({ signSecret: 's', aesKeyHex: 'zz', aesIvHex: '00' }));
        expect(() => loadServerConfig({ MC_CONFIG_FILE: file })).toThrow('aesKeyHex');
    });
});
