export declare const SCRATCH_ROOM_BYTES: number;
export declare const scratchParent: (candidates?: string[], room?: number, free?: (dir: string) => number) => string;
export declare const makeScratchDir: (parent?: string) => { dir: string; remove: () => void };
