import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startReferenceServer } from './referenceServer';

/** A running copy of the deployment: its address, and how to stop it and remove the copy. */
export interface DeploymentCopy {
    url: string;
    remove(): void;
}

/**
 * A resource by configuration alone: a copy of the deployment (the built console as it is, its
 * own config.json naming `catalogue`'s files, a table-declarations directory) with the files a
 * test writes, served by a reference server started on it. `catalogue` maps a file name under
 * `catalogue.d/` to its entries, `tables` a file name under `tables.d/` to its declaration.
 */
export const startDeploymentCopy = async (files: { catalogue: Record<string, unknown>; tables: Record<string, unknown> }): Promise<DeploymentCopy> => {
    const deployment = mkdtempSync(path.join(tmpdir(), 'mc-deployment-'));
    cpSync('dist', path.join(deployment, 'dist'), { recursive: true });
    mkdirSync(path.join(deployment, 'dist', 'catalogue.d'), { recursive: true });
    for (const [name, entries] of Object.entries(files.catalogue)) writeFileSync(path.join(deployment, 'dist', 'catalogue.d', name), JSON.stringify(entries));
    mkdirSync(path.join(deployment, 'tables.d'));
    for (const [name, declaration] of Object.entries(files.tables)) writeFileSync(path.join(deployment, 'tables.d', name), JSON.stringify(declaration));
    const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
    const catalogue = Object.keys(files.catalogue).map(name => `catalogue.d/${name}`);
    writeFileSync(path.join(deployment, 'config.json'), JSON.stringify({ ...config, catalogue }));
    try {
        const server = await startReferenceServer({
            MC_DATA_DIR: path.join(deployment, 'data'),
            MC_DIST_DIR: path.join(deployment, 'dist'),
            MC_CONFIG_FILE: path.join(deployment, 'config.json'),
            MC_TABLES_DIR: path.join(deployment, 'tables.d'),
        });
        return {
            url: server.url,
            remove: () => {
                server.stop();
                rmSync(deployment, { recursive: true, force: true });
            },
        };
    } catch (error) {
        rmSync(deployment, { recursive: true, force: true });
        throw error;
    }
};
