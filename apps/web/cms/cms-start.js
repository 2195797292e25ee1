/**
 * Starts Decap CMS at /admin/content (docs/product.md#editing-the-site) with the configuration the
 * build wrote (cms-config.js), signing in through the site's own origin. Before the CMS sees a
 * chosen photo, the browser redraws it at most `maxPhotoSide` px on its longest side (upright
 * from its EXIF orientation) and encodes it again, which also leaves its metadata (GPS position,
 * camera) behind, so the repository never holds the original.
 */
(() => {
  const { config, maxPhotoSide } = window.CLEARWELL_CMS;
  const redrawn = new WeakSet();

  /** The photo redrawn within `maxPhotoSide`; any other file as it is. */
  async function resized(file) {
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxPhotoSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise((done) => canvas.toBlob(done, file.type, 0.88));
    return blob ? new File([blob], file.name, { type: blob.type, lastModified: file.lastModified }) : file;
  }

  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || redrawn.has(event)) return;
      const files = [...(input.files ?? [])];
      if (!files.some((file) => file.type.startsWith("image/"))) return;
      event.stopImmediatePropagation();
      Promise.all(files.map((file) => resized(file).catch(() => file))).then((photos) => {
        const transfer = new DataTransfer();
        for (const photo of photos) transfer.items.add(photo);
        input.files = transfer.files;
        const again = new Event("change", { bubbles: true });
        redrawn.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );

  window.CMS.init({
    config: { ...config, backend: { ...config.backend, base_url: window.location.origin } },
  });
})();
