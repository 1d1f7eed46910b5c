/** The write kinds of each declared column type: one table, shared with the console's designer (protocol/declaredColumnTypes.ts). */
export { WRITE_KINDS_OF_TYPE, writeKindOf } from '../../protocol/declaredColumnTypes';
