import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteKind } from '../../../src/permissions/RouteEntry';
import { COMMON_PROPERTIES, ROUTE_KINDS } from '../../../src/permissions/routeKinds';
import type { ExtensionEntry } from '../../../src/resources/extensions/ExtensionFile.generated';

const root = join(import.meta.dirname, '..', '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'public/catalogue.schema.json'), 'utf8')) as {
    definitions: { ExtensionEntry: { oneOf: Array<{ properties: Record<string, { const?: string }> }> } };
};

// The kinds a catalogue file may declare (the schema's, through its generated types) are the
// console's kinds: neither side has one the other lacks.
type FileKind = ExtensionEntry['kind'];
const sameKinds: [FileKind] extends [RouteKind] ? ([RouteKind] extends [FileKind] ? true : false) : false = true;

describe('ROUTE_KINDS, the one table of route kinds', () => {
    it('has a kind for each branch of the catalogue schema, and its schema part is that branch', () => {
        expect(sameKinds).toBe(true);
        const branches = new Map(schema.definitions.ExtensionEntry.oneOf.map(branch => [branch.properties.kind.const, Object.keys(branch.properties)]));
        expect([...branches.keys()].sort()).toEqual(Object.keys(ROUTE_KINDS).sort());
        for (const [kind, rules] of Object.entries(ROUTE_KINDS)) {
            expect(branches.get(kind)?.sort(), kind).toEqual([...COMMON_PROPERTIES, ...rules.schema].sort());
        }
    });

    it('names a page for every entry of each kind, a form for form pages only', () => {
        const entry = { path: '/x', title: 'x', section: 'cars', industries: 'car' } as const;
        expect(ROUTE_KINDS.list.page({ ...entry, kind: 'list' })).toBe('list');
        expect(ROUTE_KINDS.page.page({ ...entry, kind: 'page', calls: { getOne: 'a', update: 'b' }, fields: [{}] })).toBe('settings');
        expect(ROUTE_KINDS.page.page({ ...entry, kind: 'page', api: 'a/List' })).toBe('list');
        expect(ROUTE_KINDS.page.page({ ...entry, kind: 'page', calls: { getOne: 'a' }, fields: [{}] })).toBe('notConfigured');
        for (const [kind, rules] of Object.entries(ROUTE_KINDS)) {
            const page = rules.page({ ...entry, kind: kind as RouteKind, calls: { getOne: 'a', update: 'b' }, fields: [{}] });
            if (['create', 'edit', 'action', 'settings'].includes(page)) expect(rules.form, kind).not.toBeNull();
            if (page === 'list' || page === 'show') expect(rules.form, kind).toBeNull();
        }
    });

    it('says what a record route needs of its list: a delete action its delete call', () => {
        expect(ROUTE_KINDS.edit.neededCalls(undefined)).toEqual(['getOne', 'update']);
        expect(ROUTE_KINDS.action.neededCalls('delete')).toEqual(['delete']);
        expect(ROUTE_KINDS.action.neededCalls({ call: 'seller/cars/Audit' })).toEqual([]);
    });

    it('offers record kinds on rows and keeps every kind but lists and pages out of menus', () => {
        expect(Object.entries(ROUTE_KINDS).flatMap(([kind, rules]) => (rules.record ? [kind] : []))).toEqual(['edit', 'show', 'action']);
        expect(Object.entries(ROUTE_KINDS).flatMap(([kind, rules]) => (rules.hidden ? [] : [kind]))).toEqual(['list', 'page']);
    });
});
