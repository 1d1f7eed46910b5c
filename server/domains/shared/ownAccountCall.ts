import type { Endpoint } from '../../core/Endpoint';

/**
 * A call about the caller's own account or layout (profile, shortcuts, menu badges): every
 * industry and every role may make it, whatever the role's api_arr says.
 */
export const ownAccountCall = (endpoint: Omit<Endpoint, 'industries' | 'anyRole'>): Endpoint => ({ ...endpoint, industries: 'all', anyRole: true });
