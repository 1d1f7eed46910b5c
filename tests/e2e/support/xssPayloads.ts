/** The payloads the XSS suite writes into every server-supplied string the console shows. */
export const PAYLOADS = [
    '<svg/onload=alert()>',
    '<i/onclick=alert()>x',
    'javascript:alert(2)',
    '<img src=x onerror=alert(3)>',
    '<script>alert(4)</script>',
    '"><img src=x onerror=alert(5)>',
    '<iframe src=javascript:alert(6)>',
    '<a href=javascript:alert(7)>link</a>',
    "'-alert(8)-'<b onmouseover=alert(9)>b</b>",
    '{{constructor.constructor("alert(10)")()}}',
];

const zh = (text: string) => ({ 'zh-cn': text });

/**
 * A deployment's runtime catalogue (public/catalogue.d, named in config.json) with a payload in
 * every text it gives the console: the section's title (icon rail, its menu's heading), the
 * page titles (menu link, tab, breadcrumb), field labels and hints, and option labels of a
 * select and of radio buttons. The rows are the demo stores, so the list has something to show.
 */
export const PAYLOAD_CATALOGUE = [
    {
        kind: 'list',
        path: '/xss/list',
        title: zh(PAYLOADS[3]),
        section: { id: 'xss', title: zh(PAYLOADS[0]), icon: 'Security', industries: 'car' },
        api: 'seller/dealer/StoreList',
        calls: { getOne: 'seller/dealer/StoreInfo', create: 'seller/dealer/StoreSave' },
        fields: [
            { kind: 'text', name: 'name', label: zh(PAYLOADS[4]), hint: zh(PAYLOADS[5]) },
            { kind: 'select', name: 'kind', label: zh(PAYLOADS[6]), hint: zh(PAYLOADS[8]), options: PAYLOADS.map((p, value) => ({ value, label: zh(p) })) },
            {
                kind: 'radio',
                name: 'level',
                label: zh(PAYLOADS[7]),
                options: [
                    { value: 1, label: zh(PAYLOADS[1]) },
                    { value: 2, label: zh(PAYLOADS[9]) },
                ],
            },
        ],
    },
    { kind: 'create', path: '/xss/add', title: zh(PAYLOADS[2]), parent: '/xss/list', noCache: true },
];
