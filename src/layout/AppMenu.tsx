import { Menu, useTranslate } from 'react-admin';
import { catalogue } from '../resources/catalogue';

/** The catalogue's visible entries as menu items. */
export const AppMenu = () => {
    const translate = useTranslate();
    return (
        <Menu>
            {catalogue
                .filter(entry => !entry.hidden && entry.kind === 'list')
                .map(entry => (
                    <Menu.Item key={entry.path} to={entry.path} primaryText={translate(entry.title)} />
                ))}
        </Menu>
    );
};
