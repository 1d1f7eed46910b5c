/** The Workbench: always permitted, the pinned tab, where `/` and refused calls lead. */
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const FORBIDDEN_PATH = '/401';
