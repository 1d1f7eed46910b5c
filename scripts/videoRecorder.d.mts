export declare const playwrightFfmpegPath: (env?: Record<string, string | undefined>) => string;
export declare const canRecordVideo: () => boolean;
export declare const ensureVideoRecorder: () => void;
