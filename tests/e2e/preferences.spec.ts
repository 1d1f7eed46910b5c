import { expect, test } from './pages/fixtures';

test('the settings panel starts at its documented defaults (docs/console.md §2), applies each choice, and every preference survives a logout', async ({
    page,
    signIn,
    shell,
}) => {
    test.setTimeout(240_000);
    await signIn('admin');
    await expect(shell.tabBar()).toBeVisible();
    await shell.openSettings();
    // docs/console.md §2 defaults: tags view on, fixed header off, sidebar logo off, pinyin search on.
    await expect(shell.settingSwitch('tagsView')).toBeChecked();
    await expect(shell.settingSwitch('fixedHeader')).not.toBeChecked();
    await expect(shell.settingSwitch('sidebarLogo')).not.toBeChecked();
    await expect(shell.settingSwitch('pinyinSearch')).toBeChecked();
    await expect(shell.layoutSizeButton('sizeMedium')).toHaveAttribute('aria-pressed', 'true');

    await shell.settingSwitch('tagsView').click();
    await shell.settingSwitch('fixedHeader').click();
    await shell.layoutSizeButton('sizeSmall').click();
    await shell.themeColor('#f5222d').click();
    // The panel is a modal drawer: the page behind it is checked once it is closed.
    await shell.escape();
    await expect(shell.settingsPanel()).toHaveCount(0);
    await expect(shell.tabBar()).toHaveCount(0);
    await expect(shell.banner()).toHaveCSS('position', 'sticky');

    // The sidebar collapses: its section menu goes, and the toggle now offers to expand.
    const dealer = shell.sectionTitle('dealer');
    await page.goto('/dealer/store/list');
    await expect(shell.sideMenu(dealer)).toBeVisible();
    await shell.collapseButton().click();
    await expect(shell.expandButton()).toBeVisible();
    await expect(shell.sideMenu(dealer)).toHaveCount(0);

    await shell.logout();
    await signIn('admin');
    await expect(shell.expandButton()).toBeVisible();
    await expect(shell.tabBar()).toHaveCount(0);
    await expect(shell.banner()).toHaveCSS('position', 'sticky');
    await shell.openSettings();
    await expect(shell.settingSwitch('fixedHeader')).toBeChecked();
    await expect(shell.layoutSizeButton('sizeSmall')).toHaveAttribute('aria-pressed', 'true');
    await expect(shell.themeColor('#f5222d')).toHaveAttribute('aria-checked', 'true');
    // The store page it was on is session data: its tab does not come back with the new session.
    await shell.escape();
    await expect(shell.tabBar()).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('RaStore.mc.tabs.visited') ?? '')).not.toContain('/dealer/store/list');
});

test('the menu is a drawer under 992 px and beside the page from 992 px', async ({ page, signIn, shell }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await signIn('admin');
    await expect(shell.rail()).toBeVisible();
    await page.setViewportSize({ width: 991, height: 800 });
    await expect(shell.rail()).toHaveCount(0);
    await shell.expandButton().click();
    await expect(shell.rail()).toBeVisible();
    await shell.escape();
    await page.setViewportSize({ width: 992, height: 800 });
    await expect(shell.rail()).toBeVisible();
});

test("the navbar refresh reloads the current page's rows", async ({ page, signIn, shell, listPage: list }) => {
    await signIn('admin', '/dealer/store/list');
    await list.hasRows();
    const again = page.waitForRequest(request => request.url().includes('seller/dealer/StoreList') && request.url().includes('page='));
    await shell.refresh();
    await again;
    await list.hasRows();
});
