import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalize, sign } from '../../../protocol/sign';
import { parseRuntimeConfig } from '../../../protocol/runtimeConfig';
import { INPUTS_OF_WRITE_KIND, WRITE_FIELD_KINDS } from '../../../protocol/writeForm';
import vectors from '../../../protocol/vectors.json';
import config from '../../../public/config.json';

// docs/protocol.md is what a backend implementer reads: its worked example and its list of
// configurable values must stay what the code does.
const root = join(import.meta.dirname, '..', '..', '..');
const doc = readFileSync(join(root, 'docs/protocol.md'), 'utf8');

const section = (heading: string) => {
    const start = doc.indexOf(`\n## ${heading}`);
    expect(start, heading).toBeGreaterThan(0);
    const end = doc.indexOf('\n## ', start + 1);
    return doc.slice(start, end < 0 ? undefined : end);
};

describe('docs/protocol.md', () => {
    it('signs its worked example as protocol/sign.ts does, round by round', () => {
        const example = section('2. Signing');
        const vector = vectors.signature.find(v => v.name === 'list page one')!;
        const params = JSON.parse(/```json\n(.*)\n```/.exec(example)![1]) as Record<string, unknown>;
        expect(params).toEqual(vector.params);
        const joined = canonicalize(params) + vector.secret;
        expect(example).toContain(`\n${joined}\n`);
        let digest = joined;
        for (const round of [1, 2, 3]) {
            digest = createHash('md5').update(digest, 'utf8').digest('hex');
            expect(example).toContain(`h${round} = ${digest}`);
        }
        expect(digest).toBe(sign(params, vector.secret, 'md5'));
        expect(digest).toBe(vector.signature);
    });

    it('lists every key of config.json, and no other, as configurable', () => {
        const table = section('11. Configurable values');
        const listed = [...table.matchAll(/^\| `(\w+)`(?:, `(\w+)`)? \|/gm)].flatMap(match => [match[1], match[2]]).filter(Boolean);
        expect(listed.sort()).toEqual(Object.keys(parseRuntimeConfig(config)).sort());
    });

    it('documents the write form where protocol/writeForm.ts cites it, with every kind and the inputs that show it', () => {
        const cited = /docs\/protocol\.md §9\.1, "The write form"/.test(readFileSync(join(root, 'protocol/writeForm.ts'), 'utf8'));
        expect(cited, 'protocol/writeForm.ts cites §9.1, "The write form"').toBe(true);
        const definition = section('9. The generic table protocol').split('\n### 9.2')[0];
        expect(definition).toContain('**The write form.**');
        const rows = Object.fromEntries(
            [...definition.matchAll(/^\s*\| `(\w+)` \| (.+) \|$/gm)].map(([, kind, inputs]) => [kind, inputs.split(', ').map(input => input.replace(/`/g, ''))])
        );
        expect(Object.keys(rows)).toEqual([...WRITE_FIELD_KINDS]);
        expect(rows).toEqual(INPUTS_OF_WRITE_KIND);
    });
});
