import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../errors/useErrorText';
import { PageLoadError } from '../errors/PageLoadError';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { useFormatDate } from '../i18n/useFormatDate';
import { useRefreshCatalogue } from '../resources/CatalogueProvider';
import type { DesignAction } from './designerCalls';
import { DESIGNER_MALFORMED } from './designerMalformed';
import { useDesignWrites, useVersions } from './useDesigner';
import { VersionCompare } from './VersionCompare';
import { Loading } from '../ui/Loading';

const ACTION_KEYS: Record<DesignAction, string> = { save: 'mc.designer.action_save', rollback: 'mc.designer.action_rollback', file: 'mc.designer.action_file' };

/** A designed resource's versions, each but the current one offered to roll back to (confirmed first) where the role grants it, and any two compared. */
export const VersionList = ({
    table,
    current,
    mayRollBack,
    onRolledBack,
}: {
    table: string;
    current: number;
    /** Whether the account's role grants the rollback: without it, the versions are shown with no button. */
    mayRollBack: boolean;
    onRolledBack(table: string): void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const errorText = useErrorText();
    const formatDate = useFormatDate();
    const versions = useVersions(table);
    const { rollback } = useDesignWrites();
    const refreshCatalogue = useRefreshCatalogue();
    const [target, setTarget] = useState<number>();
    return (
        <Card sx={{ flex: 1, width: '100%' }}>
            <CardHeader title={translate('mc.designer.versions')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
            {versions.isPending ? (
                <Loading />
            ) : !versions.data ? (
                <PageLoadError error={versions.error} onRetry={() => void versions.refetch()} malformed={DESIGNER_MALFORMED} />
            ) : versions.data.length === 0 ? (
                <CardContent>{translate('mc.designer.noVersions')}</CardContent>
            ) : (
                <List dense aria-label={translate('mc.designer.versions')}>
                    {versions.data.map(version => (
                        <ListItem
                            key={version.version}
                            secondaryAction={
                                mayRollBack && version.version !== current ? (
                                    <Button size="small" onClick={() => setTarget(version.version)}>
                                        {translate('mc.designer.rollbackTo', { version: version.version })}
                                    </Button>
                                ) : undefined
                            }
                        >
                            <ListItemText
                                primary={translate('mc.designer.versionLine', {
                                    version: version.version,
                                    action: translate(ACTION_KEYS[version.action]),
                                    author: version.author || '—',
                                    time: formatDate(version.createTime * 1000, 'datetime'),
                                })}
                                secondary={
                                    version.changes.length
                                        ? translate('mc.designer.changesOf', { paths: version.changes.map(change => change.path).join(', ') })
                                        : translate('mc.designer.noChanges')
                                }
                            />
                        </ListItem>
                    ))}
                </List>
            )}
            {versions.data && versions.data.length > 1 && <VersionCompare versions={versions.data} />}
            <ConsoleConfirm
                isOpen={target !== undefined}
                loading={rollback.isPending}
                title="mc.designer.rollbackTitle"
                content="mc.designer.rollbackContent"
                translateOptions={{ version: target ?? '' }}
                onClose={() => setTarget(undefined)}
                onConfirm={() =>
                    rollback.mutate(
                        { table, version: target! },
                        {
                            onSuccess: done => {
                                notify('mc.designer.rolledBack', { type: 'success', messageArgs: { version: done.version } });
                                void refreshCatalogue([table]);
                                onRolledBack(table);
                            },
                            onError: error => notify(errorText(error), { type: 'error' }),
                            onSettled: () => setTarget(undefined),
                        }
                    )
                }
            />
        </Card>
    );
};
