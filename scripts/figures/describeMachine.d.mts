export interface Machine {
    /** When the run started, ISO 8601. */
    date: string;
    nproc: number;
    cpu: string;
    memoryGiB: number;
    node: string;
    chromium: string;
}
export declare const describeMachine: () => Machine;
