"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { CameraIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { checkPhoto, checkPhotoSize, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE, PHOTO_TOO_MANY_PIXELS, PHOTO_TYPES } from "@/lib/resumes/photo";

/** The photo checks answer in English; each answer's `editor.photo` message. */
const PROBLEMS = { [PHOTO_NOT_IMAGE]: "notImage", [PHOTO_TOO_LARGE]: "tooLarge", [PHOTO_TOO_MANY_PIXELS]: "tooManyPixels" } as const;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The decoded width and height of an image, or null when the browser cannot read it. */
function imageSize(dataUrl: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = dataUrl;
  });
}

/** Optional profile photo: JPG, PNG or GIF up to 2 MB and 4096 px a side, removable with ×. */
export function PhotoPicker({
  value,
  onChange,
  onError,
}: {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  onError: (message: string) => void;
}) {
  const t = useTranslations("editor.photo");
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [error, setError] = React.useState<string | null>(null);

  const onFile = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const found = checkPhoto(file);
    const problem = found && t(PROBLEMS[found as keyof typeof PROBLEMS]);
    if (problem) {
      setError(problem);
      onError(problem);
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    const size = await imageSize(dataUrl);
    const sizeFound = size ? checkPhotoSize(size.width, size.height) : PHOTO_NOT_IMAGE;
    const sizeProblem = sizeFound && t(PROBLEMS[sizeFound as keyof typeof PROBLEMS]);
    if (sizeProblem) {
      setError(sizeProblem);
      onError(sizeProblem);
      return;
    }
    setError(null);
    onChange(dataUrl);
  };

  return (
    <div className="flex items-center gap-5">
      <div className="relative">
        {value ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- local data URL */}
            <img src={value} alt={t("preview")} className="size-20 rounded-full object-cover ring-2 ring-border" />
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={t("remove")}
              className="absolute -top-1 -end-1 flex size-7 items-center justify-center rounded-full bg-destructive text-destructive-foreground shadow-md hover:bg-destructive/90"
            >
              <XIcon aria-hidden="true" className="size-4" />
            </button>
          </>
        ) : (
          <span className="flex size-20 items-center justify-center rounded-full border-2 border-dashed bg-muted text-muted-foreground">
            <CameraIcon aria-hidden="true" className="size-7" />
          </span>
        )}
      </div>
      <div className="grid gap-1.5">
        <input
          ref={inputRef}
          id="profile-photo"
          type="file"
          accept={PHOTO_TYPES.join(",")}
          className="sr-only"
          onChange={onFile}
          data-testid="photo-input"
          aria-label={t("upload")}
        />
        <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} aria-describedby="photo-hint">
          <CameraIcon aria-hidden="true" />
          {value ? t("change") : t("choose")}
        </Button>
        <p id="photo-hint" className="text-xs text-muted-foreground">
          {t("hint")}
        </p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
