import type { Endpoint } from '../../core/Endpoint';
import type { FileReply } from '../../core/FileReply';
import type { Domain } from '../Domain';
import { PLACEHOLDER_PATH, type PlaceholderKind } from '../shared/placeholderImage';
import { placeholderSvg } from './placeholderSvg';

const kinds: PlaceholderKind[] = ['car', 'logo', 'avatar', 'banner', 'license', 'icon'];

/** GET public/image/placeholder?kind=&text=&tone=: the demo data's images, drawn on request. */
const placeholder: Endpoint = {
    method: 'GET',
    path: PLACEHOLDER_PATH,
    // Read leniently: anything unknown draws the default.
    fields: [
        { name: 'kind', title: '图片类型', kind: 'enum', options: kinds },
        { name: 'text', title: '文字', max: 20 },
        { name: 'tone', title: '色调', kind: 'int' },
    ],
    answersFile: 'svg',
    industries: 'all',
    handler: async ({ params }): Promise<FileReply> => {
        const kind = kinds.includes(params.kind as PlaceholderKind) ? (params.kind as PlaceholderKind) : 'icon';
        const text = typeof params.text === 'string' ? params.text : '';
        const tone = Number.parseInt(String(params.tone ?? '0'), 10) || 0;
        const svg = placeholderSvg(kind, text, tone);
        return {
            kind: 'file',
            filename: `${kind}.svg`,
            type: 'svg',
            write: async out => {
                out.end(svg);
            },
        };
    },
};

export const mediaDomain: Domain = { name: 'media', migrations: [], owners: {}, tables: [], endpoints: [placeholder] };
