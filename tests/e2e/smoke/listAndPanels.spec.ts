import { expect, test } from '@playwright/test';
import { accountsFromEnv, ACCOUNT_ROLES } from '../support/accounts';
import { apiSession, openSession } from '../support/apiSignIn';
import { login } from '../support/login';
import { openInApp } from '../support/routeWalk';
import { permittedSmokeRoutes } from '../support/smokeRoutes';
import { textsFor } from '../pages/texts';

// Read-only, and written for whatever data the deployment holds: a filter that matches nothing
// and 重置, the next page when there is one, the export-task drawer opened and closed. Nothing
// is saved, exported or deleted.

const accounts = accountsFromEnv();

/** A list's toolbar and filter form render after its rows: its refresh button says both are there. */
const REFRESH = textsFor('zh-cn').t('mc.schema.refresh');
// The first account of the file, in DEMO's order: admin when there is one.
const role = ACCOUNT_ROLES.find(name => accounts[name])!;

test(`${role}: a list filters to nothing and back, and pages`, async ({ page, baseURL }) => {
    const session = await apiSession(baseURL!, accounts[role]!);
    const lists = (await permittedSmokeRoutes(session, baseURL!, process.env.MC_E2E_SMOKE_ROUTES)).filter(route => route.kind === 'list');
    test.skip(!lists.length, `${role} may open no list`);
    await openSession(page, session, `${baseURL}/dashboard`);
    // The first list whose filter form has a text field.
    let view;
    for (const list of lists) {
        await openInApp(page, list.path);
        const candidate = page.locator(`[data-tab-view="${list.path}"]`);
        await expect(candidate.getByRole('progressbar')).toHaveCount(0);
        await expect(candidate.getByRole('button', { name: REFRESH, exact: true })).toBeVisible();
        if (await candidate.getByRole('search').getByRole('textbox').count()) {
            view = candidate;
            break;
        }
    }
    test.skip(!view, `none of ${role}'s lists has a text filter`);
    const form = view!.getByRole('search');
    const total = view!.getByText(/共 \d+ 条|共超过 \d+ 条/).first();
    const before = (await total.isVisible()) ? await total.innerText() : undefined;

    await form.getByRole('textbox').first().fill(`smoke-${Date.now()}-无此记录`);
    await form.getByRole('button', { name: '查询', exact: true }).click();
    await expect(view!.getByText('当前筛选条件下没有数据')).toBeVisible();
    await form.getByRole('button', { name: '重置', exact: true }).click();
    await expect(view!.getByText('当前筛选条件下没有数据')).toBeHidden();
    if (before) await expect(total).toHaveText(before);

    // The next page, when the list has one.
    const next = view!.getByRole('button', { name: '下一页' });
    if (before && (await next.isEnabled())) {
        const range = await total.innerText();
        await next.click();
        await expect(total).not.toHaveText(range);
        await expect(view!.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
    }
});

// The smoke project's one sign-in through the login page: a deployment's login page lets its accounts in.
test(`${role}: signs in through the login page, and the export-task drawer opens and closes`, async ({ page }) => {
    await login(page, role);
    const button = page.getByRole('button', { name: '导出任务' });
    await button.click();
    // A modal drawer: the list of the account's tasks (or the empty line), closed by Escape.
    const drawer = page.getByRole('region', { name: '导出任务' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('progressbar')).toHaveCount(0);
    await expect(drawer.getByRole('listitem').first().or(drawer.getByText('暂无导出任务'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test(`${role}: a row's sticky action cell takes the row's hover and selected tints`, async ({ page, baseURL }) => {
    const session = await apiSession(baseURL!, accounts[role]!);
    const lists = (await permittedSmokeRoutes(session, baseURL!, process.env.MC_E2E_SMOKE_ROUTES)).filter(route => route.kind === 'list');
    await openSession(page, session, `${baseURL}/dashboard`);
    // The first list whose rows end in a sticky action cell.
    let row;
    for (const list of lists) {
        await openInApp(page, list.path);
        const view = page.locator(`[data-tab-view="${list.path}"]`);
        await expect(view.getByRole('progressbar')).toHaveCount(0);
        await expect(view.getByRole('button', { name: REFRESH, exact: true })).toBeVisible();
        const candidate = view.getByRole('table').first().locator('tbody tr').first();
        if (
            (await candidate.getByRole('checkbox').count()) &&
            (await candidate
                .locator('td')
                .last()
                .evaluate(cell => getComputedStyle(cell).position)) === 'sticky'
        ) {
            row = candidate;
            break;
        }
    }
    test.skip(!row, `none of ${role}'s lists has rows with actions`);
    const cell = row!.locator('td').last();
    // Opaque, so that the cells scrolled under it stay hidden: the row's tint is laid over it.
    const tint = () => cell.evaluate(element => getComputedStyle(element).backgroundImage);
    const rowColor = () => row!.evaluate(element => getComputedStyle(element).backgroundColor);
    const asImage = (color: string) => `linear-gradient(${color}, ${color})`;
    await page.mouse.move(0, 0);
    await expect.poll(tint).toBe('none');
    await row!.locator('td').first().hover();
    await expect.poll(rowColor).not.toBe('rgba(0, 0, 0, 0)');
    const hovered = await rowColor();
    expect(await tint()).toBe(asImage(hovered));
    // Selected (a choice in the page, nothing sent): tinted, with and without the pointer over
    // it. The selection bar appears above the table, so the row is hovered again.
    await row!.getByRole('checkbox').first().check();
    await page.mouse.move(0, 0);
    await expect.poll(rowColor).not.toBe('rgba(0, 0, 0, 0)');
    const selected = await rowColor();
    expect(await tint()).toBe(asImage(selected));
    await row!.locator('td').nth(1).hover();
    await expect.poll(rowColor).not.toBe(selected);
    expect([hovered, selected]).not.toContain(await rowColor());
    expect(await tint()).toBe(asImage(await rowColor()));
    await row!.getByRole('checkbox').first().uncheck();
    await page.mouse.move(0, 0);
    await expect.poll(tint).toBe('none');
});
