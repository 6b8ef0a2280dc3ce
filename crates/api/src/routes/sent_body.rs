//! A response body that says when it was sent: once its last chunk was handed to the
//! connection it runs its `on_sent`; dropped before that (the client went away) it runs
//! nothing. A public link's download counts this way, when its bytes were sent rather than
//! when it was asked for.

use std::collections::VecDeque;
use std::convert::Infallible;
use std::pin::Pin;
use std::task::{Context, Poll};

use actix_web::body::{BodySize, MessageBody};
use actix_web::web::Bytes;

/// The piece handed to the connection at a time: the last one is asked for only after the
/// connection took the ones before, most of the file.
const CHUNK: usize = 16 * 1024;

pub struct SentBody<F: FnOnce() + Unpin> {
    chunks: VecDeque<Bytes>,
    size: u64,
    on_sent: Option<F>,
}

impl<F: FnOnce() + Unpin> SentBody<F> {
    pub fn new(bytes: Bytes, on_sent: F) -> Self {
        let size = bytes.len() as u64;
        let mut chunks = VecDeque::new();
        let mut rest = bytes;
        while !rest.is_empty() {
            chunks.push_back(rest.split_to(rest.len().min(CHUNK)));
        }
        Self {
            chunks,
            size,
            on_sent: Some(on_sent),
        }
    }
}

impl<F: FnOnce() + Unpin> MessageBody for SentBody<F> {
    type Error = Infallible;

    fn size(&self) -> BodySize {
        BodySize::Sized(self.size)
    }

    fn poll_next(
        self: Pin<&mut Self>,
        _: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Self::Error>>> {
        let this = self.get_mut();
        match this.chunks.pop_front() {
            Some(chunk) => Poll::Ready(Some(Ok(chunk))),
            None => {
                if let Some(on_sent) = this.on_sent.take() {
                    on_sent();
                }
                Poll::Ready(None)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::rc::Rc;

    fn poll(body: &mut SentBody<impl FnOnce() + Unpin>) -> Option<Bytes> {
        let mut cx = Context::from_waker(std::task::Waker::noop());
        match Pin::new(body).poll_next(&mut cx) {
            Poll::Ready(Some(Ok(chunk))) => Some(chunk),
            _ => None,
        }
    }

    #[test]
    fn it_says_it_was_sent_only_after_its_last_byte() {
        let sent = Rc::new(Cell::new(0));
        let seen = sent.clone();
        let file = Bytes::from(vec![7u8; 40 * 1024]);
        let mut body = SentBody::new(file.clone(), move || seen.set(seen.get() + 1));
        assert_eq!(body.size(), BodySize::Sized(40 * 1024));
        let mut got = Vec::new();
        while let Some(chunk) = poll(&mut body) {
            assert_eq!(sent.get(), 0, "not before the end");
            got.extend_from_slice(&chunk);
        }
        assert_eq!(got, file);
        assert_eq!(sent.get(), 1);
        assert!(poll(&mut body).is_none());
        assert_eq!(sent.get(), 1, "once");
    }

    #[test]
    fn a_body_dropped_before_its_end_says_nothing() {
        let sent = Rc::new(Cell::new(false));
        let seen = sent.clone();
        let mut body = SentBody::new(Bytes::from(vec![1u8; 40 * 1024]), move || seen.set(true));
        assert!(poll(&mut body).is_some());
        drop(body);
        assert!(!sent.get());
    }
}
