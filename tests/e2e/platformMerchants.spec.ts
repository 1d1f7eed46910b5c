import { expect, pagesFor, test } from './pages/fixtures';
import { lastOpenedUrl, recordWindowOpen } from './pages/downloads';
import { openSignedIn } from './support/apiSignIn';

// The platform administrator onboards a merchant in the console (商户管理), and its owner works at
// once in a browser of its own; suspended, the owner's open console is signed out by the live
// stream, with no call of its own. Both start signed in through the API: this is not about the
// login page.

test.describe.configure({ timeout: 240_000 });

const MERCHANTS = '/supertube/merchant/list';
const DEALERS = '/dealer/secondHandCarDealer/list';

test('the platform administrator creates a merchant whose owner signs in elsewhere and adds a dealer; suspended, its open console is signed out', async ({
    page,
    browser,
    baseURL,
    signIn,
    shell,
    listPage: list,
    formPage: form,
    texts,
}) => {
    const stamp = String(Date.now()).slice(-6);
    const name = `浏览器新商户${stamp}`;
    const owner = { username: `owner_${stamp}`, password: 'NewOwner@2026' };
    await signIn('platform', MERCHANTS);
    await list.hasRows();
    await list.create();
    await form.fill(texts.t('mc.field.merchantName'), name);
    await form.choose(texts.t('mc.field.industry'), texts.t('mc.field.option.industryCar'));
    await form.fill(texts.t('mc.field.ownerUsername'), owner.username);
    await form.fill(texts.t('mc.field.ownerPassword'), owner.password);
    await form.fill(texts.t('mc.field.mobile'), '13100137000');
    await form.choose(texts.t('mc.field.addons'), '车辆竞拍');
    await form.submit();
    await expect(form.notice('mc.message.added')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${MERCHANTS}$`));
    await list.fillFilter('商户名称', name);
    await list.search();
    await list.hasRows();
    await expect(list.row(name)).toContainText(owner.username);

    // Its owner, in a browser of its own: an empty console of its industry, where it works at once.
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    try {
        const ownerPage = await context.newPage();
        const asOwner = pagesFor(ownerPage);
        await openSignedIn(ownerPage, owner, { path: DEALERS, baseURL });
        await expect(asOwner.listPage.emptyState).toBeVisible();
        await asOwner.listPage.create();
        const dealer = `新商户的车行${stamp}`;
        await asOwner.formPage.fill(texts.t('mc.field.dealerName'), dealer);
        await asOwner.formPage.fill(texts.t('mc.field.contact'), '林新');
        await asOwner.formPage.fill(texts.t('mc.field.phone'), '13800004444');
        await asOwner.formPage.chooseCascade(texts.t('mc.field.region'), '浙江省', '杭州市');
        await asOwner.formPage.choose(texts.t('mc.field.business_scope'), '卖车');
        await asOwner.formPage.submit();
        await expect(asOwner.formPage.notice('mc.message.added')).toBeVisible();
        await asOwner.listPage.hasRows();
        expect(await asOwner.listPage.columnTexts('车商名称')).toEqual([dealer]);

        // The platform sees it in the merchant's counts, exports it, and suspends it.
        await list.refresh();
        await expect(list.row(name)).toBeVisible();
        await recordWindowOpen(page);
        await list.rowAction(list.row(name), texts.t('mc.route.supertube_merchant_export'));
        await shell.confirm();
        const archive = await page.request.get(await lastOpenedUrl(page));
        expect(archive.headers()['content-type']).toContain('application/gzip');
        expect(archive.headers()['content-disposition']).toMatch(/merchant-1\d{4}-\d{8}\.tar\.gz/);
        await list.rowAction(list.row(name), texts.t('mc.route.supertube_merchant_suspend'));
        await shell.confirm();
        await expect(form.notice('mc.message.merchantSuspended')).toBeVisible();
        await expect(list.row(name)).toContainText('已暂停');

        // The owner's open console, making no call of its own, is told by the live stream and signs out.
        await expect(ownerPage).toHaveURL(/\/login/);
        // With the message the stream's session event carries.
        await expect(ownerPage.getByText('登录已失效，请重新登录')).toBeVisible();
    } finally {
        await context.close();
    }
});
