import { Alert, Box, Card, CardContent, CardHeader, Tab, Tabs, TextField } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DataProviderContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import { definitionFormFields } from '../forms/definitionFormFields';
import { SchemaForm } from '../forms/SchemaForm';
import { isLocale } from '../i18n/locales';
import { LiveClientContext } from '../live/LiveClientContext';
import { SchemaListBase } from '../schema/SchemaListBase';
import { SchemaListView } from '../schema/SchemaListView';
import type { DesignDraft } from './designDraft';
import { draftDefinition } from './draftDefinition';
import { createPreviewDataProvider, fitRows, sampleRows, type PreviewRow } from './previewRows';

/** The preview's list: its own api and store key, so nothing it keeps mixes with a real list's. */
const PREVIEW_API = 'designer/preview';
const PREVIEW_ENTRY = { path: '/designer/preview', title: 'mc.designer.preview.title', api: PREVIEW_API };

const PANES = ['list', 'create', 'rows'] as const;
type Pane = (typeof PANES)[number];

const rowsText = (rows: readonly PreviewRow[]) => JSON.stringify(rows, null, 2);

/** The sample rows as JSON the engineer edits; a text that is not a list of objects stays in the box with its problem. */
const SampleRows = ({ rows, onChange }: { rows: readonly PreviewRow[]; onChange(rows: PreviewRow[]): void }) => {
    const translate = useTranslate();
    const [text, setText] = useState(() => rowsText(rows));
    const [invalid, setInvalid] = useState(false);
    return (
        <TextField
            label={translate('mc.designer.preview.rows')}
            multiline
            minRows={8}
            maxRows={24}
            fullWidth
            value={text}
            error={invalid}
            helperText={translate(invalid ? 'mc.designer.preview.rowsInvalid' : 'mc.designer.preview.rowsHint')}
            onChange={event => {
                setText(event.target.value);
                try {
                    const parsed: unknown = JSON.parse(event.target.value);
                    const valid = Array.isArray(parsed) && parsed.every(row => typeof row === 'object' && row !== null && !Array.isArray(row));
                    setInvalid(!valid);
                    if (valid) onChange((parsed as Record<string, unknown>[]).map((row, i) => ({ ...row, id: i + 1 })));
                } catch {
                    setInvalid(true);
                }
            }}
            slotProps={{ input: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
    );
};

/**
 * The draft as it will look: the console's own generated list (filters, table, summary row) and
 * create form, from the draft's definition, over sample rows in memory that the engineer may edit
 * and that the form adds to. Its data provider and reply cache are its own: nothing reaches the
 * server, and nothing it holds mixes with the console's.
 */
export const DesignPreview = ({ draft }: { draft: DesignDraft }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState();
    const [pane, setPane] = useState<Pane>('list');
    const definition = useMemo(() => draftDefinition(draft, isLocale(locale) ? locale : 'zh-cn'), [draft, locale]);
    const [held, setHeld] = useState(() => sampleRows(draft));
    const rows = useMemo(() => fitRows(held, draft), [held, draft]);
    const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const current = useRef<{ definition?: TableDefinition; rows: readonly PreviewRow[] }>({ definition, rows });
    current.current = { definition, rows };
    const dataProvider = useMemo(
        () =>
            createPreviewDataProvider(
                () => current.current.definition!,
                () => current.current.rows,
                row => setHeld(before => [...fitRows(before, draft), row])
            ),
        // The provider reads the latest draft through the ref; only the added row needs the draft of its time.
        // eslint-disable-next-line react-hooks/exhaustive-deps
        []
    );
    // A changed draft or rows: the list asks its (in-memory) rows again.
    useEffect(() => void queryClient.invalidateQueries(), [queryClient, definition, rows]);
    const fields = useMemo(() => definitionFormFields(definition?.form ?? []), [definition]);
    return (
        <Card sx={{ width: '100%' }} component="section" aria-label={translate('mc.designer.preview.title')}>
            <CardHeader
                title={translate('mc.designer.preview.title')}
                subheader={translate('mc.designer.preview.hint')}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            <Tabs value={pane} onChange={(_, next: Pane) => setPane(next)} aria-label={translate('mc.designer.preview.title')} sx={{ px: 2 }}>
                {PANES.map(name => (
                    <Tab key={name} value={name} label={translate(`mc.designer.preview.${name}`)} />
                ))}
            </Tabs>
            <CardContent>
                {!definition ? (
                    <Alert severity="info">{translate('mc.designer.preview.noColumns')}</Alert>
                ) : (
                    <QueryClientProvider client={queryClient}>
                        <DataProviderContext.Provider value={dataProvider}>
                            <LiveClientContext.Provider value={undefined}>
                                {pane === 'list' && (
                                    <SchemaListBase
                                        entry={PREVIEW_ENTRY}
                                        api={PREVIEW_API}
                                        definition={definition}
                                        rowRoutes={[]}
                                        storeKey={PREVIEW_API}
                                        disableSyncWithLocation
                                        disableAuthentication
                                    >
                                        <SchemaListView pageTitle={false} />
                                    </SchemaListBase>
                                )}
                                {pane === 'create' &&
                                    (fields.length ? (
                                        <Box sx={{ maxWidth: 640 }}>
                                            <SchemaForm
                                                key={JSON.stringify(fields)}
                                                fields={fields}
                                                definition={definition}
                                                submitLabel="mc.designer.preview.add"
                                                onSubmit={async payload => {
                                                    await dataProvider.create(PREVIEW_API, { data: payload });
                                                    notify('mc.designer.preview.added', { type: 'info' });
                                                    setPane('list');
                                                }}
                                            />
                                        </Box>
                                    ) : (
                                        <Alert severity="info">{translate('mc.designer.preview.noForm')}</Alert>
                                    ))}
                                {pane === 'rows' && <SampleRows rows={rows} onChange={setHeld} />}
                            </LiveClientContext.Provider>
                        </DataProviderContext.Provider>
                    </QueryClientProvider>
                )}
            </CardContent>
        </Card>
    );
};
