"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { CheckIcon, CopyIcon, FileCheck2Icon, InfoIcon, TextSearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ImportDraft } from "@/lib/api/generated/zod.gen";
import type { ImportNote } from "@/lib/api/generated/types.gen";
import { toast } from "@/lib/toast";

/**
 * Above the create form when it was filled from an imported file: where it came from, what to
 * check, the server's warnings, and the text no field took, each line easy to copy into the
 * form and to dismiss once used.
 */
export function ImportNotes({ file, draft }: { file: string; draft: ImportDraft }) {
  return (
    <div className="mb-6 grid gap-4">
      <ImportSummary file={file} draft={draft} />
      {draft.unplaced.length > 0 ? <UnplacedPanel lines={draft.unplaced} /> : null}
    </div>
  );
}

function ImportSummary({ file, draft }: { file: string; draft: ImportDraft }) {
  const t = useTranslations("import.notes");
  const exact = draft.source === "vitae";
  type Key = Parameters<typeof t>[0];
  /** A note in the interface language; none for a note (or a field) this catalog does not know. */
  const said = ({ code, params = {} }: ImportNote): string | undefined => {
    const words = (part: string, key: string | undefined) => (key && t.has(`${part}.${key}` as Key) ? t(`${part}.${key}` as Key) : undefined);
    const field = words("fields", params.field);
    const entries = words("entries", params.entries);
    if (!t.has(`words.${code}` as Key) || (params.field && !field) || (params.entries && !entries)) return undefined;
    return t(`words.${code}` as Key, { limit: Number(params.limit ?? 0), field: field ?? "", entries: entries ?? "" });
  };
  return (
    <div
      role="status"
      data-testid="import-summary"
      className="flex gap-3 rounded-xl border border-primary/25 bg-accent/60 p-4 text-sm"
    >
      <FileCheck2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-foreground" />
      <div className="grid min-w-0 gap-1.5">
        <p>
          <span className="font-medium">
            {t.rich("filledFrom", { file, name: (name) => <span className="break-all">{name}</span> })}
          </span>{" "}
          {exact ? t("exact") : t("check")} {t("notSaved")}
        </p>
        {draft.notes.length > 0 ? (
          <ul className="grid gap-1 text-muted-foreground" aria-label={t("warnings")}>
            {draft.notes.map((note, i) => (
              <li key={i} className="flex gap-1.5">
                <InfoIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                <span>{said(note) ?? draft.warnings[i]}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** `navigator.clipboard` needs a secure origin; a selected textarea and execCommand do not. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

function UnplacedPanel({ lines }: { lines: string[] }) {
  const t = useTranslations("import.notes");
  const [dismissed, setDismissed] = React.useState<ReadonlySet<number>>(new Set());
  const [hidden, setHidden] = React.useState(false);
  const [copied, setCopied] = React.useState<number | null>(null);
  const headingId = React.useId();
  const left = lines.map((text, index) => ({ text, index })).filter((l) => !dismissed.has(l.index));

  React.useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  if (hidden || left.length === 0) return null;

  const copy = async (index: number) => {
    if (await copyText(lines[index]!)) setCopied(index);
    else toast.error(t("copyFailed"));
  };

  return (
    <Card role="region" aria-labelledby={headingId} data-testid="unplaced-panel" className="gap-0 overflow-hidden">
      <div className="flex items-start gap-3 p-4 sm:px-5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-500/15 text-amber-700 dark:text-amber-300 [&_svg]:size-4.5">
          <TextSearchIcon aria-hidden="true" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 id={headingId} className="font-semibold leading-tight">
            {t("unplacedTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("unplacedText")}</p>
        </div>
        <Button variant="ghost" size="icon-sm" className="-mt-1 -me-2" aria-label={t("dismissPanel")} onClick={() => setHidden(true)}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <ul className="max-h-80 divide-y overflow-y-auto border-t" aria-labelledby={headingId}>
        {left.map(({ text, index }) => (
          <li key={index} className="flex items-start gap-1 py-1.5 pe-2 ps-4 sm:ps-5">
            <p className="min-w-0 flex-1 py-1.5 text-sm break-words whitespace-pre-wrap">{text}</p>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={copied === index ? t("copiedLine", { line: index + 1 }) : t("copyLine", { line: index + 1 })}
              title={t("copy")}
              onClick={() => void copy(index)}
            >
              {copied === index ? <CheckIcon aria-hidden="true" className="text-success" /> : <CopyIcon aria-hidden="true" />}
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t("dismissLine", { line: index + 1 })}
              title={t("dismiss")}
              onClick={() => setDismissed((d) => new Set(d).add(index))}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
