import type { Locator, Page } from '@playwright/test';
import { lookupText } from '../../server/i18n/catalogue';
import { expect, test } from './pages/fixtures';

/**
 * The e2e server runs with MC_KEFU_HOST=off (the icon would cover every page's corner); this
 * test puts back what a fresh `npm start` answers: the server's own frame at /kefu/frame (the
 * contract tests pin that default). Replies are asked for in plain JSON (the debug dialog's
 * switch) so that the real reply can be read and its host restored.
 */
const withBuiltInFrame = async (page: Page) => {
    await page.addInitScript(() => sessionStorage.setItem('mc.debug', JSON.stringify({ encryption: false })));
    await page.route('**/api/v1/addons/kefu/public/GetKefuConfig*', async route => {
        const response = await route.fetch();
        const reply = await response.json();
        await route.fulfill({ response, json: { ...reply, data: { ...reply.data, host: '/kefu/frame' } } });
    });
};

const size = async (element: Locator) => {
    const box = (await element.boundingBox())!;
    return { width: Math.round(box.width), height: Math.round(box.height) };
};

test("the chat icon opens the 55vw × 80vh window, the frame echoes messages, closing shrinks it back, and it speaks the console's language", async ({
    page,
    signIn,
    shell,
    texts,
}) => {
    await withBuiltInFrame(page);
    await signIn('admin');
    const viewport = page.viewportSize()!;
    const widget = page.getByTitle(texts.t('mc.layout.chat.title'));
    await expect(widget).toBeVisible();
    expect(await size(widget)).toEqual({ width: 56, height: 56 });

    // Inside the frame: the chat server's own page (its texts are the server's, not the console's).
    const chat = widget.contentFrame();
    await chat.getByRole('button', { name: '客服', exact: true }).click();
    await expect.poll(() => size(widget)).toEqual({ width: Math.round(viewport.width * 0.55), height: Math.round(viewport.height * 0.8) });

    await chat.getByRole('textbox', { name: '输入消息' }).fill('我想咨询竞拍保证金');
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(chat.getByRole('log', { name: '聊天记录' })).toContainText('已收到：我想咨询竞拍保证金');
    // The frame greets the signed-in user by the name the widget passed it.
    await expect(chat.getByRole('log', { name: '聊天记录' })).toContainText(/您好，(admin|诚信二手车)/);

    await chat.getByRole('button', { name: '关闭在线客服' }).click();
    await expect.poll(() => size(widget)).toEqual({ width: 56, height: 56 });

    // The frame speaks the console's language: switched to English, its button reads Support.
    const english = await shell.switchLocale('en');
    const englishChat = page.getByTitle(english.texts.t('mc.layout.chat.title')).contentFrame();
    await expect(englishChat.getByRole('button', { name: lookupText('客服', 'en'), exact: true })).toBeVisible();
    await expect(englishChat.getByText('客服')).toHaveCount(0);
});
