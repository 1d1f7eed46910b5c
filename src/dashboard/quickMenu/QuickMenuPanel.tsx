import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { Box, Button, ButtonBase, Card, CardContent, CardHeader, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ConsoleConfirm } from '../../forms/ConsoleConfirm';
import { Link } from 'react-router-dom';
import { LoadError } from '../../errors/LoadError';
import { QUICK_MENU_MAX } from '../../layout/layoutConstants';
import { useSectionIcon } from '../../layout/menu/sectionIcons';
import { QuickMenuAddDialog } from './QuickMenuAddDialog';
import { QuickMenuBatchDialog } from './QuickMenuBatchDialog';
import { checkAdd, checkBatch, type QuickMenuItem } from './quickMenuRules';
import { useQuickMenu } from './useQuickMenu';
import { useQuickMenuChoices, type QuickMenuChoice } from './useQuickMenuChoices';

/**
 * The Workbench's quick-navigation shortcuts: shown as tiles (only those the user may still
 * open), added one by one or ticked all at once, removed after a confirmation.
 */
export const QuickMenuPanel = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const iconOf = useSectionIcon();
    const { items, isPending, error, refetch, add, addMany, remove } = useQuickMenu();
    const { choices } = useQuickMenuChoices();
    const [dialog, setDialog] = useState<'add' | 'batch'>();
    const [toDelete, setToDelete] = useState<QuickMenuItem>();

    const byPath = useMemo(() => new Map(choices.map(choice => [choice.entry.path, choice])), [choices]);
    const visible = items.filter(item => byPath.has(item.path));
    const addedPaths = useMemo(() => new Set(items.map(item => item.path)), [items]);

    const refuse = (message: string | undefined) => {
        if (!message) return false;
        notify(message, { type: 'warning', messageArgs: { max: QUICK_MENU_MAX } });
        return true;
    };

    const addOne = (choice: QuickMenuChoice) => {
        if (refuse(checkAdd(items, choice.entry.path))) return;
        add.mutate(choice.item, {
            onSuccess: () => {
                notify('mc.message.added', { type: 'success' });
                setDialog(undefined);
            },
        });
    };

    const addBatch = (paths: string[]) => {
        if (refuse(checkBatch(items, paths))) return;
        const chosen = paths.map(path => byPath.get(path)?.item ?? items.find(item => item.path === path)).filter((item): item is QuickMenuItem => !!item);
        addMany.mutate(chosen, {
            onSuccess: () => {
                notify('mc.message.saved', { type: 'success' });
                setDialog(undefined);
            },
        });
    };

    return (
        <Card component="section" aria-labelledby="quick-menu-title">
            <CardHeader
                id="quick-menu-title"
                title={translate('mc.workbench.quickMenu.title')}
                slotProps={{ title: { variant: 'h6', component: 'h2' } }}
                action={
                    <Stack direction="row" spacing={1}>
                        <Button startIcon={<AddIcon />} onClick={() => setDialog('add')}>
                            {translate('mc.workbench.quickMenu.add')}
                        </Button>
                        <Button startIcon={<LibraryAddIcon />} onClick={() => setDialog('batch')}>
                            {translate('mc.workbench.quickMenu.addMany')}
                        </Button>
                    </Stack>
                }
            />
            <CardContent>
                {isPending && <CircularProgress aria-label={translate('mc.app.loading')} />}
                {error && <LoadError error={error} onRetry={() => refetch()} />}
                {!isPending && !error && visible.length === 0 && (
                    <Typography color="text.secondary">{translate('mc.workbench.quickMenu.emptyQuickMenu')}</Typography>
                )}
                <Box
                    component="ul"
                    aria-label={translate('mc.workbench.quickMenu.title')}
                    sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
                >
                    {visible.map(item => {
                        const choice = byPath.get(item.path)!;
                        const Icon = iconOf(choice.entry.section);
                        return (
                            <Box component="li" key={item.path} sx={{ position: 'relative' }}>
                                <ButtonBase
                                    component={Link}
                                    to={item.full_path.startsWith(item.path) ? item.full_path : item.path}
                                    sx={{
                                        width: '100%',
                                        flexDirection: 'column',
                                        gap: 0.5,
                                        py: 2,
                                        border: 1,
                                        borderColor: 'divider',
                                        borderRadius: 1,
                                        '&:hover': { borderColor: 'primary.main' },
                                    }}
                                >
                                    <Icon />
                                    <Typography variant="body2">{choice.title}</Typography>
                                </ButtonBase>
                                <IconButton
                                    size="small"
                                    aria-label={translate('mc.workbench.quickMenu.remove', { title: choice.title })}
                                    onClick={() => setToDelete(item)}
                                    sx={{ position: 'absolute', top: 2, right: 2 }}
                                >
                                    <CloseIcon fontSize="inherit" />
                                </IconButton>
                            </Box>
                        );
                    })}
                </Box>
            </CardContent>
            <QuickMenuAddDialog
                open={dialog === 'add'}
                choices={choices}
                addedPaths={addedPaths}
                pending={add.isPending}
                onClose={() => setDialog(undefined)}
                onSubmit={addOne}
            />
            <QuickMenuBatchDialog
                open={dialog === 'batch'}
                choices={choices}
                current={items.map(item => item.path)}
                pending={addMany.isPending}
                onClose={() => setDialog(undefined)}
                onSubmit={addBatch}
            />
            <ConsoleConfirm
                isOpen={!!toDelete}
                loading={remove.isPending}
                title="mc.workbench.quickMenu.removeTitle"
                content="mc.message.confirmDelete"
                onClose={() => setToDelete(undefined)}
                onConfirm={() =>
                    toDelete &&
                    remove.mutate(toDelete.path, {
                        onSuccess: () => notify('mc.message.deleted', { type: 'success' }),
                        onSettled: () => setToDelete(undefined),
                    })
                }
            />
        </Card>
    );
};
