/** Generated translation keys: the path keeps them apart (it holds no dot, the schema's pattern says so). */
export const textKeys = {
    route: (path: string) => `mc.ext.route.${path}`,
    field: (path: string, name: string) => `mc.ext.field.${path}.${name}`,
    hint: (path: string, name: string) => `mc.ext.hint.${path}.${name}`,
    option: (path: string, name: string, index: number) => `mc.ext.option.${path}.${name}.${index}`,
    section: (id: string) => `mc.section.${id}`,
    tab: (path: string, index: number) => `mc.ext.tab.${path}.${index}`,
    detailTitle: (path: string, field: string) => `mc.ext.detailTitle.${path}.${field}`,
    detailColumn: (path: string, field: string, name: string) => `mc.ext.detailColumn.${path}.${field}.${name}`,
    secondLabel: (path: string, name: string) => `mc.ext.secondLabel.${path}.${name}`,
};
