import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '../../../src/layout/breadcrumbs/breadcrumbTrail';
import { readCounter } from '../../../src/dataProvider/counters/readCounter';
import { menuSections } from '../../../src/layout/menu/menuSections';
import { catalogue } from '../../../src/app/catalogue';

const entry = (path: string) => catalogue.find(candidate => candidate.path === path)!;

describe('menuSections', () => {
    it('groups visible permitted entries by section in catalogue order, leaving hidden ones out', () => {
        const sections = menuSections(catalogue, () => true);
        expect(sections[0].section).toBe('dashboard');
        expect(sections.flatMap(section => section.entries).some(candidate => candidate.hidden)).toBe(false);
        expect(sections.find(section => section.section === 'profile')).toBeUndefined();
        const cars = sections.find(section => section.section === 'cars')!;
        expect(cars.title).toBe('mc.section.cars');
        expect(cars.entries.map(candidate => candidate.path)).toContain('/cars/list/manageShow');
    });

    it('drops entries that are not permitted and sections left empty', () => {
        const allowed = new Set(['/dashboard', '/dealer/store/list']);
        const sections = menuSections(catalogue, candidate => allowed.has(candidate.path));
        expect(sections.map(section => section.section)).toEqual(['dashboard', 'dealer']);
        expect(sections[1].entries.map(candidate => candidate.path)).toEqual(['/dealer/store/list']);
    });
});

describe('breadcrumbTrail', () => {
    it('is the dashboard alone on the dashboard', () => {
        expect(breadcrumbTrail(catalogue, entry('/dashboard'))).toEqual([{ title: 'mc.route.dashboard' }]);
    });

    it('leads home, through the section, to a list', () => {
        expect(breadcrumbTrail(catalogue, entry('/dealer/store/list'))).toEqual([
            { title: 'mc.route.dashboard', to: '/dashboard' },
            { title: 'mc.section.dealer' },
            { title: 'mc.route.dealer_store_list' },
        ]);
    });

    it('puts the list of a hidden page before it', () => {
        const trail = breadcrumbTrail(catalogue, entry('/setting/permission/management/role/edit/:id'));
        expect(trail.at(-2)).toEqual({ title: 'mc.route.setting_permission_management_role', to: '/setting/permission/management/role' });
        expect(trail.at(-1)).toEqual({ title: 'mc.route.setting_permission_management_role_edit' });
    });

    it('shows only home for a page outside the catalogue', () => {
        expect(breadcrumbTrail(catalogue, undefined)).toEqual([{ title: 'mc.route.dashboard', to: '/dashboard' }]);
    });
});

describe('readCounter', () => {
    it('reads non-negative integers, also as text, and the returns alias', () => {
        expect(readCounter({ pay: 3 }, 'pay')).toBe(3);
        expect(readCounter({ send: '12' }, 'send')).toBe(12);
        expect(readCounter({ returns: 2 }, 'return')).toBe(2);
    });

    it('ignores missing, negative, fractional and malformed values', () => {
        expect(readCounter({}, 'pay')).toBeUndefined();
        expect(readCounter({ pay: -1 }, 'pay')).toBeUndefined();
        expect(readCounter({ pay: 1.5 }, 'pay')).toBeUndefined();
        expect(readCounter({ pay: 'many' }, 'pay')).toBeUndefined();
        expect(readCounter(null, 'pay')).toBeUndefined();
        expect(readCounter('text', 'pay')).toBeUndefined();
    });
});
