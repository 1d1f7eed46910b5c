import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The console's dates go through MUI X's pickers (src/forms/inputs/MomentPicker.tsx), which speak
// the console's language; a browser's native date input speaks the browser's.
const src = join(import.meta.dirname, '..', '..', '..', 'src');
const NATIVE = /\btype\s*[=:]\s*\{?\s*['"`](date|datetime-local|month|time|week)['"`]/;

const sources = (folder: string): string[] =>
    readdirSync(folder).flatMap(name => {
        const path = join(folder, name);
        return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

describe('date inputs', () => {
    it('recognises a native date input when it sees one', () => {
        expect(NATIVE.test('<TextField type="date" />')).toBe(true);
        expect(NATIVE.test("<input type={'datetime-local'} />")).toBe(true);
        expect(NATIVE.test("{ type: 'month' }")).toBe(true);
        expect(NATIVE.test('<TextField type="number" />')).toBe(false);
    });

    it('leaves no native date, datetime, month or time input in src/', () => {
        const offenders = sources(src).filter(path => NATIVE.test(readFileSync(path, 'utf8')));
        expect(offenders).toEqual([]);
    });
});
