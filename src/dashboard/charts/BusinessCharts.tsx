import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ChoiceToggle } from '../ChoiceToggle';
import type { Overview } from '../overview/overviewReply';
import { CHART_HEIGHT, ChartFigure } from './ChartFigure';
import { formatCount, formatDay, formatYuan, formatYuanCompact, isEmptySeries } from './chartFormats';
import { topShares } from './topShares';

type Breakdown = 'brand' | 'category';

/** Room for compact yuan ticks with their label (`CN¥100K`). */
const AMOUNT_AXIS_WIDTH = 80;

/**
 * The Workbench's business charts, each shown only when the reply has its figures
 * (the lists behind it are the caller's). Loaded on its own, after the Workbench: @mui/x-charts
 * stays out of the login page's first load and out of the Workbench's prefetch.
 */
const BusinessCharts = ({ overview }: { overview: Overview }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [breakdown, setBreakdown] = useState<Breakdown>('brand');
    const t = (key: string) => translate(`mc.workbench.chart.${key}`);
    const count = (value: number | null) => (value === null ? '' : formatCount(value, locale));
    const yuan = (value: number | null) => (value === null ? '' : formatYuan(value, locale));
    const dayAxis = (label: string) => ({ scaleType: 'band' as const, dataKey: 'date', label, valueFormatter: (date: string) => formatDay(date, locale) });
    const { vehicles, auctions, deposits, onSale } = overview;
    const shares = topShares(onSale?.[breakdown] ?? [], t('other'));

    return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            {vehicles && (
                <ChartFigure title="mc.workbench.chart.vehicles" empty={isEmptySeries(vehicles, ['listed', 'sold'])}>
                    <LineChart
                        height={CHART_HEIGHT}
                        dataset={vehicles}
                        xAxis={[dayAxis(t('day'))]}
                        yAxis={[{ label: t('cars'), valueFormatter: count, tickMinStep: 1 }]}
                        series={[
                            { dataKey: 'listed', label: t('listed'), valueFormatter: count, curve: 'linear', showMark: false },
                            { dataKey: 'sold', label: t('sold'), valueFormatter: count, curve: 'linear', showMark: false },
                        ]}
                    />
                </ChartFigure>
            )}
            {auctions && (
                <ChartFigure title="mc.workbench.chart.auctions" empty={isEmptySeries(auctions, ['deals', 'amount'])}>
                    <BarChart
                        height={CHART_HEIGHT}
                        dataset={auctions}
                        xAxis={[dayAxis(t('day'))]}
                        yAxis={[
                            { id: 'deals', label: t('deals'), valueFormatter: count, tickMinStep: 1 },
                            {
                                id: 'amount',
                                label: t('amount'),
                                position: 'right',
                                width: AMOUNT_AXIS_WIDTH,
                                valueFormatter: (v: number) => formatYuanCompact(v, locale),
                            },
                        ]}
                        series={[
                            { dataKey: 'deals', label: t('deals'), yAxisId: 'deals', valueFormatter: count },
                            { dataKey: 'amount', label: t('amount'), yAxisId: 'amount', valueFormatter: yuan },
                        ]}
                    />
                </ChartFigure>
            )}
            {deposits && (
                <ChartFigure title="mc.workbench.chart.deposits" empty={isEmptySeries(deposits, ['recharge', 'refund', 'deduct'])}>
                    <BarChart
                        height={CHART_HEIGHT}
                        dataset={deposits}
                        xAxis={[dayAxis(t('day'))]}
                        yAxis={[{ label: t('money'), width: AMOUNT_AXIS_WIDTH, valueFormatter: (v: number) => formatYuanCompact(v, locale) }]}
                        series={[
                            { dataKey: 'recharge', label: t('recharge'), valueFormatter: yuan },
                            { dataKey: 'refund', label: t('refund'), valueFormatter: yuan, stack: 'out' },
                            { dataKey: 'deduct', label: t('deduct'), valueFormatter: yuan, stack: 'out' },
                        ]}
                    />
                </ChartFigure>
            )}
            {onSale && (
                <ChartFigure
                    title="mc.workbench.chart.onSale"
                    emptyText="mc.workbench.chart.noneOnSale"
                    empty={shares.length === 0}
                    action={
                        <ChoiceToggle<Breakdown>
                            label={t('breakdown')}
                            value={breakdown}
                            choices={[
                                { value: 'brand', label: t('byBrand') },
                                { value: 'category', label: t('byCategory') },
                            ]}
                            onChange={setBreakdown}
                        />
                    }
                >
                    <PieChart
                        height={CHART_HEIGHT}
                        series={[
                            {
                                data: shares.map((share, id) => ({ id, value: share.count, label: share.name })),
                                innerRadius: 50,
                                valueFormatter: item => count(item.value),
                            },
                        ]}
                    />
                </ChartFigure>
            )}
        </Box>
    );
};

export default BusinessCharts;
