//! The work one parse may do: every reader charges what it does (content operators, form
//! invocations, stream bytes, glyphs, spans, fonts, XML events, CSV rows) to one meter, which
//! refuses the file once a count passes its limit in [`crate::limits`] and checks the caller's
//! [`Stop`] every [`CHECK_EVERY`] units.

use crate::error::ImportError;
use crate::limits;
use crate::stop::Stop;

/// Units of work between two looks at the clock and the cancel flag: a unit costs well under a
/// microsecond, so a stop is noticed within a few milliseconds even in a debug build.
const CHECK_EVERY: u32 = 2048;

/// What is counted, each against its own limit.
#[derive(Debug, Clone, Copy)]
pub enum Count {
    /// Content-stream operators run, in pages and forms alike.
    Operations,
    /// Form XObjects run (every invocation, at any depth).
    Forms,
    /// Bytes of content streams read, filtered or not, once per time they are run.
    ContentBytes,
    /// Glyphs shown.
    Glyphs,
    /// Spans (runs of glyphs on one baseline) laid out.
    Spans,
    /// Distinct fonts read.
    Fonts,
    /// Entries of fonts' ToUnicode maps and width tables.
    FontEntries,
    /// Streams in the raw file.
    Streams,
    /// Lines handed to the section mapper.
    Lines,
    /// Characters of text in a Word document's paragraphs or a LinkedIn export's fields.
    TextChars,
    /// XML events of a Word document's parts.
    XmlEvents,
    /// Rows of a LinkedIn export's CSV files.
    CsvRows,
}

impl Count {
    fn limit(self) -> usize {
        match self {
            Count::Operations => limits::PDF_OPERATIONS,
            Count::Forms => limits::PDF_FORMS,
            Count::ContentBytes => limits::PDF_CONTENT_BYTES,
            Count::Glyphs => limits::PDF_GLYPHS,
            Count::Spans => limits::PDF_SPANS,
            Count::Fonts => limits::PDF_FONTS,
            Count::FontEntries => limits::PDF_FONT_ENTRIES,
            Count::Streams => limits::PDF_STREAMS,
            Count::Lines => limits::LINES,
            Count::TextChars => limits::TEXT_CHARS,
            Count::XmlEvents => limits::DOCX_XML_EVENTS,
            Count::CsvRows => limits::LINKEDIN_ROWS,
        }
    }
}

const COUNTS: usize = 12;

pub struct Work<'s> {
    stop: &'s Stop,
    used: [usize; COUNTS],
    since_check: u32,
}

impl<'s> Work<'s> {
    pub fn new(stop: &'s Stop) -> Self {
        Self {
            stop,
            used: [0; COUNTS],
            since_check: 0,
        }
    }

    /// Charges `n` of `what`: too complex past its limit; too slow or cancelled when the
    /// caller says so.
    pub fn charge(&mut self, what: Count, n: usize) -> Result<(), ImportError> {
        let used = &mut self.used[what as usize];
        *used = used.saturating_add(n);
        if *used > what.limit() {
            return Err(ImportError::TooComplex);
        }
        self.tick(u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// Counts `n` units of work that no limit names (a pass over lines, a scan of bytes).
    pub fn tick(&mut self, n: u32) -> Result<(), ImportError> {
        self.since_check = self.since_check.saturating_add(n);
        if self.since_check >= CHECK_EVERY {
            self.since_check = 0;
            self.stop.check()?;
        }
        Ok(())
    }

    /// Looks at the stop now.
    pub fn check(&self) -> Result<(), ImportError> {
        self.stop.check()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_count_has_a_slot() {
        assert_eq!(Count::CsvRows as usize + 1, COUNTS);
    }
}
