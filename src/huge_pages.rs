//! Transparent huge pages for the process's large allocations.
//!
//! Making a Z3 context writes every cell of two fresh 8.5 MB tables: about 4,100
//! page faults of 4 KiB, a third of a check of a three-line C file. Where the
//! kernel gives huge pages only to memory advised for them (`madvise` mode,
//! Debian's default), the same tables take a few faults of 2 MiB once their memory
//! is advised. Two ways, by how many engines the run has:
//! - One engine (every command but a portfolio check): all threads allocate from
//!   glibc's main arena (`one_arena`), so the process grows that heap
//!   once by 96 MiB (reserved, not committed: pages come as they are touched),
//!   advises it, and keeps it (no trimming, and blocks below 32 MiB come from it,
//!   not from mmap). A trivial check 15.0 -> 10.4 ms (best of 20) against the
//!   restart below, which it replaces there: no second dynamic loading, and one
//!   advised region instead of one per heap growth.
//! - A portfolio: its engines' threads allocate from arenas of their own (sharing
//!   one, they contended for its lock), which only glibc's `glibc.malloc.hugetlb=1`
//!   tunable advises. glibc reads tunables only when a process starts, hence a
//!   restart: an exec of the same binary, same arguments and pid, before any
//!   thread starts (it costs the dynamic loading again, ~4 ms).
//!
//! Neither where it cannot help: huge pages off or always on, a caller's own
//! `glibc.malloc.hugetlb` setting, not glibc; `TRACER_NO_RESTART` turns both off.

/// The variable that marks the restarted process and holds `GLIBC_TUNABLES` as it
/// was before, so that the processes started from there see the caller's value.
const MARK: &str = "TRACER_TUNABLES_BEFORE";

/// The tunable that makes malloc advise huge pages for its mmapped blocks and heaps.
const TUNABLE: &str = "glibc.malloc.hugetlb=1";

/// Asks for huge pages as the module's text says, for a run whose engines run side
/// by side (`portfolio`) or not. Call first in `main` (the command line read),
/// while the process has a single thread. In a restarted process, puts
/// `GLIBC_TUNABLES` back as the caller had it.
pub fn use_huge_pages(portfolio: bool) {
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
    {
        let before = std::env::var("GLIBC_TUNABLES").unwrap_or_default();
        if !advised_only() || std::env::var_os("TRACER_NO_RESTART").is_some() || with_huge_pages(&before).is_none() {
            return;
        }
        if portfolio {
            restart(&before);
        } else {
            advise_main_heap();
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = portfolio;
}

/// Has every later thread allocate from glibc's main arena. A thread of its own
/// arena grows its heap by what each allocation lacks, a page or a few at a time,
/// each growth an `mprotect` (about 900 on tcas_like.c, 5 of its 70 ms); the main
/// arena grows by at least 128 KiB. Only for one engine: the peers of a portfolio
/// would contend for the one arena's lock (tcas_like.c's portfolio run took 146 ->
/// 188 ms).
pub fn one_arena() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a parameter of glibc's allocator.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
    }
}

/// The main arena's heap grown by `HEAP` at once and advised for huge pages.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn advise_main_heap() {
    const HEAP: libc::c_int = 96 << 20;
    const HUGE: usize = 2 << 20;
    one_arena();
    // SAFETY: mallopt sets parameters of glibc's allocator; sbrk(0) reads the
    // program break; the block malloc returns is freed at once; madvise only
    // advises memory of the heap, which this process owns.
    unsafe {
        // The heap is advised in one piece: a later growth would be a mapping of
        // its own, unadvised, and a trim followed by a growth too.
        libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
        libc::mallopt(libc::M_TRIM_THRESHOLD, 256 << 20);
        libc::mallopt(libc::M_TOP_PAD, HEAP);
        let start = libc::sbrk(0) as usize;
        // black_box: else the compiler drops a malloc whose block is only freed.
        let block = std::hint::black_box(libc::malloc(1 << 20));
        let end = libc::sbrk(0) as usize;
        let from = (start + HUGE - 1) & !(HUGE - 1);
        if end > from {
            libc::madvise(from as *mut libc::c_void, end - from, libc::MADV_HUGEPAGE);
        }
        libc::free(block);
        libc::mallopt(libc::M_TOP_PAD, 128 << 10);
    }
}

/// The restart itself; returns only where it does not help or the exec failed
/// (then the run goes on as it is).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn restart(before: &str) {
    use std::os::unix::process::CommandExt;
    let (Some(tunables), Ok(exe)) = (with_huge_pages(before), std::env::current_exe()) else { return };
    let mut args = std::env::args_os();
    let arg0 = args.next().unwrap_or_else(|| exe.clone().into_os_string());
    let _ = std::process::Command::new(&exe).arg0(arg0).args(args).env(MARK, before).env("GLIBC_TUNABLES", tunables).exec();
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
