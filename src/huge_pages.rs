//! Transparent huge pages for the process's large allocations, asked of glibc's
//! malloc by restarting the process once with its `glibc.malloc.hugetlb=1`
//! tunable.
//!
//! Making a Z3 context writes every cell of two fresh 8.5 MB tables: about 4,100
//! page faults of 4 KiB, a third of a check of a three-line C file (19 ms here of
//! 25; 15 ms with huge pages, the restart included). Where the kernel gives huge
//! pages only to memory advised for them (`madvise` mode, Debian's default), the
//! tunable makes malloc advise its large blocks, and the same tables take a few
//! faults of 2 MiB. glibc reads its tunables only when a process starts, hence the
//! restart: an exec of the same binary, with the same arguments and pid, before
//! anything else runs. It costs the dynamic loading again (~4 ms), so it is
//! skipped where it cannot help: huge pages off or always on, the tunable already
//! set, not glibc; and `TRACER_NO_RESTART` turns it off.

/// The variable that marks the restarted process and holds `GLIBC_TUNABLES` as it
/// was before, so that the processes started from there see the caller's value.
const MARK: &str = "TRACER_TUNABLES_BEFORE";

/// The tunable that makes malloc advise huge pages for its mmapped blocks and heaps.
const TUNABLE: &str = "glibc.malloc.hugetlb=1";

/// Restarts the process with the tunable set where that helps; else returns. In
/// the restarted process, puts `GLIBC_TUNABLES` back as the caller had it. Call
/// first in `main`, while the process has a single thread.
pub fn restart_with_huge_pages() {
    if let Some(before) = std::env::var_os(MARK) {
        std::env::remove_var(MARK);
        if before.is_empty() {
            std::env::remove_var("GLIBC_TUNABLES");
        } else {
            std::env::set_var("GLIBC_TUNABLES", before);
        }
        return;
    }
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    restart();
}

/// The restart itself; returns only where it does not help or the exec failed
/// (then the run goes on as it is).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn restart() {
    use std::os::unix::process::CommandExt;
    if !advised_only() || std::env::var_os("TRACER_NO_RESTART").is_some() {
        return;
    }
    let before = std::env::var("GLIBC_TUNABLES").unwrap_or_default();
    let (Some(tunables), Ok(exe)) = (with_huge_pages(&before), std::env::current_exe()) else { return };
    let mut args = std::env::args_os();
    let arg0 = args.next().unwrap_or_else(|| exe.clone().into_os_string());
    let _ = std::process::Command::new(&exe).arg0(arg0).args(args).env(MARK, &before).env("GLIBC_TUNABLES", tunables).exec();
}

/// `GLIBC_TUNABLES` with the tunable added to `before`; `None` when `before` already
/// says how malloc should use huge pages (the caller's word stands).
#[cfg_attr(not(all(target_os = "linux", target_env = "gnu")), allow(dead_code))]
fn with_huge_pages(before: &str) -> Option<String> {
    if before.split(':').any(|t| t.starts_with("glibc.malloc.hugetlb=")) {
        return None;
    }
    Some(if before.is_empty() { TUNABLE.to_string() } else { format!("{before}:{TUNABLE}") })
}

/// Whether the kernel gives transparent huge pages only where they are advised.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn advised_only() -> bool {
    std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled").is_ok_and(|s| s.contains("[madvise]"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tunable_joins_the_callers_and_never_overrides_them() {
        assert_eq!(with_huge_pages("").as_deref(), Some("glibc.malloc.hugetlb=1"));
        assert_eq!(with_huge_pages("glibc.malloc.check=3").as_deref(), Some("glibc.malloc.check=3:glibc.malloc.hugetlb=1"));
        assert_eq!(with_huge_pages("glibc.malloc.hugetlb=0"), None);
        assert_eq!(with_huge_pages("glibc.malloc.check=3:glibc.malloc.hugetlb=2"), None);
    }
}
