/** The server's photo rules (`crates/domain/src/photo.rs`), checked before a photo is sent. */

export const MAX_PHOTO_BYTES = 2_097_152;
export const PHOTO_TOO_LARGE = "Photo size should be less than 2MB";
export const PHOTO_NOT_IMAGE = "Please upload an image file";
export const PHOTO_TOO_MANY_PIXELS =
  "Photo dimensions should be at most 4096 × 4096 pixels. Please upload a smaller image";
/** The photo types the server accepts (it checks the bytes too); the file picker offers these. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
/** Longest side the server accepts; it stores photos at most 1024 px a side. */
export const MAX_PHOTO_SIDE = 4096;

/** The server's dimension rule, checked on the decoded size the browser reports. */
export function checkPhotoSize(width: number, height: number): string | null {
  return Math.max(width, height) > MAX_PHOTO_SIDE ? PHOTO_TOO_MANY_PIXELS : null;
}

/** Photo checks (a type the server accepts, at most 2 MB); returns an error message or null. */
export function checkPhoto(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_NOT_IMAGE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}
