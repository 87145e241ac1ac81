#!/usr/bin/env python3
"""Counts, layer by layer, how much of a CNN's forward work is in grouped and depthwise convolutions.

Usage: grouped_conv_shares.py   (prints one line per catalog preset)

Each network is walked from its paper's layer table (and the channel rounding of PyTorch Image
Models, which the catalog's presets and timm's benchmark tables use): every convolution and linear
layer adds its multiply-accumulates (MACs) and the values it reads (its input) and writes (its
output). A convolution with groups > 1 is grouped (depthwise when groups equal the channels). The
catalog's grouped_conv_flops_share is the grouped layers' MACs over all MACs, and
grouped_conv_bytes_share their input and output values over those of every layer. The totals are
printed beside timm's profiled GMACs and layer outputs (infer_gmacs, infer_macts in
tests/data/timm_benchmarks.csv) as a check of the walk.

Sources of the layer tables:
  MobileNetV2: Sandler et al. 2018, arXiv:1801.04381, table 2.
  MobileNetV3: Howard et al. 2019, arXiv:1905.02244, tables 1 and 2 (squeeze-excite reduced to a
    quarter of the expanded width, rounded to 8 as timm's _make_divisible).
  EfficientNet: Tan and Le 2019, arXiv:1905.11946, table 1; B2 is width 1.1, depth 1.2 at 288,
    B3 width 1.2, depth 1.4 at 320 (its section 4; timm's round_channels and ceil of the repeats).
  ConvNeXt: Liu et al. 2022, arXiv:2201.03545, section 2 and table 9 (nano: timm's 80-640 widths).
  RegNet: Radosavovic et al. 2020, arXiv:2003.13678, section 3.3 (quantized linear widths) with the
    parameters of timm's regnet.py model_cfgs.
  ResNeXt-50 32x4d: Xie et al. 2016, arXiv:1611.05431, table 1.
"""
import math


class Net:
    def __init__(self):
        self.macs = self.grouped_macs = 0.0
        self.values = self.grouped_values = 0.0
        self.outputs = 0.0

    def conv(self, cin, cout, k, stride, hw, groups=1):
        """A k x k convolution on an hw x hw input; returns the output side."""
        out = (hw + stride - 1) // stride
        macs = out * out * cout * (cin // groups) * k * k
        values = hw * hw * cin + out * out * cout
        self.macs += macs
        self.values += values
        self.outputs += out * out * cout
        if groups > 1:
            self.grouped_macs += macs
            self.grouped_values += values
        return out

    def linear(self, cin, cout):
        self.macs += cin * cout
        self.values += cin + cout
        self.outputs += cout

    def se(self, chs, reduced):
        """Squeeze-excite: two 1x1 convolutions on the pooled 1x1 map."""
        self.linear(chs, reduced)
        self.linear(reduced, chs)


def divisible(v, d=8):
    new = max(d, int(v + d / 2) // d * d)
    return new + d if new < 0.9 * v else new


def inverted_residual(net, cin, exp, cout, k, stride, hw, se=0):
    if exp != cin:
        net.conv(cin, exp, 1, 1, hw)
    hw = net.conv(exp, exp, k, stride, hw, groups=exp)
    if se:
        net.se(exp, se)
    net.conv(exp, cout, 1, 1, hw)
    return hw


def mobilenet_v2(size=224):
    net = Net()
    hw = net.conv(3, 32, 3, 2, size)
    cin = 32
    for t, c, n, s in [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1),
                       (6, 160, 3, 2), (6, 320, 1, 1)]:
        for i in range(n):
            hw = inverted_residual(net, cin, cin * t, c, 3, s if i == 0 else 1, hw)
            cin = c
    net.conv(cin, 1280, 1, 1, hw)
    net.linear(1280, 1000)
    return net


def mobilenet_v3(rows, last, head, size=224):
    net = Net()
    hw = net.conv(3, 16, 3, 2, size)
    cin = 16
    for k, exp, cout, se, s in rows:
        hw = inverted_residual(net, cin, exp, cout, k, s, hw, divisible(exp / 4) if se else 0)
        cin = cout
    net.conv(cin, last, 1, 1, hw)
    net.linear(last, head)  # the head's 1x1 convolution on the pooled map
    net.linear(head, 1000)
    return net


MBV3_LARGE = [(3, 16, 16, 0, 1), (3, 64, 24, 0, 2), (3, 72, 24, 0, 1), (5, 72, 40, 1, 2),
              (5, 120, 40, 1, 1), (5, 120, 40, 1, 1), (3, 240, 80, 0, 2), (3, 200, 80, 0, 1),
              (3, 184, 80, 0, 1), (3, 184, 80, 0, 1), (3, 480, 112, 1, 1), (3, 672, 112, 1, 1),
              (5, 672, 160, 1, 2), (5, 960, 160, 1, 1), (5, 960, 160, 1, 1)]
MBV3_SMALL = [(3, 16, 16, 1, 2), (3, 72, 24, 0, 2), (3, 88, 24, 0, 1), (5, 96, 40, 1, 2),
              (5, 240, 40, 1, 1), (5, 240, 40, 1, 1), (5, 120, 48, 1, 1), (5, 144, 48, 1, 1),
              (5, 288, 96, 1, 2), (5, 576, 96, 1, 1), (5, 576, 96, 1, 1)]


def efficientnet(width, depth, size):
    net = Net()
    stem = divisible(32 * width)
    hw = net.conv(3, stem, 3, 2, size)
    cin = stem
    for e, k, c, n, s in [(1, 3, 16, 1, 1), (6, 3, 24, 2, 2), (6, 5, 40, 2, 2), (6, 3, 80, 3, 2),
                          (6, 5, 112, 3, 1), (6, 5, 192, 4, 2), (6, 3, 320, 1, 1)]:
        cout = divisible(c * width)
        for i in range(int(math.ceil(n * depth))):
            # squeeze-excite to a quarter of the block's input width
            hw = inverted_residual(net, cin, cin * e, cout, k, s if i == 0 else 1, hw,
                                   max(1, int(cin * 0.25)))
            cin = cout
    head = divisible(1280 * width)
    net.conv(cin, head, 1, 1, hw)
    net.linear(head, 1000)
    return net


def convnext(depths, dims, size):
    net = Net()
    hw = net.conv(3, dims[0], 4, 4, size)
    for stage, (n, c) in enumerate(zip(depths, dims)):
        if stage > 0:
            hw = net.conv(dims[stage - 1], c, 2, 2, hw)
        for _ in range(n):
            net.conv(c, c, 7, 1, hw, groups=c)
            net.conv(c, 4 * c, 1, 1, hw)  # the block's linear layers act per pixel
            net.conv(4 * c, c, 1, 1, hw)
    net.linear(dims[-1], 1000)
    return net


def regnet(w0, wa, wm, group, depth, se, size):
    widths = [int(round(w0 * wm ** round(math.log((i * wa + w0) / w0) / math.log(wm)) / 8) * 8)
              for i in range(depth)]
    stages = []
    for w in widths:
        if stages and stages[-1][0] == w:
            stages[-1][1] += 1
        else:
            stages.append([w, 1])
    net = Net()
    hw = net.conv(3, 32, 3, 2, size)
    cin = 32
    for w, n in stages:
        g = min(group, w)
        w = int(round(w / g) * g)
        for i in range(n):
            stride = 2 if i == 0 else 1
            net.conv(cin, w, 1, 1, hw)
            out = net.conv(w, w, 3, stride, hw, groups=w // g)
            if se:
                net.se(w, int(round(cin * se)))
            net.conv(w, w, 1, 1, out)
            if cin != w or stride != 1:
                net.conv(cin, w, 1, stride, hw)
            hw, cin = out, w
    net.linear(cin, 1000)
    return net


def resnext50(size=224):
    net = Net()
    hw = net.conv(3, 64, 7, 2, size)
    hw = (hw + 1) // 2  # max pool
    cin = 64
    for stage, n in enumerate([3, 4, 6, 3]):
        width, cout = 128 * 2 ** stage, 256 * 2 ** stage
        for i in range(n):
            stride = 2 if i == 0 and stage > 0 else 1
            net.conv(cin, width, 1, 1, hw)
            out = net.conv(width, width, 3, stride, hw, groups=32)
            net.conv(width, cout, 1, 1, out)
            if i == 0:
                net.conv(cin, cout, 1, stride, hw)
            hw, cin = out, cout
    net.linear(cin, 1000)
    return net


PRESETS = {
    "mobilenet-v2-100": lambda: mobilenet_v2(),
    "mobilenet-v3-small-100": lambda: mobilenet_v3(MBV3_SMALL, 576, 1024),
    "mobilenet-v3-large-100": lambda: mobilenet_v3(MBV3_LARGE, 960, 1280),
    "efficientnet-b0": lambda: efficientnet(1.0, 1.0, 224),
    "efficientnet-b2": lambda: efficientnet(1.1, 1.2, 288),
    "efficientnet-b3": lambda: efficientnet(1.2, 1.4, 320),
    "convnext-nano": lambda: convnext([2, 2, 8, 2], [80, 160, 320, 640], 288),
    "convnext-tiny": lambda: convnext([3, 3, 9, 3], [96, 192, 384, 768], 288),
    "convnext-small": lambda: convnext([3, 3, 27, 3], [96, 192, 384, 768], 288),
    "convnext-base": lambda: convnext([3, 3, 27, 3], [128, 256, 512, 1024], 288),
    "convnext-large": lambda: convnext([3, 3, 27, 3], [192, 384, 768, 1536], 288),
    "regnetx-016": lambda: regnet(80, 34.01, 2.25, 24, 18, 0, 224),
    "regnetx-032": lambda: regnet(88, 26.31, 2.25, 48, 25, 0, 224),
    "regnety-016": lambda: regnet(48, 20.71, 2.65, 24, 27, 0.25, 224),
    "regnety-032": lambda: regnet(80, 42.63, 2.66, 24, 21, 0.25, 288),
    "regnety-040": lambda: regnet(96, 31.41, 2.24, 64, 22, 0.25, 288),
    "regnety-080": lambda: regnet(192, 76.82, 2.19, 56, 17, 0.25, 288),
    "regnety-160": lambda: regnet(200, 106.23, 2.48, 112, 18, 0.25, 288),
    "resnext-50-32x4d": lambda: resnext50(),
}

if __name__ == "__main__":
    print("preset, GMACs, M outputs, grouped_conv_flops_share, grouped_conv_bytes_share")
    for name, build in PRESETS.items():
        n = build()
        print(f"{name}, {n.macs / 1e9:.2f}, {n.outputs / 1e6:.2f}, "
              f"{n.grouped_macs / n.macs:.3f}, {n.grouped_values / n.values:.3f}")
