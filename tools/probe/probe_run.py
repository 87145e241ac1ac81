"""One measurement from scenario to run document, kept within the time budget."""

import time

import torch

import probe_ceilings
from probe_environment import catalog_devices, choose_device_id, environment, today
from probe_errors import EXIT_NOTHING_MEASURED, ProbeError
from probe_measure import (DTYPES, MIXED_DTYPES, current_rss, is_out_of_memory, peak_rss, prepare,
                           run_steps, summarise)
from probe_scenario import build_spec, check_workload, find_rightsize, read_shape, resolve_shape

# The dtype a step's matrix products run in: the weights' own, or autocast's under a mixed precision.
_CEILING_DTYPES = {**DTYPES, **MIXED_DTYPES}


def _device(name):
    if name == "cuda" or (name is None and torch.cuda.is_available()):
        if not torch.cuda.is_available():
            raise ProbeError(EXIT_NOTHING_MEASURED, "--device cuda: PyTorch sees no CUDA device here")
        return torch.device("cuda", torch.cuda.current_device())
    return torch.device("cpu")


def _ceiling_dtype(spec, device):
    dtype = _CEILING_DTYPES.get(spec.precision, torch.float32)
    # fp16 products on a CPU are slow emulation, not the ceiling a step meets.
    return torch.bfloat16 if device.type == "cpu" and dtype == torch.float16 else dtype


def _memory(device, rss_before):
    if device.type == "cuda":
        return {"max_allocated_bytes": torch.cuda.max_memory_allocated(device),
                "max_reserved_bytes": torch.cuda.max_memory_reserved(device)}
    return {"peak_rss_increase_bytes": max(0, peak_rss() - rss_before)}


def _step(args, spec, device, deadline, notes):
    rss_before = current_rss()
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats(device)
    try:
        step, name, total, trainable = prepare(spec, device, notes)
    except Exception as error:  # noqa: BLE001 - out of memory while building is a report too
        if is_out_of_memory(error):
            raise ProbeError(EXIT_NOTHING_MEASURED, "out of memory while building the model: %s"
                             % str(error).splitlines()[0])
        raise
    try:
        warm, times = run_steps(step, device, args.warmup, args.steps, deadline, notes)
    except ProbeError as error:
        if error.code != EXIT_NOTHING_MEASURED:
            raise
        # Say what ran out and what the scenario can change, not where PyTorch noticed.
        raise ProbeError(error.code, "%s at micro-batch %d × %d tokens (%s) on %s; lower "
                         "workload.micro_batch_size or set workload.activation_recompute" % (
                             error.message, spec.micro_batch, spec.seq_len, spec.precision, device))
    return {"model_class": name, "parameters": total, "trainable_parameters": trainable,
            "warmup": warm, "times": times, "memory": _memory(device, rss_before)}


def _measured(spec, device_id, step, memory):
    median = step["median"]
    m = {"device": device_id, "count": 1, "step_time_s": median,
         "samples_per_s": spec.samples_per_step / median}
    if spec.shape.get("architecture") != "cnn":  # a convolutional network has no tokens
        m["tokens_per_s"] = spec.samples_per_step * spec.seq_len / median
    peak = memory.get("max_reserved_bytes", memory.get("peak_rss_increase_bytes", 0))
    if peak > 0:
        m["peak_memory_bytes"] = peak
    return m


def _positive(tree):
    """The probe block holds positive numbers only: a zero spread or an empty value is left out."""
    if isinstance(tree, dict):
        return {k: _positive(v) for k, v in tree.items()
                if not (isinstance(v, (int, float)) and not isinstance(v, bool) and v <= 0)
                and v not in (None, "")}
    return tree


def measure_scenario(args, doc, script_dir, started):
    deadline = started + args.budget
    notes = []
    check_workload(doc)
    device = _device(args.device)
    rightsize = find_rightsize(script_dir, args.rightsize)
    shape = read_shape(args.shape) if args.shape else resolve_shape(args.scenario, doc, rightsize)
    spec = build_spec(doc, shape)
    device_id = choose_device_id(device, args.catalog_device, catalog_devices(rightsize), notes)
    # The ceilings get a fixed slice of the budget; the steps get the rest.
    ceiling_seconds = min(6.0, 0.15 * args.budget)
    notes.extend(spec.notes)
    run = _step(args, spec, device, deadline - ceiling_seconds, notes)
    ceilings, ceiling_notes = probe_ceilings.measure(device, _ceiling_dtype(spec, device),
                                                     max(0.05, min(ceiling_seconds, deadline - time.monotonic())))
    step = summarise(run["times"])
    probe = {"model_class": run["model_class"], "parameters": run["parameters"],
             "trainable_parameters": run["trainable_parameters"],
             "steps": {"warmup": run["warmup"], "timed": len(run["times"]), "micro_batch": spec.micro_batch,
                       "accumulation": spec.accumulation, "seq_len": spec.seq_len},
             "precision": spec.precision, "compile": spec.compile_mode, "device_type": device.type,
             "step_time_s": step, "memory": run["memory"], "environment": environment(device),
             "ceilings": ceilings, "budget_s": args.budget, "elapsed_s": time.monotonic() - started}
    return {"format": "rightsize-run", "version": 1, "scenario": doc,
            "measured": _measured(spec, device_id, step, run["memory"]), "observed_at": today(),
            "source": "rightsize-probe", "notes": "; ".join(notes + ceiling_notes) or
            "measured by rightsize-probe", "probe": _positive(probe)}
