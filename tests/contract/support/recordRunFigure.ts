import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_FIGURES_ENV } from '../../../scripts/figures/lastTestRun.mjs';

/**
 * A figure a test measured, for the READMEs: written into the folder `npm test` names
 * (scripts/figures/lastTestRun.mjs), which keeps it in tests/LAST_RUN.json; nothing outside it.
 */
export const recordRunFigure = (name: string, figure: Record<string, number | string>) => {
    const dir = process.env[RUN_FIGURES_ENV];
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(figure));
};
