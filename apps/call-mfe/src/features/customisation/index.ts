/** The host's customisation in calls: what the room and the broadcast composite draw. */
export { useEventCustomisation } from './hooks/useEventCustomisation';
export { CustomisationLayer } from './components/CustomisationLayer';
export { Watermark } from './components/Watermark';
export { WelcomePage } from './components/WelcomePage';
