import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { benchPaths } from './benchPaths';
import type { Figure } from './Figure';

export interface Machine {
    date: string;
    nproc: number;
    cpu: string;
    memoryGiB: number;
    node: string;
    chromium: string;
}

export const describeMachine = (): Machine => {
    let chromium = 'unknown';
    try {
        chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
    } catch {
        // Reported as unknown; the browser parts say for themselves whether they ran.
    }
    return {
        date: new Date().toISOString(),
        nproc: cpus().length,
        cpu: cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
        node: process.version,
        chromium,
    };
};

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

export const formatMarkdown = (figures: Figure[], machine: Machine, wallSeconds: number): string => {
    const escape = (cell: string) => cell.replace(/\|/g, '\\|');
    return [
        '# Latest benchmark figures',
        '',
        `Printed by \`npm run bench\` on ${machine.date.slice(0, 10)}: ${machine.nproc} cores (${machine.cpu}), ` +
            `${machine.memoryGiB} GiB memory, Node ${machine.node}, ${machine.chromium}; the whole run took ${Math.round(wallSeconds)} s.`,
        'Each value is the median of the runs shown, baseline and console measured in the same run.',
        '',
        `| ${HEADER.join(' | ')} |`,
        `|${HEADER.map(() => '---').join('|')}|`,
        ...rows(figures).map(row => `| ${row.map(escape).join(' | ')} |`),
        '',
    ].join('\n');
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
