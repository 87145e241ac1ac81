"""Where the run happened: the catalog device it stands for, and the versions that shaped it."""

import datetime
import json
import os
import platform
import re
import shutil
import subprocess

import torch

from probe_errors import refused

# torch.cuda.get_device_name() spellings → catalog ids; the first match wins, so a longer name
# ("H100 PCIe", "RTX 3090 Ti") comes before the one it contains.
_GPU_IDS = [
    (r"H100.*NVL", "h100-nvl-94gb"), (r"H100.*PCIe", "h100-pcie-80gb"), (r"H100", "h100-sxm-80gb"),
    (r"H800", "h800-sxm-80gb"), (r"H200", "h200-141gb"), (r"B200", "b200-180gb"),
    (r"A100.*80GB.*PCIe", "a100-pcie-80gb"), (r"A100.*80GB", "a100-sxm-80gb"), (r"A100", "a100-40gb"),
    (r"A10G", "a10g-24gb"), (r"\bA10\b", "a10-24gb"), (r"\bL40S\b", "l40s-48gb"), (r"\bL4\b", "l4-24gb"),
    (r"\bT4\b", "t4-16gb"), (r"V100.*32GB", "v100-32gb"), (r"V100", "v100-16gb"),
    (r"RTX 6000 Ada", "rtx-6000-ada-48gb"), (r"RTX A6000", "rtx-a6000-48gb"),
    (r"RTX 4090", "rtx-4090-24gb"), (r"RTX 3090 Ti", "rtx-3090-ti-24gb"), (r"RTX 3090", "rtx-3090-24gb"),
    (r"GTX 1080 Ti", "gtx-1080-ti-11gb"), (r"MI300X", "mi300x-192gb"),
]


def gpu_catalog_id(name):
    for pattern, device_id in _GPU_IDS:
        if re.search(pattern, name):
            return device_id
    return None


def catalog_devices(rightsize):
    """The catalog's devices as `rightsize catalog list` prints them; empty without the program."""
    if not rightsize:
        return []
    try:
        done = subprocess.run([rightsize, "catalog", "list", "--format", "json"], capture_output=True,
                              text=True, timeout=120)
        return json.loads(done.stdout).get("devices", []) if done.returncode == 0 else []
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return []


def choose_device_id(device, given, devices, notes):
    """The catalog id the run is filed under: the one named, the GPU's own, or on a CPU the
    catalog's CPU closest in vCPUs (said in the notes, since the match is only by size)."""
    ids = {d.get("id") for d in devices}
    if given:
        if devices and given not in ids:
            raise refused("--catalog-device", '"%s" is not a device of the catalog' % given)
        return given
    if device.type == "cuda":
        name = torch.cuda.get_device_name(device)
        found = gpu_catalog_id(name)
        if not found or (devices and found not in ids):
            raise refused("--catalog-device", '"%s" has no catalog id the probe knows; name one' % name)
        return found
    cpus = [d for d in devices if d.get("kind") == "cpu" and d.get("vcpus")]
    if not cpus:
        raise refused("--catalog-device", "is needed on a CPU when the catalog cannot be read")
    have = os.cpu_count() or 1
    best = min(cpus, key=lambda d: (abs(d["vcpus"] - have), d["vcpus"]))
    notes.append("this CPU (%d logical cores) filed as %s, the catalog's CPU closest in vCPUs; name "
                 "another with --catalog-device" % (have, best["id"]))
    return best["id"]


def _version(module):
    try:
        return __import__(module).__version__
    except Exception:  # noqa: BLE001 - an absent or broken package is simply not listed
        return None


def _driver():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return None
    try:
        done = subprocess.run([smi, "--query-gpu=driver_version", "--format=csv,noheader"],
                              capture_output=True, text=True, timeout=30)
        return done.stdout.strip().splitlines()[0] if done.returncode == 0 and done.stdout.strip() else None
    except (OSError, subprocess.TimeoutExpired):
        return None


def _cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.machine()


def environment(device):
    env = {"python": platform.python_version(), "torch": torch.__version__,
           "transformers": _version("transformers"), "peft": _version("peft"),
           "platform": platform.platform(terse=True), "logical_cpus": os.cpu_count()}
    if device.type == "cuda":
        env.update({"device_name": torch.cuda.get_device_name(device), "cuda": torch.version.cuda,
                    "driver": _driver(),
                    "device_memory_bytes": torch.cuda.get_device_properties(device).total_memory})
    else:
        env["device_name"] = _cpu_name()
    return {k: v for k, v in env.items() if v not in (None, "")}


def today():
    return datetime.date.today().isoformat()
