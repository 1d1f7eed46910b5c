import AddIcon from '@mui/icons-material/Add';
import { Button, Checkbox, Divider, FormControlLabel, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { extensionIcons } from '../resources/extensions/extensionIcons';
import { useCatalogue } from '../resources/CatalogueProvider';
import { ColumnEditor } from './ColumnEditor';
import { moveItem, stepItem } from './columnOrder';
import { newColumn, renameResource, ROUTE_KINDS, type DesignDraft, type DraftColumn, type MenuDraft } from './designDraft';
import { ROUTE_LABELS } from './designLabels';
import { DesignSelect } from './DesignSelect';
import { TextsInput } from './TextsInput';

const ICONS = Object.keys(extensionIcons).sort();

export interface DesignFormProps {
    draft: DesignDraft;
    onChange(draft: DesignDraft): void;
    /** A new resource: its table may be named (its calls and paths follow); a saved one keeps its name. */
    fresh: boolean;
    readOnly: boolean;
    /** The problems of each input (problemField.ts keys). */
    errors: ReadonlyMap<string, string[]>;
}

const Heading = ({ children }: { children: string }) => (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {children}
    </Typography>
);

/**
 * The structured form over a draft: the resource (table, record label, per merchant or shared),
 * its columns (each its own editor, reordered by dragging or with the move buttons), the list's
 * default sort, export and import, and its menu entry (section, title, routes).
 */
export const DesignForm = ({ draft, onChange, fresh, readOnly, errors }: DesignFormProps) => {
    const translate = useTranslate();
    const catalogue = useCatalogue();
    const dragged = useRef<number | undefined>(undefined);
    const sections = useMemo(() => [...new Set(catalogue.map(entry => entry.section))].filter(id => id !== 'dashboard' && id !== 'profile'), [catalogue]);
    const set = (change: Partial<DesignDraft>) => onChange({ ...draft, ...change });
    const setMenu = (change: Partial<MenuDraft>) => set({ menu: { ...draft.menu, ...change } });
    const setColumns = (columns: DraftColumn[]) => set({ columns });
    const errorProps = (field: string) => {
        const messages = errors.get(field);
        return messages?.length ? { error: true, helperText: messages.join(' · ') } : {};
    };
    const flag = (label: string, checked: boolean, change: (checked: boolean) => void, field?: string) => (
        <Stack>
            <FormControlLabel
                label={label}
                disabled={readOnly}
                sx={{ whiteSpace: 'nowrap' }}
                control={<Checkbox checked={checked} onChange={event => change(event.target.checked)} />}
            />
            {field && errors.get(field)?.length ? <FormHelperText error>{errors.get(field)!.join(' · ')}</FormHelperText> : null}
        </Stack>
    );
    return (
        <Stack spacing={2}>
            <Heading>{translate('mc.designer.form.resource')}</Heading>
            <TextField
                size="small"
                required
                label={translate('mc.designer.table')}
                value={draft.table}
                onChange={event => onChange(renameResource(draft, event.target.value))}
                slotProps={{ input: { readOnly: readOnly || !fresh } }}
                {...(errors.get('table')?.length ? {} : { helperText: translate(fresh ? 'mc.designer.form.tableHint' : 'mc.designer.form.tableFixed') })}
                {...errorProps('table')}
            />
            <TextsInput
                label={translate('mc.designer.form.recordLabel')}
                value={draft.label}
                onChange={label => set({ label })}
                readOnly={readOnly}
                errors={errors.get('label')}
            />
            {flag(translate('mc.designer.form.perMerchant'), draft.perMerchant, perMerchant => set({ perMerchant }), 'perMerchant')}

            <Divider />
            <Heading>{translate('mc.designer.form.columns')}</Heading>
            <Stack spacing={1}>
                {draft.columns.map((column, index) => (
                    <ColumnEditor
                        key={column.id}
                        column={column}
                        index={index}
                        count={draft.columns.length}
                        readOnly={readOnly}
                        errors={errors}
                        onChange={changed => setColumns(draft.columns.map(item => (item.id === column.id ? changed : item)))}
                        onStep={step => setColumns(stepItem(draft.columns, index, step))}
                        onRemove={() => setColumns(draft.columns.filter(item => item.id !== column.id))}
                        onDragStart={() => (dragged.current = index)}
                        onDrop={() => {
                            if (dragged.current !== undefined) setColumns(moveItem(draft.columns, dragged.current, index));
                            dragged.current = undefined;
                        }}
                    />
                ))}
            </Stack>
            {!readOnly && (
                <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => setColumns([...draft.columns, newColumn(draft)])}>
                    {translate('mc.designer.form.addColumn')}
                </Button>
            )}

            <Divider />
            <Heading>{translate('mc.designer.form.list')}</Heading>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
                <DesignSelect
                    label={translate('mc.designer.form.sortColumn')}
                    value={draft.sortColumn}
                    onChange={sortColumn => set({ sortColumn })}
                    disabled={readOnly}
                    errors={errors.get('defaultSort')}
                    minWidth={200}
                >
                    <option value="">{translate('mc.designer.form.sortNone')}</option>
                    <option value="id">{translate('mc.designer.form.sortId')}</option>
                    {draft.columns
                        .filter(column => column.name.trim())
                        .map(column => (
                            <option key={column.id} value={column.name}>
                                {column.name}
                            </option>
                        ))}
                </DesignSelect>
                <DesignSelect
                    label={translate('mc.designer.form.sortOrder')}
                    value={draft.sortOrder}
                    onChange={order => set({ sortOrder: order === 'asc' ? 'asc' : 'desc' })}
                    disabled={readOnly || !draft.sortColumn}
                    minWidth={140}
                >
                    <option value="desc">{translate('mc.designer.form.desc')}</option>
                    <option value="asc">{translate('mc.designer.form.asc')}</option>
                </DesignSelect>
                {flag(translate('mc.designer.form.export'), draft.export, value => set({ export: value }), 'export')}
                {flag(translate('mc.designer.form.import'), draft.import, value => set({ import: value }), 'import')}
            </Stack>

            <Divider />
            <Heading>{translate('mc.designer.form.menu')}</Heading>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
                <DesignSelect
                    label={translate('mc.designer.form.section')}
                    value={draft.menu.newSection ? '' : draft.menu.section}
                    onChange={section => setMenu(section ? { section, newSection: false } : { section: draft.menu.path.split('/')[1] ?? '', newSection: true })}
                    disabled={readOnly}
                    errors={errors.get('menu.section')}
                    minWidth={200}
                >
                    <option value="">{translate('mc.designer.form.newSection')}</option>
                    {sections.map(id => (
                        <option key={id} value={id}>
                            {translate(`mc.section.${id}`, { _: id })}
                        </option>
                    ))}
                </DesignSelect>
                {draft.menu.newSection && (
                    <DesignSelect
                        label={translate('mc.designer.form.sectionIcon')}
                        value={draft.menu.sectionIcon}
                        onChange={sectionIcon => setMenu({ sectionIcon })}
                        disabled={readOnly}
                    >
                        {ICONS.map(icon => (
                            <option key={icon} value={icon}>
                                {icon}
                            </option>
                        ))}
                    </DesignSelect>
                )}
                <TextField
                    size="small"
                    label={translate('mc.designer.form.path')}
                    value={draft.menu.path}
                    slotProps={{ input: { readOnly: true } }}
                    {...errorProps('menu.path')}
                />
            </Stack>
            {draft.menu.newSection && (
                <TextsInput
                    label={translate('mc.designer.form.sectionTitle')}
                    value={draft.menu.sectionTitle}
                    onChange={sectionTitle => setMenu({ sectionTitle })}
                    readOnly={readOnly}
                />
            )}
            <TextsInput
                label={translate('mc.designer.form.menuTitle')}
                value={draft.menu.title}
                onChange={title => setMenu({ title })}
                readOnly={readOnly}
                errors={errors.get('menu.title')}
            />
            <Stack direction="row" flexWrap="wrap">
                {ROUTE_KINDS.map(kind => (
                    <FormControlLabel
                        key={kind}
                        label={translate(ROUTE_LABELS[kind])}
                        sx={{ whiteSpace: 'nowrap' }}
                        disabled={readOnly}
                        control={
                            <Checkbox
                                checked={draft.menu.routes[kind]}
                                onChange={event => setMenu({ routes: { ...draft.menu.routes, [kind]: event.target.checked } })}
                            />
                        }
                    />
                ))}
            </Stack>
            {errors.get('menu.routes')?.length ? <FormHelperText error>{errors.get('menu.routes')!.join(' · ')}</FormHelperText> : null}
        </Stack>
    );
};
