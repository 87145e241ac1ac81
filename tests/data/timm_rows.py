#!/usr/bin/env python3
"""Cuts tests/data/timm_benchmarks.csv from the benchmark tables of PyTorch Image Models.

Usage: timm_rows.py GIT_DIR > tests/data/timm_benchmarks.csv
       timm_rows.py GIT_DIR train > tests/data/timm_train_benchmarks.csv
GIT_DIR is a clone of github.com/huggingface/pytorch-image-models; the tables are read at HEAD.
Every original column of a table is kept (empty where that table lacks it); the columns after
them say which table, commit, card, software and date a row comes from, and which catalog preset
and device the validation plans it on.
"""
import csv
import io
import subprocess
import sys

# timm model name -> catalog preset; each at one image size (SIZES, else 224): the size every
# table lists it at.
SIZES = {'efficientnet_b2': 288, 'efficientnet_b3': 320, 'convnext_nano': 288, 'convnext_tiny': 288, 'convnext_small': 288, 'convnext_base': 288, 'convnext_large': 288, 'regnety_032': 288, 'regnety_040': 288, 'regnety_080': 288, 'regnety_160': 288, 'vit_tiny_patch16_384': 384, 'vit_small_patch16_384': 384, 'vit_base_patch16_384': 384, 'vit_base_patch32_384': 384, 'vit_large_patch16_384': 384}
MODELS = {
    "resnet18": "resnet-18", "resnet34": "resnet-34", "resnet50": "resnet-50",
    "resnet101": "resnet-101", "resnet152": "resnet-152", "resnext50_32x4d": "resnext-50-32x4d",
    "wide_resnet50_2": "wide-resnet-50-2", "vgg16": "vgg-16", "densenet121": "densenet-121",
    "efficientnet_b0": "efficientnet-b0", "efficientnet_b2": "efficientnet-b2",
    "efficientnet_b3": "efficientnet-b3", "mobilenetv2_100": "mobilenet-v2-100",
    "mobilenetv3_small_100": "mobilenet-v3-small-100",
    "mobilenetv3_large_100": "mobilenet-v3-large-100", "convnext_nano": "convnext-nano",
    "convnext_tiny": "convnext-tiny", "convnext_small": "convnext-small",
    "convnext_base": "convnext-base", "convnext_large": "convnext-large",
    "regnetx_016": "regnetx-016", "regnetx_032": "regnetx-032", "regnety_016": "regnety-016",
    "regnety_032": "regnety-032", "regnety_040": "regnety-040", "regnety_080": "regnety-080",
    "regnety_160": "regnety-160",
    "vit_tiny_patch16_224": "vit-ti-16", "vit_tiny_patch16_384": "vit-ti-16-384",
    "vit_small_patch16_224": "vit-s-16", "vit_small_patch16_384": "vit-s-16-384",
    "vit_small_patch32_224": "vit-s-32", "vit_base_patch16_224": "vit-b-16",
    "vit_base_patch16_384": "vit-b-16-384", "vit_base_patch32_224": "vit-b-32",
    "vit_base_patch32_384": "vit-b-32-384", "vit_base_patch8_224": "vit-b-8",
    "vit_large_patch16_224": "vit-l-16", "vit_large_patch16_384": "vit-l-16-384",
}

# table -> card, catalog device, software
TABLES = {
    "benchmark-infer-amp-nchw-pt113-cu117-rtx3090.csv": ("NVIDIA GeForce RTX 3090", "rtx-3090-24gb", "PyTorch 1.13, CUDA 11.7"),
    "benchmark-infer-amp-nchw-pt210-cu121-rtx3090.csv": ("NVIDIA GeForce RTX 3090", "rtx-3090-24gb", "PyTorch 2.1.0, CUDA 12.1"),
    "benchmark-infer-amp-nchw-pt240-cu124-rtx3090.csv": ("NVIDIA GeForce RTX 3090", "rtx-3090-24gb", "PyTorch 2.4.0, CUDA 12.4"),
    "benchmark-infer-amp-nchw-pt240-cu124-rtx4090.csv": ("NVIDIA GeForce RTX 4090", "rtx-4090-24gb", "PyTorch 2.4.0, CUDA 12.4"),
    "benchmark-infer-amp-nchw-pt240-cu124-rtx4090-dynamo.csv": ("NVIDIA GeForce RTX 4090", "rtx-4090-24gb", "PyTorch 2.4.0, CUDA 12.4"),
    "benchmark-infer-amp-nchw-pt291-cu128-4090.csv": ("NVIDIA GeForce RTX 4090", "rtx-4090-24gb", "PyTorch 2.9.1, CUDA 12.8"),
    "benchmark-infer-amp-nchw-pt291-cu128-4090-dynamo.csv": ("NVIDIA GeForce RTX 4090", "rtx-4090-24gb", "PyTorch 2.9.1, CUDA 12.8"),
    "benchmark-infer-amp-nchw-pt291-cu130-5090.csv": ("NVIDIA GeForce RTX 5090", "rtx-5090-32gb", "PyTorch 2.9.1, CUDA 13.0"),
    "benchmark-infer-amp-nchw-pt291-cu130-5090-dynamo.csv": ("NVIDIA GeForce RTX 5090", "rtx-5090-32gb", "PyTorch 2.9.1, CUDA 13.0"),
    "benchmark-infer-amp-nchw-pt291-cu130-pro6000maxq.csv": ("NVIDIA RTX PRO 6000 Blackwell Max-Q", "rtx-pro-6000-max-q-96gb", "PyTorch 2.9.1, CUDA 13.0"),
    "benchmark-infer-amp-nchw-pt291-cu130-pro6000maxq-dynamo.csv": ("NVIDIA RTX PRO 6000 Blackwell Max-Q", "rtx-pro-6000-max-q-96gb", "PyTorch 2.9.1, CUDA 13.0"),
    "benchmark-infer-fp32-nchw-pt221-cpu-i9_10940x-dynamo.csv": ("Intel Core i9-10940X", "cpu-desktop-i9-10940x", "PyTorch 2.2.1"),
    "benchmark-infer-fp32-nchw-pt240-cpu-i9_10940x-dynamo.csv": ("Intel Core i9-10940X", "cpu-desktop-i9-10940x", "PyTorch 2.4.0"),
    "benchmark-infer-fp32-nchw-pt240-cpu-i7_12700h-dynamo.csv": ("Intel Core i7-12700H", "cpu-laptop-i7-12700h", "PyTorch 2.4.0"),
}

# the training table: forward, backward and SGD step of a batch of random images (timm's
# benchmark.py defaults), autocast float16
TRAIN_TABLES = {
    "benchmark-train-amp-nchw-pt112-cu113-rtx3090.csv": ("NVIDIA GeForce RTX 3090", "rtx-3090-24gb", "PyTorch 1.12, CUDA 11.3"),
}

ORIGINAL = ["model", "infer_img_size", "infer_batch_size", "infer_samples_per_sec",
            "infer_step_time", "param_count", "infer_gmacs", "infer_macts"]
ADDED = ["id", "preset", "device", "card", "precision", "compile", "software", "date", "source"]


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", gitdir, *args], check=True,
                          capture_output=True, text=True).stdout


def main():
    gitdir = sys.argv[1]
    train = len(sys.argv) > 2 and sys.argv[2] == "train"
    phase = "train" if train else "infer"
    original = [c.replace("infer_", phase + "_") for c in ORIGINAL]
    if train:  # the training tables have no FLOP or activation counts
        original = [c for c in original if c not in ("train_gmacs", "train_macts")]
    out = csv.DictWriter(sys.stdout, original + ADDED, lineterminator="\n")
    out.writeheader()
    for table, (card, device, software) in (TRAIN_TABLES if train else TABLES).items():
        path = "results/" + table
        commit, date = git(gitdir, "log", "-1", "--format=%H %cs", "HEAD", "--", path).split()
        rows = list(csv.DictReader(io.StringIO(git(gitdir, "show", "HEAD:" + path))))
        compiled = table.endswith("-dynamo.csv")
        cpu = "-cpu-" in table
        seen = set()
        for row in rows:
            name = row["model"]
            if name not in MODELS or name in seen:
                continue
            if int(row[phase + "_img_size"]) != SIZES.get(name, 224):
                continue
            seen.add(name)
            tag = table[len("benchmark-"):-len(".csv")] if train else \
                table[len("benchmark-infer-"):-len(".csv")]
            record = {k: row.get(k, "") for k in original}
            record[phase + "_batch_size"] = str(int(float(record[phase + "_batch_size"])))
            record.update(
                id="TIMM-" + tag + "-" + name, preset=MODELS[name], device=device, card=card,
                precision="fp32" if cpu else "fp16_mixed (torch.autocast float16)",
                compile="torch.compile (inductor)" if compiled else "eager",
                software=software, date=date,
                source="huggingface/pytorch-image-models " + path + " @ " + commit[:12])
            out.writerow(record)


if __name__ == "__main__":
    main()
