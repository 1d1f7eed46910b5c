import type { Counts } from '../countResults.mjs';
import type { Machine } from './describeMachine.mjs';

export interface StepTime {
    name: string;
    seconds: number;
    /** The step's tests, when it has a report (lint and the type check count as one check). */
    counts?: Counts;
    /** The steps that ran at the same time as this one, when it ran beside others. */
    beside?: string[];
}
export interface TestTime {
    command: string;
    machine: Machine;
    startedAt: string;
    endedAt: string;
    wallSeconds: number;
    steps: StepTime[];
    totals: Counts;
}
export interface AuthorizationMatrixFigure {
    checked: number;
    mismatches: number;
    /** The run's start. */
    date: string;
}
export interface LastTestRun {
    testTime: TestTime;
    authorizationMatrix?: AuthorizationMatrixFigure;
}
export declare const LAST_RUN_FILE: string;
export declare const RUN_FIGURES_ENV: string;
export declare const testRunRecord: (run: {
    machine: Machine;
    command: string;
    startedAt: string;
    endedAt: string;
    steps: StepTime[];
    totals: Counts;
    figuresDir: string;
}) => LastTestRun;
