import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue as builtIn } from '../../../src/app/catalogue';
import { loadCatalogueExtensions } from '../../../src/resources/extensions/loadCatalogueExtensions';
import { coreDomain } from '../../../server/domains/core';
import { startTestServer, type TestServer } from '../support/startTestServer';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

// A deployment's built console: an index page beside the files that `public/` puts in `dist/`.
let distDir: string;
let server: TestServer;
beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'mc-dist-'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>console</title>');
    await cp(path.join(publicDir, 'catalogue.schema.json'), path.join(distDir, 'catalogue.schema.json'));
    await cp(path.join(publicDir, 'catalogue.d'), path.join(distDir, 'catalogue.d'), { recursive: true });
    server = await startTestServer({ domains: [coreDomain], distDir, client: { catalogue: ['catalogue.d/brands.json'] } });
}, 120_000);
afterAll(async () => {
    await server?.close();
    await rm(distDir, { recursive: true, force: true });
});

describe('catalogue extension files on the reference server', () => {
    it('names them in the configuration it serves, and serves them and the schema beside it', async () => {
        const config = await (await fetch(`${server.url}/config.json`)).json();
        expect(config.catalogue).toEqual(['catalogue.d/brands.json']);
        const schema = await fetch(`${server.url}/catalogue.schema.json`);
        expect(schema.status).toBe(200);
        expect(await schema.json()).toEqual(JSON.parse(await readFile(path.join(publicDir, 'catalogue.schema.json'), 'utf8')));
        const brands = await fetch(`${server.url}/catalogue.d/brands.json`);
        expect(await brands.json()).toEqual(JSON.parse(await readFile(path.join(publicDir, 'catalogue.d', 'brands.json'), 'utf8')));
    });

    it('are what the console loads at start-up, from that configuration', async () => {
        const config = await (await fetch(`${server.url}/config.json`)).json();
        const loaded = await loadCatalogueExtensions(config.catalogue, builtIn, fetch, `${server.url}/`);
        expect(loaded.problems).toEqual([]);
        expect(loaded.entries.map(entry => entry.path)).toEqual(['/brand/list', '/brand/add', '/brand/edit/:id', '/brand/del/:id']);
    });

    it('a named file missing from the deployment is a problem, not a failure', async () => {
        const loaded = await loadCatalogueExtensions(['catalogue.d/absent.json'], builtIn, fetch, `${server.url}/`);
        expect(loaded.entries).toEqual([]);
        // The single-page fallback answers index.html for an unknown path: not JSON, said so.
        expect(loaded.problems).toEqual([{ file: 'catalogue.d/absent.json', at: '', key: 'fileIsPage' }]);
    });
});
