import * as React from "react";
import { LinkIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { Watermark } from "@/components/layout/watermark";
import { cn, initials } from "@/lib/utils";
import type { SectionKey } from "@/lib/resumes/sections";
import type { TemplateStyle } from "@/lib/resumes/templates";
import type { ResumeView, ViewEntry, ViewSection } from "../resume-view";

export { toView, type ResumeView } from "../resume-view";

/**
 * How one template prints its sections: fonts, colours, spacing, how a heading and an entry look.
 * Every section is written once (`SectionBlock`) and styled by these; a template never lists its
 * sections, so a new section appears in all five.
 */
interface SectionLook {
  /** The column holding the sections: its spacing. */
  stack: string;
  /** Each section's wrapper (rules between sections). */
  section?: string;
  heading: string;
  /** The summary paragraph. */
  text?: string;
  entries: string;
  entry: (e: ViewEntry) => React.ReactNode;
  /** Education and other one- or two-line entries, where a template sets them tighter. */
  compactEntries?: string;
  compactEntry?: (e: ViewEntry) => React.ReactNode;
  tags: (items: string[]) => React.ReactNode;
  list?: string;
  /** Sections set side by side when two of them follow each other. */
  pairs?: readonly SectionKey[];
}

interface Template {
  look: SectionLook;
  /** Sections printed in a sidebar with its own look; the rest go to the main column. */
  sidebar?: { keys: readonly SectionKey[]; look: SectionLook };
  frame: (view: ResumeView, main: React.ReactNode, side: React.ReactNode) => React.ReactNode;
}

/**
 * One resume in one of five templates. The paper is always light, like the PDF it mirrors; the
 * templates differ in more than colour (docs/pdf.md describes each).
 */
export function ResumeDocument({ view, template, watermark }: { view: ResumeView; template: TemplateStyle; watermark: boolean }) {
  const { look, sidebar, frame } = TEMPLATE_LOOKS[template];
  const inSidebar = (s: ViewSection) => sidebar?.keys.includes(s.key) ?? false;
  const main = <Sections sections={view.sections.filter((s) => !inSidebar(s))} look={look} />;
  const side = sidebar ? <Sections sections={view.sections.filter(inSidebar)} look={sidebar.look} /> : null;
  return (
    <article
      aria-label={`Resume of ${view.name}, ${template} template`}
      data-template={template}
      data-testid="resume-document"
      className="relative mx-auto w-full max-w-[820px] overflow-hidden rounded-md bg-white text-[14px] leading-relaxed text-zinc-800 shadow-lg ring-1 ring-black/5 [color-scheme:light]"
    >
      {frame(view, main, side)}
      {watermark ? <Watermark /> : null}
    </article>
  );
}

/** The sections of one column in order; adjacent sections the look pairs share a row. */
function Sections({ sections, look }: { sections: ViewSection[]; look: SectionLook }) {
  if (!sections.length) return null;
  const pairs = look.pairs ?? [];
  const rows: Array<{ first: ViewSection; second?: ViewSection }> = [];
  for (const s of sections) {
    const last = rows.at(-1);
    if (last && !last.second && pairs.includes(last.first.key) && pairs.includes(s.key)) last.second = s;
    else rows.push({ first: s });
  }
  return (
    <div className={look.stack}>
      {rows.map(({ first, second }) =>
        second ? (
          <div key={first.key} className="grid gap-8 sm:grid-cols-2">
            <SectionBlock section={first} look={look} />
            <SectionBlock section={second} look={look} />
          </div>
        ) : (
          <SectionBlock key={first.key} section={first} look={look} />
        ),
      )}
    </div>
  );
}

function SectionBlock({ section, look }: { section: ViewSection; look: SectionLook }) {
  return (
    <section className={look.section} data-section={section.key}>
      <SectionTitle className={look.heading}>{section.heading}</SectionTitle>
      <SectionBody section={section} look={look} />
    </section>
  );
}

function SectionBody({ section, look }: { section: ViewSection; look: SectionLook }) {
  switch (section.kind) {
    case "text":
      return <p className={look.text}>{section.text}</p>;
    case "tags":
      return look.tags(section.items);
    case "list":
      return (
        <ul className={cn("grid gap-1", look.list)}>
          {section.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case "entries": {
      const compact = section.compact && look.compactEntry;
      const render = compact ? look.compactEntry! : look.entry;
      return (
        <div className={compact ? look.compactEntries : look.entries}>
          {section.entries.map((e, i) => (
            <React.Fragment key={i}>{render(e)}</React.Fragment>
          ))}
        </div>
      );
    }
  }
}

function SectionTitle({ children, className }: { children: React.ReactNode; className?: string }) {
  return <h3 className={cn("mb-3 text-[12px] font-bold tracking-[0.14em] uppercase", className)}>{children}</h3>;
}

function Lines({ text, className, bullet }: { text: string; className?: string; bullet?: string }) {
  const lines = text
    .split(/\n+/)
    .map((l) => l.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean);
  if (!lines.length) return null;
  if (lines.length === 1) return <p className={className}>{lines[0]}</p>;
  return (
    <ul className={cn("space-y-1", className)}>
      {lines.map((l, i) => (
        <li key={i} className="flex gap-2">
          <span aria-hidden="true" className={cn("mt-[0.55em] size-1 shrink-0 rounded-full bg-current opacity-60", bullet)} />
          <span>{l}</span>
        </li>
      ))}
    </ul>
  );
}

/** An entry's web address, shown without its scheme. */
function EntryUrl({ url, className }: { url?: string; className?: string }) {
  if (!url) return null;
  return (
    <a href={url} className={cn("break-all underline-offset-2 hover:underline", className)}>
      {url.replace(/^https?:\/\//, "")}
    </a>
  );
}

/** Skills as chips: the list's and each chip's classes. */
const chips = (list: string, chip: string) =>
  function Chips(items: string[]) {
    return (
      <ul className={list}>
        {items.map((s, i) => (
          <li key={i} className={chip}>
            {s}
          </li>
        ))}
      </ul>
    );
  };

/** The line under an entry's title: who or where, and its web address. */
function Subtitle({ entry, className }: { entry: ViewEntry; className?: string }) {
  if (!entry.subtitle && !entry.url) return null;
  return (
    <p className={className}>
      {entry.subtitle}
      {entry.subtitle && entry.url ? " · " : null}
      <EntryUrl url={entry.url} />
    </p>
  );
}

/** `first`, then `sep` and `second` when there is a `second`. */
function joined(first: React.ReactNode, second: string, sep: string, secondClass?: string) {
  return (
    <>
      {first}
      {second ? (
        <>
          {sep}
          <span className={secondClass}>{second}</span>
        </>
      ) : null}
    </>
  );
}

function Photo({ view, className }: { view: ResumeView; className?: string }) {
  if (!view.photo) return null;
  // eslint-disable-next-line @next/next/no-img-element -- data URL from the resume
  return <img src={view.photo} alt={`Photo of ${view.name}`} className={cn("shrink-0 rounded-full object-cover", className)} />;
}

function Contact({ view, className, iconClass }: { view: ResumeView; className?: string; iconClass?: string }) {
  const items = [
    { icon: MailIcon, value: view.email },
    { icon: PhoneIcon, value: view.phone },
    { icon: MapPinIcon, value: view.location },
  ].filter((i) => i.value);
  return (
    <ul className={cn("flex flex-wrap gap-x-5 gap-y-1 text-[13px]", className)}>
      {items.map(({ icon: Icon, value }) => (
        <li key={value} className="flex min-w-0 items-center gap-1.5">
          <Icon aria-hidden="true" className={cn("size-3.5 shrink-0", iconClass)} />
          <span className="break-all">{value}</span>
        </li>
      ))}
      {view.links.map((link, i) => (
        <li key={`link-${i}`} className="flex min-w-0 items-center gap-1.5">
          <LinkIcon aria-hidden="true" className={cn("size-3.5 shrink-0", iconClass)} />
          <a href={link.url} className="break-all underline-offset-2 hover:underline">
            {link.label || link.url.replace(/^https?:\/\//, "")}
          </a>
        </li>
      ))}
    </ul>
  );
}

const modern: Template = {
  look: {
    stack: "grid gap-7",
    heading: "text-indigo-700",
    entries: "grid gap-5",
    entry: (e) => (
      <div className="border-l-2 border-indigo-200 pl-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h4 className="font-semibold text-zinc-900">{e.title}</h4>
          <span className="text-[13px] text-zinc-500">{e.date}</span>
        </div>
        <Subtitle entry={e} className="text-[13px] font-medium text-indigo-700" />
        <Lines text={e.description} className="mt-2" bullet="bg-indigo-600" />
      </div>
    ),
    compactEntries: "grid gap-3",
    compactEntry: (e) => (
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <div>
          <h4 className="font-semibold text-zinc-900">{e.title}</h4>
          <p className="text-[13px] text-zinc-600">{e.subtitle}</p>
        </div>
        <span className="text-[13px] text-zinc-500">{e.date}</span>
      </div>
    ),
    tags: chips("flex flex-wrap gap-2", "rounded-full bg-indigo-50 px-3 py-1 text-[13px] font-medium text-indigo-800"),
  },
  frame: (view, main) => (
    <div>
      <header className="flex items-center gap-5 bg-indigo-700 px-6 py-7 text-white sm:px-10 sm:py-9">
        <Photo view={view} className="size-20 ring-4 ring-white/25 sm:size-24" />
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{view.name}</h2>
          <p className="mt-0.5 text-base font-medium text-indigo-100">{view.jobTitle}</p>
          <Contact view={view} className="mt-3 text-indigo-50" />
        </div>
      </header>
      <div className="px-6 py-8 sm:px-10">{main}</div>
    </div>
  ),
};

const minimal: Template = {
  look: {
    stack: "mt-8 grid gap-8",
    section: "border-t border-zinc-200 pt-6",
    heading: "font-medium text-zinc-500",
    text: "text-zinc-700",
    entries: "grid gap-6",
    entry: (e) => (
      <div className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-6">
        <span className="text-[13px] text-zinc-500">{e.date}</span>
        <div>
          <h4 className="font-medium text-zinc-950">
            {e.title}
            {e.subtitle ? <span className="font-normal text-zinc-500"> · {e.subtitle}</span> : null}
          </h4>
          <EntryUrl url={e.url} className="text-[13px] text-zinc-500" />
          <Lines text={e.description} className="mt-1.5 text-zinc-700" />
        </div>
      </div>
    ),
    compactEntries: "grid gap-3",
    compactEntry: (e) => (
      <div className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-6">
        <span className="text-[13px] text-zinc-500">{e.date}</span>
        <div>
          <h4 className="font-medium text-zinc-950">{e.title}</h4>
          <p className="text-zinc-600">{e.subtitle}</p>
        </div>
      </div>
    ),
    tags: chips("flex flex-wrap gap-2", "rounded border border-zinc-300 px-2.5 py-0.5 text-[13px] text-zinc-700"),
  },
  frame: (view, main) => (
    <div className="px-6 py-10 sm:px-14 sm:py-14">
      <header className="flex items-center justify-between gap-6">
        <div className="min-w-0">
          <h2 className="text-3xl font-light tracking-tight text-zinc-950">{view.name}</h2>
          <p className="mt-1 text-zinc-500">{view.jobTitle}</p>
          <Contact view={view} className="mt-4 text-zinc-600" iconClass="text-zinc-400" />
        </div>
        <Photo view={view} className="size-20 grayscale" />
      </header>
      {main}
    </div>
  ),
};

const corporateMain: SectionLook = {
  stack: "mt-6 grid gap-7",
  heading: "text-slate-800",
  entries: "grid gap-5",
  entry: (e) => (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h4 className="font-bold text-slate-900">{e.title}</h4>
        <span className="text-[13px] font-medium text-slate-500">{e.date}</span>
      </div>
      <Subtitle entry={e} className="text-[13px] font-semibold text-sky-800" />
      <Lines text={e.description} className="mt-1.5" bullet="bg-slate-700" />
    </div>
  ),
  // Skills always sit in the sidebar, so its chips are the only ones.
  tags: chips("flex flex-wrap gap-1.5", "rounded bg-slate-700 px-2 py-0.5 text-[12px] text-slate-100"),
};

const corporate: Template = {
  look: corporateMain,
  sidebar: {
    keys: ["skills", "education", "certifications", "languages"],
    look: {
      ...corporateMain,
      stack: "mt-7 grid gap-7",
      heading: "border-b border-slate-600 pb-2 text-slate-300",
      compactEntries: "grid gap-3 text-[13px]",
      compactEntry: (e) => (
        <div>
          <p className="font-semibold text-white">{e.title}</p>
          <p className="text-slate-300">{e.subtitle}</p>
          <p className="text-slate-400">{e.date}</p>
        </div>
      ),
      list: "text-[13px]",
    },
  },
  frame: (view, main, side) => (
    <div className="grid sm:grid-cols-[15rem_1fr]">
      <aside className="bg-slate-800 px-6 py-8 text-slate-100 sm:min-h-[1000px]">
        {view.photo ? (
          <Photo view={view} className="mx-auto mb-6 size-28 ring-4 ring-slate-600" />
        ) : (
          <div aria-hidden="true" className="mx-auto mb-6 flex size-24 items-center justify-center rounded-full bg-slate-700 text-2xl font-semibold text-slate-200">
            {initials(view.name)}
          </div>
        )}
        <section>
          <SectionTitle className="border-b border-slate-600 pb-2 text-slate-300">Contact</SectionTitle>
          <Contact view={view} className="flex-col gap-2 text-slate-200" iconClass="text-slate-400" />
        </section>
        {side}
      </aside>
      <div className="px-6 py-8 sm:px-9">
        <header className="border-b-4 border-slate-800 pb-5">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 uppercase">{view.name}</h2>
          <p className="mt-1 text-lg font-medium text-sky-800">{view.jobTitle}</p>
        </header>
        {main}
      </div>
    </div>
  ),
};

const classic: Template = {
  look: {
    stack: "mt-6 grid gap-6",
    heading: "border-b border-zinc-800 pb-1 tracking-[0.2em] text-zinc-900",
    entries: "grid gap-4",
    entry: (e) => (
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h4 className="font-bold text-zinc-950">{joined(e.title, e.subtitle, ", ", "font-normal italic")}</h4>
          <span className="text-[13px] text-zinc-600">{e.date}</span>
        </div>
        <EntryUrl url={e.url} className="text-[13px] text-zinc-600" />
        <Lines text={e.description} className="mt-1" />
      </div>
    ),
    compactEntries: "grid gap-2",
    compactEntry: (e) => (
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p>{joined(<span className="font-bold">{e.title}</span>, e.subtitle, ", ")}</p>
        <span className="text-[13px] text-zinc-600">{e.date}</span>
      </div>
    ),
    tags: (items) => (
      <ul className="flex flex-wrap gap-x-1 gap-y-1">
        {items.map((s, i) => (
          <li key={i} className="text-zinc-800">
            {s}
            {i < items.length - 1 ? <span aria-hidden="true"> •</span> : null}
          </li>
        ))}
      </ul>
    ),
  },
  frame: (view, main) => (
    <div className="px-6 py-10 font-serif sm:px-14">
      <header className="text-center">
        <Photo view={view} className="mx-auto mb-4 size-20" />
        <h2 className="text-3xl font-bold tracking-wide text-zinc-950">{view.name}</h2>
        <p className="mt-1 text-base text-zinc-700 italic">{view.jobTitle}</p>
        <p className="mt-3 text-[13px] text-zinc-600">{[view.email, view.phone, view.location].filter(Boolean).join("  |  ")}</p>
        {view.links.length ? (
          <p className="mt-1 text-[13px] text-zinc-600">
            {view.links.map((l, i) => (
              <React.Fragment key={i}>
                {i > 0 ? "  |  " : null}
                <EntryUrl url={l.url} />
              </React.Fragment>
            ))}
          </p>
        ) : null}
      </header>
      {main}
    </div>
  ),
};

const elegantHeading = "font-serif text-[13px] font-normal tracking-[0.3em] text-amber-800";
const elegant: Template = {
  look: {
    stack: "mt-8 grid gap-8",
    heading: elegantHeading,
    text: "text-stone-700",
    entries: "grid gap-5",
    entry: (e) => (
      <div className="border-b border-stone-200 pb-5 last:border-0 last:pb-0">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h4 className="font-serif text-lg text-stone-900">{e.title}</h4>
          <span className="text-[13px] text-stone-500 italic">{e.date}</span>
        </div>
        <Subtitle entry={e} className="text-[13px] text-amber-800" />
        <Lines text={e.description} className="mt-1.5 text-stone-700" bullet="bg-amber-700" />
      </div>
    ),
    compactEntries: "grid gap-3",
    compactEntry: (e) => (
      <div>
        <p className="font-serif text-stone-900">{e.title}</p>
        <p className="text-[13px] text-stone-600">{[e.subtitle, e.date].filter(Boolean).join(" · ")}</p>
      </div>
    ),
    tags: chips("flex flex-wrap gap-2", "rounded-sm border border-amber-200 bg-amber-50/60 px-2.5 py-0.5 text-[13px] text-stone-700"),
    pairs: ["education", "skills", "certifications", "languages"],
  },
  frame: (view, main) => (
    <div className="px-6 py-10 sm:px-14 sm:py-12">
      <header className="flex flex-col items-center gap-4 border-b border-stone-300 pb-7 text-center sm:flex-row sm:text-left">
        <Photo view={view} className="size-24 ring-1 ring-stone-300 ring-offset-4" />
        <div className="min-w-0">
          <h2 className="font-serif text-4xl font-normal tracking-tight text-stone-900">{view.name}</h2>
          <p className="mt-1 text-[13px] font-medium tracking-[0.25em] text-amber-800 uppercase">{view.jobTitle}</p>
          <Contact view={view} className="mt-3 justify-center text-stone-600 sm:justify-start" iconClass="text-amber-700" />
        </div>
      </header>
      {main}
    </div>
  ),
};

const TEMPLATE_LOOKS: Record<TemplateStyle, Template> = { modern, minimal, corporate, classic, elegant };
