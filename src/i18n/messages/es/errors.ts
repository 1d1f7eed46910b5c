import type zh from '../zh/errors';

export default {
    errorPage: {
        title404: 'Lo sentimos, esta página no existe',
        detail404: 'Compruebe la dirección o vuelva a la página de inicio.',
        title401: 'Lo sentimos, no tiene permiso para abrir esta página',
        detail401: 'Pida a su administrador que le conceda acceso.',
        home: 'Volver al inicio',
    },
} satisfies typeof zh;
