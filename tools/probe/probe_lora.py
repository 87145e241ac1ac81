"""LoRA on the target linears: with peft when it is importable, otherwise a small wrapper of
its own (frozen base, trainable A and B), so the step trains what a LoRA run trains."""

from torch import nn

try:
    import peft
except ImportError:
    peft = None

# Heads and poolers stay frozen and unwrapped: LoRA adapts the blocks.
_HEADS = ("lm_head", "classifier", "pooler", "score", "head")
_ATTENTION = ("attn", "attention", "query", "key", "value", "q_proj", "k_proj", "v_proj", "o_proj")


def _features(module):
    """(in, out) of a Linear, or of transformers' Conv1D (GPT-2), whose weight is (in, out)."""
    if isinstance(module, nn.Linear):
        return module.in_features, module.out_features
    if type(module).__name__ == "Conv1D" and getattr(module, "weight", None) is not None:
        return module.weight.shape[0], module.weight.shape[1]
    return None


def target_names(model, targets):
    names = []
    for name, module in model.named_modules():
        if _features(module) is None or any(part in _HEADS for part in name.split(".")):
            continue
        if targets == "attention" and not any(a in name for a in _ATTENTION):
            continue
        names.append(name)
    return names


class LoraLinear(nn.Module):
    def __init__(self, base, rank):
        super().__init__()
        fan_in, fan_out = _features(base)
        self.base = base
        self.lora_a = nn.Linear(fan_in, rank, bias=False)
        self.lora_b = nn.Linear(rank, fan_out, bias=False)
        nn.init.zeros_(self.lora_b.weight)
        self.m_scale = 2.0  # alpha = 2 × rank, the common choice

    def forward(self, x):
        return self.base(x) + self.lora_b(self.lora_a(x)) * self.m_scale


def _wrap(model, names, rank):
    for name in names:
        parent_name, _, child = name.rpartition(".")
        parent = model.get_submodule(parent_name) if parent_name else model
        setattr(parent, child, LoraLinear(getattr(parent, child), rank))


def apply_lora(model, spec, notes):
    """Freezes the model and adds adapters; returns the model to train. QLoRA's 4-bit base needs
    bitsandbytes kernels, so the probe keeps the base in the step's precision and says so."""
    names = target_names(model, spec.lora_targets)
    if not names:
        notes.append("no linear layer matched the LoRA targets; trained every weight")
        return model
    if spec.finetune == "qlora":
        notes.append("qlora measured as lora: the frozen base is not quantised to 4 bits")
    if peft is not None:
        config = peft.LoraConfig(r=spec.lora_rank, lora_alpha=2 * spec.lora_rank, target_modules=names,
                                 lora_dropout=0.0)
        return peft.get_peft_model(model, config)
    for p in model.parameters():
        p.requires_grad_(False)
    _wrap(model, names, spec.lora_rank)
    return model


def trainable_parameters(model):
    return [p for p in model.parameters() if p.requires_grad]


def count_parameters(model):
    total = sum(p.numel() for p in model.parameters())
    trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
    return total, trainable


