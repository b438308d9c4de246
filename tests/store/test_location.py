from __future__ import annotations

import os
import unicodedata
from pathlib import Path

import pytest
from testing.opencode_harness import git, make_git_repo

from ocmem.store.location import (
    global_memory_dir,
    project_key,
    project_roots,
    resolve_store,
    store_lock_name,
)
from ocmem.store.store_errors import StoreLocationError


@pytest.mark.parametrize(
    ("path", "key"),
    [
        ("/Users/alice/code/my_app", "-Users-alice-code-my-app"),
        ("/home/bob/Projects/Foo.Bar-2", "-home-bob-Projects-Foo-Bar-2"),
        ("C:\\Users\\x\\repo", "C--Users-x-repo"),
        (unicodedata.normalize("NFC", "/srv/café"), "-srv-caf-"),
        (unicodedata.normalize("NFD", "/srv/café"), "-srv-cafe-"),
        ("/srv/😀x", "-srv---x"),
        ("/home/user/" + "a" * 250, "-home-user-" + "a" * 189 + "-f2vpct"),
        ("/" + "é" * 210, "-" * 200 + "-jqt9qn"),
    ],
)
def test_project_key_matches_claude_code_vectors(path: str, key: str) -> None:
    assert project_key(path) == key


def test_long_keys_are_207_characters() -> None:
    assert len(project_key("/home/user/" + "a" * 250)) == 207
    assert len(project_key("/" + "é" * 210)) == 207


def test_key_of_exactly_200_characters_is_not_hashed() -> None:
    path = "/" + "a" * 199
    assert project_key(path) == "-" + "a" * 199


def _tree(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


def test_plain_directory_is_its_own_root_and_nothing_is_created(
    tmp_path: Path, env: dict[str, str]
) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    before = _tree(tmp_path)
    location = resolve_store(plain / "sub" / ".." / ".", "auto", env)
    assert location.root == plain
    assert location.key == project_key(str(plain))
    assert location.mode == "global"
    assert location.memory_dir == Path(env["CLAUDE_CONFIG_DIR"]) / "projects" / location.key / (
        "memory"
    )
    assert location.harness_feedback_path == location.project_dir / "harness-feedback.md"
    assert _tree(tmp_path) == before


def test_directory_that_does_not_exist_still_resolves(tmp_path: Path, env: dict[str, str]) -> None:
    location = resolve_store(tmp_path / "gone" / "deeper", "on", env)
    assert location.root == tmp_path / "gone" / "deeper"
    assert location.mode == "in-repo"
    assert not (tmp_path / "gone").exists()


def test_path_is_not_unicode_normalised(tmp_path: Path, env: dict[str, str]) -> None:
    """Claude Code keys the raw path: a decomposed `é` is `e` + a combining mark, `e-`."""
    for form, tail in (("NFD", "-cafe-"), ("NFC", "-caf-")):
        spelled = tmp_path / unicodedata.normalize(form, "café")
        spelled.mkdir()
        location = resolve_store(spelled, "off", env)
        assert str(location.root) == str(spelled)
        assert location.key.endswith(tail)
        repo = make_git_repo(tmp_path / unicodedata.normalize(form, "repö"), env)
        assert os.fsencode(resolve_store(repo / "sub", "off", env).root) == os.fsencode(repo)


def test_empty_claude_config_dir_means_home(tmp_path: Path, env: dict[str, str]) -> None:
    env = {**env, "CLAUDE_CONFIG_DIR": ""}
    memory = global_memory_dir(tmp_path, env)
    assert memory.is_absolute()
    assert memory.parent.parent.parent == Path(env["HOME"]) / ".claude"


def test_subdirectory_of_a_repository_resolves_to_the_repository(
    tmp_path: Path, env: dict[str, str]
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    (repo / "src" / "deep").mkdir(parents=True)
    assert project_roots(repo / "src" / "deep").canonical == repo
    assert project_roots(repo / "src" / ".." / "src" / "deep").canonical == repo


def test_linked_worktree_collapses_to_main_checkout(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    git(repo, "worktree", "add", "-q", str(tmp_path / "wt"), "-b", "feature", env=env)
    (tmp_path / "wt" / "pkg").mkdir()
    roots = project_roots(tmp_path / "wt" / "pkg")
    assert roots.kind == "worktree"
    assert roots.canonical == repo
    main = resolve_store(repo, "off", env)
    linked = resolve_store(tmp_path / "wt" / "pkg", "off", env)
    assert linked.key == main.key
    assert linked.memory_dir == main.memory_dir


def test_worktree_in_repo_memory_lands_in_main_checkout(
    tmp_path: Path, env: dict[str, str]
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    git(repo, "worktree", "add", "-q", str(tmp_path / "wt"), "-b", "feature", env=env)
    location = resolve_store(tmp_path / "wt", "on", env)
    assert location.memory_dir == repo / ".claude" / "memory"


def test_relative_path_worktree_collapses_to_main_checkout(
    tmp_path: Path, env: dict[str, str]
) -> None:
    """git >= 2.48 with worktree.useRelativePaths writes both links relative; rewrite them so."""
    repo = make_git_repo(tmp_path / "repo", env)
    worktree = tmp_path / "wt"
    git(repo, "worktree", "add", "-q", str(worktree), "-b", "feature", env=env)
    worktree_git_dir = repo / ".git" / "worktrees" / "wt"
    (worktree / ".git").write_text("gitdir: " + os.path.relpath(worktree_git_dir, worktree) + "\n")
    (worktree_git_dir / "gitdir").write_text(
        os.path.relpath(worktree / ".git", worktree_git_dir) + "\n"
    )
    assert git(worktree, "rev-parse", "--abbrev-ref", "HEAD", env=env) == "feature"
    cwd = os.getcwd()
    os.chdir(tmp_path.parent)  # the old bug resolved the back link against the process cwd
    try:
        assert project_roots(worktree).canonical == repo
    finally:
        os.chdir(cwd)


def test_worktree_with_a_forged_back_link_is_not_collapsed(
    tmp_path: Path, env: dict[str, str]
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    git(repo, "worktree", "add", "-q", str(tmp_path / "wt"), "-b", "feature", env=env)
    impostor = tmp_path / "impostor"
    impostor.mkdir()
    (impostor / ".git").write_text((tmp_path / "wt" / ".git").read_text())
    roots = project_roots(impostor)
    assert roots.canonical == impostor
    assert roots.kind == "repository"


def test_bare_repository_worktree_uses_the_bare_directory_as_key(
    tmp_path: Path, env: dict[str, str]
) -> None:
    source = make_git_repo(tmp_path / "source", env)
    bare = tmp_path / "store.git"
    git(tmp_path, "clone", "-q", "--bare", str(source), str(bare), env=env)
    git(bare, "worktree", "add", "-q", str(tmp_path / "bwt"), "main", env=env)
    roots = project_roots(tmp_path / "bwt")
    assert roots.kind == "bare-worktree"
    assert roots.canonical == bare
    assert roots.checkout == tmp_path / "bwt"
    location = resolve_store(tmp_path / "bwt", "on", env)
    assert location.key == project_key(str(bare))
    # In-repo memory goes where it can be committed: the worktree, not the bare git dir.
    assert location.memory_dir == tmp_path / "bwt" / ".claude" / "memory"


def test_submodule_keeps_its_own_key(tmp_path: Path, env: dict[str, str]) -> None:
    library = make_git_repo(tmp_path / "library", env)
    app = make_git_repo(tmp_path / "app", env)
    git(
        app,
        "-c",
        "protocol.file.allow=always",
        "submodule",
        "add",
        "-q",
        str(library),
        "lib",
        env=env,
    )
    assert (app / "lib" / ".git").is_file()
    roots = project_roots(app / "lib")
    assert roots.canonical == app / "lib"
    assert resolve_store(app / "lib", "off", env).key != resolve_store(app, "off", env).key


def test_symlinked_start_path_keys_the_physical_path(tmp_path: Path, env: dict[str, str]) -> None:
    """A session started through a symlink runs in the real directory; Claude Code keys that."""
    repo = make_git_repo(tmp_path / "repo", env)
    link = tmp_path / "link"
    link.symlink_to(repo)
    assert project_roots(link).canonical == repo
    assert resolve_store(link, "off", env).key == project_key(str(repo))
    plain = tmp_path / "plain"
    plain.mkdir()
    (tmp_path / "plain-link").symlink_to(plain)
    assert resolve_store(tmp_path / "plain-link", "off", env).root == plain


def test_symlinked_checkouts_share_one_in_repo_lock(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    (repo / ".claude" / "memory").mkdir(parents=True)
    link = tmp_path / "link"
    link.symlink_to(repo)
    via_link = resolve_store(link, "auto", env)
    direct = resolve_store(repo, "auto", env)
    assert via_link.memory_dir == direct.memory_dir
    assert via_link.lock_name == direct.lock_name == store_lock_name(repo / ".claude" / "memory")


def test_auto_uses_in_repo_dir_only_when_it_exists(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    assert resolve_store(repo, "auto", env).mode == "global"
    (repo / ".claude" / "memory").mkdir(parents=True)
    location = resolve_store(repo / "sub", "auto", env)
    assert location.mode == "in-repo"
    assert location.memory_dir == repo / ".claude" / "memory"
    assert location.project_dir == Path(env["CLAUDE_CONFIG_DIR"]) / "projects" / location.key
    assert location.harness_feedback_path.parent == location.project_dir


def test_off_ignores_an_existing_in_repo_dir(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    (repo / ".claude" / "memory").mkdir(parents=True)
    assert resolve_store(repo, "off", env).mode == "global"


def test_on_uses_in_repo_dir_without_creating_it(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    location = resolve_store(repo, "on", env)
    assert location.mode == "in-repo"
    assert not (repo / ".claude").exists()


def test_on_with_a_stray_file_raises_with_a_hint(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    (repo / ".claude").mkdir()
    (repo / ".claude" / "memory").write_text("not a directory")
    with pytest.raises(StoreLocationError, match="is a file") as caught:
        resolve_store(repo, "on", env)
    assert caught.value.hint
    assert "local.mode" in caught.value.hint
    assert resolve_store(repo, "auto", env).mode == "global"


def test_on_with_claude_dir_being_a_file_raises(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    (repo / ".claude").write_text("oops")
    with pytest.raises(StoreLocationError):
        resolve_store(repo, "on", env)


def test_on_with_a_dangling_symlink_raises(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    (repo / ".claude").mkdir()
    (repo / ".claude" / "memory").symlink_to(tmp_path / "nowhere")
    with pytest.raises(StoreLocationError, match="does not exist"):
        resolve_store(repo, "on", env)
    assert resolve_store(repo, "auto", env).mode == "global"


def test_symlink_inside_the_checkout_is_adopted(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    (repo / "docs" / "memory").mkdir(parents=True)
    (repo / ".claude").mkdir()
    (repo / ".claude" / "memory").symlink_to(Path("..") / "docs" / "memory")
    assert resolve_store(repo, "auto", env).mode == "in-repo"
    assert resolve_store(repo, "on", env).mode == "in-repo"


def test_symlink_leading_out_of_the_checkout_is_refused(
    tmp_path: Path, env: dict[str, str]
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (repo / ".claude").mkdir()
    (repo / ".claude" / "memory").symlink_to(elsewhere)
    assert resolve_store(repo, "auto", env).mode == "global"
    with pytest.raises(StoreLocationError, match="outside the project"):
        resolve_store(repo, "on", env)


def test_unknown_mode_is_a_programming_error(tmp_path: Path, env: dict[str, str]) -> None:
    with pytest.raises(ValueError, match="on, off or auto"):
        resolve_store(tmp_path, "true", env)  # type: ignore[arg-type]
