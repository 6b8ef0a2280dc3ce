//! Tables kept in TOML files beside the code that reads them (word lists, the words a resume
//! prints in each language), so that whoever knows the words can change them without reading
//! Rust. Each file is compiled into the binary and read once, the first time it is needed.

use serde::de::DeserializeOwned;
use serde::Deserialize;

/// A data file that does not read: a mistake made editing it.
#[derive(Debug, thiserror::Error)]
pub enum DataFileError {
    #[error("{file} is not valid TOML: {source}")]
    Syntax {
        file: &'static str,
        #[source]
        source: toml::de::Error,
    },
    #[error("{file} does not hold what the code expects: {source}")]
    Shape {
        file: &'static str,
        #[source]
        source: serde_json::Error,
    },
}

/// Reads `text`, the data file `file`, into `T`. The error names the file and, for TOML
/// mistakes, the line.
pub fn read<T: DeserializeOwned>(file: &'static str, text: &str) -> Result<T, DataFileError> {
    toml::from_str(text).map_err(|source| DataFileError::Syntax { file, source })
}

/// [`read`] for a table whose words the code hands out as `&'static str`: the file becomes a
/// tree that lives as long as the program and `T` borrows its words from it. Call it once per
/// file (from a `LazyLock`): each call keeps its own tree.
pub fn read_static<T: Deserialize<'static>>(
    file: &'static str,
    text: &str,
) -> Result<T, DataFileError> {
    let tree: &'static serde_json::Value = Box::leak(Box::new(read(file, text)?));
    T::deserialize(tree).map_err(|source| DataFileError::Shape { file, source })
}

/// Reads a data file compiled into the binary. Every crate's tests read each of its files, so
/// a mistake made editing one fails a test; should one still ship, the first use stops here
/// naming the file and the mistake rather than working from a wrong table.
pub fn load<T>(read: Result<T, DataFileError>) -> T {
    read.unwrap_or_else(|e| panic!("{e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize)]
    struct List {
        #[allow(dead_code)]
        words: Vec<String>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(bound(deserialize = "'de: 'static"))]
    struct Borrowed {
        words: Vec<&'static str>,
    }

    #[test]
    fn a_mistake_names_the_file_and_the_line() {
        let error = read::<List>("words.toml", "# a list\nwords = [\"a\", \"b\"\n").unwrap_err();
        let message = error.to_string();
        assert!(
            message.starts_with("words.toml is not valid TOML"),
            "{message}"
        );
        assert!(message.contains("line 2"), "{message}");

        let error = read::<List>("words.toml", "words = \"a\"\n").unwrap_err();
        assert!(error.to_string().contains("words.toml"), "{error}");

        let error = read_static::<Borrowed>("words.toml", "word = [\"a\"]\n").unwrap_err();
        let message = error.to_string();
        assert!(message.starts_with("words.toml does not hold"), "{message}");
        assert!(message.contains("missing field `words`"), "{message}");
    }

    #[test]
    fn words_are_borrowed_even_with_escapes() {
        let list: Borrowed = read_static("words.toml", "words = [\"a\", \"b\\\"c\"]\n").unwrap();
        assert_eq!(list.words, ["a", "b\"c"]);
    }
}
