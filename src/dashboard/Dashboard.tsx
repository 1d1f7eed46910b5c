import { Box, Card, CardContent, CardHeader, CircularProgress, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../errors/LoadError';
import { ChoiceToggle } from './ChoiceToggle';
import { OVERVIEW_DAYS, type Overview, type OverviewDays } from './overview/overviewReply';
import { useOverview } from './overview/useOverview';
import { QuickMenuPanel } from './quickMenu/QuickMenuPanel';
import { TodoCardsPanel } from './TodoCardsPanel';
import { WorkbenchHeader } from './WorkbenchHeader';
import { withPageTexts } from '../i18n/withPageTexts';

// @mui/x-charts is the Workbench's largest part: fetched when the charts first show.
const BusinessCharts = lazy(() => import('./charts/BusinessCharts'));

const hasCharts = (overview: Overview) => !!(overview.vehicles || overview.auctions || overview.deposits || overview.onSale);

/**
 * /dashboard, the Workbench: the shop header, the to-do cards beside the quick navigation, and
 * the business charts over 7, 30 or 90 days, all from one overview call.
 */
// The refresh button shows a fetch in progress; no progress bar: a hidden kept-alive page renders
// react-query's optimistic "fetching" state, and a bar there would look like a list still loading.
export const Dashboard = () => {
    const translate = useTranslate();
    const [days, setDays] = useState<OverviewDays>(30);
    const { data: overview, error, isFetching, refetch, dataUpdatedAt } = useOverview(days);
    return (
        <Stack spacing={2}>
            <WorkbenchHeader onRefresh={() => void refetch()} refreshing={isFetching} updatedAt={dataUpdatedAt} />
            {error && !overview && <LoadError error={error} onRetry={() => refetch()} />}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
                {overview ? <TodoCardsPanel figures={overview.todo} /> : <Box />}
                <QuickMenuPanel />
            </Box>
            {overview && hasCharts(overview) && (
                <Card component="section" aria-labelledby="workbench-charts-title">
                    <CardHeader
                        id="workbench-charts-title"
                        title={translate('mc.workbench.charts.title')}
                        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
                        action={
                            <ChoiceToggle<OverviewDays>
                                label={translate('mc.workbench.charts.range')}
                                value={days}
                                choices={OVERVIEW_DAYS.map(n => ({ value: n, label: translate('mc.workbench.charts.days', { smart_count: n }) }))}
                                onChange={setDays}
                            />
                        }
                    />
                    <CardContent>
                        <Suspense fallback={<CircularProgress aria-label={translate('mc.app.loading')} />}>
                            <BusinessCharts overview={overview} />
                        </Suspense>
                    </CardContent>
                </Card>
            )}
        </Stack>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('workbench', Dashboard);
