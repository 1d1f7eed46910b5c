// Builds the reference server into one ES module (default dist-server/main.mjs; `--out DIR`), so
// that `npm start`, the end-to-end runs and the bench run it on plain Node. Run under tsx, the
// loader's own thread and on-the-fly transpiling cost about 100 MiB of resident memory (321 MiB
// against 223 MiB at rest on PGlite with 100k rows) and a slower start.
// Packages stay in node_modules (PGlite finds its WebAssembly and data files next to its own
// code): Node's ES module resolver loads each of them, since the code names a package's files by
// their whole name (`crypto-js/aes.js`, a package without an exports map).
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Builds into `outDir/main.mjs` (with its source map), written aside and renamed, so that a server starting meanwhile never reads half a file. */
export const buildServer = async (outDir = 'dist-server') => {
    const out = resolve(outDir, 'main.mjs');
    const { outputFiles } = await build({
        entryPoints: ['server/main.ts'],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: 'linked',
        outfile: out,
        write: false,
        logLevel: 'warning',
        plugins: [
            {
                name: 'packages-stay-external',
                setup(pluginBuild) {
                    pluginBuild.onResolve({ filter: /^[^./]/ }, args => (args.path.startsWith('node:') ? undefined : { path: args.path, external: true }));
                },
            },
        ],
    });
    mkdirSync(dirname(out), { recursive: true });
    // The map first: the module names it.
    for (const file of [...outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')))) {
        const partial = `${file.path}.${process.pid}.tmp`;
        writeFileSync(partial, file.contents);
        renameSync(partial, file.path);
    }
    return out;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const { values } = parseArgs({ options: { out: { type: 'string' } } });
    const out = await buildServer(values.out);
    console.log(`Built the reference server: ${join(values.out ?? 'dist-server', 'main.mjs')} (${out})`);
}
