import type zh from '../zh/wallet';

export default {
    wallet: {
        hint: 'Comisión, retiro mínimo y plazo de liquidación de cada canal de pago',
        channel: 'Canal de pago',
        status: 'Activo',
        feeRate: 'Comisión (‰)',
        minWithdraw: 'Retiro mínimo (yuan)',
        settleDays: 'Plazo de liquidación (días)',
        saveChannel: 'Guardar %{name}',
        malformed: 'Los datos del monedero de pagos no son válidos',
        invalid: '%{name}: %{field} no es válido',
    },
} satisfies typeof zh;
