//! Adds an rpath to the Z3 library that `scripts/setup-z3.sh` installs under `.z3/`,
//! so the binary and the tests run without LD_LIBRARY_PATH.
fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let lib = std::path::Path::new(&root).join(".z3/z3/lib");
    if !lib.join("libz3.so").exists() {
        println!(
            "cargo:warning=Z3 not found in {}: run scripts/setup-z3.sh first",
            lib.display()
        );
    }
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", lib.display());
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=.z3/pkgconfig/z3.pc");
}
