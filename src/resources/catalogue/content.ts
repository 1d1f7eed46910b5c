import { content } from './sections';

export default [
    content.list('/content/advertising/manage'),
    content.create('/content/advertising/add'),
    content.edit('/content/advertising/edit/:id'),
    content.action('/content/advertising/del/:id'),
    content.list('/content/agreement/manage'),
    content.create('/content/agreement/add'),
    content.edit('/content/agreement/edit/:id'),
    content.action('/content/agreement/del/:id'),
];
