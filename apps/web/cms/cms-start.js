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

  /**
   * The name a redrawn photo is saved under: its own, with the extension of `type`; a name with no
   * ASCII letter or digit once accents are dropped (`照片.jpg`) would be saved as `.jpg`, so it
   * becomes `photo-<time>`.
   */
  function savedName(name, type, time) {
    const extension = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" }[type];
    const base = name.replace(/\.[^.]*$/, "");
    const usable = /[A-Za-z0-9]/.test(base.normalize("NFD")) ? base : `photo-${time}`;
    return `${usable}.${extension}`;
  }

  /**
   * The photo redrawn within `maxPhotoSide` as JPEG, PNG or WebP (another image the browser can
   * read, such as HEIC in Safari, becomes a JPEG); any other file as it is (the build then refuses
   * it, naming the file and field).
   */
  async function resized(file) {
    if (!file.type.startsWith("image/")) return file;
    const type = /^image\/(jpeg|png|webp)$/.test(file.type) ? file.type : "image/jpeg";
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxPhotoSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise((done) => canvas.toBlob(done, type, 0.88));
    if (!blob) return file;
    const name = savedName(file.name, blob.type, file.lastModified || Date.now());
    return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
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
