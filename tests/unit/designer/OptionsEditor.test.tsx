import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OptionsEditor } from '../../../src/designer/OptionsEditor';
import { CASCADE_LEVELS, declaredOptions, optionsOf, type DraftOption } from '../../../src/designer/optionTree';
import { optionField } from '../../../src/designer/problemField';
import { renderWithAdmin } from '../schema/renderWithAdmin';

const REGIONS = [
    { value: 44, label: '广东', children: [{ value: 4401, label: '广州' }] },
    { value: 11, label: '北京' },
];

/** The editor over a tree it owns, as ColumnEditor holds it; `current()` is the tree as declared now. */
const renderTree = (levels = CASCADE_LEVELS, fieldErrors?: ReadonlyMap<string, string[]>) => {
    let latest: DraftOption[] = optionsOf(REGIONS, levels);
    const Host = () => {
        const [options, setOptions] = useState(latest);
        return (
            <OptionsEditor
                columnId="column-region"
                column="region"
                options={options}
                levels={levels}
                onChange={next => {
                    latest = next;
                    setOptions(next);
                }}
                fieldErrors={fieldErrors}
            />
        );
    };
    renderWithAdmin(<Host />, {});
    return { current: () => declaredOptions(latest, levels) };
};

const option = (n: string) => screen.getByLabelText(`选项 ${n}`, { selector: '[role="group"]' });
const button = (name: string) => screen.getByLabelText(name, { selector: 'button' });
// Label queries: role queries over every input of the tree are slow in jsdom on a shared machine.
const valueOf = (n: string) => screen.getByLabelText(`选项 ${n} 的值`, { exact: false, selector: 'input' });

// A react-admin tree of inputs is slow in jsdom on a loaded machine.
describe('the options editor as a cascade’s tree', { timeout: 60_000 }, () => {
    it('adds a child, moves it with the keyboard, and removes it; an option with children only once confirmed', async () => {
        const user = userEvent.setup();
        const tree = renderTree();
        expect(within(option('1')).getByLabelText('选项 1.1', { selector: '[role="group"]' })).toBeTruthy();

        await user.click(button('为选项 1 添加下级选项'));
        // The new child is the first option's second, and the focus is on its value.
        const added = valueOf('1.2');
        expect(added).toHaveValue('4402');
        expect(added).toHaveFocus();
        fireEvent.change(added, { target: { value: '4403' } });
        fireEvent.change(screen.getByLabelText('选项 1.2 的名称（简体中文）', { exact: false, selector: 'input' }), { target: { value: '深圳' } });
        expect(tree.current()[0].children).toEqual([
            { value: 4401, label: '广州' },
            { value: 4403, label: { 'zh-cn': '深圳' } },
        ]);

        // Moved up from the keyboard: the focus follows it onto the button still enabled.
        button('选项 1.2 上移').focus();
        await user.keyboard('{Enter}');
        expect(tree.current()[0].children!.map(child => child.value)).toEqual([4403, 4401]);
        expect(valueOf('1.1')).toHaveValue('4403');
        expect(button('选项 1.1 上移')).toBeDisabled();
        expect(button('选项 1.1 下移')).toHaveFocus();
        // The first-level options cannot be reached by the children's moves.
        expect(tree.current().map(top => top.value)).toEqual([44, 11]);

        // A leaf goes at once.
        await user.click(button('删除选项 1.1'));
        expect(tree.current()[0].children).toEqual([{ value: 4401, label: '广州' }]);
        expect(screen.queryByRole('dialog')).toBeNull();

        // An option with children asks first; cancelling keeps it.
        await user.click(button('删除选项 1'));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('删除选项 1（广东）？');
        expect(dialog).toHaveTextContent('它的 1 个下级选项将一并删除。');
        await user.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(tree.current()).toHaveLength(2);

        await user.click(button('删除选项 1'));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(tree.current()).toEqual([{ value: 11, label: '北京' }]));
        expect(valueOf('1')).toHaveValue('11');
    });

    it('shows a value repeated among siblings at once, and the server’s problems at the option they concern', async () => {
        const user = userEvent.setup();
        renderTree(CASCADE_LEVELS, new Map([[optionField('column-region', [0, 0], 'label'), ['名称不能超过 20 个字']]]));
        expect(option('1.1')).toHaveTextContent('名称不能超过 20 个字');
        await user.click(button('在选项 1 后添加选项'));
        const added = valueOf('2');
        expect(added).toHaveFocus();
        fireEvent.change(added, { target: { value: '11' } });
        expect(option('2')).toHaveTextContent('同级选项的值重复');
        expect(option('3')).toHaveTextContent('同级选项的值重复');
        expect(option('2')).toHaveTextContent('请填写名称');
    });

    it('lists a select’s options without a second level', () => {
        renderTree(1);
        expect(screen.queryByLabelText(/添加下级选项/, { selector: 'button' })).toBeNull();
        expect(screen.queryByLabelText('选项 1.1', { selector: '[role="group"]' })).toBeNull();
        expect(valueOf('2')).toHaveValue('11');
    });
});
