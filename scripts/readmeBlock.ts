/** A README with the text between two marker lines replaced by `content` (generated documentation). */
export const withBlock = (readme: string, begin: string, end: string, content: string): string => {
    const from = readme.indexOf(begin);
    const to = readme.indexOf(end);
    if (from < 0 || to < from) throw new Error(`the readme has no generated block between "${begin}" and "${end}"`);
    return `${readme.slice(0, from + begin.length)}\n${content}\n${readme.slice(to)}`;
};

/** The generated text between two marker lines, markers excluded. */
export const blockOf = (readme: string, begin: string, end: string): string => readme.slice(readme.indexOf(begin) + begin.length, readme.indexOf(end)).trim();
