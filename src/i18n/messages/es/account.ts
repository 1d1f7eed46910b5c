import type zh from '../zh/account';

export default {
    account: {
        superAdmin: 'Superadministrador',
        suppliers: {
            title: 'Comercios ya incorporados (%{count})',
            failed: 'Ahora no se pueden mostrar los comercios incorporados',
        },
        update: {
            available: 'Hay una nueva versión %{version}. Recargue la página para usarla.',
            reload: 'Recargar',
            dismiss: 'Cerrar',
        },
    },
} satisfies typeof zh;
