"""Builds the scenario's model with random weights: with transformers when it is importable,
otherwise a plain PyTorch transformer of the same shape. Nothing is downloaded."""

import math

import torch
import torch.nn.functional as F
import torch.utils.checkpoint
from torch import nn

import probe_vision

try:
    import transformers
except ImportError:  # the plain model below serves instead
    transformers = None


def _positions(shape, seq_len):
    # Position tables must cover the measured sequence even when the scenario runs past them.
    return max(int(shape.get("positions") or 0), int(shape.get("max_context") or 0), seq_len, 8)


def _ffn(shape):
    return int(shape.get("ffn_hidden") or 4 * shape["hidden"])


def _llama_like(shape):
    return bool(shape.get("gated_ffn")) or shape.get("norm") == "rmsnorm" or not shape.get("positions")


def _hf_model(shape, spec):
    h, layers, heads, vocab = shape["hidden"], shape["layers"], shape["heads"], shape["vocab"]
    if shape.get("architecture") == "encoder":
        config = transformers.BertConfig(
            vocab_size=vocab, hidden_size=h, num_hidden_layers=layers, num_attention_heads=heads,
            intermediate_size=_ffn(shape), max_position_embeddings=_positions(shape, spec.seq_len),
            type_vocab_size=max(1, int(shape.get("type_vocab") or 2)),
            num_labels=max(2, int(shape.get("num_classes") or 2)))
        return transformers.BertForSequenceClassification(config), "BertForSequenceClassification"
    if _llama_like(shape):
        extra = {"head_dim": shape["head_dim"]} if shape.get("head_dim") else {}
        config = transformers.LlamaConfig(
            vocab_size=vocab, hidden_size=h, num_hidden_layers=layers, num_attention_heads=heads,
            num_key_value_heads=int(shape.get("kv_heads") or heads), intermediate_size=_ffn(shape),
            max_position_embeddings=_positions(shape, spec.seq_len),
            tie_word_embeddings=bool(shape.get("tied_embeddings")), **extra)
        return transformers.LlamaForCausalLM(config), "LlamaForCausalLM"
    config = transformers.GPT2Config(
        vocab_size=vocab, n_embd=h, n_layer=layers, n_head=heads, n_inner=_ffn(shape),
        n_positions=_positions(shape, spec.seq_len))
    return transformers.GPT2LMHeadModel(config), "GPT2LMHeadModel"


class _Block(nn.Module):
    def __init__(self, shape, causal):
        super().__init__()
        h = shape["hidden"]
        self.m_heads = shape["heads"]
        self.m_kv_heads = int(shape.get("kv_heads") or self.m_heads)
        self.m_head_dim = int(shape.get("head_dim") or h // self.m_heads)
        self.m_causal = causal
        self.m_gated = bool(shape.get("gated_ffn"))
        bias = bool(shape.get("bias"))
        qkv = (self.m_heads + 2 * self.m_kv_heads) * self.m_head_dim
        self.attn_norm = nn.LayerNorm(h)
        self.attn_qkv = nn.Linear(h, qkv, bias=bias)
        self.attn_out = nn.Linear(self.m_heads * self.m_head_dim, h, bias=bias)
        self.ffn_norm = nn.LayerNorm(h)
        self.ffn_in = nn.Linear(h, _ffn(shape), bias=bias)
        self.ffn_gate = nn.Linear(h, _ffn(shape), bias=bias) if self.m_gated else None
        self.ffn_out = nn.Linear(_ffn(shape), h, bias=bias)

    def _attention(self, x):
        b, s, _ = x.shape
        q, k, v = self.attn_qkv(x).split(
            [self.m_heads * self.m_head_dim, self.m_kv_heads * self.m_head_dim,
             self.m_kv_heads * self.m_head_dim], dim=-1)
        q = q.view(b, s, self.m_heads, self.m_head_dim).transpose(1, 2)
        k = k.view(b, s, self.m_kv_heads, self.m_head_dim).transpose(1, 2)
        v = v.view(b, s, self.m_kv_heads, self.m_head_dim).transpose(1, 2)
        if self.m_kv_heads != self.m_heads:  # grouped-query attention shares each key head
            k = k.repeat_interleave(self.m_heads // self.m_kv_heads, dim=1)
            v = v.repeat_interleave(self.m_heads // self.m_kv_heads, dim=1)
        if hasattr(F, "scaled_dot_product_attention"):
            o = F.scaled_dot_product_attention(q, k, v, is_causal=self.m_causal)
        else:  # PyTorch before 2.0
            scores = q @ k.transpose(-1, -2) / math.sqrt(self.m_head_dim)
            if self.m_causal:
                mask = torch.ones(s, s, dtype=torch.bool, device=x.device).triu(1)
                scores = scores.masked_fill(mask, float("-inf"))
            o = scores.softmax(-1) @ v
        return self.attn_out(o.transpose(1, 2).reshape(b, s, -1))

    def forward(self, x):
        x = x + self._attention(self.attn_norm(x))
        y = self.ffn_norm(x)
        y = F.silu(self.ffn_gate(y)) * self.ffn_in(y) if self.m_gated else F.gelu(self.ffn_in(y))
        return x + self.ffn_out(y)


class PlainTransformer(nn.Module):
    """The shape's embeddings, blocks and head; a decoder predicts tokens, an encoder classes."""

    def __init__(self, shape, seq_len):
        super().__init__()
        self.m_encoder = shape.get("architecture") == "encoder"
        h = shape["hidden"]
        self.embed = nn.Embedding(shape["vocab"], h)
        self.positions = nn.Embedding(_positions(shape, seq_len), h) if shape.get("positions") else None
        self.blocks = nn.ModuleList(_Block(shape, not self.m_encoder) for _ in range(shape["layers"]))
        self.norm = nn.LayerNorm(h)
        out = max(2, int(shape.get("num_classes") or 2)) if self.m_encoder else shape["vocab"]
        self.head = nn.Linear(h, out, bias=False)
        self.recompute = False

    def forward(self, input_ids, labels):
        x = self.embed(input_ids)
        if self.positions is not None:
            x = x + self.positions(torch.arange(input_ids.shape[1], device=input_ids.device))
        for block in self.blocks:
            if self.recompute and self.training:
                x = torch.utils.checkpoint.checkpoint(block, x, use_reentrant=False)
            else:
                x = block(x)
        x = self.norm(x)
        if self.m_encoder:
            logits = self.head(x[:, 0])
        else:
            logits = self.head(x)
        return F.cross_entropy(logits.float().flatten(0, -2), labels.flatten())


def build_model(spec):
    """The model and the name of its class; `spec.shape` was checked by build_spec."""
    if probe_vision.is_vision(spec.shape):
        return probe_vision.build(spec)
    if transformers is not None:
        model, name = _hf_model(spec.shape, spec)
        if spec.recompute:
            model.gradient_checkpointing_enable()
        return model, name
    model = PlainTransformer(spec.shape, spec.seq_len)
    model.recompute = spec.recompute
    return model, "PlainTransformer"


def make_batch(spec, model_name, device):
    """Random token ids (or images) and labels of the step's shape, already on the device."""
    if probe_vision.is_vision(spec.shape):
        return probe_vision.make_batch(spec, device)
    b, s = spec.micro_batch, spec.seq_len
    ids = torch.randint(0, spec.shape["vocab"], (b, s), device=device)
    encoder = spec.shape.get("architecture") == "encoder"
    classes = max(2, int(spec.shape.get("num_classes") or 2))
    labels = torch.randint(0, classes, (b,), device=device) if encoder else ids.clone()
    return ids, labels


def loss_of(model, model_name, ids, labels):
    if ids.is_floating_point():  # images
        return probe_vision.loss(model, ids, labels)
    if model_name == "PlainTransformer":
        return model(ids, labels)
    return model(input_ids=ids, labels=labels).loss
