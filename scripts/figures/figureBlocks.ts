import type { PrintedFigure } from '../../bench/report';
import { readLatestMarkdown } from '../../bench/report';
import type { LastTestRun, TestTime } from './lastTestRun.mjs';

/**
 * The figures of the READMEs, each a block between two marker lines, written from the last
 * run's results by `npm run docs:figures` (scripts/writeFigures.ts): the test time from
 * tests/LAST_RUN.json (written by `npm test`), the benchmarks from bench/LATEST.md (written by
 * a full `npm run bench`), the authorization matrix's count from the run that counted it. A
 * unit test fails while a README's block is not what its results say.
 */

/** `npm test`'s aim on this machine (the developers' guide): a run over it prints MISSED. */
export const TEST_TIME_AIM_SECONDS = 15 * 60;

export interface FigureInputs {
    lastRun: LastTestRun;
    benchMarkdown: string;
}

export interface FigureBlock {
    file: string;
    name: string;
    render: (inputs: FigureInputs) => string;
}

const begin = (name: string) => `<!-- ${name}: written from the last run by \`npm run docs:figures\`; do not edit by hand -->`;
const end = (name: string) => `<!-- end of ${name} -->`;
export const blockMarkers = ({ name }: Pick<FigureBlock, 'name'>) => ({ begin: begin(name), end: end(name) });

const thousands = (n: number) => n.toLocaleString('en-US');
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** The machine as a README names it: cores and processor, memory, Node, Chromium. */
const machineOf = ({ machine }: TestTime) =>
    `${machine.nproc} cores ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node.replace(/^v/, '')}, ${machine.chromium}`;

/** The bench's plain react-admin list (bench/parts/loginToRows.ts): how fast a machine is, in one figure a reader can take on theirs. */
const BASELINE_FIGURE = { part: 'Login → first rows (Chromium)', figure: 'baseline: open list → rows' };

/**
 * The sentence that lets a reader scale the test time to their machine: the bench baseline's
 * figure from bench/LATEST.md, with its run, and how to take the same figure on theirs.
 */
const machineScale = (benchMarkdown: string): string => {
    const latest = readLatestMarkdown(benchMarkdown);
    const baseline = latest.figures.find(figure => figure.part === BASELINE_FIGURE.part && figure.figure === BASELINE_FIGURE.figure);
    if (!baseline) return 'The last full bench run has no baseline figure to scale this time by (`npm run bench`).';
    return (
        `For scale: the bench's baseline, a plain react-admin list (${BASELINE_FIGURE.figure}), takes **${baseline.median}** ` +
        `(\`npm run bench\`, ${latest.date}; ${latest.machine}). ` +
        '`npm run bench -- --only build,loginToRows` prints it on another machine; the test time scales about as that figure does.'
    );
};

export const testTimeBlock = ({ lastRun, benchMarkdown }: FigureInputs): string => {
    const run = lastRun.testTime;
    const minutes = (run.wallSeconds / 60).toFixed(1);
    const aim = `${TEST_TIME_AIM_SECONDS / 60}-minute aim`;
    const withinAim = run.wallSeconds <= TEST_TIME_AIM_SECONDS ? `within the ${aim}` : `**MISSED** the ${aim}`;
    // Steps run side by side count once, as the longest of them.
    const groupOf = (step: TestTime['steps'][number]) => [step.name, ...(step.beside ?? [])].sort().join('\n');
    const longest = new Map<string, number>();
    for (const step of run.steps) longest.set(groupOf(step), Math.max(longest.get(groupOf(step)) ?? 0, step.seconds));
    const stepSeconds = [...longest.values()].reduce((sum, seconds) => sum + seconds, 0);
    const tests = (step: TestTime['steps'][number]) => (step.counts ? thousands(step.counts.passed + step.counts.failed + step.counts.flaky) : '');
    return [
        `Last run (\`${run.command}\`, ${utc(run.startedAt)}–${run.endedAt.slice(11, 16)} UTC; ${machineOf(run)}): ` +
            `**${thousands(run.wallSeconds)} s (${minutes} min)**, ${withinAim}; ${thousands(run.totals.passed)} passed, ` +
            `${thousands(run.totals.failed)} failed, ${thousands(run.totals.flaky)} flaky. The steps, ${thousands(stepSeconds)} s of it:`,
        '',
        '| step | tests | time |',
        '|---|---|---|',
        ...run.steps.map(step => `| ${step.name} | ${tests(step)} | ${thousands(step.seconds)} s${step.beside ? ` (beside ${step.beside.join(', ')})` : ''} |`),
        '',
        machineScale(benchMarkdown),
    ].join('\n');
};

export const authorizationMatrixBlock = ({ lastRun }: FigureInputs): string => {
    const matrix = lastRun.authorizationMatrix;
    return matrix
        ? `The authorization matrix in the last run (${matrix.date.slice(0, 10)}): \`accounts × calls: ${thousands(matrix.checked)} checked, ${thousands(matrix.mismatches)} mismatches\`.`
        : 'The last run did not count the authorization matrix (its test did not finish).';
};

/** The parts where the console is measured against the baseline (bench/run.ts). */
const CONSOLE_PARTS = ['First-load JS (gzip)', 'Login → first rows (Chromium)', 'Revisit a tab', 'Menu search (Node)', 'Signing (Node, one core)'];
/** The live part's name (bench/run.ts): a run before it has none. */
const LIVE_PART = 'Live console';
const TARGET = /(target [^;]+|within budget [^;]+|budget [^;]+)/;
const statusOf = ({ status }: PrintedFigure) => (status === 'MISSED' ? '**MISSED**' : status);
const cell = (text: string) => text.replace(/\|/g, '\\|');

export const benchBlock = ({ benchMarkdown }: FigureInputs): string => {
    const latest = readLatestMarkdown(benchMarkdown);
    const console = latest.figures.filter(figure => CONSOLE_PARTS.includes(figure.part));
    const targets = latest.figures.filter(figure => figure.status && !CONSOLE_PARTS.includes(figure.part));
    const missed = latest.figures.filter(figure => figure.status === 'MISSED');
    return [
        `Last full run (\`npm run bench\`, ${latest.date}; ${latest.machine}): ${thousands(latest.wallSeconds)} s in all; ` +
            `${missed.length ? `**${missed.length} MISSED**` : 'every target met'}. Every figure is in [bench/LATEST.md](bench/LATEST.md).`,
        '',
        'The console against the baseline:',
        '',
        '| part | figure | median | runs | status |',
        '|---|---|---|---|---|',
        ...console.map(figure => `| ${figure.part} | ${cell(figure.figure)} | ${figure.median} | ${figure.runs} | ${statusOf(figure)} |`),
        '',
        'Every target of the server parts, with its status:',
        '',
        '| part | figure | median | target | status |',
        '|---|---|---|---|---|',
        ...targets.map(
            figure => `| ${figure.part} | ${cell(figure.figure)} | ${figure.median} | ${cell(TARGET.exec(figure.note)?.[1] ?? '')} | ${statusOf(figure)} |`
        ),
        ...(latest.figures.some(figure => figure.part.startsWith(LIVE_PART))
            ? []
            : [
                  '',
                  'This run has no live console part: the partial runs of that part since, with their statuses, are in [bench/CHANGELOG.md](bench/CHANGELOG.md).',
              ]),
    ].join('\n');
};

export const FIGURE_BLOCKS: FigureBlock[] = [
    { file: 'README.md', name: 'test time', render: testTimeBlock },
    { file: 'README.md', name: 'benchmark figures', render: benchBlock },
    { file: 'server/README.md', name: 'authorization matrix count', render: authorizationMatrixBlock },
];
