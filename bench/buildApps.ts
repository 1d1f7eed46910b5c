import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { benchPaths } from './benchPaths';
import { now } from './stats';

/** Written next to each build: chunk file name → module id → its minified length in the chunk. */
export const CHUNK_MODULES_FILE = 'chunk-modules.json';

/** Records what each chunk holds, straight from the bundler (source maps may be missing or partial). */
const recordChunkModules = (): Plugin => ({
    name: 'bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
        const modules: Record<string, Record<string, number>> = {};
        for (const [file, output] of Object.entries(bundle)) {
            if (output.type !== 'chunk') continue;
            modules[file] = Object.fromEntries(Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]));
        }
        this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
});

const viteBuild = async (configFile: string, outDir: string) => {
    const started = now();
    await build({
        configFile,
        logLevel: 'error',
        build: { outDir, emptyOutDir: true },
        plugins: [recordChunkModules()],
    });
    return now() - started;
};

/**
 * Builds the console (its own vite.config.ts) and the baseline (bench/baseline), in this run,
 * from the same node_modules, into bench/results/build: the console's dist/ is left alone, a
 * reference server of other tools may be serving it. Answers the build times in milliseconds.
 */
export const buildApps = async () => ({
    consoleMs: await viteBuild(resolve(benchPaths.projectRoot, 'vite.config.ts'), benchPaths.consoleDist),
    baselineMs: await viteBuild(resolve(benchPaths.benchRoot, 'baseline', 'vite.config.ts'), benchPaths.baselineDist),
});
