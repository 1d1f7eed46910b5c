import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { benchPaths } from './benchPaths';
import type { Figure } from './Figure';
import type { Machine } from '../scripts/figures/describeMachine.mjs';

export { describeMachine, type Machine } from '../scripts/figures/describeMachine.mjs';

const formatValue = (figure: Figure) => {
    if (figure.value === undefined || Number.isNaN(figure.value)) return '—';
    const { value, unit } = figure;
    if (unit === 'B') return `${value.toLocaleString('en-US')} B`;
    if (unit === '×') return `${value.toFixed(2)} ×`;
    if (unit === 'MiB') return `${value.toFixed(1)} MiB`;
    const digits = Number.isInteger(value) || value >= 100 ? 0 : value >= 10 ? 1 : 2;
    return `${value.toFixed(digits)} ${unit}`.trim();
};

const marker = (figure: Figure) => (figure.status === 'missed' ? 'MISSED' : figure.status === 'n/a' ? 'n/a' : figure.status === 'ok' ? 'ok' : '');

/** The figures as rows of text: part, figure, median, runs, status, note. */
const rows = (figures: Figure[]) =>
    figures.map(figure => [figure.part, figure.name, formatValue(figure), figure.runs ? String(figure.runs.length) : '', marker(figure), figure.note ?? '']);

const HEADER = ['part', 'figure', 'median', 'runs', 'status', 'note'];

/** Columns a terminal gives the text: CJK and full-width characters take two. */
const WIDE =
    /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const displayWidth = (text: string) => [...text].reduce((width, char) => width + (WIDE.test(char) ? 2 : 1), 0);
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

export const formatTable = (figures: Figure[]): string => {
    const table = [HEADER, ...rows(figures)];
    const widths = HEADER.map((_, column) => Math.max(...table.map(row => displayWidth(row[column]))));
    const line = (row: string[]) =>
        row
            .map((cell, column) => pad(cell, widths[column]))
            .join('  ')
            .trimEnd();
    return [line(table[0]), widths.map(width => '-'.repeat(width)).join('  '), ...table.slice(1).map(line)].join('\n');
};

/** The machine sentence of bench/LATEST.md: `formatMarkdown` writes it, `readLatestMarkdown` reads it back. */
const describedRun = (machine: Machine, wallSeconds: number) =>
    `Printed by \`npm run bench\` on ${machine.date.slice(0, 10)}: ${machine.nproc} cores (${machine.cpu}), ` +
    `${machine.memoryGiB} GiB memory, Node ${machine.node}, ${machine.chromium}; the whole run took ${Math.round(wallSeconds)} s.`;
const DESCRIBED_RUN = /^Printed by `npm run bench` on (\d{4}-\d{2}-\d{2}): (.+); the whole run took (\d+) s\.$/m;

export const formatMarkdown = (figures: Figure[], machine: Machine, wallSeconds: number): string => {
    const escape = (cell: string) => cell.replace(/\|/g, '\\|');
    return [
        '# Latest benchmark figures',
        '',
        describedRun(machine, wallSeconds),
        'Each value is the median of the runs shown, baseline and console measured in the same run.',
        '',
        `| ${HEADER.join(' | ')} |`,
        `|${HEADER.map(() => '---').join('|')}|`,
        ...rows(figures).map(row => `| ${row.map(escape).join(' | ')} |`),
        '',
    ].join('\n');
};

/** One row of bench/LATEST.md, as printed: part, figure, median, runs, status (ok, MISSED, n/a or none), note. */
export interface PrintedFigure {
    part: string;
    figure: string;
    median: string;
    runs: string;
    status: string;
    note: string;
}

/** bench/LATEST.md read back: the day of the run, the machine, its wall time and every figure as printed. */
export const readLatestMarkdown = (markdown: string): { date: string; machine: string; wallSeconds: number; figures: PrintedFigure[] } => {
    const described = DESCRIBED_RUN.exec(markdown);
    if (!described) throw new Error('bench/LATEST.md does not name its run ("Printed by `npm run bench` on …")');
    const unescape = (cell: string) => cell.replace(/\\\|/g, '|').trim();
    const figures = markdown
        .split('\n')
        .filter(line => line.startsWith('| ') && !line.startsWith(`| ${HEADER[0]} |`))
        .map(line => {
            const cells = line
                .slice(2, -2)
                .split(/(?<!\\) \| /)
                .map(unescape);
            const [part, figure, median, runs, status, note] = cells;
            return { part, figure, median, runs, status, note };
        });
    return { date: described[1], machine: described[2], wallSeconds: Number(described[3]), figures };
};

/** Writes results/bench-<date>.json; a full run also writes results/latest.json and bench/LATEST.md. */
export const saveResults = (figures: Figure[], machine: Machine, wallSeconds: number, full: boolean) => {
    mkdirSync(benchPaths.results, { recursive: true });
    const json = JSON.stringify({ machine, wallSeconds, full, figures }, null, 2);
    const file = resolve(benchPaths.results, `bench-${machine.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, json);
    if (full) {
        writeFileSync(resolve(benchPaths.results, 'latest.json'), json);
        writeFileSync(benchPaths.latestMarkdown, formatMarkdown(figures, machine, wallSeconds));
    }
    return file;
};
