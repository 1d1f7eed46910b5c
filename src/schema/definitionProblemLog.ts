import type { DefinitionProblem } from '../dataProvider/TableDefinition';

type Listener = () => void;
let entries: ReadonlyArray<{ api: string; problems: DefinitionProblem[] }> = [];
const listeners = new Set<Listener>();

/**
 * The definition problems of the lists shown in this page's life, per api: read by the debug
 * dialog (Ctrl+Alt+S), for the people who configure the server; operators see none of it.
 */
export const definitionProblemLog = {
    record(api: string, problems: DefinitionProblem[]) {
        const others = entries.filter(entry => entry.api !== api);
        entries = problems.length ? [...others, { api, problems }] : others;
        listeners.forEach(listener => listener());
    },
    all: () => entries,
    subscribe(listener: Listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
    },
};
