import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../dataProvider/ApiError';
import { LoadError } from '../errors/LoadError';
import { PageLoadError } from '../errors/PageLoadError';
import { useErrorText } from '../errors/useErrorText';
import { useRefreshCatalogue } from '../resources/CatalogueProvider';
import { DesignForm } from './DesignForm';
import { DesignPreview } from './DesignPreview';
import { declareAgain, DraftFormatError, draftOf, textsOfDraft, type DesignDraft } from './designDraft';
import { isConflict, newDraft, parseProblems, type DesignProblem, type ResourceInfo } from './designerCalls';
import { DESIGNER_MALFORMED } from './designerMalformed';
import { HiddenColumnList } from './HiddenColumnList';
import { placeProblems } from './problemField';
import { templateDraft } from './templateDraft';
import { useDesignWrites, useDraftCheck, useResourceInfo } from './useDesigner';
import { useDesignerGrants } from './useDesignerGrants';
import { VersionList } from './VersionList';
import { Loading } from '../ui/Loading';

/** The two texts of a draft, each edited as JSON. */
const DRAFT_PARTS = [
    { part: 'declaration', label: 'mc.designer.declaration', rows: 12 },
    { part: 'entry', label: 'mc.designer.entry', rows: 6 },
] as const;

/** Downloads the declaration as a file `tables.d` accepts. */
const download = (table: string, declaration: string) => {
    const url = URL.createObjectURL(new Blob([`${declaration}\n`], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${table}.json`;
    link.click();
    URL.revokeObjectURL(url);
};

/** The two JSON texts of a draft. */
type DraftTexts = { declaration: string; entry: string };

interface EditorProps {
    table: string | undefined;
    /** A new resource's first draft (a copy of another's); default the designer's starting draft. */
    start?: DraftTexts;
    onSaved(table: string): void;
    /** Starts a new resource from a read-only one's declaration. */
    onTemplate(draft: DraftTexts): void;
    onClose(): void;
    onDirty(dirty: boolean): void;
}

/** A resource's declaration and menu entry, read and edited (`table` unset: a new one), checked as typed, previewed and saved. */
export const ResourceEditor = ({ table, ...props }: EditorProps) => {
    const info = useResourceInfo(table);
    if (!table) return <DraftEditor info={undefined} {...props} />;
    if (info.isPending) return <Loading />;
    if (!info.data) return <PageLoadError error={info.error} onRetry={() => void info.refetch()} malformed={DESIGNER_MALFORMED} />;
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

/** The read-only notice of a resource the designer does not manage, by where it is declared. */
const READ_ONLY_NOTICES: Record<Exclude<ResourceInfo['source'], 'designer'>, string> = {
    file: 'mc.designer.readOnly',
    builtin: 'mc.designer.readOnlyBuiltin',
};

/** A read-only resource's declaration as a new resource's first draft, or undefined when it is not one the form can start from. */
const templateOf = (declaration: string): DraftTexts | undefined => {
    try {
        return templateDraft(declaration);
    } catch {
        return undefined;
    }
};

const DraftEditor = ({ info, start, onSaved, onTemplate, onClose, onDirty }: Omit<EditorProps, 'table'> & { info: ResourceInfo | undefined }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const errorText = useErrorText();
    const refreshCatalogue = useRefreshCatalogue();
    const [initial] = useState(() => (info ? { declaration: info.declaration, entry: info.entry } : (start ?? newDraft())));
    const [draft, setDraft] = useState(initial);
    // The form's draft: the last text that reads into it (the JSON tab may hold one that does not, for now).
    const [form, setForm] = useState(() => readDraft(initial));
    const [formDraft, setFormDraft] = useState(() => (form instanceof DraftFormatError ? undefined : form));
    const [tab, setTab] = useState<EditTab>(() => (form instanceof DraftFormatError ? 'json' : 'form'));
    const [refused, setRefused] = useState<DesignProblem[]>([]);
    const grants = useDesignerGrants();
    // A resource the server lets change, by an account whose role grants the save.
    const editable = (info?.editable ?? true) && grants.save;
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
    // A hidden column is declared again in the form's draft, while the text reads into it.
    const declarable = editable && !(form instanceof DraftFormatError) ? form : undefined;
    const title = info ? translate(editable ? 'mc.designer.edit' : 'mc.designer.view', { table: info.table }) : translate('mc.designer.newResource');
    const template = useMemo(() => (grants.save && info && !info.editable ? templateOf(info.declaration) : undefined), [grants.save, info]);
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
                        {info && info.source !== 'designer' && <Alert severity="info">{translate(READ_ONLY_NOTICES[info.source])}</Alert>}
                        {info?.editable && !grants.save && <Alert severity="info">{translate('mc.designer.readOnlyRole')}</Alert>}
                        {info && info.hidden.length > 0 && (
                            <HiddenColumnList
                                hidden={info.hidden}
                                draft={declarable}
                                onDeclare={column => {
                                    if (declarable) changeForm(declareAgain(declarable, column));
                                }}
                            />
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
                            {template && (
                                <Button startIcon={<ContentCopyIcon />} onClick={() => onTemplate(template)}>
                                    {translate('mc.designer.template')}
                                </Button>
                            )}
                            <Button onClick={onClose}>{translate('mc.designer.close')}</Button>
                        </Stack>
                    </Stack>
                </CardContent>
            </Card>
            <Stack spacing={1} sx={{ flex: 2, width: '100%', minWidth: 0 }}>
                {formDraft && <DesignPreview draft={formDraft} />}
                {info?.source === 'designer' && grants.versions && (
                    <VersionList table={info.table} current={info.version} mayRollBack={grants.rollback} onRolledBack={onSaved} />
                )}
            </Stack>
        </Stack>
    );
};
