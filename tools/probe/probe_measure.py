"""Runs the scenario's step: warm-up, then as many timed steps as the budget allows."""

import contextlib
import resource
import statistics
import time

import torch

from probe_errors import EXIT_NOTHING_MEASURED, ProbeError
from probe_lora import apply_lora, count_parameters, trainable_parameters
from probe_model import build_model, loss_of, make_batch

DTYPES = {"bf16": torch.bfloat16, "fp16": torch.float16}
MIXED_DTYPES = {"bf16_mixed": torch.bfloat16, "fp16_mixed": torch.float16}


def is_out_of_memory(error):
    oom = getattr(torch.cuda, "OutOfMemoryError", None)
    # CUDA says "out of memory"; PyTorch's CPU allocator "can't allocate memory".
    text = str(error).lower()
    return isinstance(error, MemoryError) or (oom is not None and isinstance(error, oom)) or \
        (isinstance(error, RuntimeError) and
         ("out of memory" in text or "can't allocate memory" in text))


def _autocast(spec, device):
    if spec.precision not in ("bf16_mixed", "fp16_mixed"):
        return contextlib.nullcontext
    dtype = torch.bfloat16 if spec.precision == "bf16_mixed" or device.type == "cpu" else torch.float16
    return lambda: torch.autocast(device_type=device.type, dtype=dtype)


def _optimizer(params, spec, device):
    # The scenario's optimizer_implementation when this PyTorch has it; fused needs a GPU.
    kwargs = {}
    if spec.optimizer_impl == "fused" and device.type == "cuda":
        kwargs["fused"] = True
    elif spec.optimizer_impl == "foreach" or (not spec.optimizer_impl and device.type == "cuda"):
        kwargs["foreach"] = True
    try:
        return torch.optim.AdamW(params, lr=1e-5, **kwargs)
    except (TypeError, RuntimeError):
        return torch.optim.AdamW(params, lr=1e-5)


def _building_on(device):
    """Builds the model where it runs: random initialisation of an 8B model on the GPU takes
    seconds where the host takes minutes, and the host never holds its fp32 copy. PyTorch 2.0 made
    a device a default for the tensors created inside it; before, the model is built on the host."""
    if device.type == "cuda" and hasattr(torch.device, "__enter__"):
        return device
    return contextlib.nullcontext()


def place(model, spec, device):
    """The model in the step's dtypes on its device."""
    if spec.precision in DTYPES:
        model = model.to(DTYPES[spec.precision])
    elif spec.finetune in ("lora", "qlora") and spec.precision in MIXED_DTYPES:
        # PEFT's recipes load the frozen base in 16 bits and keep the adapters in fp32 (its
        # autocast_adapter_dtype), and the planner prices a LoRA run so; an fp32 base would
        # measure twice the weights' memory.
        dtype = torch.bfloat16 if device.type == "cpu" else MIXED_DTYPES[spec.precision]
        for p in model.parameters():
            if not p.requires_grad:
                p.data = p.data.to(dtype)
    return model.to(device)


def prepare(spec, device, notes):
    """The model on the device in the step's precision, and the callable that runs one step."""
    if spec.precision == "tf32" and device.type == "cuda":
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.allow_tf32 = True
    if spec.precision == "fp16_mixed" and device.type == "cpu":
        notes.append("fp16 autocast runs as bf16 on the CPU")
    with _building_on(device):
        model, name = build_model(spec)
        if spec.finetune in ("lora", "qlora"):
            model = apply_lora(model, spec, notes)
    model = place(model, spec, device)
    model.train(spec.training)
    if spec.compile_mode != "none":
        if hasattr(torch, "compile"):
            model = torch.compile(model, mode=spec.compile_mode)
        else:
            notes.append("torch.compile is not in PyTorch %s; ran eagerly" % torch.__version__)
    total, trainable = count_parameters(model)
    ids, labels = make_batch(spec, name, device)
    autocast = _autocast(spec, device)
    if not spec.training:
        def forward():
            with torch.no_grad(), autocast():
                loss_of(model, name, ids, labels)
        return forward, name, total, trainable
    optimizer = _optimizer(trainable_parameters(model), spec, device)
    scaler = torch.cuda.amp.GradScaler() if spec.precision == "fp16_mixed" and device.type == "cuda" else None

    def step():
        for _ in range(spec.accumulation):
            with autocast():
                loss = loss_of(model, name, ids, labels) / spec.accumulation
            (scaler.scale(loss) if scaler else loss).backward()
        if scaler:
            scaler.step(optimizer)
            scaler.update()
        else:
            optimizer.step()
        optimizer.zero_grad(set_to_none=True)
    return step, name, total, trainable


def _timed(step, device):
    start = time.perf_counter()
    step()
    if device.type == "cuda":
        torch.cuda.synchronize()
    return time.perf_counter() - start


def plan_steps(first_seconds, wanted, budget_left):
    """Timed steps that fit the time left (at least one), and whether that is fewer than wanted."""
    fit = int(max(0.0, budget_left) / max(first_seconds, 1e-9))
    n = max(1, min(wanted, fit))
    return n, n < wanted


def current_rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * resource.getpagesize()


def peak_rss():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # Linux reports KiB


def run_steps(step, device, warmup, wanted, deadline, notes):
    """Warm-up steps, then timed ones; out of memory stops it with a report, not a traceback."""
    try:
        warm = []
        for i in range(max(1, warmup)):
            warm.append(_timed(step, device))
            if time.monotonic() + warm[-1] > deadline and i + 1 < warmup:
                notes.append("warm-up cut to %d steps to keep within the budget" % (i + 1))
                break
        n, lowered = plan_steps(warm[-1], wanted, deadline - time.monotonic())
        if lowered:
            notes.append("timed steps lowered from %d to %d to keep within the budget" % (wanted, n))
        times = [_timed(step, device) for _ in range(n)]
    except Exception as error:  # noqa: BLE001 - anything else is re-raised below
        if is_out_of_memory(error):
            raise ProbeError(EXIT_NOTHING_MEASURED, "out of memory: %s" % str(error).splitlines()[0])
        raise
    return len(warm), times


def summarise(times):
    ordered = sorted(times)
    pick = lambda q: ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))]  # noqa: E731
    return {"median": statistics.median(ordered), "min": ordered[0], "max": ordered[-1],
            "p10": pick(0.1), "p90": pick(0.9),
            "stdev": statistics.stdev(ordered) if len(ordered) > 1 else 0.0}
