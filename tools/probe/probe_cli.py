"""The command line: reads the scenario, runs the step within the budget, writes the run file."""

import argparse
import json
import os
import sys
import tempfile
import time

from probe_errors import EXIT_IO, EXIT_NOTHING_MEASURED, EXIT_OK, ProbeError
from probe_text import visible

DESCRIPTION = """\
Measures a Rightsize scenario on this machine: builds the scenario's model with random weights
(nothing is downloaded), runs a few warm-up and timed steps at its micro-batch, sequence length,
precision, activation recompute, LoRA and compile settings, times the machine's own ceilings
(matrix products, copies, host time per operator) and writes a rightsize-run file that
`rightsize calibrate RUN.json --name NAME` fits a calibration on."""

EPILOG = """\
exit codes:
  0  the run file was written
  1  nothing could be measured (out of memory at the scenario's batch, no such device)
  2  the scenario or an option is refused (the message names the JSON path)
  3  a file could not be read or written"""


def parse_args(argv):
    p = argparse.ArgumentParser(prog="rightsize-probe", description=DESCRIPTION, epilog=EPILOG,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("scenario", metavar="SCENARIO.json", help="a rightsize-scenario version-1 file")
    p.add_argument("--output", "-o", metavar="RUN.json", required=True, help="the run file to write")
    p.add_argument("--device", choices=("cpu", "cuda"),
                   help="where to run (default: cuda when a GPU is visible, else cpu)")
    p.add_argument("--steps", type=int, default=20, metavar="N",
                   help="timed steps wanted; fewer when the budget is short (default 20)")
    p.add_argument("--warmup", type=int, default=3, metavar="N", help="warm-up steps (default 3)")
    p.add_argument("--budget", type=float, default=120.0, metavar="SECONDS",
                   help="the most time the whole measurement may take (default 120)")
    p.add_argument("--catalog-device", metavar="ID",
                   help="the catalog device id to file the run under (default: from the GPU's name; "
                        "on a CPU the catalog's CPU closest in vCPUs)")
    p.add_argument("--rightsize", metavar="PATH",
                   help="the rightsize program that resolves model presets (default: the one beside "
                        "this program, then PATH)")
    p.add_argument("--shape", metavar="SHAPE.json",
                   help="the model shape as `rightsize model show SCENARIO --format json` prints it, "
                        "for a machine without rightsize (rightsize-probe-grid resolve writes them)")
    args = p.parse_args(argv)
    if args.steps < 1 or args.warmup < 0 or not (args.budget > 0):
        p.error("--steps must be at least 1, --warmup at least 0 and --budget above zero")
    return args


def write_run(path, document):
    text = json.dumps(document, indent=2, allow_nan=False) + "\n"
    folder = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".rightsize-probe-", dir=folder)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError as e:
        raise ProbeError(EXIT_IO, "%s: cannot write the file: %s" % (path, e.strerror or e))


def main(argv, script_dir="."):
    args = parse_args(argv)
    started = time.monotonic()
    try:
        from probe_scenario import read_scenario
        doc = read_scenario(args.scenario)
        try:
            import torch  # noqa: F401 - checked before the modules that need it are loaded
        except ImportError:
            raise ProbeError(EXIT_NOTHING_MEASURED, "PyTorch is not installed (Debian: python3-torch)")
        from probe_run import measure_scenario
        document = measure_scenario(args, doc, script_dir, started)
        write_run(args.output, document)
    except ProbeError as e:
        # A message may quote the user's file: escaped and cut, whatever it holds.
        print("rightsize-probe: " + visible(e.message, keep_newlines=True), file=sys.stderr)
        return e.code
    except KeyboardInterrupt:
        print("rightsize-probe: interrupted; nothing was written", file=sys.stderr)
        return EXIT_NOTHING_MEASURED
    m = document["measured"]
    print("%s: %s on %s, step %.4g s (median of %d), peak memory %.3g GiB" % (
        args.output, document["probe"]["model_class"], m["device"], m["step_time_s"],
        document["probe"]["steps"]["timed"], m.get("peak_memory_bytes", 0) / 2 ** 30))
    return EXIT_OK
