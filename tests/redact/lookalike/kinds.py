"""The shape every kind of the look-alike corpus shares."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tests.redact.lookalike.fields import Gen


@dataclass(frozen=True)
class Kind:
    """A kind of text and the templates each split writes it with.

    ``dev`` and ``holdout`` hold different templates; a kind with no ``dev`` template is
    one the ``dev`` split never shows. ``gen`` adds or overrides field generators for this
    kind only. ``secrets`` names the fields whose values must not survive scrubbing (empty
    for a benign kind); each template of a secret kind uses at least one of them.
    ``repeat`` is how many instances each template gets per split.
    """

    kind: str
    dev: tuple[str, ...]
    holdout: tuple[str, ...]
    gen: Mapping[str, Gen] = field(default_factory=dict)
    secrets: tuple[str, ...] = ()
    repeat: Mapping[str, int] = field(default_factory=dict)
    source: str = "written"
