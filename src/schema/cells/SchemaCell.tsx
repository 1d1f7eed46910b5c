import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/useFormatDate';
import { useFormatNumber } from '../../i18n/useFormatNumber';
import { formatCell } from '../formatCell';
import type { ColumnDefinition } from '../../dataProvider/TableDefinition';
import { ImageCell } from './ImageCell';

/** One cell of a generated list or show page, by the column's type. */
export const SchemaCell = ({ column, value }: { column: ColumnDefinition; value: unknown }) => {
    const translate = useTranslate();
    const formatDate = useFormatDate();
    const formatNumber = useFormatNumber();
    if (column.type === 'image') {
        return typeof value === 'string' && value ? <ImageCell src={value} title={column.title} /> : null;
    }
    return <>{formatCell(column, value, translate, formatDate, formatNumber)}</>;
};
