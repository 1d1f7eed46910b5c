import type zh from '../zh/common';

export default {
    app: {
        title: 'Centro de gestión de comercios',
        loading: 'Cargando…',
        configError: 'No se pudo cargar la configuración de la consola: %{message}',
    },
    error: {
        network: 'Error de conexión de red',
        http: 'Error del servidor (HTTP %{status}); inténtelo de nuevo más tarde',
        malformed: 'El servidor devolvió datos que no se pueden interpretar',
        server: 'La operación ha fallado',
        noPermission: 'Lo sentimos mucho: no tiene permiso para esta operación; póngase en contacto con el administrador',
        relogin: 'Vuelva a iniciar sesión',
        verifyFailed: 'La verificación ha fallado; vuelva a iniciar sesión.',
        fullscreenUnsupported: 'Su navegador no admite esta función por ahora',
        notConfigured: 'Esta página aún no tiene configurada una interfaz de datos',
    },
    message: {
        confirmDelete: '¿Seguro que desea eliminarlo?',
        deleted: '¡Eliminado correctamente!',
        added: '¡Añadido correctamente!',
        saved: '¡Guardado correctamente!',
        unchanged: 'Los datos no han cambiado; modifíquelos antes de volver a enviarlos',
        downloadOpened: 'La descarga ha comenzado en una ventana nueva',
        merchantSuspended: 'El comercio está suspendido y todas sus cuentas han cerrado sesión',
        merchantResumed: 'Se ha reanudado el comercio',
        merchantRemoved: 'Se ha eliminado el comercio (si es grande, continúa en segundo plano: vea el progreso en la lista)',
    },
    action: {
        confirm: 'Aceptar',
        cancel: 'Cancelar',
        retry: 'Reintentar',
    },
} satisfies typeof zh;
