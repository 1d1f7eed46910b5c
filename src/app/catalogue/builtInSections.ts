import type { BuiltInSectionId } from '../../permissions/RouteEntry';

/**
 * The sections of the icon rail (docs/console.md §2) that the console's own catalogue files may name: a
 * `Record` over `BuiltInSectionId`, so a section added there is a compile error until it is
 * listed, and a section id mistyped in a file is a problem naming that file and entry.
 */
const sections: Record<BuiltInSectionId, true> = {
    dashboard: true,
    profile: true,
    dealer: true,
    bzj: true,
    cars: true,
    jingpai: true,
    content: true,
    plugin: true,
    setting: true,
    supertube: true,
    user: true,
    financenh: true,
    order: true,
    goods: true,
    marketing: true,
};

export const BUILT_IN_SECTIONS = Object.keys(sections) as BuiltInSectionId[];
