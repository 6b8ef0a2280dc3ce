"use client";

import * as React from "react";
import type { Design } from "@/lib/api/generated/zod.gen";
import { catalog, type ColumnSpec, type EntrySpec, type RuleSpec, type TextSpec } from "./catalog";
import { colorVariables, fillColor, PAGE } from "./colors";
import { familyOf, lineAdvance, lookOf, paletteOf, paperSize, textStyle, type Look } from "./look";
import { contact, lines, type PrintedEntry, type PrintedResume, type PrintedSection } from "./printed";
import { fitSize, useFontsLoaded } from "./fit";

/**
 * A resume drawn as its PDF is: the same template description, design, fonts, sizes and
 * colours, laid out by the same steps as `crates/pdf/src/compose` (each function below is named
 * after its counterpart there), at the paper's true size in millimetres and points. Pages are
 * one continuous sheet with a mark where each page of the PDF ends.
 */
export function ResumePage({
  resume,
  template,
  design,
  watermark = false,
}: {
  resume: PrintedResume;
  template: string;
  design: Design | undefined;
  watermark?: boolean;
}) {
  useFontsLoaded();
  const { accent, font, font_size, line_height, margins_mm, paper } = design ?? {};
  // One look per template and layout, the same object while only the accent changes: the
  // parts below are memoised on it, and their colours are the sheet's variables, so a new
  // accent restyles the page without redrawing any of it.
  const look = React.useMemo(
    () => lookOf(template, { font, font_size, line_height, margins_mm, paper }),
    [template, font, font_size, line_height, margins_mm, paper],
  );
  const t = look.template;
  const colors = React.useMemo(() => colorVariables(t, paletteOf(t, accent)), [t, accent]);
  const { width, height } = paperSize(look.paper);
  const margins = React.useMemo(() => {
    const margin = (delta: number) => Math.max(look.margins + delta, catalog.rules.least_margin);
    return { firstTop: margin(t.page.first_top), bottom: margin(t.page.bottom), side: look.margins };
  }, [look, t]);
  const contentWidth = width - 2 * margins.side;
  return (
    <>
      <FontFaces />
      <article
        data-testid="resume-page"
        data-template={t.id}
        dir={resume.language.rtl ? "rtl" : "ltr"}
        lang={resume.language.code}
        aria-label={`${resume.name || resume.language.words.resume} — ${t.name}`}
        style={{
          position: "relative",
          boxSizing: "border-box",
          width: `${width}mm`,
          minHeight: `${height}mm`,
          paddingTop: `${margins.firstTop}mm`,
          paddingBottom: `${margins.bottom}mm`,
          paddingInline: `${margins.side}mm`,
          display: "flex",
          flexDirection: "column",
          background: "white",
          colorScheme: "light",
          fontSynthesis: "none",
          overflowWrap: "anywhere",
          textAlign: "start",
          // Separators keep their spaces ("   |   "), as the PDF prints them.
          whiteSpace: "pre-wrap",
          ...colors,
        }}
      >
        <Header resume={resume} look={look} contentWidth={contentWidth} margins={margins} />
        <Sections resume={resume} look={look} margins={margins} />
        <PageEnds pageHeight={height} />
        {watermark ? <WatermarkText /> : null}
      </article>
    </>
  );
}

type Margins = { firstTop: number; bottom: number; side: number };

const MM_PER_PX = 25.4 / 96;

/**
 * A paragraph of runs in several styles: its own line (the browser's strut, at the page's
 * default size) must not add to the runs', as nothing but the runs sets a line in the PDF.
 */
const RUNS: React.CSSProperties = { margin: 0, lineHeight: 0 };

/**
 * `@font-face` for every family of the catalog; a browser downloads a face only when used, and a
 * split family's part only when a character of its range shows (`crates/pdf/src/fonts/web.rs`).
 */
export function FontFaces() {
  const css = React.useMemo(
    () =>
      catalog.fonts
        .flatMap((f) =>
          (["regular", "bold", "italic"] as const).flatMap((style) => {
            if (!f.files[style]) return [];
            const weight = style === "bold" ? 700 : 400;
            const fontStyle = style === "italic" ? "italic" : "normal";
            const face = (file: string, range?: string) =>
              `@font-face{font-family:"vitae-${f.id}";src:url("/fonts/${file}.woff2") format("woff2");font-weight:${weight};font-style:${fontStyle};font-display:swap${range ? `;unicode-range:${range}` : ""}}`;
            const stem = `${f.id}-${style}`;
            return f.split ? catalog.web_parts.map((part) => face(`${stem}-${part.name}`, part.unicode_range)) : [face(stem)];
          }),
        )
        .join("\n"),
    [],
  );
  return <style>{css}</style>;
}

function Text({ look, spec, ground, spacing, as: Tag = "p", children, align, size }: {
  look: Look;
  spec: TextSpec;
  /** The paint under the text. */
  ground: string;
  spacing?: number;
  as?: "p" | "span" | "h1" | "h2" | "h3";
  children: React.ReactNode;
  align?: "start" | "center" | "end";
  /** Points, when fitted rather than the spec's. */
  size?: number;
}) {
  const style = { ...textStyle(look, spec, ground, spacing) };
  if (size !== undefined) {
    style.fontSize = `${size}pt`;
    style.lineHeight = `${lineAdvance(familyOf(look, spec), size, spacing ?? 1)}pt`;
  }
  return <Tag style={{ margin: 0, textAlign: align, ...style }}>{children}</Tag>;
}

function Gap({ mm }: { mm: number }) {
  return mm > 0 ? <div aria-hidden="true" style={{ height: `${mm}mm` }} /> : null;
}

/** A rule `height` mm tall with its line at the middle (`compose::rule_block`). */
function Rule({ look, rule }: { look: Look; rule: RuleSpec }) {
  const width = rule.width ?? look.template.page.rule_width;
  return (
    <div aria-hidden="true" data-part="rule" style={{ height: `${rule.height}mm`, display: "flex", alignItems: "center" }}>
      <div style={{ width: "100%", borderTop: `${width}pt solid ${fillColor(rule.paint)}` }} />
    </div>
  );
}

/** Name, title and contact line, each shrunk to stay on one line where it can (`compose::header`). */
function HeaderLines({ resume, look, width, ground }: { resume: PrintedResume; look: Look; width: number; ground: string }) {
  const h = look.template.header;
  const rules = catalog.rules;
  const align = h.align === "center" ? "center" : "start";
  const fitted = (spec: TextSpec, min: number, text: string) => {
    const font = familyOf(look, spec);
    const shown = spec.upper ? text.toUpperCase() : text;
    return fitSize(shown, font, spec.weight, spec.size * look.size, min * look.size, width, rules.name_step);
  };
  const contactLine = contact(resume).join(h.separator);
  return (
    <div data-part="header">
      {resume.name ? (
        <>
          <Text look={look} spec={h.name} ground={ground} as="h1" align={align} size={fitted(h.name, h.name_min, resume.name)}>
            {resume.name}
          </Text>
          <Gap mm={h.gap_name} />
        </>
      ) : null}
      {resume.jobTitle ? (
        <Text look={look} spec={h.title} ground={ground} align={align} size={fitted(h.title, rules.title_min, resume.jobTitle)}>
          {resume.jobTitle}
        </Text>
      ) : null}
      {contactLine ? (
        <>
          <Gap mm={h.gap_title} />
          <Text look={look} spec={h.contact} ground={ground} align={align} size={fitted(h.contact, rules.contact_min, contactLine)}>
            {contactLine}
          </Text>
        </>
      ) : null}
    </div>
  );
}

function Photo({ resume, look }: { resume: PrintedResume; look: Look }) {
  const p = look.template.header.photo;
  if (!resume.photo) return null;
  const ring = p.ring ? `0 0 0 ${catalog.rules.photo_ring}pt ${fillColor(p.ring)}` : undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the resume's own data URL
    <img
      src={resume.photo}
      alt={`Photo of ${resume.name}`}
      data-part="photo"
      style={{
        width: `${p.size}mm`,
        height: `${p.size}mm`,
        objectFit: "cover",
        borderRadius: p.round ? "50%" : 0,
        boxShadow: ring,
        filter: p.gray ? "grayscale(1)" : undefined,
        display: "block",
      }}
    />
  );
}

const Header = React.memo(function Header({ resume, look, contentWidth, margins }: { resume: PrintedResume; look: Look; contentWidth: number; margins: Margins }) {
  const h = look.template.header;
  const p = h.photo;
  const photo = Boolean(resume.photo);
  const beside = photo && (p.place === "end" || p.place === "start");
  const textWidth = contentWidth - (beside ? p.size + p.gap : 0);
  const pad = beside ? `${p.size + p.gap}mm` : 0;
  const padding = p.place === "start" ? { paddingInlineStart: pad } : { paddingInlineEnd: pad };
  const photoSide = p.place === "start" ? { insetInlineStart: 0 } : { insetInlineEnd: 0 };
  if (h.band) {
    const band = h.band.paint;
    return (
      <div
        data-part="band"
        style={{
          position: "relative",
          boxSizing: "border-box",
          marginTop: `-${margins.firstTop}mm`,
          marginInline: `-${margins.side}mm`,
          marginBottom: `${h.gap_after}mm`,
          paddingTop: `${margins.firstTop}mm`,
          paddingBottom: `${h.band.pad_bottom}mm`,
          paddingInline: `${margins.side}mm`,
          minHeight: photo ? `${p.size + 2 * p.gap}mm` : undefined,
          display: "flex",
          alignItems: "center",
          background: fillColor(band),
        }}
      >
        <div style={{ flex: 1, minWidth: 0, ...padding }}>
          <HeaderLines resume={resume} look={look} width={textWidth} ground={band} />
        </div>
        {beside ? (
          <div style={{ position: "absolute", top: "50%", transform: "translateY(-50%)", ...(p.place === "start" ? { insetInlineStart: `${margins.side}mm` } : { insetInlineEnd: `${margins.side}mm` }) }}>
            <Photo resume={resume} look={look} />
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div style={{ marginBottom: `${h.gap_after}mm` }}>
      {photo && p.place === "above" ? (
        <div style={{ display: "flex", justifyContent: "center", marginBottom: `${p.gap}mm` }}>
          <Photo resume={resume} look={look} />
        </div>
      ) : null}
      <div style={{ position: "relative", minHeight: beside ? `${p.size}mm` : undefined, ...padding }}>
        <HeaderLines resume={resume} look={look} width={textWidth} ground={PAGE} />
        {beside ? (
          <div style={{ position: "absolute", top: 0, ...photoSide }}>
            <Photo resume={resume} look={look} />
          </div>
        ) : null}
      </div>
      {h.rule ? (
        <>
          <Gap mm={h.rule.gap} />
          <Rule look={look} rule={h.rule} />
        </>
      ) : null}
    </div>
  );
});

/** The heading a template prints over a section, in the resume's language (`heading_of`). */
function headingOf(look: Look, section: PrintedSection, resume: PrintedResume): string {
  const wording = look.template.headings[section.key];
  return wording ? resume.language.words[wording] : section.heading;
}

/** Every section in print order, in the main column and (if the template has one) the sidebar. */
const Sections = React.memo(function Sections({ resume, look, margins }: { resume: PrintedResume; look: Look; margins: Margins }) {
  const t = look.template;
  const side = t.sidebar;
  const inSidebar = (s: PrintedSection) => side?.keys.includes(s.key) ?? false;
  const mainSections = resume.sections.filter((s) => !inSidebar(s));
  const sideSections = resume.sections.filter(inSidebar);
  const main = <Column spec={t.main} look={look} ground={PAGE} sections={mainSections} resume={resume} part="main" />;
  if (!side || sideSections.length === 0) return <div style={{ flex: 1 }}>{main}</div>;
  const ground = side.background ?? PAGE;
  const [wm, wg, ws] = side.weights;
  const bandTop = t.header.band ? t.header.gap_after : side.background_pad;
  const fillBox: React.CSSProperties = {
    position: "absolute",
    top: `-${bandTop}mm`,
    bottom: `-${margins.bottom}mm`,
    background: fillColor(ground),
    ...(side.side === "end"
      ? { insetInlineStart: `-${side.background_pad}mm`, insetInlineEnd: `-${margins.side}mm` }
      : { insetInlineStart: `-${margins.side}mm`, insetInlineEnd: `-${side.background_pad}mm` }),
  };
  const sidebar = (
    <div style={{ position: "relative" }} data-part="sidebar-column">
      {side.background ? <div aria-hidden="true" data-part="sidebar-fill" style={fillBox} /> : null}
      <div style={{ position: "relative", paddingTop: `${side.offset}mm` }}>
        <Column spec={side.column} look={look} ground={ground} sections={sideSections} resume={resume} part="sidebar" />
      </div>
    </div>
  );
  const columns = side.side === "end" ? [main, <div key="gutter" />, sidebar] : [sidebar, <div key="gutter" />, main];
  const weights = side.side === "end" ? [wm, wg, ws] : [ws, wg, wm];
  return (
    <div style={{ flex: 1, display: "grid", gridTemplateColumns: weights.map((w) => `minmax(0, ${w}fr)`).join(" "), alignItems: "stretch" }}>
      {columns.map((c, i) => (
        <React.Fragment key={i}>{c}</React.Fragment>
      ))}
    </div>
  );
});

/** `ground`: the paint under the column's text. */
type ColumnProps = { spec: ColumnSpec; look: Look; ground: string };

function Column({ sections, resume, part, ...props }: ColumnProps & { sections: PrintedSection[]; resume: PrintedResume; part: string }) {
  const gaps = props.spec.gaps;
  const gapAfter = (s: PrintedSection) => {
    switch (s.body.kind) {
      case "text":
        return gaps.text;
      case "entries":
        return s.key === "education" ? gaps.minor_entries : gaps.entries;
      case "tags":
        return gaps.tags;
      case "items":
        return gaps.items;
    }
  };
  return (
    <div data-part={part}>
      {sections.map((s, i) => (
        <React.Fragment key={s.key}>
          <Section {...props} section={s} heading={headingOf(props.look, s, resume)} />
          {i < sections.length - 1 ? <Gap mm={gapAfter(s)} /> : null}
        </React.Fragment>
      ))}
    </div>
  );
}

function Section({ section, heading, ...props }: ColumnProps & { section: PrintedSection; heading: string }) {
  const h = props.spec.heading;
  const title = (
    <>
      {h.rule && h.rule_first ? (
        <>
          <Rule look={props.look} rule={h.rule} />
          <Gap mm={h.rule.gap} />
        </>
      ) : null}
      <Text look={props.look} spec={h.text} ground={props.ground} as="h2" align={h.align === "center" ? "center" : "start"}>
        {heading}
      </Text>
      {h.rule && !h.rule_first ? (
        <>
          <Gap mm={h.rule.gap} />
          <Rule look={props.look} rule={h.rule} />
        </>
      ) : null}
      <Gap mm={h.gap_after} />
    </>
  );
  return (
    <section data-section={section.key}>
      {title}
      <Content {...props} section={section} />
    </section>
  );
}

function Content({ section, ...props }: ColumnProps & { section: PrintedSection }) {
  const { spec, look, ground } = props;
  const body = section.body;
  switch (body.kind) {
    case "text":
      return <Description {...props} text={body.text} />;
    case "entries": {
      const minor = section.key === "education";
      const entrySpec = minor ? spec.minor_entry : spec.entry;
      return (
        <>
          {body.entries.map((e, i) => (
            <Entry key={i} {...props} entrySpec={entrySpec} entry={e} withDescription={!minor} />
          ))}
        </>
      );
    }
    case "tags": {
      const tags = spec.tags;
      if (tags.form === "chips") return <Chips look={look} spec={tags.text} fillPaint={tags.fill} items={body.items} />;
      if (tags.form === "inline")
        return (
          <Text look={look} spec={tags.text} ground={ground} spacing={look.lineHeight}>
            {body.items.join(tags.separator)}
          </Text>
        );
      return <Items {...props} items={body.items} />;
    }
    case "items":
      return <Items {...props} items={body.items} />;
  }
}

/** A marker in the margin beside a paragraph, on its first line. */
function Bullet({ look, marker, indent, children, ground }: { look: Look; marker: { text: TextSpec; glyph: string }; indent: number; children: React.ReactNode; ground: string }) {
  return (
    <div style={{ display: "flex", alignItems: "baseline" }}>
      <span aria-hidden="true" style={{ flex: `0 0 ${indent}mm`, ...textStyle(look, marker.text, ground) }}>
        {marker.glyph}
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}

function Description({ spec, look, ground, text }: ColumnProps & { text: string }) {
  const rules = catalog.rules;
  return (
    <>
      {lines(text).map((line, i) => (
        <React.Fragment key={i}>
          {line.bullet ? (
            <Bullet look={look} marker={spec.bullet} indent={rules.description_indent} ground={ground}>
              <Text look={look} spec={spec.body} ground={ground} spacing={look.lineHeight}>
                {line.text}
              </Text>
            </Bullet>
          ) : (
            <Text look={look} spec={spec.body} ground={ground} spacing={look.lineHeight}>
              {line.text}
            </Text>
          )}
          <Gap mm={rules.description_line_gap} />
        </React.Fragment>
      ))}
    </>
  );
}

function Items({ spec, look, ground, items }: ColumnProps & { items: string[] }) {
  const it = spec.items;
  return (
    <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li key={i} style={{ marginBottom: `${it.gap_each}mm` }}>
          <Bullet look={look} marker={it.marker} indent={it.indent} ground={ground}>
            <Text look={look} spec={it.text} ground={ground} spacing={look.lineHeight}>
              {item}
            </Text>
          </Bullet>
        </li>
      ))}
    </ul>
  );
}

function Chips({ look, spec, fillPaint, items }: { look: Look; spec: TextSpec; fillPaint: string; items: string[] }) {
  const rules = catalog.rules;
  const style = textStyle(look, spec, fillPaint);
  const em = spec.size * look.size;
  return (
    <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: `${rules.chip_gap * em}pt` }}>
      {items.map((item, i) => (
        <li
          key={i}
          style={{
            ...style,
            background: fillColor(fillPaint),
            padding: `${rules.chip_pad_y}mm ${rules.chip_pad_x * em}pt`,
            borderRadius: `${rules.chip_radius}mm`,
          }}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Text at the start and a date at the end of one line (`sections::row`). */
function Row({ children, date }: { children: React.ReactNode; date: React.ReactNode }) {
  if (!date) return <p style={RUNS}>{children}</p>;
  const [left, right] = catalog.rules.row_weights;
  return (
    <div style={{ display: "grid", gridTemplateColumns: `minmax(0, ${left}fr) minmax(0, ${right}fr)`, alignItems: "baseline" }}>
      <p style={RUNS}>{children}</p>
      <p style={{ ...RUNS, textAlign: "end" }}>{date}</p>
    </div>
  );
}

function Entry({
  entrySpec: spec,
  entry,
  withDescription,
  ...column
}: ColumnProps & { entrySpec: EntrySpec; entry: PrintedEntry; withDescription: boolean }) {
  const { look, ground } = column;
  const run = (s: TextSpec, text: string) => <span style={textStyle(look, s, ground)}>{text}</span>;
  const date = entry.date ? run(spec.date, entry.date) : null;
  const block = (s: TextSpec, text: string) => (
    <Text look={look} spec={s} ground={ground}>
      {text}
    </Text>
  );
  let head: React.ReactNode;
  switch (spec.form) {
    case "subtitle_below":
      head = (
        <>
          <Row date={date}>
            {run(spec.title, entry.title)}
          </Row>
          {entry.subtitle ? block(spec.subtitle, entry.subtitle) : null}
        </>
      );
      break;
    case "subtitle_inline":
      head = (
        <Row date={date}>
          {run(spec.title, entry.title)}
          {entry.subtitle ? run(spec.subtitle, `${spec.separator}${entry.subtitle}`) : null}
        </Row>
      );
      break;
    case "date_after_subtitle":
      head = (
        <>
          {block(spec.title, entry.title)}
          {entry.subtitle || entry.date ? (
            <p style={RUNS}>
              {entry.subtitle ? run(spec.subtitle, entry.subtitle) : null}
              {entry.date ? run(spec.date, `${entry.subtitle ? spec.separator : ""}${entry.date}`) : null}
            </p>
          ) : null}
        </>
      );
      break;
    case "one_line": {
      // Each part after the first follows its separator; empty parts drop out.
      const parts = [
        { s: spec.title, text: entry.title, sep: "" },
        { s: spec.subtitle, text: entry.subtitle, sep: spec.separator },
        { s: spec.date, text: entry.date, sep: spec.date_separator },
      ].filter((p) => p.text);
      head = parts.length ? <p style={RUNS}>{parts.map((p, i) => <React.Fragment key={i}>{run(p.s, `${i ? p.sep : ""}${p.text}`)}</React.Fragment>)}</p> : null;
      break;
    }
    case "date_column":
      head = (
        <>
          {block(spec.title, entry.title)}
          {entry.subtitle ? block(spec.subtitle, entry.subtitle) : null}
        </>
      );
      break;
  }
  const rest = (
    <>
      {head}
      {withDescription ? (
        <>
          <Gap mm={spec.gap_before_description} />
          <Description {...column} text={entry.description} />
        </>
      ) : null}
      <Gap mm={spec.gap_after} />
    </>
  );
  const dates = spec.date_column;
  if (spec.form === "date_column" && dates) {
    const restWeight = Math.max(100 - dates.weight - dates.gutter, 1);
    const rail = dates.rail ? fillColor(dates.rail) : undefined;
    return (
      <div data-part="entry" style={{ display: "grid", gridTemplateColumns: `minmax(0, ${dates.weight}fr) minmax(0, ${dates.gutter}fr) minmax(0, ${restWeight}fr)` }}>
        <div>{date ? <p style={RUNS}>{date}</p> : null}</div>
        <div aria-hidden="true" style={{ display: "flex", justifyContent: "center" }}>
          {rail ? <div style={{ borderInlineStart: `${look.template.page.rule_width}pt solid ${rail}` }} /> : null}
        </div>
        <div>{rest}</div>
      </div>
    );
  }
  return <div data-part="entry">{rest}</div>;
}

/** A thin mark where each page of the PDF ends (the PDF moves what follows to the next page). */
function PageEnds({ pageHeight }: { pageHeight: number }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [pages, setPages] = React.useState(1);
  React.useEffect(() => {
    const sheet = ref.current?.parentElement;
    if (!sheet || typeof ResizeObserver === "undefined") return;
    // offsetHeight is in CSS pixels at the sheet's own size, whatever scale it is shown at.
    const observer = new ResizeObserver(() => setPages(Math.max(1, Math.ceil((sheet.offsetHeight * MM_PER_PX) / pageHeight - 0.001))));
    observer.observe(sheet);
    return () => observer.disconnect();
  }, [pageHeight]);
  return (
    <div ref={ref} aria-hidden="true">
      {Array.from({ length: pages - 1 }, (_, i) => (
        <div
          key={i}
          data-part="page-end"
          style={{ position: "absolute", insetInline: 0, top: `${(i + 1) * pageHeight}mm`, borderTop: "1px dashed rgb(161 161 170)" }}
        />
      ))}
    </div>
  );
}

/** "VITAE PREVIEW" across the sheet, as the free PDF carries it on every page. */
function WatermarkText() {
  return (
    <svg aria-hidden="true" data-testid="watermark" style={{ position: "absolute", inset: 0, width: "100%", height: "100%", pointerEvents: "none" }} preserveAspectRatio="xMidYMid meet" viewBox="0 0 800 1000">
      <text x="400" y="500" textAnchor="middle" dominantBaseline="middle" transform="rotate(-35 400 500)" fontSize="92" fontWeight="900" letterSpacing="8" fill="rgb(24 24 27 / 0.07)" fontFamily="sans-serif">
        VITAE PREVIEW
      </text>
    </svg>
  );
}
