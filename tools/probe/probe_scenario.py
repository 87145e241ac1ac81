"""Reads a rightsize-scenario file into what the probe runs: the model shape and the step."""

import json
import os
import shutil
import subprocess
from dataclasses import dataclass, field

from probe_errors import EXIT_IO, ProbeError, refused

TRAINING_KINDS = ("training", "fine_tuning")
INFERENCE_KINDS = ("batch_inference", "online_serving")
# Precisions the probe runs as written; the others need kernels a plain PyTorch lacks.
PRECISIONS = ("fp32", "tf32", "fp16_mixed", "bf16_mixed", "fp16", "bf16")
COMPILE_MODES = ("none", "default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs")


@dataclass
class RunSpec:
    kind: str
    training: bool
    micro_batch: int
    accumulation: int          # micro-batches per optimizer step (batch_size / micro_batch)
    seq_len: int
    precision: str
    recompute: bool
    finetune: str              # full, lora or qlora
    lora_rank: int
    lora_targets: str
    compile_mode: str          # "none" when absent
    optimizer_impl: str
    preset: str = ""           # the catalog's model id, which names a CNN's builder
    shape: dict = field(default_factory=dict)
    notes: list = field(default_factory=list)

    @property
    def samples_per_step(self):
        return self.micro_batch * self.accumulation


def read_scenario(path):
    try:
        with open(path, "rb") as f:
            raw = f.read(10 * 1024 * 1024 + 1)
    except OSError as e:
        raise ProbeError(EXIT_IO, "%s: cannot read the file: %s" % (path, e.strerror or e))
    if len(raw) > 10 * 1024 * 1024:
        raise refused("$", "the file is larger than 10 MiB")
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise refused("$", "is not valid JSON")
    except RecursionError:
        raise refused("$", "is nested too deeply to be a scenario")
    if not isinstance(doc, dict):
        raise refused("$", "a scenario file must be a JSON object")
    if doc.get("format") != "rightsize-scenario":
        raise refused("$.format", 'must be "rightsize-scenario"')
    if doc.get("version") != 1 or isinstance(doc.get("version"), bool):
        raise refused("$.version", "must be 1")
    if not isinstance(doc.get("workload", {}), dict):
        raise refused("$.workload", "must be an object")
    return doc


def find_rightsize(script_dir, given):
    """The rightsize program beside the probe (installed together), then the one on PATH."""
    if given:
        return given
    for candidate in (os.environ.get("RIGHTSIZE"), os.path.join(script_dir, "rightsize")):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return shutil.which("rightsize")


def resolve_shape(path, doc, rightsize):
    """The model as the planner sees it: presets and hf_config resolved by rightsize itself, so
    the probe builds exactly the shape that was planned."""
    model = doc.get("workload", {}).get("model", {})
    if not isinstance(model, dict):
        raise refused("$.workload.model", "must be an object")
    if rightsize is None:
        if "preset" in model or "hf_config" in model:
            key = "preset" if "preset" in model else "hf_config"
            raise refused("$.workload.model." + key, "cannot be resolved: the rightsize program was not "
                          "found beside the probe or on PATH (name it with --rightsize PATH)")
        return dict(model)
    try:
        done = subprocess.run([rightsize, "model", "show", path, "--format", "json"],
                              capture_output=True, text=True, timeout=120)
    except OSError as e:
        raise ProbeError(EXIT_IO, "%s: cannot run: %s" % (rightsize, e.strerror or e))
    if done.returncode != 0:
        raise ProbeError(done.returncode if done.returncode in (2, 3) else 2, done.stderr.strip())
    return json.loads(done.stdout)["shape"]


def read_shape(path):
    """A shape resolved elsewhere: the output of `rightsize model show --format json` or its
    "shape" object alone."""
    try:
        with open(path, "rb") as f:
            raw = f.read(1024 * 1024 + 1)
    except OSError as e:
        raise ProbeError(EXIT_IO, "%s: cannot read the file: %s" % (path, e.strerror or e))
    try:
        doc = json.loads(raw.decode("utf-8")) if len(raw) <= 1024 * 1024 else None
    except (UnicodeDecodeError, ValueError, RecursionError):
        doc = None
    if isinstance(doc, dict) and isinstance(doc.get("shape"), dict):
        doc = doc["shape"]
    if not isinstance(doc, dict):
        raise refused("--shape", "%s is not a model shape (a JSON object of at most 1 MiB, as "
                      "`rightsize model show --format json` prints it)" % path)
    return doc


def _whole(w, key, default, path):
    value = w.get(key, default)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise refused(path, "must be a whole number of at least 1")
    return value


def check_shape(shape, preset=""):
    # Imported here: it needs PyTorch, and reading a scenario must not (the probe says PyTorch is
    # missing in words, not with a traceback).
    import probe_vision
    if probe_vision.is_vision(shape):
        probe_vision.check(shape, preset)
        return
    arch = shape.get("architecture", "decoder")
    if arch not in ("decoder", "encoder"):
        raise refused("$.workload.model.architecture", '"%s": the probe builds encoder and decoder '
                      "transformers and image models only" % arch)
    for key in ("layers", "hidden", "heads", "vocab"):
        if not isinstance(shape.get(key), int) or shape[key] < 1:
            raise refused("$.workload.model." + key, "the probe needs it to build the model (a whole "
                          "number of at least 1)")
    if shape["hidden"] % shape["heads"] and not shape.get("head_dim"):
        raise refused("$.workload.model.heads", "must divide hidden")
    for key in ("experts", "kv_lora_rank"):
        if shape.get(key, 0):
            raise refused("$.workload.model." + key, "the probe cannot build this model yet")


def check_workload(doc):
    """The kind, precision, compile mode and finetune block; checked before the model is resolved
    so a workload the probe cannot run is named as such, not as a missing shape."""
    return _workload_spec(doc.get("workload", {}))


def _workload_spec(w):
    kind = w.get("kind", "training")
    if kind not in TRAINING_KINDS + INFERENCE_KINDS:
        raise refused("$.workload.kind", '"%s": the probe measures training, fine-tuning and '
                      "inference of a transformer" % kind)
    precision = w.get("precision") or "bf16_mixed"
    if precision not in PRECISIONS:
        raise refused("$.workload.precision", '"%s" needs kernels the probe does not run; one of %s'
                      % (precision, ", ".join(PRECISIONS)))
    mode = w.get("compile", "none")
    if mode not in COMPILE_MODES:
        raise refused("$.workload.compile", "must be one of " + ", ".join(COMPILE_MODES))
    finetune = w.get("finetune") or {}
    if not isinstance(finetune, dict):
        raise refused("$.workload.finetune", "must be an object")
    return kind, precision, mode, finetune


def build_spec(doc, shape):
    w = doc.get("workload", {})
    kind, precision, mode, finetune = _workload_spec(w)
    model = w.get("model") if isinstance(w.get("model"), dict) else {}
    preset = model.get("preset") if isinstance(model.get("preset"), str) else ""
    check_shape(shape, preset)
    training = kind in TRAINING_KINDS
    serving = w.get("serving") or {}
    batch = _whole(w, "batch_size", 8, "$.workload.batch_size") if kind != "online_serving" else \
        _whole(serving, "max_batch", 32, "$.workload.serving.max_batch")
    micro = _whole(w, "micro_batch_size", batch, "$.workload.micro_batch_size")
    micro = min(micro, batch)
    seq = w.get("seq_len") or (serving.get("input_tokens") if not training else None) \
        or shape.get("default_seq_len") or 128
    if not isinstance(seq, (int, float)) or seq < 1:
        raise refused("$.workload.seq_len", "must be a whole number of at least 1")
    method = finetune.get("method", "full") if kind == "fine_tuning" else "full"
    return RunSpec(kind=kind, training=training, micro_batch=micro,
                   accumulation=max(1, -(-batch // micro)) if training else 1, seq_len=int(seq),
                   precision=precision, recompute=training and w.get("activation_recompute") in
                   ("selective", "full"), finetune=method, lora_rank=int(finetune.get("lora_rank", 16)),
                   lora_targets=finetune.get("lora_targets", "all_linear"), compile_mode=mode,
                   optimizer_impl=w.get("optimizer_implementation") or "", shape=shape,
                   preset=preset)
