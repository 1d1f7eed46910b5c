import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DesignDraft } from './designDraft';
import type { HiddenColumn } from './designerCalls';
import { TYPE_LABELS } from './designLabels';

interface HiddenColumnListProps {
    hidden: readonly HiddenColumn[];
    /** The draft a column is declared again in; unset where the draft cannot take one (read-only, or text the form cannot read). */
    draft: DesignDraft | undefined;
    onDeclare(column: HiddenColumn): void;
}

/** The columns the database keeps that the declaration no longer names, each offered to be declared again (saved as any change is). */
export const HiddenColumnList = ({ hidden, draft, onDeclare }: HiddenColumnListProps) => {
    const translate = useTranslate();
    const title = translate('mc.designer.hidden');
    const declared = new Set(draft?.columns.map(column => column.name));
    return (
        <Alert severity="warning">
            <Typography variant="body2">{title}</Typography>
            <List dense disablePadding aria-label={title}>
                {hidden.map(column => (
                    <ListItem
                        key={column.name}
                        disableGutters
                        secondaryAction={
                            !draft ? undefined : declared.has(column.name) ? (
                                <Typography variant="body2">{translate('mc.designer.redeclared')}</Typography>
                            ) : (
                                <Button size="small" onClick={() => onDeclare(column)} aria-label={translate('mc.designer.redeclare', { column: column.name })}>
                                    {translate('mc.designer.redeclareShort')}
                                </Button>
                            )
                        }
                    >
                        <ListItemText primary={column.name} secondary={translate(TYPE_LABELS[column.type])} />
                    </ListItem>
                ))}
            </List>
        </Alert>
    );
};
