import { Alert, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { definitionProblemLog } from '../../schema/definitionProblemLog';

/** The debug dialog's list of table definitions the console could not show in full. */
export const DefinitionProblemList = () => {
    const translate = useTranslate();
    const entries = useSyncExternalStore(definitionProblemLog.subscribe, definitionProblemLog.all);
    if (!entries.length) return null;
    return (
        <Alert severity="warning">
            {entries.map(({ api, problems }) => (
                <div key={api}>
                    <Typography variant="subtitle2">
                        {api}: {translate('mc.schema.problem.title')}
                    </Typography>
                    <ul style={{ margin: 0, paddingLeft: 20 }}>
                        {problems.map((problem, index) => (
                            <li key={index}>{translate(problem.key, problem.values)}</li>
                        ))}
                    </ul>
                </div>
            ))}
        </Alert>
    );
};
