"""``scrub_file_name``: a memory file name that carries a secret is refused, others kept."""

from __future__ import annotations

import random
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ocmem.redact import scrub_file_name

_RANDOM = random.Random(14)
_ALNUM = string.ascii_letters + string.digits


def _chars(alphabet: str, length: int) -> str:
    """Random characters that mix letters and digits when the alphabet has both."""
    has_letters = any(c.isalpha() for c in alphabet)
    while True:
        value = "".join(_RANDOM.choice(alphabet) for _ in range(length))
        if any(c.isdigit() for c in value) and (any(c.isalpha() for c in value) or not has_letters):
            return value


# Split prefixes: no literal in this file has the shape of a real credential.
_GITHUB = "gh" + "p_" + _chars(_ALNUM, 36)
_OPENAI = "sk" + "-proj-" + _chars(_ALNUM + "_-", 48)
_AWS_ID = "AK" + "IA" + _chars(string.ascii_uppercase + string.digits, 16)
_SLACK = (
    "xo" + "xb-" + "-".join(_chars(string.digits, 12) for _ in range(2)) + "-" + _chars(_ALNUM, 24)
)
_ANTHROPIC = "sk" + "-ant-api03-" + _chars(_ALNUM + "_-", 90)
_RANDOM_RUN = _chars(_ALNUM, 32)
_HEX_KEY = _chars("0123456789abcdef", 40)


@pytest.mark.parametrize(
    "name",
    [
        f"reference_{_GITHUB}.md",
        f"{_GITHUB}.md",
        f"project-{_OPENAI}.md",
        f"reference_{_AWS_ID}.md",
        f"aws_{_AWS_ID}_notes.md",
        f"slack_{_SLACK}.md",
        f"user.{_ANTHROPIC}.md",
        f"reference_{_RANDOM_RUN}.md",
        f"deploy_key_{_HEX_KEY}.md",
        f"reference_api_key={_RANDOM_RUN}.md",
        # a keyword and its value joined by `_`, as a name slugged from a sentence is
        "project_db_password_tr0ub4dor_3x.md",
        "reference_pgpassword_zq8vlm2prt.md",
        "project_wifi_psk_is_bluefalcon2024.md",
        "project_pin_4821_for_the_door.md",
    ],
)
def test_a_name_with_a_secret_shaped_token_is_refused(name: str) -> None:
    assert scrub_file_name(name) is None


@pytest.mark.parametrize(
    "name",
    [
        "project_db_migration_2024.md",
        "reference_sha256_notes.md",
        "feedback_use_pnpm.md",
        "user_prefers_tabs.md",
        "reference_api_tokens.md",
        "project_password_reset_flow.md",
        "reference_secret_scrubbing.md",
        "reactServerComponentsMigration2024.md",
        "feedback_commit_3f2a9c1.md",
        "incident_123e4567-e89b-12d3-a456-426614174000.md",
        "project_oauth2_pkce_s256.md",
        "reference_k8s_ingress_v1beta1.md",
        "user_utf-8_everywhere.md",
        "project_ed25519_signing_keys.md",
        "reference_password_policy_v2.md",
        "project_api_key_rotation_2024.md",
        "feedback_never_share_password_in_slack.md",
        "project_staging_db_password_in_vault.md",
        "user_prefers_ssh_key_ed25519.md",
        "project_token_ttl_30m.md",
    ],
)
def test_an_ordinary_name_is_returned_unchanged(name: str) -> None:
    assert scrub_file_name(name) == name


_NAME_WORDS = (
    "project feedback reference user db migration api token key secret notes use pnpm "
    "tabs ci deploy staging prod build cache auth login flow v2 2024 sha256 k8s"
)
_WORDS = st.sampled_from(_NAME_WORDS.split())


@given(st.lists(_WORDS, min_size=1, max_size=8), st.sampled_from("_-"))
def test_names_made_of_words_are_kept(words: list[str], separator: str) -> None:
    name = separator.join(words) + ".md"
    assert scrub_file_name(name) == name


@given(st.text(max_size=300))
def test_the_answer_is_the_name_itself_or_none(name: str) -> None:
    assert scrub_file_name(name) in (name, None)


@pytest.mark.parametrize(
    "name",
    [
        f"reference_github{_GITHUB}.md",
        f"xxx{_GITHUB}.md",
        f"reference_stripe{'sk' + '_live_' + _chars(_ALNUM, 40)}.md",
        f"project_key{_AWS_ID}.md",
    ],
)
def test_a_token_glued_to_a_word_is_a_credential_and_masked_whole(name: str) -> None:
    """Found by a black-box tester: a vendor token glued to a word (no boundary before its
    prefix, which the scrubber wants) was taken for a random run, so the save was renamed
    and the report showed the prefix and a few of the token's characters."""
    from ocmem.redact.file_names import file_name_findings, is_credential, mask_file_name

    assert is_credential(file_name_findings(name))
    token = name.removesuffix(".md")[-16:]
    assert token not in mask_file_name(name)
    assert not any(piece in mask_file_name(name) for piece in ("ghp_", "sk_live_", "AKIA"))
