//! Repository hygiene: every Rust file says what it is for in a `//!` comment.

mod common;

#[test]
fn every_rust_file_starts_with_a_module_doc() {
    let mut missing = Vec::new();
    let mut stack = vec![common::root().join("src"), common::root().join("cfg_frontend/src"), common::root().join("tests")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("read dir") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("read");
                if !text.trim_start().starts_with("//!") {
                    missing.push(common::rel(&path));
                }
            }
        }
    }
    missing.sort();
    assert!(missing.is_empty(), "files without a //! doc: {missing:?}");
}
