import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DefinitionProblem } from '../dataProvider/TableDefinition';

/** Says what of the server's definition could not be shown; the rest of the page still works. */
export const DefinitionProblems = ({ problems }: { problems: DefinitionProblem[] }) => {
    const translate = useTranslate();
    if (!problems.length) return null;
    return (
        <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('mc.schema.problem.title')}
            <ul style={{ margin: 0, paddingLeft: 20 }}>
                {problems.map((problem, index) => (
                    <li key={index}>{translate(problem.key, problem.values)}</li>
                ))}
            </ul>
        </Alert>
    );
};
