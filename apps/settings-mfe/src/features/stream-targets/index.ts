/** The stream-targets feature's entry: the livestream targets Go live offers. */
export { StreamTargetsSection } from './components/StreamTargetsSection';
