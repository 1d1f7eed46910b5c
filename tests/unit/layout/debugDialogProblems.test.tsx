import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../protocol/runtimeConfig';
import { setRuntimeConfig } from '../../../src/config/runtimeConfig';
import { DebugDialog } from '../../../src/layout/debug/DebugDialog';
import { definitionProblemLog } from '../../../src/schema/definitionProblemLog';
import { renderWithAdmin } from '../schema/renderWithAdmin';

describe('the debug dialog', () => {
    it('lists the table definitions the lists could not show in full', async () => {
        setRuntimeConfig(parseRuntimeConfig({ signSecret: 'secret', aesKeyHex: 'a'.repeat(64), aesIvHex: 'b'.repeat(32), rsaPublicKey: '' }));
        renderWithAdmin(<DebugDialog reload={() => {}} />, {});
        act(() => definitionProblemLog.record('seller/x/List', [{ key: 'mc.schema.problem.columnMissing', values: { where: 'ghost' } }]));
        fireEvent.keyDown(window, { code: 'KeyS', ctrlKey: true, altKey: true });
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('seller/x/List: 表格定义中有无法显示的内容：')).toBeInTheDocument();
        expect(within(dialog).getByText('列“ghost”没有定义')).toBeInTheDocument();
        act(() => definitionProblemLog.record('seller/x/List', []));
        expect(within(dialog).queryByText('列“ghost”没有定义')).toBeNull();
    });
});
