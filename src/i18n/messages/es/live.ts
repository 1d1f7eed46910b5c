import type zh from '../zh/live';

export default {
    live: {
        status: {
            connecting: 'Conectando las actualizaciones en vivo…',
            reconnecting: 'Las actualizaciones en vivo se han desconectado; reconectando',
            paused: 'Actualizaciones en vivo en pausa: esta cuenta tiene demasiadas ventanas abiertas',
            retry: 'Reconectar ahora',
        },
        list: {
            newRows: '%{smart_count} registro nuevo |||| %{smart_count} registros nuevos',
            changed: 'Esta lista ha cambiado',
            deleted: 'Eliminado',
        },
        record: {
            changed: '%{name} cambió este registro a las %{time}',
            changedUnnamed: 'Este registro cambió a las %{time}',
            deleted: '%{name} eliminó este registro a las %{time}',
            deletedUnnamed: 'Este registro se eliminó a las %{time}',
            you: 'Usted (en otra ventana)',
            hint: 'Si guarda ahora, sobrescribirá su cambio.',
            showChange: 'Ver el cambio',
            reload: 'Cargar lo último',
            dismiss: 'Cerrar el aviso',
        },
    },
} satisfies typeof zh;
