import { defineSection } from './define';

// One builder per top-level section (SPEC.md §2) with the industry set of SPEC.md §6.
export const dashboard = defineSection('dashboard', 'all');
export const profile = defineSection('profile', 'all');
export const dealer = defineSection('dealer', 'car');
export const bzj = defineSection('bzj', 'car');
export const cars = defineSection('cars', 'car');
// Addon-backed areas (SPEC.md §4): menus, routes and calls follow the addon's install state.
export const jingpai = defineSection('jingpai', 'car', { addon: 'jp' });
export const content = defineSection('content', 'car');
export const plugin = defineSection('plugin', 'all');
export const setting = defineSection('setting', 'all');
export const supertube = defineSection('supertube', 'admin');
export const user = defineSection('user', 'offlinepay', { addon: 'ngp' });
export const financenh = defineSection('financenh', 'offlinepay', { addon: 'ngp' });
export const order = defineSection('order', 'car');
export const goods = defineSection('goods', 'car');
export const marketing = defineSection('marketing', 'car');
