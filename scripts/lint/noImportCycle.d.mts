import type { ESLint, Rule } from 'eslint';

export declare const noImportCycle: Rule.RuleModule;
declare const plugin: ESLint.Plugin & { rules: { 'no-import-cycle': Rule.RuleModule } };
export default plugin;
