/** A browser and its system, read from a User-Agent as a person names them: `Chrome 126 · Windows`. */
export interface DeviceName {
    browser: string;
    system: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, WeChat says all.
const BROWSERS: Array<[string, RegExp]> = [
    ['WeChat', /MicroMessenger\/(\d+)/],
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: Array<[string, RegExp]> = [
    ['Android', /Android/],
    ['iOS', /iPhone|iPad|iPod/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['ChromeOS', /CrOS/],
    ['Linux', /Linux|X11/],
];

/** Empty parts when the User-Agent names no browser or system we know (a script, a tool). */
export const describeDevice = (userAgent: string): DeviceName => {
    const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
    const version = browser ? browser[1].exec(userAgent)?.[1] : undefined;
    return {
        browser: browser ? `${browser[0]}${version ? ` ${version}` : ''}` : '',
        system: SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? '',
    };
};
