import { expect, pagesFor, test } from './pages/fixtures';
import { openSignedIn } from './support/apiSignIn';

// A role made in the console grants the calls of its pages, so an operator
// holding it can work; an API permission unticked in 接口权限 refuses exactly that call.

test('a role and an operator made through the console: its pages load, an unticked call is refused', async ({
    page,
    signIn,
    browser,
    baseURL,
    shell,
    formPage: form,
}) => {
    // Two forms and two sessions: more steps than the default budget allows on a loaded machine.
    test.setTimeout(180_000);
    const stamp = String(Date.now()).slice(-6);
    const roleName = `车商助理${stamp}`;
    await signIn('admin', '/setting/permission/management/role/add');

    await form.fill('角色名称', roleName);
    // 页面权限: the dealer list and the store list.
    await page.getByRole('button', { name: '展开 车商' }).first().click();
    await form.setCheckbox('二手车商', true);
    await form.setCheckbox('4S店', true);
    // 接口权限 now holds both lists' calls; untick the store list's.
    await page.getByRole('button', { name: '展开 车商' }).click();
    const dealerCalls = page.getByRole('group', { name: '二手车商的接口', exact: true });
    const storeCalls = page.getByRole('group', { name: '4S店的接口', exact: true });
    await expect(dealerCalls.getByRole('checkbox', { name: 'seller/dealer/DealerList' })).toBeChecked();
    await expect(storeCalls.getByRole('checkbox', { name: 'seller/dealer/StoreList' })).toBeChecked();
    await form.setCheckbox('seller/dealer/StoreList', false, '4S店的接口');
    // Each list grants its record call too: DealerList, DealerInfo and StoreInfo stay.
    await expect(form.message('已选择 3 个接口')).toBeVisible();
    await form.submit();
    await expect(form.notice('mc.message.added')).toBeVisible();
    await expect(page).toHaveURL(/\/setting\/permission\/management\/role$/);

    const username = `clerk_${stamp}`;
    const password = 'Clerk@2026';
    await shell.goInApp('/setting/permission/management/operators/add');
    await form.fill('登录账号', username);
    await form.fill('登录密码', password);
    await form.fill('姓名', '车商助理');
    await form.fill('联系电话', '13912345678');
    // A multiple select: the option is added, then the list closes.
    await form.choose('角色', roleName);
    await form.submit();
    await expect(form.notice('mc.message.added')).toBeVisible();

    // Working as that operator, in a browser of its own.
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const clerk = await context.newPage();
    const asClerk = pagesFor(clerk);
    const { texts } = asClerk;
    await openSignedIn(clerk, { username, password });
    await expect(asClerk.shell.railButton(asClerk.shell.sectionTitle('dealer'))).toBeVisible();

    await asClerk.listPage.goto('/dealer/secondHandCarDealer/list');
    await asClerk.listPage.hasRows();
    await expect(clerk).toHaveURL(/\/dealer\/secondHandCarDealer\/list$/);
    await expect(clerk.getByText(texts.t('mc.error.noPermission'), { exact: true })).toHaveCount(0);

    // The store page is granted, its list call is not: the server refuses exactly that call.
    await asClerk.shell.goInApp('/dealer/store/list');
    await expect(clerk.getByText(texts.t('mc.error.noPermission'), { exact: true })).toBeVisible();
    await expect(clerk).toHaveURL(/\/dashboard$/);
    await context.close();
});
