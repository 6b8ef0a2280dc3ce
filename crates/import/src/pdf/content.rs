//! Runs a page's content stream far enough to know where each glyph lands: the graphics state
//! (`q`, `Q`, `cm`), the text state and text operators, and form XObjects. Nothing is drawn.

use std::collections::HashMap;
use std::rc::Rc;

use lopdf::{Dictionary, Document, Object};

use super::fonts::Font;
use super::lexer::Lexer;
use super::objects::{dict, get, number, resolve, stream_data};
use crate::error::ImportError;
use crate::inflate::{Budget, ReadError};
use crate::limits;
use crate::work::{Count, Work};

/// One shown character code, in page space (points, origin bottom left).
#[derive(Debug, Clone)]
pub struct Glyph {
    pub x: f32,
    pub y: f32,
    /// Advance along the baseline.
    pub width: f32,
    pub size: f32,
    pub bold: bool,
    pub text: String,
}

type Matrix = [f32; 6];
const IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

fn mul(m: &Matrix, n: &Matrix) -> Matrix {
    [
        m[0] * n[0] + m[1] * n[2],
        m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2],
        m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4],
        m[4] * n[1] + m[5] * n[3] + n[5],
    ]
}

fn translate(tx: f32, ty: f32) -> Matrix {
    [1.0, 0.0, 0.0, 1.0, tx, ty]
}

#[derive(Clone)]
struct State {
    ctm: Matrix,
    font: Option<Rc<Font>>,
    size: f32,
    char_space: f32,
    word_space: f32,
    scale: f32,
    leading: f32,
    rise: f32,
}

/// Reads the glyphs of pages, sharing parsed fonts between them.
pub struct Reader<'a, 's> {
    doc: &'a Document,
    /// Fonts read, by the address of their dictionary in `doc` (fonts given inline have no
    /// object id, and must not be read again at every `Tf`).
    fonts: HashMap<usize, Rc<Font>>,
    work: &'a mut Work<'s>,
}

impl<'a, 's> Reader<'a, 's> {
    pub fn new(doc: &'a Document, work: &'a mut Work<'s>) -> Self {
        Self {
            doc,
            fonts: HashMap::new(),
            work,
        }
    }

    pub fn work(&mut self) -> &mut Work<'s> {
        self.work
    }

    pub fn page(
        &mut self,
        page: &Dictionary,
        resources: Option<&Dictionary>,
        budget: &mut Budget,
    ) -> Result<Vec<Glyph>, ImportError> {
        let mut data = Vec::new();
        let contents: Vec<&Object> = match get(self.doc, page, b"Contents") {
            Some(Object::Array(parts)) => parts.iter().collect(),
            Some(one) => vec![one],
            None => Vec::new(),
        };
        for part in contents {
            if let Some(Object::Stream(s)) = resolve(self.doc, part) {
                let cap = limits::PDF_STREAM.saturating_sub(data.len());
                if let Some(bytes) = read(s, budget, cap)? {
                    data.extend_from_slice(&bytes);
                    data.push(b'\n');
                }
            }
        }
        let mut glyphs = Vec::new();
        let state = State {
            ctm: IDENTITY,
            font: None,
            size: 0.0,
            char_space: 0.0,
            word_space: 0.0,
            scale: 1.0,
            leading: 0.0,
            rise: 0.0,
        };
        self.run(&data, resources, state, 0, budget, &mut glyphs)?;
        Ok(glyphs)
    }

    fn run(
        &mut self,
        data: &[u8],
        resources: Option<&Dictionary>,
        mut gs: State,
        depth: usize,
        budget: &mut Budget,
        out: &mut Vec<Glyph>,
    ) -> Result<(), ImportError> {
        self.work.charge(Count::ContentBytes, data.len())?;
        let mut lexer = Lexer::new(data);
        let mut args: Vec<Object> = Vec::new();
        let mut stack: Vec<State> = Vec::new();
        let mut tm = IDENTITY;
        let mut tlm = IDENTITY;
        let mut read = 0;
        while let Some(operator) = lexer.next_operation(&mut args) {
            // An operator and the bytes of its operands are the unit of work here.
            let bytes = lexer.position() - read;
            read = lexer.position();
            self.work.charge(Count::Operations, 1)?;
            self.work
                .tick(u32::try_from(bytes / 16).unwrap_or(u32::MAX))?;
            let args = args.as_slice();
            let num = |i: usize| args.get(i).and_then(number).unwrap_or(0.0);
            match operator {
                b"q" if stack.len() < 64 => stack.push(gs.clone()),
                b"Q" => gs = stack.pop().unwrap_or(gs),
                b"cm" if args.len() == 6 => {
                    gs.ctm = mul(&[num(0), num(1), num(2), num(3), num(4), num(5)], &gs.ctm);
                }
                b"BT" => {
                    tm = IDENTITY;
                    tlm = IDENTITY;
                }
                b"Tf" => {
                    gs.font = args
                        .first()
                        .and_then(|n| n.as_name().ok())
                        .map(|n| self.font(resources, n, budget))
                        .transpose()?
                        .flatten();
                    gs.size = num(1);
                }
                b"Tc" => gs.char_space = num(0),
                b"Tw" => gs.word_space = num(0),
                b"Tz" => gs.scale = num(0) / 100.0,
                b"TL" => gs.leading = num(0),
                b"Ts" => gs.rise = num(0),
                b"Td" | b"TD" => {
                    if operator == b"TD" {
                        gs.leading = -num(1);
                    }
                    tlm = mul(&translate(num(0), num(1)), &tlm);
                    tm = tlm;
                }
                b"Tm" if args.len() == 6 => {
                    tlm = [num(0), num(1), num(2), num(3), num(4), num(5)];
                    tm = tlm;
                }
                b"T*" | b"'" | b"\"" => {
                    if operator == b"\"" {
                        gs.word_space = num(0);
                        gs.char_space = num(1);
                    }
                    tlm = mul(&translate(0.0, -gs.leading), &tlm);
                    tm = tlm;
                    if let Some(Object::String(bytes, _)) = args.last() {
                        self.show(bytes, &gs, &mut tm, out)?;
                    }
                }
                b"Tj" => {
                    if let Some(Object::String(bytes, _)) = args.first() {
                        self.show(bytes, &gs, &mut tm, out)?;
                    }
                }
                b"TJ" => {
                    for item in args
                        .first()
                        .and_then(|a| a.as_array().ok())
                        .into_iter()
                        .flatten()
                    {
                        match item {
                            Object::String(bytes, _) => self.show(bytes, &gs, &mut tm, out)?,
                            other => {
                                let adjust = number(other).unwrap_or(0.0);
                                let tx = -adjust / 1000.0 * gs.size * gs.scale;
                                tm = mul(&translate(tx, 0.0), &tm);
                            }
                        }
                    }
                }
                b"Do" if depth < limits::PDF_FORM_DEPTH => {
                    let name = args.first().and_then(|n| n.as_name().ok());
                    if let Some(name) = name {
                        self.form(name, resources, &gs, depth, budget, out)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn form(
        &mut self,
        name: &[u8],
        resources: Option<&Dictionary>,
        gs: &State,
        depth: usize,
        budget: &mut Budget,
        out: &mut Vec<Glyph>,
    ) -> Result<(), ImportError> {
        let doc = self.doc;
        let Some(xobjects) = resources.and_then(|r| dict(doc, r, b"XObject")) else {
            return Ok(());
        };
        let Some(Object::Stream(form)) = get(doc, xobjects, name) else {
            return Ok(());
        };
        if form.dict.get(b"Subtype").and_then(Object::as_name).ok() != Some(b"Form") {
            return Ok(());
        }
        self.work.charge(Count::Forms, 1)?;
        let Some(data) = read(form, budget, limits::PDF_STREAM)? else {
            return Ok(());
        };
        let matrix = match get(doc, &form.dict, b"Matrix").and_then(|m| m.as_array().ok()) {
            Some(m) if m.len() == 6 => {
                let n = |i: usize| number(&m[i]).unwrap_or(0.0);
                [n(0), n(1), n(2), n(3), n(4), n(5)]
            }
            _ => IDENTITY,
        };
        let mut inner = gs.clone();
        inner.ctm = mul(&matrix, &gs.ctm);
        let own = dict(doc, &form.dict, b"Resources").or(resources);
        self.run(&data, own, inner, depth + 1, budget, out)
    }

    fn font(
        &mut self,
        resources: Option<&Dictionary>,
        name: &[u8],
        budget: &mut Budget,
    ) -> Result<Option<Rc<Font>>, ImportError> {
        let doc = self.doc;
        let Some(fonts) = resources.and_then(|r| dict(doc, r, b"Font")) else {
            return Ok(None);
        };
        let Some(font) = get(doc, fonts, name).and_then(|f| f.as_dict().ok()) else {
            return Ok(None);
        };
        let key = std::ptr::from_ref(font) as usize;
        if let Some(font) = self.fonts.get(&key) {
            return Ok(Some(font.clone()));
        }
        self.work.charge(Count::Fonts, 1)?;
        let font = Rc::new(Font::read(doc, font, budget, self.work)?);
        self.fonts.insert(key, font.clone());
        Ok(Some(font))
    }

    fn show(
        &mut self,
        bytes: &[u8],
        gs: &State,
        tm: &mut Matrix,
        out: &mut Vec<Glyph>,
    ) -> Result<(), ImportError> {
        let Some(font) = gs.font.as_ref() else {
            return Ok(());
        };
        for (code, text, width) in font.glyphs(bytes) {
            let m = mul(tm, &gs.ctm);
            let trm = mul(&[gs.size * gs.scale, 0.0, 0.0, gs.size, 0.0, gs.rise], &m);
            let mut tx = width / 1000.0 * gs.size + gs.char_space;
            if font.is_single_byte() && code == 32 {
                tx += gs.word_space;
            }
            tx *= gs.scale;
            // Rotated text (watermarks, vertical labels) is not part of the reading order.
            let upright = trm[1].abs() < 0.05 * trm[0].abs() && trm[2].abs() < 0.05 * trm[3].abs();
            if upright && trm[0] > 0.0 && !text.is_empty() {
                self.work.charge(Count::Glyphs, 1)?;
                out.push(Glyph {
                    x: trm[4],
                    y: trm[5],
                    width: tx * m[0].hypot(m[1]),
                    size: trm[3].abs(),
                    bold: font.bold,
                    text,
                });
            }
            *tm = mul(&translate(tx, 0.0), tm);
        }
        Ok(())
    }
}

fn read(
    stream: &lopdf::Stream,
    budget: &mut Budget,
    cap: usize,
) -> Result<Option<Vec<u8>>, ImportError> {
    match stream_data(stream, budget, cap) {
        Ok(data) => Ok(data),
        Err(ReadError::TooLarge(e)) => Err(e),
        Err(ReadError::Broken) => Ok(None),
    }
}
