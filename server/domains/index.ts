import type { Domain } from './Domain';
import { coreDomain } from './core';

/** Every domain of the reference server, in migration order (core first: others refer to users). */
export const domains: Domain[] = [coreDomain];
