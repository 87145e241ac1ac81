"""The machine's own ceilings, each timed briefly: matrix-product rate, copy bandwidth, and the
host's time per operator. They tell a slow step's cause: the device, its memory or the host."""

import time

import torch


def _sync(device):
    if device.type == "cuda":
        torch.cuda.synchronize()


def _repeat(fn, device, seconds):
    """Seconds per call, over as many calls as fit in `seconds` (at least two after a warm-up)."""
    fn()
    _sync(device)
    calls, start = 0, time.perf_counter()
    while calls < 2 or time.perf_counter() - start < seconds:
        fn()
        calls += 1
        if calls % 4 == 0 or calls < 4:
            _sync(device)
    _sync(device)
    return (time.perf_counter() - start) / calls


def matmul_rate(device, dtype, seconds):
    n = 8192 if device.type == "cuda" else 1024
    a = torch.randn(n, n, device=device).to(dtype)
    b = torch.randn(n, n, device=device).to(dtype)
    per = _repeat(lambda: torch.mm(a, b), device, seconds)
    return {"flops_per_s": 2.0 * n ** 3 / per, "size": n, "dtype": str(dtype).replace("torch.", "")}


def copy_bandwidth(device, seconds):
    mib = 1024 if device.type == "cuda" else 256
    src = torch.empty(mib * 1024 * 1024, dtype=torch.uint8, device=device)
    dst = torch.empty_like(src)
    src.fill_(1)
    per = _repeat(lambda: dst.copy_(src), device, seconds)
    # A copy reads every byte once and writes it once.
    return {"bytes_per_s": 2.0 * src.numel() / per, "bytes": src.numel()}


def host_time_per_op(device, seconds):
    x = torch.zeros(1, device=device)
    ops = 200

    def loop():
        for _ in range(ops):
            x.add_(1)
    return {"seconds": _repeat(loop, device, seconds) / ops}


def measure(device, dtype, seconds):
    """All three ceilings in about `seconds`; one that fails (out of memory) is left out."""
    out, notes = {}, []
    share = max(0.05, seconds / 3)
    for key, fn in (("matmul", lambda: matmul_rate(device, dtype, share)),
                    ("copy", lambda: copy_bandwidth(device, share)),
                    ("host_op", lambda: host_time_per_op(device, share))):
        try:
            out[key] = fn()
        except (RuntimeError, MemoryError) as error:
            notes.append("ceiling %s not measured: %s" % (key, str(error).splitlines()[0][:120]))
        if device.type == "cuda":
            torch.cuda.empty_cache()
    return out, notes
