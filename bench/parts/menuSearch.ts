import { describeError, notMeasurable, type Figure } from '../Figure';
import { median, now, percentile } from '../stats';

const PART = 'Menu search (Node)';
export const TYPED = 'cheliang';

/**
 * Types `word` one key at a time into `search`, `repeats` times over: each keystroke searches
 * the whole prefix typed so far, as the menu search box does on every input.
 */
export const timeKeystrokes = (search: (query: string) => unknown, word: string, repeats: number) => {
    const samples: number[] = [];
    const byPrefix = Array.from({ length: word.length }, () => [] as number[]);
    for (let repeat = 0; repeat < repeats; repeat++) {
        for (let typed = 1; typed <= word.length; typed++) {
            const started = now();
            search(word.slice(0, typed));
            const elapsed = now() - started;
            samples.push(elapsed);
            byPrefix[typed - 1].push(elapsed);
        }
    }
    return { samples, slowestPrefix: Math.max(...byPrefix.map(prefix => median(prefix))) };
};

/** Loads the menu search and answers a `search(query)` over the whole catalogue, or why it cannot. */
export type MenuSearchLoader = () => Promise<{ search: (query: string) => unknown; items: number; module: string; buildMs: number }>;

export const measureMenuSearch = async (load: MenuSearchLoader, repeats = 200): Promise<Figure[]> => {
    try {
        const { search, items, module, buildMs } = await load();
        // One warm-up pass: the first keystrokes would otherwise time the JIT.
        timeKeystrokes(search, TYPED, 20);
        const { samples, slowestPrefix } = timeKeystrokes(search, TYPED, repeats);
        const where = module;
        return [
            {
                part: PART,
                name: `per keystroke, typing '${TYPED}'`,
                value: median(samples) * 1000,
                unit: 'µs',
                runs: samples.map(ms => ms * 1000),
                status: 'info',
                note: `${items} catalogue entries, pinyin on; ${where}; p95 ${(percentile(samples, 95) * 1000).toFixed(0)} µs, slowest prefix ${(slowestPrefix * 1000).toFixed(0)} µs`,
            },
            { part: PART, name: 'index build (whole catalogue)', value: buildMs, unit: 'ms', status: 'info', note: 'titles to pinyin, fuse index' },
        ];
    } catch (error) {
        return [notMeasurable(PART, `typing '${TYPED}'`, describeError(error))];
    }
};
