import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/useFormatDate';
import { useFormatNumber } from '../../i18n/useFormatNumber';
import { COLUMN_TYPES, type CellKind } from '../columnTypes';
import { formatCell } from '../formatCell';
import type { ColumnDefinition } from '../../dataProvider/TableDefinition';
import { ImageCell } from './ImageCell';

interface CellProps {
    column: ColumnDefinition;
    value: unknown;
}

const TextCell = ({ column, value }: CellProps) => {
    const translate = useTranslate();
    const formatDate = useFormatDate();
    const formatNumber = useFormatNumber();
    return <>{formatCell(column, value, translate, formatDate, formatNumber)}</>;
};

/** Each cell kind `COLUMN_TYPES` names; a kind added to `CellKind` does not compile until it is drawn here. */
const cells: Record<CellKind, (props: CellProps) => ReactNode> = {
    text: TextCell,
    image: ({ column, value }) => (typeof value === 'string' && value ? <ImageCell src={value} title={column.title} /> : null),
};

/** One cell of a generated list or show page, as its column type draws it. */
export const SchemaCell = ({ column, value }: CellProps) => {
    const Cell = cells[COLUMN_TYPES[column.type].cell];
    return <Cell column={column} value={value} />;
};
