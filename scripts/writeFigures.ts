// npm run docs:figures: rewrites the READMEs' figures (scripts/figures/figureBlocks.ts) from the
// last run's results: tests/LAST_RUN.json (`npm test` writes it, then runs this) and
// bench/LATEST.md (a full `npm run bench` writes it, then runs this). A unit test fails until
// it has been run.
import { readFileSync, writeFileSync } from 'node:fs';
import { FIGURE_BLOCKS, blockMarkers, type FigureInputs } from './figures/figureBlocks';
import { LAST_RUN_FILE } from './figures/lastTestRun.mjs';
import { withBlock } from './readmeBlock';

const root = new URL('../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

const figureInputs = (): FigureInputs => ({ lastRun: JSON.parse(read(LAST_RUN_FILE)), benchMarkdown: read('bench/LATEST.md') });

const inputs = figureInputs();
for (const file of new Set(FIGURE_BLOCKS.map(block => block.file))) {
    const before = read(file);
    const after = FIGURE_BLOCKS.filter(block => block.file === file).reduce((text, block) => {
        const { begin, end } = blockMarkers(block);
        return withBlock(text, begin, end, block.render(inputs));
    }, before);
    if (after === before) console.log(`${file}: the figures are up to date`);
    else {
        writeFileSync(new URL(file, root), after);
        console.log(`${file}: figures rewritten from ${LAST_RUN_FILE} and bench/LATEST.md`);
    }
}
