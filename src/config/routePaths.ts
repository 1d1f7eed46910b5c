/** The Workbench: always permitted, the pinned tab, where `/` and refused calls lead. */
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const FORBIDDEN_PATH = '/401';
/** docs/console.md §2: /profile goes to the edit-profile page. */
export const PROFILE_PATH = '/profile';
export const PROFILE_EDIT_PATH = '/profile/user/edit';
