import { expect, type Page } from '@playwright/test';
import { LOCALES } from '../../../src/i18n/locales';
import { goInApp } from './navigation';
import { escapeRegExp } from './textPattern';
import { textsFor, type Locale, type Texts } from './texts';

/** The items of a tab's context menu (`mc.layout.tabs.*`). */
export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll' | 'closeLeft' | 'closeRight';

/** The switches of the settings panel (`mc.layout.settings.*`). */
export type SettingSwitch = 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'pinyinSearch';

const languageName = (locale: Locale) => LOCALES.find(entry => entry.locale === locale)!.name;

/**
 * The console's frame around every page: the section rail and its side menus, the tab bar and
 * its context menu, the navbar (breadcrumbs, refresh, menu search, language, settings, user
 * menu) and the debug dialog. Everything is found by role and by the catalogue's texts, so the
 * same calls work in every language; after `switchLocale` use the Shell it returns.
 */
export class Shell {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    /** A built-in route's title, as the menu, the tab and the breadcrumbs show it: `/dealer/store/list` → 4S店. */
    readonly routeTitle = (path: string) => this.texts.t(`mc.route.${path.replace(/^\//, '').replaceAll('/', '_')}`);
    /** A section's title on the rail, by its id (`dealer`, `cars`, …). */
    readonly sectionTitle = (section: string) => this.texts.t(`mc.section.${section}`);

    // Menus
    readonly rail = () => this.page.getByRole('navigation', { name: this.texts.t('mc.layout.menu.sections') });
    readonly railButton = (section: string) => this.rail().getByRole('button', { name: section, exact: true });
    /** The side menu of a section, named after its title. */
    readonly sideMenu = (section: string) => this.page.getByRole('navigation', { name: section, exact: true });
    /** An item of a section's side menu, by its title; a badge's count (`99+` at most) may follow the title in its name. */
    readonly menuLink = (section: string, item: string) =>
        this.sideMenu(section).getByRole('link', { name: new RegExp(`^${escapeRegExp(item)}(\\s*\\d+\\+?)?$`) });

    /** The user reads the count on a side-menu item's badge (待发货订单 5); 0 when it shows none, as a zero count shows no badge. */
    async menuBadge(section: string, item: string): Promise<number> {
        const name = (await this.menuLink(section, item).innerText()).trim();
        const badge = /(\d+)\+?$/.exec(name.slice(item.length));
        return badge ? Number(badge[1]) : 0;
    }

    /** The user reads the titles on the section rail, top to bottom. */
    async sectionTitles(): Promise<string[]> {
        await expect(this.rail().getByRole('button').first()).toBeVisible();
        return (await this.rail().getByRole('button').allInnerTexts()).map(text => text.trim());
    }

    /** The user clicks a section on the rail (which opens its side menu and its first page). */
    async openSection(section: string) {
        await this.railButton(section).click();
    }

    /** The user opens a page through the menu: section on the rail, then the item of its side menu; its tab becomes the current one. */
    async openMenu(section: string, item: string) {
        await this.openSection(section);
        await this.menuLink(section, item).click();
        await expect(this.tab(item)).toHaveAttribute('aria-selected', 'true');
    }

    /** The user opens a built-in route through the menu, its section being the path's first segment. */
    async openRoute(path: string) {
        await this.openMenu(this.sectionTitle(path.split('/')[1]), this.routeTitle(path));
        await expect(this.page).toHaveURL(new RegExp(`${path}(\\?|$)`));
    }

    /** The user follows an in-app link to `path` (client-side, as a link does: a page load would start a new app). */
    async goInApp(path: string) {
        await goInApp(this.page, path);
    }

    /** The navbar's button that folds the side menu away, or brings it (or the narrow screen's drawer) back. */
    readonly collapseButton = () => this.page.getByRole('button', { name: this.texts.t('mc.layout.navbar.collapse') });
    readonly expandButton = () => this.page.getByRole('button', { name: this.texts.t('mc.layout.navbar.expand') });
    /** The narrow screen's menu drawer (a modal): its rail and side menus. */
    readonly menuDrawer = () =>
        this.page.getByRole('presentation').filter({ has: this.page.getByRole('navigation', { name: this.texts.t('mc.layout.menu.sections') }) });

    // Tabs
    readonly tabBar = () => this.page.getByRole('tablist', { name: this.texts.t('mc.layout.tabs.label') });
    readonly tab = (title: string) => this.tabBar().getByRole('tab', { name: title, exact: true });
    /** The × of a tab: the mouse's shortcut (hidden from assistive technology, so found by its title). */
    readonly tabCloseButton = (title: string) => this.tabBar().getByTitle(this.texts.t('mc.layout.tabs.closeOne', { title }), { exact: true });
    readonly tabMenuItem = (action: TabAction) => this.page.getByRole('menuitem', { name: this.texts.t(`mc.layout.tabs.${action}`), exact: true });

    /** The user clicks a tab to return to its page. */
    async openTab(title: string) {
        await this.tab(title).click();
        await expect(this.tab(title)).toHaveAttribute('aria-selected', 'true');
    }

    /** The user right-clicks a tab and picks an item of its context menu. */
    async tabMenu(title: string, action: TabAction) {
        await this.tab(title).click({ button: 'right' });
        await this.tabMenuItem(action).click();
    }

    /** The user closes a tab with its ×. */
    async closeTab(title: string) {
        await this.tabCloseButton(title).click();
    }

    // Navbar
    readonly banner = () => this.page.getByRole('banner');
    readonly breadcrumbs = () => this.page.getByRole('navigation', { name: this.texts.t('mc.layout.navbar.breadcrumb') });
    readonly refreshButton = () => this.banner().getByRole('button', { name: this.texts.t('mc.layout.navbar.refresh'), exact: true });

    /** The user reads the breadcrumb trail, home first. */
    async breadcrumbTrail(): Promise<string[]> {
        return (await this.breadcrumbs().getByRole('listitem').allInnerTexts()).map(text => text.trim());
    }

    /** The user presses the navbar's refresh: the current page asks for its data again. */
    async refresh() {
        await this.refreshButton().click();
    }

    // Menu search
    readonly searchBox = () => this.page.getByRole('combobox', { name: this.texts.t('mc.layout.search.label') });
    readonly searchResults = () => this.page.getByRole('option');

    /** The user opens the menu search with Ctrl+K (or `/`, with `key`) and types a query, in characters or pinyin. */
    async search(query: string, key: 'Control+k' | '/' = 'Control+k') {
        if (key === '/') await this.page.locator('body').press('/');
        else await this.page.keyboard.press(key);
        await expect(this.searchBox()).toBeFocused();
        await this.searchBox().fill(query);
    }

    // Language
    readonly languageButton = (locale: Locale) => this.page.getByRole('button', { name: languageName(locale), exact: true });

    /** The user switches the console's language from the navbar's language menu; the answer speaks the new one. */
    async switchLocale(to: Locale): Promise<Shell> {
        await this.languageButton(this.texts.locale).click();
        await this.page.getByRole('menuitem', { name: languageName(to), exact: true }).click();
        await expect(this.languageButton(to)).toBeVisible();
        return new Shell(this.page, textsFor(to));
    }

    // Settings panel
    readonly settingsPanel = () => this.page.getByRole('region', { name: this.texts.t('mc.layout.settings.title') });
    readonly settingSwitch = (name: SettingSwitch) => this.settingsPanel().getByRole('switch', { name: this.texts.t(`mc.layout.settings.${name}`) });
    readonly layoutSizeButton = (size: 'sizeMedium' | 'sizeSmall') =>
        this.settingsPanel().getByRole('button', { name: this.texts.t(`mc.layout.settings.${size}`), exact: true });
    readonly themeColor = (color: string) => this.settingsPanel().getByRole('radio', { name: color });

    /** The user opens the layout settings panel from the navbar. */
    async openSettings() {
        await this.page.getByRole('button', { name: this.texts.t('mc.layout.settings.title') }).click();
        await expect(this.settingsPanel()).toBeVisible();
        return this.settingsPanel();
    }

    /** The user closes a modal panel, menu or dialog with Escape. */
    async escape() {
        await this.page.keyboard.press('Escape');
    }

    // Debug dialog
    readonly debugDialog = () => this.page.getByRole('dialog', { name: this.texts.t('mc.layout.debug.title') });
    readonly apiHostField = () => this.debugDialog().getByRole('textbox', { name: this.texts.t('mc.layout.debug.apiHost') });

    /** The user presses the hidden shortcut Ctrl+Alt+S (login page included) to open the debug dialog. */
    /** The debug dialog's notice of the catalogue extension entries left out at start-up, titled with their count. */
    readonly catalogueProblems = (count: number) =>
        this.debugDialog()
            .getByRole('alert')
            .filter({ hasText: this.texts.t('mc.layout.debug.catalogue.title', { smart_count: count }) });

    async openDebugDialog() {
        await this.page.keyboard.press('Control+Alt+KeyS');
        await expect(this.debugDialog()).toBeVisible();
        return this.debugDialog();
    }

    /** The user sets the API host in the debug dialog and saves, which reloads the console. */
    async setApiHost(host: string) {
        await this.apiHostField().fill(host);
        await this.debugDialog()
            .getByRole('button', { name: this.texts.t('mc.layout.debug.save') })
            .click();
    }

    // User menu
    /** The navbar's user button, named after the user it shows (`admin, user menu`). */
    readonly userMenuButton = () =>
        this.page.getByRole('button', {
            name: new RegExp(`^${escapeRegExp(this.texts.t('mc.layout.user.menu', { name: '\u0000' })).replace('\u0000', '.+')}$`),
        });
    readonly userMenuItem = (name: string) => this.page.getByRole('menuitem', { name, exact: true });

    /** The user opens the user menu in the navbar. */
    async openUserMenu() {
        await this.userMenuButton().click();
    }

    /** The user picks an entry of the user menu by its text (a route title such as 编辑资料, 调试设置). */
    async fromUserMenu(name: string) {
        await this.openUserMenu();
        await this.userMenuItem(name).click();
    }

    /** The user logs out from the user menu and lands on the login page. */
    async logout() {
        await this.fromUserMenu(this.texts.t('mc.layout.user.logout'));
        await expect(this.page).toHaveURL(/\/login/);
    }

    // Messages
    /** The confirmation dialog's 确定 (delete, unbind, uninstall…). */
    async confirm() {
        await this.page
            .getByRole('dialog')
            .getByRole('button', { name: this.texts.t('mc.action.confirm') })
            .click();
    }
}
