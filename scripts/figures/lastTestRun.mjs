// What a run of `npm test` measured, kept in tests/LAST_RUN.json so that the READMEs' test
// figures (test time, the authorization matrix's count) are written from it by
// `npm run docs:figures` (scripts/figures/figureBlocks.ts), never by hand. Tests that have a
// figure to report write it into the folder named by MC_RUN_FIGURES (recordRunFigure), which
// `npm test` sets for its steps and reads at the end.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const LAST_RUN_FILE = 'tests/LAST_RUN.json';
export const RUN_FIGURES_ENV = 'MC_RUN_FIGURES';

/** The figures tests wrote into `dir` during the run, by name (the file's name). */
const figuresIn = dir =>
    existsSync(dir)
        ? Object.fromEntries(
              readdirSync(dir)
                  .filter(file => file.endsWith('.json'))
                  .map(file => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))])
          )
        : {};

/**
 * The record of one run: the machine, the command, its start and end, each step's time and
 * counts, the totals, and each figure a test wrote (with the run's date, so that a README can
 * name the run each figure comes from).
 */
export const testRunRecord = ({ machine, command, startedAt, endedAt, steps, totals, figuresDir }) => {
    const run = {
        command,
        machine,
        startedAt,
        endedAt,
        wallSeconds: Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000),
        steps,
        totals,
    };
    const figures = Object.fromEntries(Object.entries(figuresIn(figuresDir)).map(([name, figure]) => [name, { ...figure, date: startedAt }]));
    return { testTime: run, ...figures };
};
