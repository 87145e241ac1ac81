"""rightsize-probe's own pieces: budget, device ids, out-of-memory reports, the step's settings
and the LoRA wrapper. Run by CTest (label cli); exits 77 (skipped) without PyTorch."""

import os
import sys
import time
import types
import unittest

sys.dont_write_bytecode = True  # the checkout stays clean
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir,
                                "tools", "probe"))

try:
    import torch
except ImportError:
    print("PyTorch is not installed; skipped")
    sys.exit(77)

import probe_environment  # noqa: E402
import probe_lora  # noqa: E402
import probe_measure  # noqa: E402
import probe_model  # noqa: E402
from probe_errors import ProbeError  # noqa: E402
from probe_scenario import build_spec  # noqa: E402

SHAPE = {"architecture": "decoder", "layers": 2, "hidden": 32, "heads": 4, "ffn_hidden": 64, "vocab": 50}
VIT = {"architecture": "encoder", "layers": 2, "hidden": 32, "heads": 4, "ffn_hidden": 64, "image_size": 32,
       "patch_size": 8, "channels": 3, "num_classes": 10}


def scenario(**workload):
    return {"format": "rightsize-scenario", "version": 1, "workload": workload}


class Budget(unittest.TestCase):
    def test_steps_fit_the_time_left(self):
        self.assertEqual(probe_measure.plan_steps(0.5, 20, 3.0), (6, True))
        self.assertEqual(probe_measure.plan_steps(0.01, 20, 100.0), (20, False))
        self.assertEqual(probe_measure.plan_steps(10.0, 20, 1.0), (1, True))  # always one

    def test_a_slow_step_lowers_the_timed_steps(self):
        notes = []
        warm, times = probe_measure.run_steps(lambda: time.sleep(0.05), torch.device("cpu"), 1, 50,
                                              time.monotonic() + 0.4, notes)
        self.assertLess(len(times), 50)
        self.assertTrue(any("lowered from 50" in n for n in notes), notes)

    def test_summary(self):
        s = probe_measure.summarise([0.3, 0.1, 0.2])
        self.assertEqual((s["median"], s["min"], s["max"]), (0.2, 0.1, 0.3))


class OutOfMemory(unittest.TestCase):
    def test_reported_not_raised(self):
        def step():
            raise RuntimeError("CUDA out of memory. Tried to allocate 2.00 GiB\nmore text")
        with self.assertRaises(ProbeError) as caught:
            probe_measure.run_steps(step, torch.device("cpu"), 1, 5, time.monotonic() + 10, [])
        self.assertEqual(caught.exception.code, 1)
        self.assertIn("out of memory", caught.exception.message)
        self.assertNotIn("more text", caught.exception.message)

    def test_report_names_the_batch_and_what_to_change(self):
        import probe_run

        def oom_step():
            raise RuntimeError("CUDA out of memory. Tried to allocate 20.00 GiB")
        spec = build_spec(scenario(batch_size=64, seq_len=512), dict(SHAPE))
        saved, probe_run.prepare = probe_run.prepare, lambda *_: (oom_step, "X", 1, 1)
        try:
            with self.assertRaises(ProbeError) as caught:
                probe_run._step(types.SimpleNamespace(warmup=1, steps=2), spec, torch.device("cpu"), 1e12, [])
        finally:
            probe_run.prepare = saved
        self.assertEqual(caught.exception.code, 1)
        self.assertIn("micro-batch 64 × 512 tokens", caught.exception.message)
        self.assertIn("workload.micro_batch_size", caught.exception.message)

    def test_other_errors_are_not_hidden(self):
        def step():
            raise ValueError("a bug")
        with self.assertRaises(ValueError):
            probe_measure.run_steps(step, torch.device("cpu"), 1, 5, time.monotonic() + 10, [])


class DeviceIds(unittest.TestCase):
    CASES = [("NVIDIA H100 80GB HBM3", "h100-sxm-80gb"), ("NVIDIA H100 PCIe", "h100-pcie-80gb"),
             ("NVIDIA H100 NVL", "h100-nvl-94gb"), ("NVIDIA A100-SXM4-80GB", "a100-sxm-80gb"),
             ("NVIDIA A100-SXM4-40GB", "a100-40gb"), ("NVIDIA A100 80GB PCIe", "a100-pcie-80gb"),
             ("Tesla T4", "t4-16gb"), ("NVIDIA A10G", "a10g-24gb"), ("NVIDIA A10", "a10-24gb"),
             ("NVIDIA L4", "l4-24gb"), ("NVIDIA L40S", "l40s-48gb"), ("NVIDIA H200", "h200-141gb"),
             ("NVIDIA GeForce RTX 3090 Ti", "rtx-3090-ti-24gb"), ("NVIDIA GeForce RTX 3090", "rtx-3090-24gb"),
             ("Some Future GPU", None)]

    def test_gpu_names(self):
        for name, device_id in self.CASES:
            with self.subTest(name=name):
                self.assertEqual(probe_environment.gpu_catalog_id(name), device_id)

    def test_cpu_closest_in_vcpus_is_said(self):
        devices = [{"id": "cpu-8", "kind": "cpu", "vcpus": 8}, {"id": "cpu-64", "kind": "cpu", "vcpus": 64},
                   {"id": "gpu", "kind": "gpu"}]
        notes = []
        chosen = probe_environment.choose_device_id(torch.device("cpu"), None, devices, notes)
        self.assertEqual(chosen, "cpu-8" if (os.cpu_count() or 1) <= 36 else "cpu-64")
        self.assertIn("closest in vCPUs", notes[0])

    def test_named_device_must_be_in_the_catalog(self):
        with self.assertRaises(ProbeError) as caught:
            probe_environment.choose_device_id(torch.device("cpu"), "tpu", [{"id": "cpu-8"}], [])
        self.assertEqual(caught.exception.code, 2)
        self.assertIn("--catalog-device", caught.exception.message)


class Spec(unittest.TestCase):
    def test_micro_batch_accumulates_to_the_batch(self):
        spec = build_spec(scenario(kind="training", batch_size=32, micro_batch_size=8, seq_len=64), dict(SHAPE))
        self.assertEqual((spec.micro_batch, spec.accumulation, spec.samples_per_step), (8, 4, 32))

    def test_refusals_name_the_path(self):
        cases = [(scenario(kind="data_prep"), SHAPE, "$.workload.kind"),
                 (scenario(precision="int4"), SHAPE, "$.workload.precision"),
                 (scenario(compile="fastest"), SHAPE, "$.workload.compile"),
                 (scenario(micro_batch_size=0), SHAPE, "$.workload.micro_batch_size"),
                 (scenario(), dict(SHAPE, architecture="graph"), "$.workload.model.architecture"),
                 (scenario(model={"preset": "vgg-16"}), {"architecture": "cnn"}, "$.workload.model.preset"),
                 (scenario(), dict(VIT, patch_size=5), "$.workload.model.patch_size"),
                 (scenario(), dict(VIT, heads=0), "$.workload.model.heads"),
                 (scenario(), dict(SHAPE, experts=8), "$.workload.model.experts")]
        for doc, shape, path in cases:
            with self.subTest(path=path):
                with self.assertRaises(ProbeError) as caught:
                    build_spec(doc, dict(shape))
                self.assertEqual(caught.exception.code, 2)
                self.assertTrue(caught.exception.message.startswith(path + ":"), caught.exception.message)


class Lora(unittest.TestCase):
    def test_own_wrapper_trains_adapters_only(self):
        spec = build_spec(scenario(kind="fine_tuning", finetune={"method": "lora", "lora_rank": 2,
                                                                 "lora_targets": "attention"}), dict(SHAPE))
        model = probe_model.PlainTransformer(spec.shape, 16)
        saved, probe_lora.peft = probe_lora.peft, None
        try:
            model = probe_lora.apply_lora(model, spec, [])
        finally:
            probe_lora.peft = saved
        total, trainable = probe_lora.count_parameters(model)
        # Two layers, each a qkv (32 → 96) and an output (32 → 32) projection with rank-2 adapters.
        self.assertEqual(trainable, 2 * (2 * (32 + 96) + 2 * (32 + 32)))
        ids = torch.randint(0, 50, (2, 16))
        model(ids, ids).backward()
        self.assertTrue(all(p.grad is None for n, p in model.named_parameters() if "lora_" not in n))

    def test_mixed_precision_holds_the_frozen_base_in_16_bits(self):
        # As PEFT's recipes do: the base in bf16, the adapters and their optimizer state in fp32.
        spec = build_spec(scenario(kind="fine_tuning", precision="bf16_mixed", seq_len=16,
                                   finetune={"method": "lora", "lora_rank": 2}), dict(SHAPE))
        saved, probe_lora.peft = probe_lora.peft, None
        try:
            model = probe_lora.apply_lora(probe_model.PlainTransformer(spec.shape, 16), spec, [])
        finally:
            probe_lora.peft = saved
        model = probe_measure.place(model, spec, torch.device("cpu"))
        frozen = {p.dtype for p in model.parameters() if not p.requires_grad}
        adapters = {p.dtype for p in model.parameters() if p.requires_grad}
        self.assertEqual((frozen, adapters), ({torch.bfloat16}, {torch.float32}))
        # Full fine-tuning under the same precision keeps fp32 weights (autocast casts per use).
        full = build_spec(scenario(kind="training", precision="bf16_mixed", seq_len=16), dict(SHAPE))
        model = probe_measure.place(probe_model.PlainTransformer(full.shape, 16), full, torch.device("cpu"))
        self.assertEqual({p.dtype for p in model.parameters()}, {torch.float32})


class Vision(unittest.TestCase):
    def test_image_models_are_built_with_torchvision_or_said_to_need_it(self):
        import probe_vision
        spec = build_spec(scenario(kind="training", batch_size=2), dict(VIT))
        cnn = build_spec(scenario(kind="training", batch_size=2, model={"preset": "resnet-18"}),
                         {"architecture": "cnn", "image_size": 32, "channels": 3, "num_classes": 10})
        self.assertEqual(cnn.preset, "resnet-18")
        if probe_vision.torchvision is None:
            with self.assertRaises(ProbeError) as caught:
                probe_model.build_model(spec)
            self.assertEqual(caught.exception.code, 1)
            self.assertIn("torchvision", caught.exception.message)
            return
        for s, name in ((spec, "VisionTransformer"), (cnn, "ResNet")):
            model, built = probe_model.build_model(s)
            self.assertEqual(built, name)
            images, labels = probe_model.make_batch(s, built, torch.device("cpu"))
            self.assertEqual(tuple(images.shape), (2, 3, 32, 32))
            probe_model.loss_of(model, built, images, labels).backward()


class Shape(unittest.TestCase):
    def test_shape_file_or_model_show_output(self):
        import json
        import tempfile
        from probe_scenario import read_shape
        with tempfile.TemporaryDirectory() as folder:
            whole = os.path.join(folder, "show.json")
            with open(whole, "w") as f:
                json.dump({"params": 1, "shape": SHAPE}, f)
            self.assertEqual(read_shape(whole), SHAPE)
            bare = os.path.join(folder, "bare.json")
            with open(bare, "w") as f:
                json.dump(SHAPE, f)
            self.assertEqual(read_shape(bare), SHAPE)
            bad = os.path.join(folder, "bad.json")
            with open(bad, "w") as f:
                f.write("[1, 2]")
            with self.assertRaises(ProbeError) as caught:
                read_shape(bad)
            self.assertEqual(caught.exception.code, 2)
            self.assertTrue(caught.exception.message.startswith("--shape:"))
            with self.assertRaises(ProbeError) as caught:
                read_shape(os.path.join(folder, "missing.json"))
            self.assertEqual(caught.exception.code, 3)


if __name__ == "__main__":
    unittest.main(verbosity=1, argv=[sys.argv[0]])
