import { useMediaQuery } from '@mui/material';
import { useEffect } from 'react';
import { useStore } from 'react-admin';
import { MOBILE_BREAKPOINT } from './layoutConstants';
import { isMobileUserAgent } from './isMobileUserAgent';

export type Device = 'mobile' | 'desktop';

/** Store key of the device, a preference kept across logout (docs/console.md §4). */
export const DEVICE_STORE_KEY = 'mc.app.device';

/** Mobile layout under the breakpoint or on a mobile user agent; the device is kept in the store. */
export const useIsMobile = (): boolean => {
    const narrow = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.02}px)`, { noSsr: true });
    const mobile = narrow || isMobileUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent);
    const [, setDevice] = useStore<Device>(DEVICE_STORE_KEY, 'desktop');
    useEffect(() => setDevice(mobile ? 'mobile' : 'desktop'), [mobile, setDevice]);
    return mobile;
};
