/**
 * A platform engineer's second resource, as the two files they write: 公告 (notices), per
 * merchant, declared for the server with its write fields, and a catalogue entry of path, title,
 * section, api and calls with no `fields` (the forms come from the server's definition). Used
 * by the contract test and the end-to-end spec of the same name, which write them to disk.
 */

export const NOTICE_API = {
    list: 'seller/notice/NoticeList',
    info: 'seller/notice/NoticeInfo',
    create: 'seller/notice/NoticeAdd',
    update: 'seller/notice/NoticeEdit',
    remove: 'seller/notice/NoticeDel',
};

/**
 * `server/tables.d/notices.json`: every column without item_width, so each takes the default;
 * titles, labels and hints in zh-cn and English (es and ja fall back to zh-cn). It is written to a
 * throw-away tables folder, so it names no `$schema` (optional; `server/tables.d/brands.json` shows one).
 */
export const noticeDeclaration = () => ({
    table: 'notices',
    label: { 'zh-cn': '公告', en: 'Notice' },
    industry: 'all',
    perMerchant: true,
    import: true,
    api: NOTICE_API,
    columns: {
        id: { title: 'ID', sort: true },
        title: { title: { 'zh-cn': '公告标题', en: 'Title' } },
        category: {
            title: { 'zh-cn': '类别', en: 'Category' },
            type: 'select',
            options: [
                { value: 1, label: { 'zh-cn': '通知', en: 'Announcement' } },
                { value: 2, label: { 'zh-cn': '活动', en: 'Event' } },
                { value: 3, label: { 'zh-cn': '公示', en: 'Public notice' } },
            ],
        },
        fee: { title: { 'zh-cn': '报名费', en: 'Registration fee' }, type: 'number', decimal: 2, sum: true, sort: true },
        publish_time: { title: { 'zh-cn': '发布时间', en: 'Published at' }, type: 'datetime', sort: true },
        pinned: {
            title: { 'zh-cn': '置顶', en: 'Pinned' },
            type: 'select',
            options: [
                { value: 1, label: { 'zh-cn': '是', en: 'Yes' } },
                { value: 0, label: { 'zh-cn': '否', en: 'No' } },
            ],
        },
        contact: { title: { 'zh-cn': '联系电话', en: 'Contact phone' } },
    },
    search: [{ name: 'title' }, { name: 'category' }],
    fields: [
        {
            name: 'title',
            title: { 'zh-cn': '公告标题', en: 'Title' },
            required: true,
            maxLength: 40,
            hint: { 'zh-cn': '最多40个字', en: 'At most 40 characters' },
        },
        { name: 'category', title: { 'zh-cn': '类别', en: 'Category' }, kind: 'enum', required: true },
        { name: 'fee', title: { 'zh-cn': '报名费', en: 'Registration fee' }, kind: 'cents', max: 10_000_000 },
        { name: 'publish_time', title: { 'zh-cn': '发布时间', en: 'Published at' }, kind: 'timestamp', required: true },
        { name: 'pinned', title: { 'zh-cn': '置顶', en: 'Pinned' }, kind: 'switch' },
        { name: 'contact', title: { 'zh-cn': '联系电话', en: 'Contact phone' }, kind: 'phone' },
    ],
    defaultSort: { column: 'id', order: 'desc' },
});

/** `catalogue.d/notices.json`: no fields; the create route without noCache, as a first file has it. */
export const noticeCatalogue = () => [
    {
        kind: 'list',
        path: '/notice/list',
        title: { 'zh-cn': '公告管理', en: 'Notices', es: 'Avisos', ja: 'お知らせ管理' },
        section: { id: 'notice', title: { 'zh-cn': '公告', en: 'Notices', es: 'Avisos', ja: 'お知らせ' }, icon: 'Campaign', industries: 'all' },
        api: NOTICE_API.list,
        calls: { getOne: NOTICE_API.info, create: NOTICE_API.create, update: NOTICE_API.update, delete: NOTICE_API.remove },
    },
    { kind: 'create', path: '/notice/add', title: { 'zh-cn': '新增公告', en: 'Add notice' }, parent: '/notice/list' },
    { kind: 'edit', path: '/notice/edit/:id', title: { 'zh-cn': '编辑公告', en: 'Edit notice' }, parent: '/notice/list' },
    { kind: 'action', path: '/notice/del/:id', title: { 'zh-cn': '删除公告', en: 'Delete notice' }, parent: '/notice/list', action: 'delete' },
];

/**
 * The same form written out as a catalogue's `fields`, agreeing with the declaration except in
 * one place: the title's length (50 against the server's 40), the disagreement catalogue:check
 * must report.
 */
export const conflictingNoticeFields = () => [
    { kind: 'text', name: 'title', label: { 'zh-cn': '公告标题' }, required: true, maxLength: 50 },
    { kind: 'select', name: 'category', label: { 'zh-cn': '类别' }, required: true },
    { kind: 'price', name: 'fee', label: { 'zh-cn': '报名费' } },
    { kind: 'datetime', name: 'publish_time', label: { 'zh-cn': '发布时间' }, required: true },
    { kind: 'switch', name: 'pinned', label: { 'zh-cn': '置顶' } },
    { kind: 'phone', name: 'contact', label: { 'zh-cn': '联系电话' } },
];
