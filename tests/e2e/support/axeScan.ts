import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { nothingLoading } from './nothingLoading';

// axe-core over what the page shows: a serious or critical violation is a finding. The smoke
// route walk (tests/e2e/smoke/routes.spec.ts) and tests/e2e/a11y.spec.ts collect them with an
// AxeFindings and fail on any; both print the count per rule and the first nodes of each.
//
// axe-core is injected once per document and run in it, rather than through
// @axe-core/playwright, whose every analyze() injects its 2 MB source into every frame again:
// 1.1–3.2 s a scan against 0.25–0.6 s here, for a walk of some 300 scans. The console navigates
// in the app, so one document lasts a whole login. A scan names the nodes it finds (a selector
// and the start of their HTML) only when it finds some: axe works a name out for every node it
// judges, a fifth of a clean scan's time (a list page: 0.41 → 0.33 s at best on this machine).

const SEVERE = new Set(['serious', 'critical']);

export interface Finding {
    /** Where: the route and locale, or the dialog's name. */
    page: string;
    rule: string;
    impact: string;
    nodes: number;
    targets: string[];
}

/**
 * Waits until nothing on the page is loading or moving any more: no progress bar, no skeleton,
 * no transition running (a dialog fading in has its text at low contrast, to axe as to a reader).
 */
export const settled = async (page: Page) => {
    await nothingLoading(page, 20_000);
    await page.evaluate(() =>
        Promise.all(
            document
                .getAnimations()
                .filter(animation => animation.effect?.getComputedTiming().iterations !== Infinity)
                .map(animation => animation.finished.catch(() => undefined))
        )
    );
};

export interface ScanOptions {
    /** A modal's selector: only it is judged, not the page dimmed behind its backdrop. */
    within?: string;
    /** Only these rules (the language walk judges label-content-name-mismatch in every language). */
    only?: readonly string[];
}

/**
 * The rules of WCAG 2.5.3, Label in Name: a control's visible label is part of its accessible
 * name, word for word, so what a speech-input user says is what the control answers to, in every
 * language. Among axe's default rules since 4.14; enabled by name all the same, so every scan runs
 * it whatever axe's defaults, and the es and ja walks run it alone.
 */
export const LABEL_IN_NAME_RULES = ['label-content-name-mismatch'] as const;

type AxeWindow = { axe?: typeof axe };

/** axe's run options: which rules, as `ScanOptions.only` says. */
type RuleOptions = Pick<axe.RunOptions, 'runOnly' | 'rules'>;

interface Violation {
    id: string;
    impact: string;
    /** Its nodes, each by its selector and the start of its HTML when `named`, else by its place in the list. */
    targets: string[];
}

/**
 * axe's violations in the page now; undefined when axe is not in this document yet. `named`:
 * each node is named by a selector and its HTML, which axe then works out for every node it
 * judges (a quarter of a scan's time): asked only once there is something to name.
 */
const violationsNow = (page: Page, within: string | undefined, rules: RuleOptions, named: boolean) =>
    page.evaluate(
        async ({ context, rules, named }): Promise<Violation[] | undefined> => {
            const found = (window as AxeWindow).axe;
            if (!found) return undefined;
            // configure() only ever turns noHtml on; reset() turns it off again.
            if (named) found.reset();
            else found.configure({ noHtml: true });
            const { violations } = await found.run(context ?? document, { resultTypes: ['violations'], selectors: named, ...rules });
            return violations.map(({ id, impact, nodes }) => ({
                id,
                impact: impact ?? '',
                targets: nodes.map((node, index) => (named ? `${node.target.join(' ')} ${(node.html ?? '').slice(0, 100)}` : `node ${index + 1}`)),
            }));
        },
        { context: within, rules, named }
    );

/** The serious and critical violations axe finds on the page (or inside `within`) now. */
export const scan = async (page: Page, name: string, { within, only }: ScanOptions = {}): Promise<Finding[]> => {
    await settled(page);
    const rules: RuleOptions = only
        ? { runOnly: { type: 'rule', values: [...only] } }
        : { rules: Object.fromEntries(LABEL_IN_NAME_RULES.map(rule => [rule, { enabled: true }])) };
    // axe is injected once per document: the console navigates in the app.
    let violations = await violationsNow(page, within, rules, false);
    if (!violations) {
        await page.evaluate(axe.source);
        violations = (await violationsNow(page, within, rules, false))!;
    }
    const severe = violations.filter(violation => SEVERE.has(violation.impact));
    // Found: the same rules again, naming the nodes. The finding is the first run's; should the page
    // have changed in between, its nodes stay unnamed.
    const named = severe.length ? ((await violationsNow(page, within, { runOnly: { type: 'rule', values: severe.map(({ id }) => id) } }, true)) ?? []) : [];
    return severe.map(violation => ({
        page: name,
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.targets.length,
        targets: (named.find(({ id }) => id === violation.id) ?? violation).targets.slice(0, 3),
    }));
};

/** The lines printed for a set of findings: a total, the node count per rule, then each finding. */
export const reportLines = (findings: readonly Finding[], scans: number, label = ''): string[] => {
    const perRule = new Map<string, number>();
    for (const finding of findings) perRule.set(finding.rule, (perRule.get(finding.rule) ?? 0) + finding.nodes);
    return [
        `${label}axe: ${scans} scan(s), ${findings.length} serious or critical violation(s)${findings.length ? ':' : ''}`,
        ...[...perRule].map(([rule, nodes]) => `  ${rule}: ${nodes} node(s)`),
        ...findings.map(finding => `  ${finding.page} ${finding.rule} (${finding.impact}) ×${finding.nodes}: ${finding.targets.join(' | ')}`),
    ];
};

/** The findings of a test's scans, printed at its end, however many scans it ran. */
export class AxeFindings {
    readonly findings: Finding[] = [];
    scans = 0;
    /** Milliseconds spent in the scans themselves (settling and axe), for the report. */
    millis = 0;

    /** `defaults`: options every scan of this test takes (`only` some rules). */
    constructor(
        private readonly page: Page,
        private readonly defaults: ScanOptions = {}
    ) {}

    async scan(name: string, options?: ScanOptions) {
        const started = Date.now();
        this.findings.push(...(await scan(this.page, name, { ...this.defaults, ...options })));
        this.scans++;
        this.millis += Date.now() - started;
    }

    /** Prints the report; `label` names the test (an account). */
    print(label: string) {
        console.log(reportLines(this.findings, this.scans, `${label} (${(this.millis / 1000).toFixed(1)} s scanning) `).join('\n'));
    }
}
