import { describe, expect, it } from 'vitest';
import { firstLoadFigures, packageOf, type ScriptLoad } from '../../../bench/parts/firstLoad';
import { loginToRowsFigures } from '../../../bench/parts/loginToRows';
import { timeKeystrokes } from '../../../bench/parts/menuSearch';
import { signedInStartFigures, type RequestTiming } from '../../../bench/parts/signedInStart';
import { formatTable } from '../../../bench/report';
import { median, percentile } from '../../../bench/stats';

const load = (gzipBytes: number, packages?: Record<string, number>): ScriptLoad => ({
    url: `http://127.0.0.1:1/assets/chunk-${gzipBytes}.js`,
    rawBytes: gzipBytes * 3,
    gzipBytes,
    packages,
});

describe('stats', () => {
    it('takes the middle sample, or the mean of the two middle ones', () => {
        expect(median([5, 1, 3])).toBe(3);
        expect(median([4, 1, 3, 2])).toBe(2.5);
        expect(median([])).toBeNaN();
    });

    it('answers an observed sample for a percentile (nearest rank)', () => {
        const samples = Array.from({ length: 20 }, (_, i) => i + 1);
        expect(percentile(samples, 95)).toBe(19);
        expect(percentile(samples, 50)).toBe(10);
        expect(percentile([7], 95)).toBe(7);
    });
});

describe('first-load figures', () => {
    const find = (figures: ReturnType<typeof firstLoadFigures>, name: string) => figures.find(figure => figure.name === name)!;

    it('keeps the console within the baseline + 5 % budget, or says plainly that it missed it', () => {
        const baseline = [load(1000, { react: 900 })];
        const within = firstLoadFigures([load(600, { react: 900 }), load(450, { '(console code)': 300 })], baseline);
        expect(find(within, 'console (login page)').status).toBe('ok');
        expect(find(within, 'console (login page)').note).toMatch(/within budget .* \(baseline \+ 5 %\)/);
        expect(find(within, 'console / baseline').note).toBe('budget ≤ 1.05');
        const justOver = firstLoadFigures([load(600, { react: 900 }), load(451, { '(console code)': 300 })], baseline);
        expect(find(justOver, 'console (login page)').status).toBe('missed');

        const over = firstLoadFigures([load(1000, { react: 900 }), load(200, { '(console code)': 300 })], baseline);
        const size = find(over, 'console (login page)');
        expect(size.value).toBe(1200);
        expect(size.status).toBe('missed');
        expect(size.note).toMatch(/BUDGET MISSED/);
        expect(find(over, 'console / baseline').value).toBeCloseTo(1.2);
    });

    it('flags pinyin-pro and xlsx in the first load, and cannot vouch for unrecorded scripts', () => {
        const baseline = [load(1000, {})];
        const heavy = firstLoadFigures([load(100, { 'pinyin-pro': 5000 })], baseline);
        expect(find(heavy, 'pinyin-pro in console first load').status).toBe('missed');
        expect(find(heavy, 'xlsx in console first load').status).toBe('ok');

        const unknown = firstLoadFigures([load(100)], baseline);
        expect(find(unknown, 'xlsx in console first load').status).toBe('n/a');
    });

    it('names what the console adds over the baseline, largest first', () => {
        const figures = firstLoadFigures(
            [load(100, { react: 1000, '@mui/material': 4096, '(console code)': 8192 })],
            [load(100, { react: 1000, '@mui/material': 2048 })]
        );
        const added = find(figures, 'console additions over baseline');
        expect(added.details).toEqual({ '(console code)': 8192, '@mui/material': 2048 });
        expect(added.note).toMatch(/\(console code\) \+8\.0 KiB, @mui\/material \+2\.0 KiB/);
    });

    it('attributes modules to their npm package or to the app', () => {
        expect(packageOf('/p/node_modules/@mui/material/Button/Button.js')).toBe('@mui/material');
        expect(packageOf('/p/node_modules/.pnpm/x/node_modules/fuse.js/dist/fuse.mjs')).toBe('fuse.js');
        expect(packageOf('/p/src/App.tsx')).toBe('(console code)');
        expect(packageOf('/p/bench/baseline/src/BaselineApp.tsx')).toBe('(baseline code)');
        expect(packageOf('\0rolldown/runtime.js')).toBe('(bundler runtime)');
    });
});

describe('login → first rows figures', () => {
    const find = (figures: ReturnType<typeof loginToRowsFigures>, name: string) => figures.find(figure => figure.name === name)!;
    const runs = (submits: number[]) => submits.map(submitToRows => ({ total: submitToRows + 1500, form: 600, submitToRows }));

    it("prints click 登录 → rows over the same run's baseline, ok at or under 1.0", () => {
        const figures = loginToRowsFigures(runs([500, 400, 600]), [500, 500, 450]);
        const ratio = find(figures, 'click 登录 → rows / baseline open list → rows');
        expect(ratio.value).toBeCloseTo(1.0);
        expect(ratio.status).toBe('ok');
        expect(ratio.runs).toEqual([1, 0.8, 600 / 450]);
        expect(ratio.note).toMatch(/^target ≤ 1\.00/);
    });

    it('says MISSED when signing in is slower than the baseline opens its list', () => {
        const ratio = find(loginToRowsFigures(runs([700, 650, 800]), [500, 520, 480]), 'click 登录 → rows / baseline open list → rows');
        expect(ratio.value).toBeCloseTo(1.4);
        expect(ratio.status).toBe('missed');
    });
});

describe('signed-in start figures', () => {
    const request = (kind: RequestTiming['kind'], start: number, requestStart: number): RequestTiming => ({
        kind,
        path: `/${kind}`,
        start,
        requestStart,
        end: requestStart + 50,
    });
    const run = (requests: RequestTiming[], shown = 2000) => ({ requests, gzipBytes: 1000 * requests.length, banner: 1500, shown });
    const value = (figures: ReturnType<typeof signedInStartFigures>, name: string) => figures.find(figure => figure.name === name)?.value;

    it('counts the scripts only, and takes the longest wait for a connection of a script or an API call', () => {
        const figures = signedInStartFigures({ name: 'list', path: '/list', firstName: 'A' }, [
            run([request('script', 0, 10), request('script', 900, 1700), request('api', 1000, 2400)], 3000),
            run([request('script', 0, 5), request('script', 800, 810), request('api', 1000, 1005)], 2800),
            run([request('script', 0, 5), request('api', 1000, 1200)], 2600),
        ]);
        expect(value(figures, 'list: JS requests')).toBe(2);
        expect(value(figures, 'list: last script asked for')).toBe(800);
        expect(value(figures, 'list: longest wait for a connection')).toBe(200);
        expect(value(figures, 'list: first row visible')).toBe(2800);
    });

    it('has no row figure for a page without rows', () => {
        const figures = signedInStartFigures({ name: 'Workbench', path: '/dashboard' }, [run([request('script', 0, 5)], 1500)]);
        expect(figures.map(figure => figure.name)).not.toContain('Workbench: first row visible');
        expect(value(figures, 'Workbench: layout header visible')).toBe(1500);
    });
});

describe('menu search keystrokes', () => {
    it('searches every prefix of the word, in typing order, each repeat', () => {
        const queries: string[] = [];
        const { samples } = timeKeystrokes(query => queries.push(query), 'che', 2);
        expect(queries).toEqual(['c', 'ch', 'che', 'c', 'ch', 'che']);
        expect(samples).toHaveLength(6);
    });
});

describe('printed table', () => {
    it('aligns columns by display width, Chinese characters taking two', () => {
        const text = formatTable([
            { part: 'Revisit', name: 'click 登录 → rows', value: 12.5, unit: 'ms', status: 'info', note: 'x' },
            { part: 'Revisit', name: 'plain name', value: 3, unit: 'calls', status: 'missed', note: 'y' },
        ]);
        const [header, , first, second] = text.split('\n');
        const columnOf = (line: string, needle: string) => {
            const before = line.slice(0, line.indexOf(needle));
            return [...before].reduce((width, char) => width + (/[\u4e00-\u9fff]/.test(char) ? 2 : 1), 0);
        };
        expect(columnOf(first, '12.5 ms')).toBe(columnOf(header, 'median'));
        expect(columnOf(second, '3 calls')).toBe(columnOf(header, 'median'));
        expect(second).toContain('MISSED');
    });
});
