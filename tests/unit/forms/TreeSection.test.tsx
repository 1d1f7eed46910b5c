import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TreeSection } from '../../../src/forms/inputs/TreeSection';

const section = (count: number, total: number) => (
    <AdminContext>
        <div role="tree">
            <TreeSection
                title="Dealers"
                expandLabel="expand"
                collapseLabel="collapse"
                expanded={false}
                onExpandedChange={() => {}}
                count={count}
                total={total}
                onToggleAll={() => {}}
            >
                <span />
            </TreeSection>
        </div>
    </AdminContext>
);

describe('TreeSection', () => {
    // aria-checked="mixed" on an input that is not itself indeterminate is a contradiction
    // (axe aria-conditional-attr, serious): the input's own state says mixed too.
    it('makes the checkbox input itself indeterminate while some of its items are ticked', () => {
        const { rerender } = render(section(1, 3));
        const box = screen.getByRole('checkbox', { name: 'Dealers' }) as HTMLInputElement;
        expect(box).toHaveAttribute('aria-checked', 'mixed');
        expect(box.indeterminate).toBe(true);
        expect(box.checked).toBe(false);
        rerender(section(3, 3));
        expect(box.indeterminate).toBe(false);
        expect(box.checked).toBe(true);
        expect(box).not.toHaveAttribute('aria-checked');
    });
});
