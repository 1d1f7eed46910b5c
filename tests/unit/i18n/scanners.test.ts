import { describe, expect, it } from 'vitest';
import { findShownTexts, isUntranslated } from './support/shownTexts';
import { parseSource } from './support/sourceFiles';
import { collectKeyUses } from './support/translationKeys';

const untranslated = (code: string) =>
    findShownTexts([parseSource('src/Example.tsx', code)])
        .filter(isUntranslated)
        .map(shown => shown.text);

// The i18n scans are only as good as what they see: these pin down what they report.
describe('the untranslated-string scan', () => {
    it('reports JSX text with words in any script', () => {
        expect(untranslated('const A = () => <p>Hello <b>世界</b> 42 &nbsp; {" "} — </p>;')).toEqual(['Hello', '世界']);
    });

    it('reports literal user-facing props, in every form a literal takes', () => {
        const code = `const A = ({ on }) => <>
            <Button label="Save" />
            <TextField placeholder={'Search'} helperText={\`Type \${on}\`} />
            <IconButton aria-label={on ? 'Open' : 'mc.action.confirm'} title="mc.app.title" />
        </>;`;
        expect(untranslated(code)).toEqual(['Save', 'Search', 'Type ${…}', 'Open']);
    });

    it('reports literal fields and messages handed to translate or notify', () => {
        const code = `const menu = [{ title: '首页', label: 'mc.route.dashboard', hint: 'Some hint' }, { label: 'dealerName' }, { label: 'Save' }];
            notify('Saved!', { type: 'info' }); translate('mc.app.loading'); translate(\`mc.layout.tabs.\${id}\`);`;
        // 'dealerName' is a key fragment (`mc.field.dealerName`), not prose.
        expect(untranslated(code)).toEqual(['首页', 'Some hint', 'Save', 'Saved!']);
    });

    it('leaves other strings alone', () => {
        expect(untranslated('const A = () => <div className="box" data-testid="Box" role="dialog">{value}</div>;')).toEqual([]);
    });
});

describe('the key-usage scan', () => {
    it('finds whole keys and the prefixes keys are built from', () => {
        const code = `const key = 'mc.login.title'; const p = (k) => \`mc.schema.problem.\${k}\`; p('noColumns');
            const t = 'mc.route.' + path; const storage = 'not.a.key';`;
        const { uses, dynamic } = collectKeyUses([parseSource('src/example.ts', code)]);
        expect(uses.map(use => use.key)).toEqual(['mc.login.title']);
        expect(dynamic.map(use => use.prefix).sort()).toEqual(['mc.route.', 'mc.schema.problem.']);
        expect(dynamic[0].fileLiterals.has('noColumns')).toBe(true);
    });
});
