//! A content stream read one operator at a time, in one pass over its bytes: no token is
//! looked at twice, nothing but the current operands is kept, and nesting is bounded. (lopdf's
//! `Content::decode` builds every operation of a stream before the first can run, which for a
//! 4 MB stream of tiny operators is hundreds of megabytes.)

use lopdf::{Dictionary, Object, StringFormat};

/// Operands kept for one operator; real operators take at most a handful (`TJ` takes one
/// array). More is junk, and is dropped.
const MAX_OPERANDS: usize = 32;
/// Arrays and dictionaries nested inside each other in an operand (marked-content properties
/// nest two or three deep).
const MAX_NESTING: usize = 16;

pub struct Lexer<'a> {
    data: &'a [u8],
    at: usize,
}

enum Token<'a> {
    Object(Object),
    Operator(&'a [u8]),
    /// A stray delimiter, skipped.
    Junk,
    End,
}

fn is_space(b: u8) -> bool {
    matches!(b, b'\0' | b'\t' | b'\n' | b'\x0c' | b'\r' | b' ')
}

fn is_delimiter(b: u8) -> bool {
    matches!(
        b,
        b'(' | b')' | b'<' | b'>' | b'[' | b']' | b'{' | b'}' | b'/' | b'%'
    )
}

fn is_regular(b: u8) -> bool {
    !is_space(b) && !is_delimiter(b)
}

impl<'a> Lexer<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Self { data, at: 0 }
    }

    /// Bytes read so far.
    pub fn position(&self) -> usize {
        self.at
    }

    /// The next operator with its operands (in `operands`, cleared first); `None` at the end.
    pub fn next_operation(&mut self, operands: &mut Vec<Object>) -> Option<&'a [u8]> {
        operands.clear();
        loop {
            match self.token(0) {
                Token::End => return None,
                Token::Junk => {}
                Token::Object(o) => {
                    if operands.len() < MAX_OPERANDS {
                        operands.push(o);
                    }
                }
                Token::Operator(op) => {
                    if op == b"BI" {
                        self.skip_inline_image();
                    }
                    return Some(op);
                }
            }
        }
    }

    fn peek(&self) -> Option<u8> {
        self.data.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while let Some(b) = self.peek() {
            if is_space(b) {
                self.at += 1;
            } else if b == b'%' {
                while self.peek().is_some_and(|b| b != b'\n' && b != b'\r') {
                    self.at += 1;
                }
            } else {
                break;
            }
        }
    }

    fn token(&mut self, depth: usize) -> Token<'a> {
        self.skip_space();
        let Some(b) = self.peek() else {
            return Token::End;
        };
        match b {
            b'/' => {
                self.at += 1;
                Token::Object(Object::Name(self.name()))
            }
            b'(' => {
                self.at += 1;
                Token::Object(Object::String(self.literal(), StringFormat::Literal))
            }
            b'<' if self.data.get(self.at + 1) == Some(&b'<') => {
                self.at += 2;
                if depth >= MAX_NESTING {
                    return Token::Junk;
                }
                Token::Object(Object::Dictionary(self.dictionary(depth + 1)))
            }
            b'<' => {
                self.at += 1;
                Token::Object(Object::String(self.hex(), StringFormat::Hexadecimal))
            }
            b'[' => {
                self.at += 1;
                if depth >= MAX_NESTING {
                    return Token::Junk;
                }
                Token::Object(Object::Array(self.array(depth + 1)))
            }
            b'+' | b'-' | b'.' | b'0'..=b'9' => Token::Object(self.number()),
            _ if is_delimiter(b) => {
                self.at += 1;
                Token::Junk
            }
            _ => {
                let start = self.at;
                while self.peek().is_some_and(is_regular) {
                    self.at += 1;
                }
                let word = &self.data[start..self.at];
                match word {
                    b"true" => Token::Object(Object::Boolean(true)),
                    b"false" => Token::Object(Object::Boolean(false)),
                    b"null" => Token::Object(Object::Null),
                    _ => Token::Operator(word),
                }
            }
        }
    }

    fn name(&mut self) -> Vec<u8> {
        let mut out = Vec::new();
        while let Some(b) = self.peek().filter(|&b| is_regular(b)) {
            self.at += 1;
            let hex = |b: Option<&u8>| b.and_then(|&b| (b as char).to_digit(16));
            if b == b'#' {
                if let (Some(h), Some(l)) =
                    (hex(self.data.get(self.at)), hex(self.data.get(self.at + 1)))
                {
                    out.push((h * 16 + l) as u8);
                    self.at += 2;
                    continue;
                }
            }
            out.push(b);
        }
        out
    }

    fn literal(&mut self) -> Vec<u8> {
        let mut out = Vec::new();
        let mut open = 1usize;
        while let Some(b) = self.peek() {
            self.at += 1;
            match b {
                b'\\' => {
                    let Some(e) = self.peek() else { break };
                    self.at += 1;
                    match e {
                        b'n' => out.push(b'\n'),
                        b'r' => out.push(b'\r'),
                        b't' => out.push(b'\t'),
                        b'b' => out.push(8),
                        b'f' => out.push(12),
                        b'0'..=b'7' => {
                            let mut value = u32::from(e - b'0');
                            for _ in 0..2 {
                                match self.peek() {
                                    Some(d @ b'0'..=b'7') => {
                                        value = value * 8 + u32::from(d - b'0');
                                        self.at += 1;
                                    }
                                    _ => break,
                                }
                            }
                            out.push(value as u8);
                        }
                        // A line continuation.
                        b'\r' => {
                            if self.peek() == Some(b'\n') {
                                self.at += 1;
                            }
                        }
                        b'\n' => {}
                        other => out.push(other),
                    }
                }
                b'(' => {
                    open += 1;
                    out.push(b);
                }
                b')' => {
                    open -= 1;
                    if open == 0 {
                        break;
                    }
                    out.push(b);
                }
                _ => out.push(b),
            }
        }
        out
    }

    fn hex(&mut self) -> Vec<u8> {
        let mut out = Vec::new();
        let mut high: Option<u32> = None;
        while let Some(b) = self.peek() {
            self.at += 1;
            if b == b'>' {
                break;
            }
            if let Some(d) = (b as char).to_digit(16) {
                match high.take() {
                    Some(h) => out.push((h * 16 + d) as u8),
                    None => high = Some(d),
                }
            }
        }
        if let Some(h) = high {
            out.push((h * 16) as u8);
        }
        out
    }

    fn number(&mut self) -> Object {
        let start = self.at;
        while self
            .peek()
            .is_some_and(|b| matches!(b, b'+' | b'-' | b'.' | b'0'..=b'9'))
        {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.data[start..self.at]).unwrap_or("");
        if let Ok(i) = text.parse::<i64>() {
            return Object::Integer(i);
        }
        match text.parse::<f32>() {
            Ok(r) if r.is_finite() => Object::Real(r),
            _ => Object::Integer(0),
        }
    }

    fn array(&mut self, depth: usize) -> Vec<Object> {
        let mut out = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                None => return out,
                Some(b']') => {
                    self.at += 1;
                    return out;
                }
                _ => {}
            }
            match self.token(depth) {
                Token::Object(o) => out.push(o),
                Token::End => return out,
                // An unclosed array: the operator is the next operation's.
                Token::Operator(op) => {
                    self.at -= op.len();
                    return out;
                }
                Token::Junk => {}
            }
        }
    }

    fn dictionary(&mut self, depth: usize) -> Dictionary {
        let mut out = Dictionary::new();
        let mut key: Option<Vec<u8>> = None;
        loop {
            self.skip_space();
            match self.peek() {
                None => return out,
                Some(b'>') => {
                    self.at += 1;
                    if self.peek() == Some(b'>') {
                        self.at += 1;
                    }
                    return out;
                }
                _ => {}
            }
            match (self.token(depth), key.take()) {
                (Token::Object(o), Some(k)) => out.set(k, o),
                (Token::Object(Object::Name(n)), None) => key = Some(n),
                (Token::End, _) => return out,
                (Token::Operator(op), _) => {
                    self.at -= op.len();
                    return out;
                }
                _ => {}
            }
        }
    }

    /// After `BI`: the image's parameters up to `ID`, then its data up to an `EI` that stands
    /// alone between white space.
    fn skip_inline_image(&mut self) {
        loop {
            match self.token(0) {
                Token::End => return,
                Token::Operator(b"ID") => break,
                // An image without data.
                Token::Operator(b"EI") => return,
                _ => {}
            }
        }
        // One white-space byte ends `ID`.
        self.at += 1;
        while self.at < self.data.len() {
            let rest = &self.data[self.at..];
            let after = rest.get(2).copied();
            if rest.starts_with(b"EI")
                && self.at > 0
                && is_space(self.data[self.at - 1])
                && after.is_none_or(is_space)
            {
                self.at += 2;
                return;
            }
            self.at += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn operations(data: &[u8]) -> Vec<(String, Vec<Object>)> {
        let mut lexer = Lexer::new(data);
        let mut operands = Vec::new();
        let mut out = Vec::new();
        while let Some(op) = lexer.next_operation(&mut operands) {
            out.push((String::from_utf8_lossy(op).into_owned(), operands.clone()));
        }
        out
    }

    #[test]
    fn reads_operators_with_their_operands() {
        let ops = operations(
            b"BT /F1 12 Tf 1 0 0 1 72.5 -.5 Tm (a\\(b\\) \\101\\\nc) Tj [<0041> -120 (x)] TJ ET \
              % a comment\n/P <</MCID 3 /A [1 [2]]>> BDC EMC",
        );
        let names: Vec<&str> = ops.iter().map(|(o, _)| o.as_str()).collect();
        assert_eq!(names, ["BT", "Tf", "Tm", "Tj", "TJ", "ET", "BDC", "EMC"]);
        assert_eq!(ops[1].1[0], Object::Name(b"F1".to_vec()));
        assert_eq!(ops[2].1[5], Object::Real(-0.5));
        assert_eq!(
            ops[3].1[0],
            Object::String(b"a(b) Ac".to_vec(), StringFormat::Literal)
        );
        let Object::Array(tj) = &ops[4].1[0] else {
            panic!("TJ takes an array")
        };
        assert_eq!(
            tj[0],
            Object::String(vec![0, 0x41], StringFormat::Hexadecimal)
        );
        assert_eq!(tj[1], Object::Integer(-120));
    }

    #[test]
    fn skips_inline_images_and_junk() {
        let ops = operations(b"q BI /W 2 /H 1 ID \x00EI\xffEI) Q\nEI Q ) ] } 5 0 0 5 0 0 cm");
        let names: Vec<&str> = ops.iter().map(|(o, _)| o.as_str()).collect();
        assert_eq!(names, ["q", "BI", "Q", "cm"]);
        assert_eq!(ops[3].1.len(), 6);
    }

    #[test]
    fn bounds_nesting_and_operands() {
        let deep = [vec![b'['; 10_000], b"1 Tj".to_vec()].concat();
        assert_eq!(operations(&deep).len(), 1);
        let many = [b"1 ".repeat(1000), b"cm".to_vec()].concat();
        assert_eq!(operations(&many)[0].1.len(), MAX_OPERANDS);
    }
}
