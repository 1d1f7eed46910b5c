import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMarkdown, readLatestMarkdown } from '../../../bench/report';
import type { Figure } from '../../../bench/Figure';
import { blockOf } from '../../../scripts/readmeBlock';
import { FIGURE_BLOCKS, TEST_TIME_AIM_SECONDS, benchBlock, blockMarkers, testTimeBlock, type FigureInputs } from '../../../scripts/figures/figureBlocks';
import { LAST_RUN_FILE, testRunRecord, type LastTestRun } from '../../../scripts/figures/lastTestRun.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const committed = (): FigureInputs => ({ lastRun: JSON.parse(read(LAST_RUN_FILE)), benchMarkdown: read('bench/LATEST.md') });

const machine = { date: '2026-11-28T10:00:00.000Z', nproc: 2, cpu: 'AMD EPYC', memoryGiB: 23.5, node: 'v20.20.2', chromium: 'Chromium 156' };
const run = (wallSeconds: number): LastTestRun => ({
    testTime: {
        command: 'npm test',
        machine,
        startedAt: '2026-11-28T10:00:00.000Z',
        endedAt: new Date(Date.parse('2026-11-28T10:00:00.000Z') + wallSeconds * 1000).toISOString(),
        wallSeconds,
        steps: [
            { name: 'lint', seconds: 20 },
            { name: 'unit tests', seconds: 50, counts: { passed: 900, failed: 1, flaky: 0 } },
        ],
        totals: { passed: 900, failed: 1, flaky: 0 },
    },
});
const figure = (part: string, name: string, value: number, status: Figure['status'], note?: string): Figure => ({
    part,
    name,
    value,
    unit: 'ms',
    runs: [value, value, value],
    status,
    ...(note ? { note } : {}),
});

describe("the READMEs' figures", () => {
    it.each(FIGURE_BLOCKS.map(block => [`${block.file}: ${block.name}`, block] as const))(
        '%s is what the last run wrote (npm run docs:figures when this fails)',
        (_name, block) => {
            const { begin, end } = blockMarkers(block);
            const readme = read(block.file);
            expect(readme, `${block.file} has no "${block.name}" block`).toContain(begin);
            expect(blockOf(readme, begin, end)).toBe(block.render(committed()).trim());
        }
    );

    it('name the run and its machine, and print a test time over the aim as MISSED', () => {
        const bench = read('bench/LATEST.md');
        const over = testTimeBlock({ lastRun: run(TEST_TIME_AIM_SECONDS + 60), benchMarkdown: bench });
        expect(over).toContain('**MISSED** the 15-minute aim');
        expect(over).toContain('2 cores AMD EPYC, 23.5 GiB, Node 20.20.2, Chromium 156');
        expect(over).toContain('| unit tests | 901 | 50 s |');
        expect(over).toContain('| lint |  | 20 s |');
        expect(testTimeBlock({ lastRun: run(600), benchMarkdown: bench })).toContain('within the 15-minute aim; 900 passed, 1 failed, 0 flaky');
    });

    it('count steps run side by side once, as the longest of them, and say which ran beside which', () => {
        const sideBySide = run(600);
        sideBySide.testTime.steps = [
            { name: 'type check', seconds: 24, beside: ['lint'] },
            { name: 'lint', seconds: 50, beside: ['type check'] },
            { name: 'unit tests', seconds: 100, counts: { passed: 900, failed: 0, flaky: 0 } },
        ];
        const block = testTimeBlock({ lastRun: sideBySide, benchMarkdown: read('bench/LATEST.md') });
        expect(block).toContain('The steps, 150 s of it:');
        expect(block).toContain('| type check |  | 24 s (beside lint) |');
        expect(block).toContain('| lint |  | 50 s (beside type check) |');
        expect(block).toContain('| unit tests | 900 | 100 s |');
    });

    it("print the bench baseline's figure beside the test time, so a reader can scale it to their machine", () => {
        const baseline = figure('Login → first rows (Chromium)', 'baseline: open list → rows', 1218, 'info');
        const withBaseline = testTimeBlock({ lastRun: run(600), benchMarkdown: formatMarkdown([baseline], machine, 428) });
        expect(withBaseline).toContain("the bench's baseline, a plain react-admin list (baseline: open list → rows), takes **1218 ms**");
        expect(withBaseline).toContain('2026-11-28; 2 cores (AMD EPYC)');
        expect(withBaseline).toContain('npm run bench -- --only build,loginToRows');
        const without = testTimeBlock({
            lastRun: run(600),
            benchMarkdown: formatMarkdown([figure('Revisit a tab', 'click tab → its rows visible', 119, 'info')], machine, 428),
        });
        expect(without).toContain('has no baseline figure');
    });

    it("read bench/LATEST.md back as the bench wrote it, and print every target's status, a miss in bold", () => {
        const figures = [
            figure('Revisit a tab', 'click tab → its rows visible', 119, 'info'),
            figure('Server list latency (HTTP, PGlite)', 'page 2..N p95', 13.8, 'ok', 'target < 40 ms'),
            figure('Server sync export (PGlite)', 'all rows | xlsx', 5872, 'missed', 'signed URL; target < 5000 ms'),
        ];
        const markdown = formatMarkdown(figures, machine, 428);
        const latest = readLatestMarkdown(markdown);
        expect(latest).toMatchObject({ date: '2026-11-28', wallSeconds: 428, machine: '2 cores (AMD EPYC), 23.5 GiB memory, Node v20.20.2, Chromium 156' });
        expect(latest.figures.map(f => [f.part, f.figure, f.median, f.runs, f.status, f.note])).toEqual([
            ['Revisit a tab', 'click tab → its rows visible', '119 ms', '3', '', ''],
            ['Server list latency (HTTP, PGlite)', 'page 2..N p95', '13.8 ms', '3', 'ok', 'target < 40 ms'],
            ['Server sync export (PGlite)', 'all rows | xlsx', '5872 ms', '3', 'MISSED', 'signed URL; target < 5000 ms'],
        ]);
        const block = benchBlock({ lastRun: run(600), benchMarkdown: markdown });
        expect(block).toContain('**1 MISSED**');
        expect(block).toContain('| Revisit a tab | click tab → its rows visible | 119 ms | 3 |  |');
        expect(block).toContain('| Server sync export (PGlite) | all rows \\| xlsx | 5872 ms | target < 5000 ms | **MISSED** |');
        expect(block).toContain('no live console part');
    });

    it("keep what the run's tests recorded, with the run's date", () => {
        const dir = mkdtempSync(join(tmpdir(), 'mc-figures-'));
        try {
            writeFileSync(join(dir, 'authorizationMatrix.json'), JSON.stringify({ checked: 858, mismatches: 0 }));
            const record = testRunRecord({
                machine,
                command: 'npm test',
                startedAt: '2026-11-28T10:00:00.000Z',
                endedAt: '2026-11-28T10:15:30.000Z',
                steps: [],
                totals: { passed: 1, failed: 0, flaky: 0 },
                figuresDir: dir,
            });
            expect(record.testTime.wallSeconds).toBe(930);
            expect(record.authorizationMatrix).toEqual({ checked: 858, mismatches: 0, date: '2026-11-28T10:00:00.000Z' });
            const text = FIGURE_BLOCKS.find(block => block.name === 'authorization matrix count')!.render({ lastRun: record, benchMarkdown: '' });
            expect(text).toBe('The authorization matrix in the last run (2026-11-28): `accounts × calls: 858 checked, 0 mismatches`.');
        } finally {
            rmSync(dir, { recursive: true, force: true });
        }
    });
});
