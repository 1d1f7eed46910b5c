import { jingpai } from './sections';

export default [
    jingpai.list('/jingpai/qrsm/list'),
    jingpai.show('/jingpai/qrsm/info'),
    jingpai.action('/jingpai/qrsm/save'),
    jingpai.list('/jingpai/record'),
    jingpai.list('/jingpai/liupai/list'),
    jingpai.action('/jingpai/liupai/added'),
    jingpai.list('/jingpai/mange'),
];
