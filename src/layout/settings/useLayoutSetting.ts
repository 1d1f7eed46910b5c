import { useStore } from 'react-admin';
import { defaultSettings, sanitizeSetting, settingKey, type LayoutSettings } from './layoutSettings';

/** One setting of the panel, persisted in react-admin's store. */
export const useLayoutSetting = <K extends keyof LayoutSettings>(name: K) => {
    const [stored, setStored] = useStore<unknown>(settingKey(name), defaultSettings[name]);
    return [sanitizeSetting(name, stored), setStored as (value: LayoutSettings[K]) => void] as const;
};
