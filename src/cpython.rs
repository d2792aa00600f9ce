//! CPython is the judge: before an UNSAFE verdict on a Python program is printed, its
//! counterexample runs under CPython (the script `--emit-test` writes), and it must
//! fail there as it says, at the same line. The interpreter replayed it already, but
//! the interpreter shares the front end's reading of the program; CPython shares
//! nothing. A counterexample CPython does not reproduce is no counterexample: the
//! verdict becomes UNKNOWN and says why. Where CPython cannot be asked (not
//! installed, or it does not finish), the interpreter's replay stands and the report
//! says so.
//!
//! `TRACER_PYTHON` names the interpreter to ask (default `python3`).

use cfg_frontend::cfg::ErrorKind;
use cfg_frontend::span::LineIndex;
use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tracer::check::{CPythonReplay, CheckResult, Counterexample, Verdict};

/// How long CPython may take to replay one counterexample.
const REPLAY_LIMIT: Duration = Duration::from_secs(20);

/// What CPython made of a counterexample.
enum Judgement {
    Replayed,
    NotReplayed(String),
    Unavailable(String),
}

/// Asks CPython about `res`'s counterexample, if it has one, and records the answer:
/// an UNSAFE CPython contradicts becomes UNKNOWN.
pub fn judge(res: &mut CheckResult, program: &cfg_frontend::Program, file: &str, entry: &str, error_function: Option<&str>, source: &str) {
    if res.verdict != Verdict::Unsafe {
        return;
    }
    let Some(cex) = res.counterexample.as_mut() else { return };
    let judgement = if program.module.uses_book_syntax {
        Judgement::Unavailable("the file uses the book's havoc/assume statements, which CPython does not read".into())
    } else {
        replay(file, entry, error_function, cex, source)
    };
    match judgement {
        Judgement::Replayed => cex.cpython = Some(CPythonReplay::Replayed),
        Judgement::Unavailable(why) => cex.cpython = Some(CPythonReplay::Unavailable(why)),
        Judgement::NotReplayed(why) => {
            let line = LineIndex::new(source).line(source, cex.span.start);
            res.reason = Some(format!(
                "internal error: {} found a counterexample ({} at line {line}) that tracer's interpreter replays but CPython does not: {why}; please report it",
                res.engine, cex.violation
            ));
            res.verdict = Verdict::Unknown;
            res.counterexample = None;
        }
    }
}

fn replay(file: &str, entry: &str, error_function: Option<&str>, cex: &Counterexample, source: &str) -> Judgement {
    let script = tracer::report::emit_test(file, entry, error_function, cex, source);
    let path = std::env::temp_dir().join(format!("tracer-replay-{}.py", std::process::id()));
    if let Err(e) = std::fs::write(&path, script) {
        return Judgement::Unavailable(format!("cannot write the replay script {}: {e}", path.display()));
    }
    let judged = run_script(&path, file, cex, source);
    let _ = std::fs::remove_file(&path);
    judged
}

fn run_script(script: &std::path::Path, file: &str, cex: &Counterexample, source: &str) -> Judgement {
    let python = std::env::var("TRACER_PYTHON").unwrap_or_else(|_| "python3".to_string());
    let child = Command::new(&python).arg(script).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped()).spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => return Judgement::Unavailable(format!("{python} cannot be run ({e})")),
    };
    // stderr is read on a thread of its own: a program printing much to it must not
    // block on a full pipe while we wait for it.
    let mut pipe = child.stderr.take().expect("stderr is piped");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = pipe.read_to_string(&mut text);
        text
    });
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > REPLAY_LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                return Judgement::Unavailable(format!("CPython did not finish within {} s", REPLAY_LIMIT.as_secs()));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Judgement::Unavailable(format!("waiting for {python}: {e}")),
        }
    };
    let stderr = reader.join().unwrap_or_default();
    let line = LineIndex::new(source).line(source, cex.span.start);
    let last = stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string();
    if status.code() != Some(1) {
        return Judgement::NotReplayed(format!("the emitted test ended with exit status {:?} ({last})", status.code()));
    }
    match cex.violation {
        ErrorKind::ErrorCall => {
            if stderr.contains(&format!(" reached at line {line}")) {
                Judgement::Replayed
            } else {
                Judgement::NotReplayed(format!("CPython failed otherwise: {last}"))
            }
        }
        ErrorKind::Exception(kind) => {
            let program = std::fs::canonicalize(file).map(|p| p.display().to_string()).unwrap_or_else(|_| file.to_string());
            let frame = format!("File \"{program}\", line ");
            let raised_at = stderr.lines().filter_map(|l| l.trim().strip_prefix(frame.as_str())).last().and_then(|l| l.split(',').next()?.parse::<u32>().ok());
            let name = last.split(':').next().unwrap_or("").trim();
            if raised_at == Some(line) && name == kind.name() {
                Judgement::Replayed
            } else {
                Judgement::NotReplayed(format!("CPython raised {name} at line {}", raised_at.map_or("?".to_string(), |l| l.to_string())))
            }
        }
        ErrorKind::RecursionCut | ErrorKind::Unmodelled => Judgement::NotReplayed("a place the search stops is not a failure".into()),
    }
}
