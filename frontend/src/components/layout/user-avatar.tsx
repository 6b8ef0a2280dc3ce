import { UserIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export function UserAvatar({
  name,
  picture,
  className,
}: {
  name: string;
  picture?: string | null;
  className?: string;
}) {
  const t = useTranslations("nav");
  if (picture) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- provider avatars are remote, unoptimised
      <img
        src={picture}
        alt={t("pictureOf", { name })}
        referrerPolicy="no-referrer"
        className={cn("size-8 rounded-full object-cover ring-1 ring-border", className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={t("defaultPicture")}
      className={cn("flex size-8 items-center justify-center rounded-full bg-accent text-accent-foreground", className)}
    >
      <UserIcon className="size-4" aria-hidden="true" />
    </span>
  );
}
