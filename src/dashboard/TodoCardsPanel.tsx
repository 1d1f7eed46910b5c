import { Box, ButtonBase, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePermittedEntries } from '../layout/menu/usePermittedEntries';
import { useCatalogue } from '../resources/CatalogueProvider';
import { formatCount } from './charts/chartFormats';
import type { TodoFigure } from './overview/overviewReply';
import { todoCardKinds, todoCards } from './overview/todoCards';

/**
 * The to-do figures: one card per list the user may open, each a link to that list with the
 * card's filter applied, so the list shows the count the card shows.
 */
export const TodoCardsPanel = ({ figures }: { figures: TodoFigure[] }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const catalogue = useCatalogue();
    const { isPermitted } = usePermittedEntries();
    const cards = useMemo(
        () => todoCards(figures, catalogue).filter(card => isPermitted(catalogue.find(entry => entry.path === card.listPath)!)),
        [catalogue, figures, isPermitted]
    );
    return (
        <Card component="section" aria-labelledby="workbench-todo-title" sx={{ height: '100%' }}>
            <CardHeader id="workbench-todo-title" title={translate('mc.workbench.todo.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent>
                {cards.length === 0 ? (
                    <Typography color="text.secondary">{translate('mc.workbench.todo.empty')}</Typography>
                ) : (
                    <Box
                        component="ul"
                        aria-label={translate('mc.workbench.todo.title')}
                        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
                    >
                        {cards.map(card => {
                            const { icon: Icon, label } = todoCardKinds[card.key];
                            return (
                                <li key={card.key}>
                                    <ButtonBase
                                        component={Link}
                                        to={card.to}
                                        sx={{
                                            width: '100%',
                                            justifyContent: 'flex-start',
                                            gap: 1.5,
                                            p: 2,
                                            border: 1,
                                            borderColor: 'divider',
                                            borderRadius: 1,
                                            textAlign: 'left',
                                            '&:hover': { borderColor: 'primary.main' },
                                        }}
                                    >
                                        <Icon color="primary" />
                                        <Box>
                                            <Typography variant="body2" color="text.secondary">
                                                {translate(label)}
                                            </Typography>
                                            <Typography variant="h5" component="p">
                                                {formatCount(card.count, locale)}
                                            </Typography>
                                        </Box>
                                    </ButtonBase>
                                </li>
                            );
                        })}
                    </Box>
                )}
            </CardContent>
        </Card>
    );
};
