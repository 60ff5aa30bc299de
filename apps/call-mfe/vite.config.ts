import type { PluginOption } from 'vite';
import { remoteConfig } from '../../tools/mf/remote-config.ts';
import { segmentationAssets } from './segmentation-assets.ts';

const config = remoteConfig(import.meta.dirname);

export default { ...config, plugins: [...(config.plugins as PluginOption[]), segmentationAssets()] };
