/**
 * The pictures of the host's customisation (scene, logo, name badge), loaded once each for the
 * composite canvas. Loaded with CORS: a picture from another origin without it is left out rather
 * than tainting the canvas (a tainted canvas would stop the recording's video).
 */
export class LookPictures {
  private readonly pictures = new Map<string, HTMLImageElement>();

  /** The picture at `url` once it loaded; null while loading, after a failure, or for no url. */
  get(url: string | null | undefined): HTMLImageElement | null {
    if (!url) return null;
    let image = this.pictures.get(url);
    if (!image) {
      image = new Image();
      image.crossOrigin = 'anonymous';
      image.decoding = 'async';
      image.src = url;
      this.pictures.set(url, image);
    }
    return image.complete && image.naturalWidth > 0 ? image : null;
  }
}
