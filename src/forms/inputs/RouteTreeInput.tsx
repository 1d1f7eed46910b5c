import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { FormField } from '../FormField';
import { useGrantableRoutes } from '../../permissions/useGrantableRoutes';
import { routeTree, toggleRoute, toggleSection } from '../routeTree';
import { TreeFieldset, useOpenSections } from './TreeFieldset';
import { TreeSection } from './TreeSection';

/** The page-permission picker of roles (`path_arr`): the routes a role of this merchant can grant, by section. */
export const RouteTreeInput = ({ field: definition }: { field: FormField }) => {
    const translate = useTranslate();
    const { field, fieldState, id } = useInput({ source: definition.name });
    const routes = useGrantableRoutes();
    const tree = useMemo(() => routeTree(routes), [routes]);
    const sections = useOpenSections();
    const selected: string[] = Array.isArray(field.value) ? field.value : [];
    const error = fieldState.error?.message;
    return (
        <TreeFieldset definition={definition} id={id} error={error} helper={translate('mc.form.routeTree.selected', { count: selected.length })}>
            {tree.map(node => {
                const title = translate(`mc.section.${node.section}`);
                const count = node.routes.filter(route => selected.includes(route.path)).length;
                const expanded = sections.isOpen(node.section);
                return (
                    <TreeSection
                        key={node.section}
                        title={title}
                        expandLabel="mc.form.routeTree.expand"
                        collapseLabel="mc.form.routeTree.collapse"
                        expanded={expanded}
                        onExpandedChange={() => sections.toggle(node.section)}
                        count={count}
                        total={node.routes.length}
                        onToggleAll={() => field.onChange(toggleSection(selected, node))}
                    >
                        <Box role="group" sx={{ pl: 6, display: 'flex', flexWrap: 'wrap' }}>
                            {node.routes.map(route => (
                                <FormControlLabel
                                    key={route.path}
                                    label={translate(route.title)}
                                    control={
                                        <Checkbox
                                            size="small"
                                            checked={selected.includes(route.path)}
                                            onChange={() => field.onChange(toggleRoute(selected, route.path))}
                                        />
                                    }
                                />
                            ))}
                        </Box>
                    </TreeSection>
                );
            })}
        </TreeFieldset>
    );
};
