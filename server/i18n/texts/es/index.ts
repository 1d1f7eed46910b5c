import type { Translations } from '../../Translations';
import type { ZhAreas } from '../zh-cn';
import access from './access';
import http from './http';

export default { access, http } satisfies { [Area in keyof ZhAreas]: Translations<ZhAreas[Area]> };
