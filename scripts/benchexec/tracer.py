# Tool-info module for BenchExec (https://github.com/sosy-lab/benchexec).
#
# It lives outside the benchexec.tools package, so BenchExec needs its fully
# qualified module name (a name with a dot is imported as it is, one without a
# dot is looked up in benchexec.tools): with the repository root on PYTHONPATH,
# the name is `scripts.benchexec.tracer`. See README.md next to this file.
"""
BenchExec tool-info module for tracer, a software model checker for minipy and
for CIL-style C (the SV-COMP, BLAST and TRACER benchmark programs).

tracer checks one property of SV-COMP: unreach-call. A run is
`tracer check [OPTIONS] FILE.c --spec PROP.prp`, with `--int-model ilp32|lp64`
from the task's data model and `--timeout` a little below the CPU-time limit.
Its first output line is the verdict: `SAFE`, `UNSAFE: <where>` or
`UNKNOWN: <reason>` (exit codes 0, 1, 3; 2 for a rejected input). Another
property (termination, no-overflow, memory safety, coverage) gives UNKNOWN.

With the option `--stats` tracer prints search statistics; their names
(`nodes`, `solver checks`, `solver time`, `wall time`, `peak memory`, ...)
can be used as <column> patterns, and so can `reason` (the text after
`UNKNOWN:` or `UNSAFE:`).
"""

import re

import benchexec.result as result
import benchexec.tools.template

_VERDICT = re.compile(r"^(SAFE|UNSAFE|UNKNOWN)(?::\s*(.*))?$")
_DATA_MODELS = {"ILP32": "ilp32", "LP64": "lp64"}


def _option_present(options, name):
    return any(o == name or o.startswith(name + "=") for o in options)


def _verdict(output):
    """The first verdict line of tracer's output: (verdict, reason) or None."""
    for line in output:
        m = _VERDICT.match(line.strip())
        if m:
            return m.group(1), (m.group(2) or "").strip()
    return None


class Tool(benchexec.tools.template.BaseTool2):
    """
    Tool-info module for tracer (the `tracer` binary, built by `cargo build --release`).
    Checks the SV-COMP property unreach-call on C tasks (data models ILP32 and
    LP64). Other properties are answered UNKNOWN. Statistics (with `--stats`)
    and the UNKNOWN reason (`reason`) are available as columns.
    """

    def executable(self, tool_locator):
        return tool_locator.find_executable("tracer")

    def name(self):
        return "tracer"

    def version(self, executable):
        # `tracer --version` prints "tracer 0.1.0"
        out = self._version_from_tool(executable)
        return out.split()[-1] if out else ""

    def cmdline(self, executable, options, task, rlimits):
        options = list(options)
        extra = []

        data_model = None
        if isinstance(task.options, dict) and task.options.get("language", "C") == "C":
            data_model = task.options.get("data_model")
        if data_model and not _option_present(options, "--int-model"):
            if data_model not in _DATA_MODELS:
                raise benchexec.tools.template.UnsupportedFeatureException(
                    f"Unsupported data_model '{data_model}' defined for task '{task}'"
                )
            extra += ["--int-model", _DATA_MODELS[data_model]]

        if rlimits.cputime and not _option_present(options, "--timeout"):
            # tracer's own limit (wall time) a little below BenchExec's CPU-time
            # limit, so that it answers UNKNOWN (timeout) rather than being killed.
            margin = max(2, rlimits.cputime // 20)
            extra += ["--timeout", str(max(1, rlimits.cputime - margin))]

        if task.property_file and not _option_present(options, "--spec"):
            extra += ["--spec", task.property_file]

        return [executable, "check", *options, *extra, task.single_input_file]

    def determine_result(self, run):
        verdict = _verdict(run.output)
        if verdict is None:
            # No verdict: a rejected input (exit code 2, `file:line:col: error:`;
            # BenchExec shows "ERROR (2)"), a crash, or a run that BenchExec
            # stopped (it then reports TIMEOUT or OUT OF MEMORY itself).
            return result.RESULT_ERROR
        if verdict[0] == "SAFE":
            return result.RESULT_TRUE_PROP
        if verdict[0] == "UNSAFE":
            return result.RESULT_FALSE_REACH
        # BenchExec counts only the exact string "unknown" as an unknown result
        # (anything else is an error), so the reason goes into a column instead.
        return result.RESULT_UNKNOWN

    def get_value_from_output(self, output, identifier):
        if identifier == "reason":
            verdict = _verdict(output)
            return verdict[1] if verdict and verdict[1] else None
        # the block that `--stats` prints after the verdict (and after the
        # counterexample, whose source lines must not match):
        #   statistics:
        #     nodes 102  infeasible 19  subsumed (memo) 4 ...
        #     solver checks 237  solver time 0.026 s ...
        #     peak memory 39.7 MiB
        pattern = re.compile(r"(?:^|\s)" + re.escape(identifier) + r" (\d+(?:\.\d+)?)")
        in_stats = False
        for line in output:
            if line.strip() == "statistics:":
                in_stats = True
            elif in_stats:
                m = pattern.search(line)
                if m:
                    return m.group(1)
        return None
