/** The images feature's entry: choosing and checking an image (profile picture, customisation). */
export { ImagePicker } from './components/ImagePicker';
