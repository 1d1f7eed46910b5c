import { expect, test } from './pages/fixtures';
import type { ListPage } from './pages/ListPage';
import type { Shell } from './pages/Shell';

// The auction area follows the `jp` addon. Uninstalling it on plugin setup
// removes the 竞拍 menu at once, its pages say the plugin is not installed and lead to the plugin
// manager, and installing it there brings the menu back, all without reloading the page.

/** On the plugin list in view, the user runs a row's action (by its route title) and confirms. */
const confirmRowAction = async (shell: Shell, list: ListPage, name: string, actionPath: string, done: string) => {
    await list.hasRows();
    await list.rowAction(list.row(name), shell.routeTitle(actionPath));
    await shell.confirm();
    await expect(shell.page.getByText(done)).toBeVisible();
};

/** A marker the page would lose on a reload. */
const markDocument = (shell: Shell) => shell.page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (shell: Shell) => shell.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);

test('uninstalling and installing 车辆竞拍 updates the menu and the auction routes without a reload', async ({
    page,
    signIn,
    shell,
    listPage: list,
    texts,
}) => {
    test.setTimeout(180_000);
    // The addon's name is the server's.
    const addon = '车辆竞拍';
    const auction = shell.sectionTitle('jingpai');
    await signIn('admin');
    await expect(shell.railButton(auction)).toBeVisible();

    await shell.openRoute('/plugin/pluginSetup');
    await markDocument(shell);

    await confirmRowAction(shell, list, addon, '/plugin/pluginSetup/uninstall', texts.t('mc.plugin.uninstalled'));
    await expect(shell.railButton(auction)).toHaveCount(0);
    await expect(shell.railButton(shell.sectionTitle('cars'))).toBeVisible();
    expect(await sameDocument(shell)).toBe(true);

    // A typed URL of the area: the plugin-not-installed page, with the way to install it.
    await page.goto('/jingpai/record');
    await expect(page.getByText(texts.t('mc.addon.notInstalledText', { name: addon }))).toBeVisible();
    await expect(page).toHaveURL(/\/jingpai\/record$/);
    await page.getByRole('link', { name: texts.t('mc.addon.install') }).click();
    await expect(page).toHaveURL(/\/plugin\/manage$/);
    await markDocument(shell);

    await confirmRowAction(shell, list, addon, '/plugin/manage/install', texts.t('mc.plugin.installed'));
    await expect(shell.railButton(auction)).toBeVisible();
    expect(await sameDocument(shell)).toBe(true);
    await shell.openRoute('/jingpai/record');
    await list.hasRows();
});
