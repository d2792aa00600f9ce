//! Links the pinned Z3 (5.4, which `scripts/setup-z3.sh` installs under `.z3/`) and
//! no other: verdicts differ between Z3 versions (Debian's 4.8.12 decides programs
//! 5.4 gives up on, and the other way round), and z3-sys would otherwise link the
//! system's libz3 without a word. Adds an rpath to `.z3/z3/lib`, so the binary and
//! the tests run without LD_LIBRARY_PATH.

/// The Z3 version tracer is tested with (major, minor).
const PINNED: (u32, u32) = (5, 4);

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let lib = std::path::Path::new(&root).join(".z3/z3/lib");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=.z3/pkgconfig/z3.pc");
    let setup = "run `scripts/setup-z3.sh` (it installs Z3 5.4 from PyPI into .z3/), then build again";
    if !lib.join("libz3.so").exists() {
        stop(&format!("the pinned Z3 is not installed in {}: {setup}", lib.display()));
    }
    // z3-sys (`links = "z3"`) tells its dependents which Z3 it found: the pkg-config
    // file in .z3/pkgconfig when .cargo/config.toml's PKG_CONFIG_PATH is in effect.
    let part = |name: &str| std::env::var(format!("DEP_Z3_VERSION_{name}")).ok().and_then(|v| v.parse::<u32>().ok());
    match (part("MAJOR"), part("MINOR")) {
        (Some(major), Some(minor)) if (major, minor) == PINNED => {}
        (major, minor) => stop(&format!(
            "z3-sys found Z3 {}.{}, not the pinned {}.{} in .z3/ (is PKG_CONFIG_PATH overridden, or the build run outside the repository's .cargo/config.toml?): {setup}",
            major.map_or("?".into(), |v| v.to_string()),
            minor.map_or("?".into(), |v| v.to_string()),
            PINNED.0,
            PINNED.1
        )),
    }
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", lib.display());
}

/// Fails the build with `message` (cargo shows a failed build script's stderr).
fn stop(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1);
}
