/** A small valid declaration; each case below breaks one thing of it. */
export const widgetDeclaration = () => ({
    table: 'widgets_decl',
    label: '部件',
    industry: 'car',
    api: { list: 'seller/widget/WidgetList', info: 'seller/widget/WidgetInfo', create: 'seller/widget/WidgetAdd' },
    columns: {
        id: { title: 'ID', sort: true },
        name: { title: '名称' },
        color: {
            title: '颜色',
            type: 'select',
            options: [
                { value: 1, label: '红' },
                { value: 2, label: '蓝' },
            ],
        },
        price: { title: '价格', type: 'number', decimal: 2, sum: true, sort: true },
    },
    search: [{ name: 'name' }, { name: 'color' }],
    fields: [
        { name: 'name', title: '名称', required: true, maxLength: 10 },
        { name: 'color', title: '颜色', kind: 'enum', required: true },
        { name: 'price', title: '价格', kind: 'cents' },
    ],
    defaultSort: { column: 'id', order: 'desc' },
});
