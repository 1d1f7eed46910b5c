import type { Browser, Page } from '@playwright/test';
import { expect, pagesFor, test, type Pages } from './pages/fixtures';
import { openSignedIn } from './support/apiSignIn';
import { historySetup, type HistorySetup } from './support/historySetup';

/**
 * Two operators of one merchant on the same dealer, each in a browser of their own: admin and
 * 李四, an operator who may edit dealers. Nothing either saves is lost: changes to different
 * fields merge and say so, changes to the same field ask which to keep; every write is in the
 * record's history, whose revisions restore; a deleted store comes back from 最近删除.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let setup: HistorySetup;

test.beforeAll(async ({ baseURL }) => {
    setup = await historySetup(baseURL!, String(Date.now()).slice(-6));
});

/** 李四, signed in in a browser of their own. */
const asEditor = async (browser: Browser, baseURL: string): Promise<{ page: Page; pages: Pages; close: () => Promise<void> }> => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const page = await context.newPage();
    const pages = pagesFor(page);
    await openSignedIn(page, setup.editor, { baseURL });
    return { page, pages, close: () => context.close() };
};

const editPath = (id: number) => `/dealer/secondHandCarDealer/edit?id=${id}`;

/** Opens the dealer's edit form and waits for the record in it. */
const openEdit = async (page: Page, { formPage }: Pages, id: number) => {
    await page.goto(editPath(id));
    await expect(formPage.field('联系人')).toHaveValue(/.+/);
};

test('changes to different fields merge, and the second save says whose it kept', async ({ browser, baseURL, page, signIn, formPage }) => {
    const id = setup.dealers.merged;
    await signIn('admin');
    await openEdit(page, { formPage } as Pages, id);
    const editor = await asEditor(browser, baseURL!);
    await openEdit(editor.page, editor.pages, id);

    await editor.pages.formPage.fill('联系人', '李娜');
    await editor.pages.formPage.submit();
    await expect(editor.pages.formPage.notice('mc.message.saved')).toBeVisible();

    // admin's form was opened before that save: its own change goes on top, 李四's stays.
    await formPage.fill('详细地址', '人民路8号');
    await formPage.submit();
    await expect(formPage.notice('mc.history.conflict.merged', { fields: '联系人' })).toBeVisible();
    await openEdit(page, { formPage } as Pages, id);
    await expect(formPage.field('联系人')).toHaveValue('李娜');
    await expect(formPage.field('详细地址')).toHaveValue('人民路8号');
    await editor.close();
});

test('changes to the same field ask which to keep: mine, then theirs', async ({ browser, baseURL, page, signIn, formPage }) => {
    const id = setup.dealers.asked;
    await signIn('admin');
    const editor = await asEditor(browser, baseURL!);
    for (const [round, choice] of [
        [1, '保留我的'],
        [2, '采用他人的'],
    ] as const) {
        await openEdit(page, { formPage } as Pages, id);
        await openEdit(editor.page, editor.pages, id);
        await editor.pages.formPage.fill('联系人', `李娜${round}`);
        await editor.pages.formPage.submit();
        await expect(editor.pages.formPage.notice('mc.message.saved')).toBeVisible();

        await formPage.fill('联系人', `王强${round}`);
        await formPage.submit();
        const dialog = page.getByRole('dialog', { name: '该记录已被他人修改' });
        const row = dialog.getByRole('row', { name: /联系人/ });
        await expect(row).toContainText(`李娜${round}`);
        await expect(row).toContainText(`王强${round}`);
        await expect(row).toContainText(setup.editor.nickname);
        await dialog.getByRole('radiogroup', { name: '联系人' }).getByRole('radio', { name: choice }).check();
        await dialog.getByRole('button', { name: '保存', exact: true }).click();
        await expect(formPage.notice(choice === '保留我的' ? 'mc.message.saved' : 'mc.history.conflict.merged', { fields: '联系人' })).toBeVisible();
        await openEdit(page, { formPage } as Pages, id);
        await expect(formPage.field('联系人')).toHaveValue(choice === '保留我的' ? `王强${round}` : `李娜${round}`);
    }
    await editor.close();
});

test('the history drawer shows who changed what, and restores a revision after a confirmation', async ({ browser, baseURL, page, signIn, formPage }) => {
    const id = setup.dealers.restored;
    const editor = await asEditor(browser, baseURL!);
    await openEdit(editor.page, editor.pages, id);
    await editor.pages.formPage.fill('联系人', '钱七');
    await editor.pages.formPage.submit();
    await expect(editor.pages.formPage.notice('mc.message.saved')).toBeVisible();
    await editor.close();

    await signIn('admin');
    await openEdit(page, { formPage } as Pages, id);
    await page.getByRole('button', { name: '历史记录' }).click();
    const drawer = page.getByRole('dialog', { name: `历史记录 · #${id}` });
    const timeline = drawer.getByRole('list', { name: '历史记录' });
    const [changed, created] = [timeline.getByRole('listitem').first(), timeline.getByRole('listitem').last()];
    await expect(changed).toContainText('修改');
    await expect(changed).toContainText(setup.editor.nickname);
    await expect(changed.getByRole('row', { name: /联系人/ })).toContainText('张伟');
    await expect(changed.getByRole('row', { name: /联系人/ })).toContainText('钱七');
    await expect(created).toContainText('创建');

    await created.getByRole('button', { name: '查看此版本' }).click();
    const difference = drawer.getByRole('table', { name: '恢复此版本将修改以下字段' });
    await expect(difference.getByRole('row', { name: /联系人/ })).toContainText('钱七');
    await expect(difference.getByRole('row', { name: /联系人/ })).toContainText('张伟');
    await drawer.getByRole('button', { name: '恢复', exact: true }).click();
    await page.getByRole('dialog', { name: '恢复到此版本？' }).getByRole('button', { name: '恢复', exact: true }).click();
    await expect(page.getByText('已恢复', { exact: true })).toBeVisible();
    await expect(timeline.getByRole('listitem').first()).toContainText('恢复');
    await drawer.getByRole('button', { name: '关闭' }).click();
    await openEdit(page, { formPage } as Pages, id);
    await expect(formPage.field('联系人')).toHaveValue('张伟');
});

test('a deleted store comes back from 最近删除', async ({ page, signIn, listPage, formPage }) => {
    await signIn('admin');
    await listPage.goto('/dealer/store/list', { filter: { name: setup.store.name } });
    const row = listPage.rows.filter({ hasText: setup.store.name });
    await expect(row).toHaveCount(1);
    await listPage.rowAction(row, '删除4S店');
    await formPage.confirm();
    await expect(formPage.notice('mc.message.deleted')).toBeVisible();
    await expect(listPage.rows.filter({ hasText: setup.store.name })).toHaveCount(0);

    await listPage.toolbarButton('mc.history.deleted').click();
    const dialog = page.getByRole('dialog', { name: /^最近删除/ });
    const deleted = dialog.getByRole('row', { name: new RegExp(setup.store.name) });
    await expect(deleted).toContainText('诚信二手车');
    await deleted.getByRole('button', { name: '恢复', exact: true }).click();
    await page.getByRole('dialog', { name: '恢复这条已删除的记录？' }).getByRole('button', { name: '恢复', exact: true }).click();
    await expect(page.getByText('已恢复', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('row', { name: new RegExp(setup.store.name) })).toHaveCount(0);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(listPage.rows.filter({ hasText: setup.store.name })).toHaveCount(1);
});
