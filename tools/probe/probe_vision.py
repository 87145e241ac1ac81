"""Image models for the probe: torchvision's ResNets and its Vision Transformer at the scenario's
shape, random images already on the device. Nothing is downloaded (weights=None)."""

import torch
import torch.nn.functional as F

from probe_errors import EXIT_NOTHING_MEASURED, ProbeError, refused

try:
    import torchvision
except ImportError:  # the step reports it; token models do not need it
    torchvision = None

# Catalog presets of convolutional networks → torchvision's builders.
CNNS = {"resnet-50": "resnet50", "resnet-18": "resnet18", "resnet-101": "resnet101"}


def is_vision(shape):
    """A convolutional network, or a transformer over image patches (ViT)."""
    return shape.get("architecture") == "cnn" or int(shape.get("patch_size") or 0) > 0


def check(shape, preset):
    if shape.get("architecture") == "cnn":
        if preset not in CNNS:
            raise refused("$.workload.model.preset", '"%s": the probe builds these convolutional '
                          "networks: %s" % (preset or "", ", ".join(sorted(CNNS))))
        return
    for key in ("layers", "hidden", "heads", "ffn_hidden", "image_size", "patch_size"):
        if not isinstance(shape.get(key), int) or shape[key] < 1:
            raise refused("$.workload.model." + key, "the probe needs it to build the vision "
                          "transformer (a whole number of at least 1)")
    if shape["image_size"] % shape["patch_size"]:
        raise refused("$.workload.model.patch_size", "must divide image_size")


def _classes(shape):
    return max(2, int(shape.get("num_classes") or 1000))


def build(spec):
    if torchvision is None:
        raise ProbeError(EXIT_NOTHING_MEASURED, "an image model needs torchvision (Debian: "
                         "python3-torchvision; pip: torchvision)")
    shape = spec.shape
    if shape.get("architecture") == "cnn":
        model = getattr(torchvision.models, CNNS[spec.preset])(weights=None, num_classes=_classes(shape))
    else:
        model = torchvision.models.VisionTransformer(
            image_size=shape["image_size"], patch_size=shape["patch_size"], num_layers=shape["layers"],
            num_heads=shape["heads"], hidden_dim=shape["hidden"], mlp_dim=shape["ffn_hidden"],
            num_classes=_classes(shape))
    return model, type(model).__name__


def make_batch(spec, device):
    """Random images and class labels; a CNN's images in channels_last, as tuned training runs
    them (tensor cores read NHWC without transposes)."""
    shape = spec.shape
    size = int(shape.get("image_size") or 224)
    images = torch.randn(spec.micro_batch, int(shape.get("channels") or 3), size, size, device=device)
    if shape.get("architecture") == "cnn":
        images = images.contiguous(memory_format=torch.channels_last)
    labels = torch.randint(0, _classes(shape), (spec.micro_batch,), device=device)
    return images, labels


def loss(model, images, labels):
    return F.cross_entropy(model(images).float(), labels)
