import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { apiArrAfterPageChange, apiTree } from '../../permissions/apiGrants';
import { useRouteEntries } from '../../permissions/RouteEntriesContext';
import { useGrantableRoutes } from '../../permissions/useGrantableRoutes';
import type { FormField } from '../FormField';
import { toggleRoute } from '../routeTree';
import { TreeFieldset, useOpenSections } from './TreeFieldset';
import { TreeSection } from './TreeSection';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : []);

/**
 * A role's API permissions (`api_arr`): the calls of every page a role can grant, grouped by
 * section and page. Ticking or unticking pages in the `pages` field grants or withdraws their
 * calls here; each call can then be unticked, or one of another page added, by hand.
 */
export const ApiTreeInput = ({ field: definition }: { field: FormField }) => {
    const translate = useTranslate();
    const { field, fieldState, id } = useInput({ source: definition.name });
    const { getValues, setValue } = useFormContext();
    const routes = useRouteEntries();
    const offered = useGrantableRoutes();
    const tree = useMemo(() => apiTree(routes, offered), [routes, offered]);
    const sections = useOpenSections();
    const selected = asList(field.value);
    const error = fieldState.error?.message;

    // The pages as the form was loaded: an existing role shows what it grants, untouched.
    const pages = asList(useWatch({ name: definition.pages ?? '' }));
    const previousPages = useRef(pages);
    useEffect(() => {
        const before = previousPages.current;
        previousPages.current = pages;
        if (before.length === pages.length && before.every(path => pages.includes(path))) return;
        const next = apiArrAfterPageChange(routes, before, pages, asList(getValues(definition.name)));
        setValue(definition.name, next, { shouldDirty: true });
    }, [pages, definition.name, getValues, setValue, routes]);

    return (
        <TreeFieldset definition={definition} id={id} error={error} helper={translate('mc.apiTree.selected', { count: selected.length })}>
            {tree.map(node => {
                const title = translate(`mc.section.${node.section}`);
                const calls = [...new Set(node.pages.flatMap(page => page.calls))];
                const count = calls.filter(call => selected.includes(call)).length;
                const expanded = sections.isOpen(node.section);
                const toggleAll = () =>
                    field.onChange(count === calls.length ? selected.filter(call => !calls.includes(call)) : [...new Set([...selected, ...calls])]);
                return (
                    <TreeSection
                        key={node.section}
                        title={title}
                        expandLabel="mc.apiTree.expand"
                        collapseLabel="mc.apiTree.collapse"
                        expanded={expanded}
                        onExpandedChange={() => sections.toggle(node.section)}
                        count={count}
                        total={calls.length}
                        onToggleAll={toggleAll}
                        checkboxLabel={translate('mc.apiTree.section', { title })}
                    >
                        <Stack sx={{ pl: 6 }} spacing={0.5}>
                            {node.pages.map(page => {
                                const pageTitle = translate(page.title);
                                return (
                                    <Box key={page.path} role="group" aria-label={translate('mc.apiTree.page', { title: pageTitle })}>
                                        <Typography variant="body2" color="text.secondary">
                                            {pageTitle}
                                        </Typography>
                                        <Box sx={{ display: 'flex', flexWrap: 'wrap', pl: 2 }}>
                                            {page.calls.map(call => (
                                                <FormControlLabel
                                                    key={call}
                                                    label={
                                                        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                                                            {call}
                                                        </Typography>
                                                    }
                                                    control={
                                                        <Checkbox
                                                            size="small"
                                                            checked={selected.includes(call)}
                                                            onChange={() => field.onChange(toggleRoute(selected, call))}
                                                        />
                                                    }
                                                />
                                            ))}
                                        </Box>
                                    </Box>
                                );
                            })}
                        </Stack>
                    </TreeSection>
                );
            })}
        </TreeFieldset>
    );
};
