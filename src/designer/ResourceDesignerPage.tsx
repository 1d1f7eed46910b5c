import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import SaveIcon from '@mui/icons-material/Save';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    CardHeader,
    Chip,
    List,
    ListItem,
    ListItemText,
    Stack,
    Tab,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Tabs,
    TextField,
    Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Loading, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../dataProvider/ApiError';
import { useErrorText } from '../errors/useErrorText';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { useFormatDate } from '../i18n/useFormatDate';
import {
    DesignerDataError,
    designTextIn,
    isConflict,
    newDraft,
    parseProblems,
    type DesignedResource,
    type DesignProblem,
    type ResourceInfo,
} from './designerCalls';
import { useRefreshCatalogue } from '../resources/CatalogueProvider';
import { DesignForm } from './DesignForm';
import { DesignPreview } from './DesignPreview';
import { DraftFormatError, draftOf, textsOfDraft, type DesignDraft } from './designDraft';
import { placeProblems } from './problemField';
import { useDesignWrites, useDraftCheck, useResourceInfo, useResources, useVersions } from './useDesigner';
import { LoadError } from '../errors/LoadError';
import { PageLoadError, type MalformedReply } from '../errors/PageLoadError';

const ACTION_KEYS = { save: 'mc.designer.action_save', rollback: 'mc.designer.action_rollback' } as const;

/** The two texts of a draft, each edited as JSON. */
const DRAFT_PARTS = [
    { part: 'declaration', label: 'mc.designer.declaration', rows: 12 },
    { part: 'entry', label: 'mc.designer.entry', rows: 6 },
] as const;

/** What is open: a resource by its table, or a new one. */
type Opened = { table: string } | { fresh: true } | undefined;

const MALFORMED: MalformedReply = { kind: DesignerDataError, text: 'mc.designer.malformed' };

/** /supertube/platform/designer: the resources declared in the browser or by a file, their declarations and versions. */
const ResourceDesignerPage = () => {
    const translate = useTranslate();
    const resources = useResources();
    const [opened, setOpened] = useState<Opened>();
    const [dirty, setDirty] = useState(false);
    const [pending, setPending] = useState<Opened>();
    const open = (next: Opened) => (dirty ? setPending(next) : setOpened(next));
    return (
        <Stack spacing={1} sx={{ mt: 1 }}>
            <Title title={translate('mc.route.supertube_platform_designer')} />
            <Card>
                <CardHeader
                    title={translate('mc.route.supertube_platform_designer')}
                    subheader={translate('mc.designer.hint')}
                    slotProps={{ title: { component: 'h1', variant: 'h6' } }}
                    action={
                        <Button startIcon={<AddIcon />} onClick={() => open({ fresh: true })}>
                            {translate('mc.designer.add')}
                        </Button>
                    }
                />
                {resources.isPending ? (
                    <Loading />
                ) : resources.data ? (
                    <ResourceTable resources={resources.data} onOpen={table => open({ table })} />
                ) : (
                    <PageLoadError error={resources.error} onRetry={() => void resources.refetch()} malformed={MALFORMED} />
                )}
            </Card>
            {opened && (
                <ResourceEditor
                    key={'table' in opened ? opened.table : 'new'}
                    table={'table' in opened ? opened.table : undefined}
                    onSaved={table => setOpened({ table })}
                    onClose={() => open(undefined)}
                    onDirty={setDirty}
                />
            )}
            <ConsoleConfirm
                isOpen={pending !== undefined}
                title="mc.designer.discardTitle"
                content="mc.designer.discardContent"
                onClose={() => setPending(undefined)}
                onConfirm={() => {
                    setDirty(false);
                    setOpened(pending);
                    setPending(undefined);
                }}
            />
        </Stack>
    );
};

const ResourceTable = ({ resources, onOpen }: { resources: DesignedResource[]; onOpen: (table: string) => void }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const formatDate = useFormatDate();
    return (
        <Table size="small" aria-label={translate('mc.designer.resources')}>
            <TableHead>
                <TableRow>
                    <TableCell>{translate('mc.designer.table')}</TableCell>
                    <TableCell>{translate('mc.designer.label')}</TableCell>
                    <TableCell>{translate('mc.designer.source')}</TableCell>
                    <TableCell align="right">{translate('mc.designer.version')}</TableCell>
                    <TableCell>{translate('mc.designer.author')}</TableCell>
                    <TableCell>{translate('mc.designer.updated')}</TableCell>
                    <TableCell align="right">{translate('mc.designer.rows')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {resources.length === 0 && (
                    <TableRow>
                        <TableCell colSpan={7}>{translate('mc.designer.empty')}</TableCell>
                    </TableRow>
                )}
                {resources.map(resource => (
                    <TableRow key={resource.table} hover>
                        <TableCell>
                            <Button size="small" onClick={() => onOpen(resource.table)} aria-label={translate('mc.designer.edit', { table: resource.table })}>
                                {resource.table}
                            </Button>
                        </TableCell>
                        <TableCell>{designTextIn(resource.label, locale)}</TableCell>
                        <TableCell>
                            <Chip size="small" label={translate(resource.source === 'file' ? 'mc.designer.sourceFile' : 'mc.designer.sourceDesigner')} />
                        </TableCell>
                        <TableCell align="right">{resource.version || '—'}</TableCell>
                        <TableCell>{resource.author || '—'}</TableCell>
                        <TableCell>{resource.updateTime ? formatDate(resource.updateTime * 1000, 'datetime') : '—'}</TableCell>
                        <TableCell align="right">{translate('mc.designer.rowsOf', { rows: resource.rows, merchants: resource.merchants })}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/** Downloads the declaration as a file `tables.d` accepts. */
const download = (table: string, declaration: string) => {
    const url = URL.createObjectURL(new Blob([`${declaration}\n`], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${table}.json`;
    link.click();
    URL.revokeObjectURL(url);
};

interface EditorProps {
    table: string | undefined;
    onSaved(table: string): void;
    onClose(): void;
    onDirty(dirty: boolean): void;
}

const ResourceEditor = ({ table, ...props }: EditorProps) => {
    const info = useResourceInfo(table);
    if (!table) return <DraftEditor info={undefined} {...props} />;
    if (info.isPending) return <Loading />;
    if (!info.data) return <PageLoadError error={info.error} onRetry={() => void info.refetch()} malformed={MALFORMED} />;
    return <DraftEditor key={info.data.version} info={info.data} {...props} />;
};

const ProblemList = ({ problems }: { problems: DesignProblem[] }) => (
    <List dense disablePadding>
        {problems.map((problem, i) => (
            <ListItem key={i} disableGutters>
                <ListItemText primary={problem.message} secondary={problem.path} />
            </ListItem>
        ))}
    </List>
);

/** The draft read into the form, or why its text cannot be. */
const readDraft = (texts: { declaration: string; entry: string }): DesignDraft | DraftFormatError => {
    try {
        return draftOf(texts.declaration, texts.entry);
    } catch (error) {
        if (error instanceof DraftFormatError) return error;
        throw error;
    }
};

const NO_ERRORS: ReadonlyMap<string, string[]> = new Map();

/** The structured form, and the two JSON texts it writes ("advanced"). */
const EDIT_TABS = ['form', 'json'] as const;
type EditTab = (typeof EDIT_TABS)[number];

const DraftEditor = ({ info, onSaved, onClose, onDirty }: Omit<EditorProps, 'table'> & { info: ResourceInfo | undefined }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const errorText = useErrorText();
    const refreshCatalogue = useRefreshCatalogue();
    const [initial] = useState(() => (info ? { declaration: info.declaration, entry: info.entry } : newDraft()));
    const [draft, setDraft] = useState(initial);
    // The form's draft: the last text that reads into it (the JSON tab may hold one that does not, for now).
    const [form, setForm] = useState(() => readDraft(initial));
    const [formDraft, setFormDraft] = useState(() => (form instanceof DraftFormatError ? undefined : form));
    const [tab, setTab] = useState<EditTab>(() => (form instanceof DraftFormatError ? 'json' : 'form'));
    const [refused, setRefused] = useState<DesignProblem[]>([]);
    const editable = info?.editable ?? true;
    const check = useDraftCheck(draft, editable);
    const { save } = useDesignWrites();
    const problems = useMemo(() => (refused.length ? refused : (check.data ?? [])), [refused, check.data]);
    const errors = useMemo(() => (formDraft ? placeProblems(problems, formDraft).byField : NO_ERRORS), [problems, formDraft]);
    const changeTexts = (next: { declaration: string; entry: string }) => {
        setDraft(next);
        setRefused([]);
        onDirty(next.declaration !== initial.declaration || next.entry !== initial.entry);
    };
    const changeText = (part: 'declaration' | 'entry', value: string) => {
        const next = { ...draft, [part]: value };
        changeTexts(next);
        const read = readDraft(next);
        setForm(read);
        if (!(read instanceof DraftFormatError)) setFormDraft(read);
    };
    const changeForm = (next: DesignDraft) => {
        setForm(next);
        setFormDraft(next);
        changeTexts(textsOfDraft(next, { entry: draft.entry }));
    };
    const submit = () =>
        save.mutate(
            { ...draft, version: info?.version ?? 0 },
            {
                onSuccess: saved => {
                    onDirty(false);
                    notify('mc.designer.saved', { type: 'success', messageArgs: { version: saved.version } });
                    // This console shows the new entry at once; the others hear of it on the live stream.
                    void refreshCatalogue([saved.table]);
                    onSaved(saved.table);
                },
                onError: error => {
                    const body = isApiError(error) ? error.body : undefined;
                    if (isConflict(body)) {
                        onDirty(false);
                        notify('mc.designer.conflict', { type: 'warning' });
                        return;
                    }
                    setRefused(parseProblems(body));
                    notify(errorText(error), { type: 'error' });
                },
            }
        );
    const title = info ? translate('mc.designer.edit', { table: info.table }) : translate('mc.designer.newResource');
    const tableName = (formDraft?.table || info?.table) ?? 'new_resource';
    return (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={1} alignItems="flex-start">
            <Card sx={{ flex: 3, width: '100%', minWidth: 0 }}>
                <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
                <Tabs value={tab} onChange={(_, next: EditTab) => setTab(next)} aria-label={title} sx={{ px: 2 }}>
                    {EDIT_TABS.map(name => (
                        <Tab key={name} value={name} label={translate(`mc.designer.tab_${name}`)} />
                    ))}
                </Tabs>
                <CardContent>
                    <Stack spacing={2}>
                        {!editable && <Alert severity="info">{translate('mc.designer.readOnly')}</Alert>}
                        {info && info.hidden.length > 0 && (
                            <Alert severity="warning">{translate('mc.designer.hidden', { columns: info.hidden.join(', ') })}</Alert>
                        )}
                        {tab === 'form' &&
                            (form instanceof DraftFormatError ? (
                                <Alert severity="warning">{translate('mc.designer.formUnreadable', { part: translate(`mc.designer.${form.part}`) })}</Alert>
                            ) : (
                                <DesignForm draft={form} onChange={changeForm} fresh={!info} readOnly={!editable} errors={errors} />
                            ))}
                        {tab === 'json' &&
                            DRAFT_PARTS.map(({ part, label, rows }) => (
                                <TextField
                                    key={part}
                                    label={translate(label)}
                                    value={draft[part]}
                                    onChange={event => changeText(part, event.target.value)}
                                    multiline
                                    minRows={rows}
                                    maxRows={30}
                                    slotProps={{ input: { readOnly: !editable, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
                                />
                            ))}
                        {editable && (
                            <Box role="status" aria-live="polite">
                                {check.checking ? (
                                    <Typography variant="body2">{translate('mc.designer.checking')}</Typography>
                                ) : check.error ? (
                                    <LoadError error={check.error} onRetry={() => void check.refetch()} />
                                ) : problems.length ? (
                                    <Alert severity="error">
                                        <Typography variant="body2">
                                            {translate('mc.designer.problems', { count: problems.length, smart_count: problems.length })}
                                        </Typography>
                                        <ProblemList problems={problems} />
                                    </Alert>
                                ) : (
                                    <Alert severity="success">{translate('mc.designer.valid')}</Alert>
                                )}
                            </Box>
                        )}
                        <Stack direction="row" spacing={1}>
                            {editable && (
                                <Button
                                    variant="contained"
                                    startIcon={<SaveIcon />}
                                    disabled={save.isPending || check.checking || problems.length > 0}
                                    onClick={submit}
                                >
                                    {translate('mc.designer.save')}
                                </Button>
                            )}
                            <Button startIcon={<DownloadIcon />} onClick={() => download(tableName, draft.declaration)}>
                                {translate('mc.designer.download')}
                            </Button>
                            <Button onClick={onClose}>{translate('mc.designer.close')}</Button>
                        </Stack>
                    </Stack>
                </CardContent>
            </Card>
            <Stack spacing={1} sx={{ flex: 2, width: '100%', minWidth: 0 }}>
                {formDraft && <DesignPreview draft={formDraft} />}
                {info?.source === 'designer' && <VersionList table={info.table} current={info.version} onRolledBack={onSaved} />}
            </Stack>
        </Stack>
    );
};

const VersionList = ({ table, current, onRolledBack }: { table: string; current: number; onRolledBack(table: string): void }) => {
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
                <PageLoadError error={versions.error} onRetry={() => void versions.refetch()} malformed={MALFORMED} />
            ) : versions.data.length === 0 ? (
                <CardContent>{translate('mc.designer.noVersions')}</CardContent>
            ) : (
                <List dense aria-label={translate('mc.designer.versions')}>
                    {versions.data.map(version => (
                        <ListItem
                            key={version.version}
                            secondaryAction={
                                version.version !== current ? (
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

export default ResourceDesignerPage;
