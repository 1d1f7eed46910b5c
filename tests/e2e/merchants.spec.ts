import { expect, test } from './pages/fixtures';

// Two car merchants side by side (server/README.md, "Merchants"): what one sees and does never
// shows in the other's console.

test.describe.configure({ timeout: 240_000 });

const DEALERS = '/dealer/secondHandCarDealer/list';
const CARS = '/cars/list/manageShow';

test("the second merchant's console shows none of the first one's dealers, and its writes leave the first one's Workbench as it was", async ({
    signIn,
    shell,
    workbench,
    listPage: list,
}) => {
    await signIn('admin');
    await workbench.settled();
    const adminBefore = { onSale: await workbench.cardCount('carOnSale'), pending: await workbench.cardCount('dealerPendingAudit') };
    await list.goto(DEALERS, { perPage: 50 });
    await list.hasRows();
    const adminIds = await list.columnTexts('ID');
    const adminNames = await list.columnTexts('车商名称');
    const adminTotal = await list.total();
    await shell.logout();

    await signIn('dealer2', `${DEALERS}?perPage=50`);
    await list.hasRows();
    expect((await list.columnTexts('ID')).filter(id => adminIds.includes(id))).toEqual([]);
    expect(await list.total()).toBeLessThan(adminTotal);
    // Searching by the first merchant's dealer names finds none of its dealers.
    for (const name of adminNames.slice(0, 3)) {
        await list.fillFilter('车商名称', name);
        await list.search();
        await list.settled();
        // Mostly nothing at all (当前筛选条件下没有数据); a dealer of its own with the same name at most.
        const shown = (await list.rows.count()) ? await list.columnTexts('ID') : [];
        expect(shown.filter(id => adminIds.includes(id))).toEqual([]);
    }

    // The second merchant takes one of its cars off the shelf: its own Workbench counts one fewer.
    await workbench.goto();
    const onSale = await workbench.cardCount('carOnSale');
    await list.goto(CARS, { filter: { status: 1 } });
    await list.hasRows();
    await list.select(list.rows.first());
    const dialog = await list.startBatch('下架');
    await list.confirmBatch(dialog);
    await expect(list.batchResult(dialog, '下架', 1, 0)).toBeVisible({ timeout: 30_000 });
    await list.closeBatch(dialog);
    await workbench.goto();
    await workbench.refresh();
    await expect.poll(() => workbench.cardCount('carOnSale')).toBe(onSale - 1);
    await shell.logout();

    await signIn('admin');
    await workbench.settled();
    await workbench.refresh();
    expect(await workbench.cardCount('carOnSale')).toBe(adminBefore.onSale);
    expect(await workbench.cardCount('dealerPendingAudit')).toBe(adminBefore.pending);
});
