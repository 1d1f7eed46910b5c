import type zh from '../zh/permissions';

export default {
    apiTree: {
        expand: 'Expandir %{title}',
        collapse: 'Contraer %{title}',
        section: 'Todas las llamadas de %{title}',
        page: 'Llamadas de %{title}',
        selected: '%{count} llamadas seleccionadas',
    },
    addon: {
        notInstalled: 'Complemento no instalado',
        notInstalledText: 'Esta página pertenece al complemento «%{name}», que no está instalado. Instálelo para usar esta página.',
        install: 'Ir a instalar',
    },
} satisfies typeof zh;
