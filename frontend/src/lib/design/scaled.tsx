"use client";

import * as React from "react";

/**
 * Shows its child (a page at its true size in millimetres) scaled to the width available, as
 * a PDF viewer fits a page: the layout inside is untouched, so lines break where they would at
 * full size. The box is left to right whatever the interface's direction, since the page is
 * scaled from its top left corner; the page inside sets its own language's direction.
 */
export function Scaled({ children, className, label }: { children: React.ReactNode; className?: string; label?: string }) {
  const outer = React.useRef<HTMLDivElement>(null);
  const inner = React.useRef<HTMLDivElement>(null);
  const [box, setBox] = React.useState<{ scale: number; height: number } | null>(null);
  React.useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const natural = i.offsetWidth;
      if (!natural) return;
      const scale = Math.min(1.5, o.clientWidth / natural);
      setBox({ scale, height: i.offsetHeight * scale });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(o);
    observer.observe(i);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} dir="ltr" className={className} aria-label={label} style={{ height: box ? `${box.height}px` : undefined, overflow: "hidden" }}>
      <div
        ref={inner}
        style={{
          width: "max-content",
          transformOrigin: "top left",
          transform: box ? `scale(${box.scale})` : undefined,
          visibility: box ? "visible" : "hidden",
        }}
      >
        {children}
      </div>
    </div>
  );
}
