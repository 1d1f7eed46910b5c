import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { DefinitionProblem } from '../dataProvider/TableDefinition';
import { definitionProblemLog } from './definitionProblemLog';

/**
 * What of the server's definition could not be shown is for the people who configure the
 * server, not for operators: it goes to the browser console and to the debug dialog's list
 * (definitionProblemLog), and the page shows everything else. Renders nothing.
 */
export const DefinitionProblems = ({ api, problems }: { api: string; problems: DefinitionProblem[] }) => {
    const translate = useTranslate();
    useEffect(() => {
        definitionProblemLog.record(api, problems);
        if (!problems.length) return;
        console.warn(`${api}: ${translate('mc.schema.problem.title')}\n${problems.map(problem => `- ${translate(problem.key, problem.values)}`).join('\n')}`);
    }, [api, problems, translate]);
    return null;
};
