import { remoteConfig } from '../../tools/mf/remote-config.ts';

export default remoteConfig(import.meta.dirname);
