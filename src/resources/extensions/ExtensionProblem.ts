/**
 * Why part of a catalogue extension was left out: the file, where in it (a JSON pointer,
 * `/2/fields/0` for the first field of the third entry), and what is wrong as a translation key
 * under `mc.layout.debug.catalogue.problem` with its values. The debug dialog and the browser
 * console show it; the console goes on without that entry.
 */
export interface ExtensionProblem {
    file: string;
    /** The entry's index in the file; absent when the whole file is unusable. */
    entry?: number;
    /** JSON pointer into the file. */
    at: string;
    key: ExtensionProblemKey;
    values?: Record<string, string>;
}

export type ExtensionProblemKey =
    | 'fileUnreadable'
    | 'fileIsPage'
    | 'fileNotJson'
    | 'fileNotList'
    | 'unknownKind'
    | 'missing'
    | 'unknownProperty'
    | 'unknownPropertyOfKind'
    | 'notOneOf'
    | 'wrongType'
    | 'badFormat'
    | 'invalid'
    | 'duplicatePath'
    | 'duplicatePathBuiltIn'
    | 'unknownParent'
    | 'parentNotList'
    | 'parentLacksCall'
    | 'unknownSection'
    | 'sectionTaken'
    | 'sectionTakenBuiltIn'
    | 'reservedSection'
    | 'noSection'
    | 'unknownComponent'
    | 'unknownResource'
    | 'unknownTextKey';

export const problemKey = (key: ExtensionProblemKey) => `mc.layout.debug.catalogue.problem.${key}`;

/** A problem in one line, for the browser console: where, then the text in the console's language. */
export const describeProblem = (problem: ExtensionProblem, translate: (key: string, values?: Record<string, string>) => string) =>
    `${problem.file}${problem.at ? ` ${problem.at}` : ''}: ${translate(problemKey(problem.key), problem.values)}`;
