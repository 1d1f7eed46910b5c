import prettier from 'prettier';
import { readDeclarationFile } from '../server/declared/readTableDeclarations';

/**
 * A declaration file's text in the one-column form, formatted as the repository formats JSON
 * (prettier, with the configuration that applies at `at`); `text` undefined when the file is in
 * that form already, `problems` when it does not load (then nothing is to be written).
 */
export const upgradedDeclarationText = async (file: string, text: string, at: string): Promise<{ text?: string; problems: string[] }> => {
    const read = readDeclarationFile(file, text);
    if (read.problems.length) return { problems: read.problems };
    if (!read.upgraded) return { problems: [] };
    const options = (await prettier.resolveConfig(at)) ?? {};
    return { text: await prettier.format(JSON.stringify(read.upgraded), { ...options, parser: 'json' }), problems: [] };
};
