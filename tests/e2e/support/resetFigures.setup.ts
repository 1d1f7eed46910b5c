import { resetCspFigure } from './cspViolations';

/**
 * Global setup of a run against the reference servers: the CSP figure is counted by tests on
 * every worker (support/cspViolations.ts), so it is started again once, before any of them.
 */
export default function resetFigures() {
    resetCspFigure();
}
