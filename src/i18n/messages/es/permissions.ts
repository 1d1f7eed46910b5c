import type zh from '../zh/permissions';

export default {
    apiTree: {
        expand: 'Expandir %{title}',
        collapse: 'Contraer %{title}',
        section: 'Todas las llamadas de %{title}',
        page: 'Llamadas de %{title}',
        selected: '%{count} llamadas seleccionadas',
    },
} satisfies typeof zh;
