import type zh from '../zh/holidays';

export default {
    holiday: {
        hint: 'Los días festivos no se celebran subastas; los días laborables recuperados funcionan con normalidad. Cada año se guarda completo.',
        year: 'Año',
        summary: '%{total} días: %{off} festivos, %{working} laborables recuperados',
        add: 'Añadir una fecha',
        reset: 'Deshacer cambios',
        date: 'Fecha',
        name: 'Festividad',
        type: 'Tipo',
        choose: 'Elegir…',
        dateOf: 'Fecha de la fila %{row}',
        nameOf: 'Festividad de la fila %{row}',
        typeOf: 'Tipo de la fila %{row}',
        removeOf: 'Eliminar la fila %{row}',
        tableOf: 'Festivos de %{year}',
        empty: 'No hay festivos para %{year}. Use «Añadir una fecha» para añadir uno.',
        discardTitle: '¿Descartar los cambios sin guardar?',
        discardContent: 'Los festivos de %{year} tienen cambios sin guardar; al cambiar de año se descartarán.',
        malformed: 'Los datos de festivos tienen un formato incorrecto y no se pueden mostrar',
        problem: {
            dateRequired: 'Fila %{row}: elija una fecha',
            dateInvalid: 'Fila %{row}: la fecha no es válida',
            otherYear: 'Fila %{row}: la fecha no es de %{year}',
            duplicate: 'Fila %{row}: la fecha %{date} está repetida',
            nameRequired: 'Fila %{row}: elija una festividad',
            typeRequired: 'Fila %{row}: elija un tipo',
        },
    },
} satisfies typeof zh;
