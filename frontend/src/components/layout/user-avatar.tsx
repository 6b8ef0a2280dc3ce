import { UserIcon } from "lucide-react";
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
  if (picture) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- provider avatars are remote, unoptimised
      <img
        src={picture}
        alt={`${name}'s picture`}
        referrerPolicy="no-referrer"
        className={cn("size-8 rounded-full object-cover ring-1 ring-border", className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label="Default profile icon"
      className={cn("flex size-8 items-center justify-center rounded-full bg-accent text-accent-foreground", className)}
    >
      <UserIcon className="size-4" aria-hidden="true" />
    </span>
  );
}
