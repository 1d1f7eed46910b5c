import { supertube } from './sections';

export default [
    supertube.page('/supertube/platform/system'),
    supertube.page('/supertube/platform/copyright'),
    supertube.page('/supertube/platform/festival'),
];
