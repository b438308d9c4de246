"""Benign look-alikes from an ML engineer's notes: PyTorch, Hugging Face, W&B, MLflow, CUDA."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike8.gen import (
    LOWER_ALNUM,
    Kind,
    hexs,
    num,
    pick,
    uuid4,
)

MODELS = (
    "meta-llama/Llama-3.1-8B",
    "mistralai/Mistral-7B-v0.3",
    "acme/reranker-base",
    "BAAI/bge-m3",
)


def _hf(r: Random) -> dict[str, str]:
    model = r.choice(MODELS)
    return {
        "model": model,
        "cache": "models--" + model.replace("/", "--"),
        "sha": hexs(r, 40),
        "blob": hexs(r, 64),
    }


HF_REVISIONS = Kind(
    "huggingface-revisions",
    (
        "huggingface-cli download ⟨model⟩ --revision ⟨sha⟩ --local-dir ./weights",
        "~/.cache/huggingface/hub/⟨cache⟩/snapshots/⟨sha⟩/config.json -> ../../blobs/⟨blob⟩",
        'AutoModel.from_pretrained("⟨model⟩", revision="⟨sha⟩")  # pin, main moved',
        "Eval numbers are for ⟨model⟩@⟨sha⟩; the newer commit changed the tokenizer.",
        "HF_TOKEN is read from the environment by huggingface_hub; ⟨model⟩ is gated, request "
        "access first (rev ⟨sha⟩).",
    ),
    _hf,
    n=5,
)


def _lfs(r: Random) -> dict[str, str]:
    return {
        "oid": hexs(r, 64),
        "size": num(r, r.randint(7, 11)),
        "file": r.choice(("model.safetensors", "tokenizer.json", "data/train.parquet")),
    }


LFS_POINTERS = Kind(
    "git-lfs-pointers",
    (
        "version https://git-lfs.github.com/spec/v1\noid sha256:⟨oid⟩\nsize ⟨size⟩",
        "⟨file⟩ is still an LFS pointer (oid sha256:⟨oid⟩) - run git lfs pull.",
        "Smudge error: Error downloading ⟨file⟩ (⟨oid⟩): batch response: object not found",
        "git lfs ls-files -l | grep ⟨file⟩\n⟨oid⟩ - ⟨file⟩",
    ),
    _lfs,
    n=4,
)


def _shards(r: Random) -> dict[str, str]:
    return {"s1": hexs(r, 64), "s2": hexs(r, 64), "s3": hexs(r, 64), "n": str(r.randint(2, 9))}


WEIGHT_CHECKSUMS = Kind(
    "model-weight-checksums",
    (
        "$ sha256sum model-0000*-of-0000⟨n⟩.safetensors\n⟨s1⟩  model-00001-of-0000⟨n⟩.safetensors"
        "\n⟨s2⟩  model-00002-of-0000⟨n⟩.safetensors",
        "Export checksum for the ONNX model: ⟨s3⟩ (matches the release page).",
        "checkpoint-⟨n⟩000/optimizer.pt sha256=⟨s1⟩ differs between nodes - corrupted copy.",
        '"checksums": {"pytorch_model.bin": "⟨s1⟩", "model.safetensors": "⟨s2⟩"}',
    ),
    _shards,
    n=4,
)


def _wandb(r: Random) -> dict[str, str]:
    return {
        "run": pick(r, LOWER_ALNUM, 8),
        "sweep": pick(r, LOWER_ALNUM, 8),
        "entity": r.choice(("acme-ml", "lumen-research", "pixel-vision")),
        "project": r.choice(("reranker", "llm-sft", "detector-v3")),
        "name": r.choice(("fiery-sun", "quiet-river", "bold-paper", "misty-moon"))
        + "-"
        + str(r.randint(10, 999)),
        "dig": hexs(r, 32),
        "ver": str(r.randint(0, 40)),
    }


WANDB_IDS = Kind(
    "wandb-run-ids",
    (
        "wandb: Syncing run ⟨name⟩\nwandb: ⭐️ View project at https://wandb.ai/⟨entity⟩/⟨project⟩"
        "\nwandb: 🚀 View run at https://wandb.ai/⟨entity⟩/⟨project⟩/runs/⟨run⟩",
        "Best val loss is run ⟨run⟩ in sweep ⟨sweep⟩ (lr 3e-4, warmup 500).",
        'wandb.init(project="⟨project⟩", id="⟨run⟩", resume="must")',
        "artifact ⟨entity⟩/⟨project⟩/model-⟨run⟩:v⟨ver⟩ digest ⟨dig⟩",
        "wandb agent ⟨entity⟩/⟨project⟩/⟨sweep⟩ --count 20",
    ),
    _wandb,
)


def _mlflow(r: Random) -> dict[str, str]:
    return {
        "run": hexs(r, 32),
        "exp": str(r.randint(1, 900)),
        "ver": str(r.randint(1, 60)),
        "name": r.choice(("churn-xgb", "fraud-gbm", "ranker")),
    }


MLFLOW_IDS = Kind(
    "mlflow-run-ids",
    (
        'mlflow.pyfunc.load_model("runs:/⟨run⟩/model")',
        "artifact_uri: s3://acme-mlflow/⟨exp⟩/⟨run⟩/artifacts",
        "Registered model '⟨name⟩' version ⟨ver⟩ came from run ⟨run⟩ (experiment ⟨exp⟩).",
        "http://mlflow.internal/#/experiments/⟨exp⟩/runs/⟨run⟩ has the confusion matrix.",
    ),
    _mlflow,
    n=5,
)


def _gpu(r: Random) -> dict[str, str]:
    return {
        "u1": uuid4(r),
        "u2": uuid4(r),
        "mig": uuid4(r),
        "bus": f"00000000:{r.randint(16, 250):02X}:00.0",
        "drv": f"{r.randint(535, 565)}.{r.randint(10, 200)}.{r.randint(1, 9):02d}",
    }


CUDA_DEVICE_IDS = Kind(
    "cuda-device-ids",
    (
        "$ nvidia-smi -L\nGPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-⟨u1⟩)\nGPU 1: NVIDIA "
        "A100-SXM4-80GB (UUID: GPU-⟨u2⟩)",
        "  MIG 3g.40gb     Device  0: (UUID: MIG-⟨mig⟩)",
        "CUDA_VISIBLE_DEVICES=GPU-⟨u1⟩ python train.py  # pin to the healthy card",
        "Xid 79 on ⟨bus⟩ (GPU-⟨u2⟩), driver ⟨drv⟩ - node drained.",
    ),
    _gpu,
    n=5,
)


def _torch_err(r: Random) -> dict[str, str]:
    return {
        "gib": f"{r.randint(1, 70)}.{r.randint(10, 99)}",
        "mib": str(r.randint(2, 900)),
        "addr": "0x7f" + hexs(r, 10),
        "hash": pick(r, LOWER_ALNUM, 52),
        "h2": pick(r, LOWER_ALNUM, 2),
        "comm": "0x" + hexs(r, 16),
    }


TORCH_TRACES = Kind(
    "torch-tracebacks",
    (
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate ⟨mib⟩.00 MiB. GPU 0 has a "
        "total capacity of 79.15 GiB of which ⟨gib⟩ GiB is free.",
        "/tmp/torchinductor_dana/⟨h2⟩/c⟨hash⟩.py:14: error: compile failed",
        "Fatal Python error: Segmentation fault\n\nThread ⟨addr⟩ (most recent call first):\n"
        '  File "train.py", line 212 in <module>',
        "NCCL INFO comm ⟨addr⟩ rank 3 nRanks 8 nNodes 1 localRanks 8 localRank 3 commId ⟨comm⟩"
        " - Init COMPLETE",
    ),
    _torch_err,
    n=4,
)


def _ds(r: Random) -> dict[str, str]:
    return {
        "fp": hexs(r, 16),
        "fp2": hexs(r, 16),
        "n": str(r.randint(1000, 900000)),
        "ds": r.choice(("acme/support-tickets", "squad", "glue", "acme/code-review")),
    }


DATASET_FINGERPRINTS = Kind(
    "dataset-fingerprints",
    (
        "Loading cached processed dataset at ~/.cache/huggingface/datasets/⟨ds⟩/default/0.0.0/"
        "cache-⟨fp⟩.arrow",
        "Parameter 'function'=<function tokenize at ⟨fp2⟩> of the transform datasets.arrow_dataset"
        ".Dataset._map_single couldn't be hashed properly, a random hash was used instead.",
        "Map (num_proc=8): 100%|██████████| ⟨n⟩/⟨n⟩ new_fingerprint=⟨fp⟩",
        "dataset ⟨ds⟩ revision fingerprint ⟨fp⟩ vs ⟨fp2⟩ - the filter step is not deterministic.",
    ),
    _ds,
    n=4,
)


def _ml_cfg(r: Random) -> dict[str, str]:
    return {
        "seed": num(r, r.randint(4, 10)),
        "model": r.choice(MODELS),
        "rev": hexs(r, 40),
        "project": r.choice(("reranker", "llm-sft", "detector-v3")),
    }


ML_CONFIGS = Kind(
    "ml-training-configs",
    (
        "model:\n  name: ⟨model⟩\n  revision: ⟨rev⟩\nhub_token: ${oc.env:HF_TOKEN}\nseed: ⟨seed⟩",
        "TrainingArguments(output_dir='out', seed=⟨seed⟩, report_to='wandb', hub_token=None, "
        "push_to_hub=False)  # ⟨project⟩",
        '[wandb]\nproject = "⟨project⟩"\n# WANDB_API_KEY comes from the runner env\nseed = ⟨seed⟩',
        "torch.manual_seed(⟨seed⟩); np.random.seed(⟨seed⟩)  # repro for ⟨project⟩",
    ),
    _ml_cfg,
    n=4,
)


ML: tuple[Kind, ...] = (
    HF_REVISIONS,
    LFS_POINTERS,
    WEIGHT_CHECKSUMS,
    WANDB_IDS,
    MLFLOW_IDS,
    CUDA_DEVICE_IDS,
    TORCH_TRACES,
    DATASET_FINGERPRINTS,
    ML_CONFIGS,
)
