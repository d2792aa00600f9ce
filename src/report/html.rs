//! `check --html`: minimax's search tree as one self-contained page (no network):
//! nodes by program point and source line, infeasible and error leaves, subsumption
//! edges with the memo entry used, loop invariants, restarts, and the
//! counterexample's path highlighted. Subtrees fold (`<details>`), only the first
//! levels and the counterexample's path start open, and a line number typed in the
//! search box shows where that line's nodes are: large trees stay usable.

use super::escape_html;
use crate::check::{CheckResult, Verdict};
use crate::minimax::NodeStatus;
use cfg_frontend::span::LineIndex;
use std::fmt::Write;

/// Levels of the tree open when the page loads (the counterexample's path is open
/// whatever its depth).
const OPEN_LEVELS: usize = 3;

/// A node's CSS class: its status, subsumptions alike.
fn class(s: NodeStatus) -> &'static str {
    match s {
        NodeStatus::SubsumedMemo | NodeStatus::SubsumedLoop => "subsumed",
        NodeStatus::SpuriousError => "spurious",
        NodeStatus::Expanded => "expanded",
        other => super::status_name(other),
    }
}

/// The page for `res` (whose tree minimax recorded) of the program `source` in `file`.
pub fn search_tree_html(res: &CheckResult, source: &str, file: &str) -> String {
    let index = LineIndex::new(source);
    let lines: Vec<&str> = source.lines().collect();
    let tree = &res.tree;
    let line_of = |i: usize| index.line_col(source, res.points[tree[i].point as usize].span.start).line as usize;
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); tree.len()];
    for (i, n) in tree.iter().enumerate() {
        if let Some(p) = n.parent {
            children[p].push(i);
        }
    }
    // The counterexample's path: from the root to the (first) error leaf.
    let mut on_path = vec![false; tree.len()];
    if res.verdict == Verdict::Unsafe {
        if let Some(mut i) = tree.iter().position(|n| n.status == NodeStatus::Error) {
            loop {
                on_path[i] = true;
                match tree[i].parent {
                    Some(p) => i = p,
                    None => break,
                }
            }
        }
    }
    let mut out = String::new();
    let title = format!("minimax search tree of {file}");
    let _ = write!(out, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{}</title>\n<style>\n{STYLE}</style></head><body>\n", escape_html(&title));
    let _ = writeln!(out, "<h2>{}</h2>", escape_html(&title));
    let verdict = match res.verdict {
        Verdict::Safe => "SAFE".to_string(),
        Verdict::Unsafe => "UNSAFE".to_string(),
        Verdict::Unknown => format!("UNKNOWN: {}", res.reason.as_deref().unwrap_or("")),
    };
    let s = &res.stats;
    let _ = writeln!(
        out,
        "<p id=\"verdict\" class=\"verdict\">{}</p>\n<p id=\"stats\">{} nodes: {} infeasible, {} subsumed by a memo entry, {} loops closed, {} restarts, {} memo entries</p>",
        escape_html(&verdict),
        tree.len(),
        s.infeasible,
        s.subsumed_memo,
        s.subsumed_loop,
        s.restarts,
        s.memo_entries
    );
    if !res.invariants.is_empty() {
        out.push_str("<h3>Loop invariants</h3>\n<ul id=\"invariants\">\n");
        for (span, inv) in &res.invariants {
            let line = index.line_col(source, span.start).line;
            let _ = writeln!(out, "<li><a href=\"#line{line}\">line {line}</a>: <code>{}</code></li>", escape_html(inv));
        }
        out.push_str("</ul>\n");
    }
    out.push_str(
        "<p class=\"legend\"><span class=\"error\">error</span> <span class=\"infeasible\">infeasible</span> \
         <span class=\"subsumed\">subsumed</span> <span class=\"end\">end</span> <span class=\"open\">open</span> \
         <span class=\"cex\">counterexample path</span></p>\n",
    );
    out.push_str(
        "<p><label>Nodes at line <input id=\"search\" type=\"number\" min=\"1\" placeholder=\"line\"></label> \
         <span id=\"found\"></span></p>\n<div class=\"panes\">\n<div class=\"tree\" id=\"tree\">\n",
    );
    // Iterative depth-first rendering: trees can be thousands of levels deep.
    enum Step {
        Open(usize, usize),
        Close,
    }
    let mut work = vec![];
    if !tree.is_empty() {
        work.push(Step::Open(0, 0));
    }
    while let Some(step) = work.pop() {
        match step {
            Step::Close => out.push_str("</div></details>\n"),
            Step::Open(i, depth) => {
                let n = &tree[i];
                let line = line_of(i);
                let what = super::status_name(n.status);
                let mut classes = format!("node {}", class(n.status));
                if on_path[i] {
                    classes.push_str(" cex");
                }
                let text = lines.get(line.wrapping_sub(1)).map_or("", |l| l.trim());
                let mut body = format!("<span class=\"id\">#{i}</span> point {} <a class=\"line\" href=\"#line{line}\">line {line}</a>: <code>{}</code>", n.point, escape_html(text));
                if !what.is_empty() {
                    let _ = write!(body, " <span class=\"what\">{what}</span>");
                }
                if let Some(c) = n.covered_by {
                    let _ = write!(body, " <a class=\"cover\" href=\"#n{c}\" data-cover=\"{c}\">by #{c}</a>");
                    if let Some(itp) = tree.get(c).and_then(|m| m.interpolant.as_deref()) {
                        let _ = write!(body, " <span class=\"memo\" title=\"the memo entry used\">memo: <code>{}</code></span>", escape_html(itp));
                    }
                }
                if n.restarts > 0 {
                    let _ = write!(body, " <span class=\"restart\">restarted {}x</span>", n.restarts);
                }
                if n.covered_by.is_none() {
                    if let Some(itp) = &n.interpolant {
                        let _ = write!(body, " <span class=\"label\" title=\"the interpolant memoed here\">label: <code>{}</code></span>", escape_html(itp));
                    }
                }
                let attrs = format!("id=\"n{i}\" class=\"{classes}\" data-line=\"{line}\"");
                if children[i].is_empty() {
                    let _ = writeln!(out, "<div {attrs}>{body}</div>");
                } else {
                    let open = if depth < OPEN_LEVELS || on_path[i] { " open" } else { "" };
                    // A chain (one child) continues at the same indentation: only
                    // branches indent, so a path thousands of nodes deep stays readable.
                    let kids = if children[i].len() == 1 { "kids chain" } else { "kids" };
                    let _ = writeln!(out, "<details{open} {attrs}><summary>{body} <span class=\"count\">({} below)</span></summary><div class=\"{kids}\">", children[i].len());
                    work.push(Step::Close);
                    for &k in children[i].iter().rev() {
                        work.push(Step::Open(k, depth + 1));
                    }
                }
            }
        }
    }
    out.push_str("</div>\n<div class=\"source\"><h3>Source</h3><pre>");
    for (k, l) in lines.iter().enumerate() {
        let _ = writeln!(out, "<span id=\"line{}\" class=\"src\"><span class=\"ln\">{:4}</span> {}</span>", k + 1, k + 1, escape_html(l));
    }
    out.push_str("</pre></div>\n</div>\n<script>\n");
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body></html>\n");
    out
}

const STYLE: &str = "body { font-family: sans-serif; font-size: 13px; margin: 1em; }
code, pre { font-family: monospace; }
.panes { display: flex; gap: 1em; align-items: flex-start; }
.tree { flex: 3; overflow: auto; }
.source { flex: 2; position: sticky; top: 0; max-height: 95vh; overflow: auto; border-left: 1px solid #ccc; padding-left: 1em; }
.kids { padding-left: 1.2em; border-left: 1px dotted #999; }
.kids.chain { padding-left: 0; border-left: none; }
.node { margin: 1px 0; white-space: nowrap; }
.tree > .node { min-width: max-content; }
summary { cursor: pointer; }
.id { color: #666; }
.error > summary, div.error, .legend .error { background: #f4b6c2; }
.spurious > summary, div.spurious { background: #f8d8a8; }
.infeasible > summary, div.infeasible, .legend .infeasible { background: #c8f0c8; }
.subsumed > summary, div.subsumed, .legend .subsumed { background: #c8dcf8; }
.end > summary, div.end, .legend .end { background: #eee; }
.open > summary, div.open, .legend .open { background: #ddd; color: #555; }
.cex > summary, div.cex, .legend .cex { outline: 2px solid #c00; font-weight: bold; }
.hit > summary, div.hit { box-shadow: 0 0 0 3px #fc0; }
.src.hit { background: #fc0; }
.label, .memo { color: #336; font-size: 11px; }
.restart { color: #a40; }
.legend span { padding: 0 4px; margin-right: 4px; }
.ln { color: #999; }
";

/// Search by line: mark the nodes at that line, open their ancestors, scroll to the
/// first; a click on a line of the source does the same.
const SCRIPT: &str = "function showLine(line) {
  document.querySelectorAll('.hit').forEach(function (e) { e.classList.remove('hit'); });
  var nodes = document.querySelectorAll('.node[data-line=\"' + line + '\"]');
  nodes.forEach(function (n) {
    n.classList.add('hit');
    for (var p = n.parentElement; p; p = p.parentElement) {
      if (p.tagName === 'DETAILS') { p.open = true; }
    }
  });
  var src = document.getElementById('line' + line);
  if (src) { src.classList.add('hit'); }
  document.getElementById('found').textContent = nodes.length + ' node(s) at line ' + line;
  if (nodes.length > 0) { nodes[0].scrollIntoView(); }
}
document.getElementById('search').addEventListener('change', function (e) { showLine(e.target.value); });
document.querySelectorAll('.src').forEach(function (s) {
  s.addEventListener('click', function () { showLine(s.id.substring(4)); });
});
document.querySelectorAll('a.cover').forEach(function (a) {
  a.addEventListener('click', function () {
    var t = document.getElementById('n' + a.dataset.cover);
    for (var p = t; p; p = p.parentElement) { if (p.tagName === 'DETAILS') { p.open = true; } }
  });
});
";
