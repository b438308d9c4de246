"""The generated parts of the documentation, written by `scripts/docs_assets`.

Each generated block sits between `<!-- NAME:start -->` and `<!-- NAME:end -->` markers in
a page under `docs/`; tests compare every block with what these functions make now, so a
page never drifts from the code, the import contracts or the benchmark it shows.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RECALL_BENCH = ROOT / "benchmarks" / "bench_recall_quality.py"


def block(text: str, name: str) -> str:
    """The generated block `name` of a page's text."""
    start_marker = f"<!-- {name}:start -->\n"
    start = text.index(start_marker) + len(start_marker)
    return text[start : text.index(f"<!-- {name}:end -->", start)]


def replace_block(path: Path, name: str, content: str) -> bool:
    """Write `content` as block `name` of the page at `path`; whether the page changed."""
    text = path.read_text(encoding="utf-8")
    old = block(text, name)
    if old == content:
        return False
    start = text.index(f"<!-- {name}:start -->\n") + len(f"<!-- {name}:start -->\n")
    path.write_text(text[:start] + content + text[start + len(old) :], encoding="utf-8")
    return True


def settings_table() -> str:
    from ocmem.settings import markdown_table

    return markdown_table()


def _contracts() -> list[dict[str, Any]]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts: list[dict[str, Any]] = data["tool"]["importlinter"]["contracts"]
    return contracts


def _short(module: str) -> str:
    return module.removeprefix("ocmem.")


def architecture_diagram() -> str:
    """A Mermaid diagram of the import-linter contracts in `pyproject.toml`.

    Each layer is a node (parts of one layer, separated by `·`, may not import each
    other); an arrow means "imports from": a layer may import every layer below it and none
    above. A forbidden contract is a crossed arrow between its two sides.
    """
    lines = ["```mermaid", "flowchart TB"]
    notes: list[str] = []
    for contract in _contracts():
        if contract["type"] == "layers":
            layers = [[part.strip() for part in layer.split("|")] for layer in contract["layers"]]
            for index, parts in enumerate(layers):
                lines.append(f'  L{index}["{" · ".join(parts)}"]')
            for index in range(len(layers) - 1):
                lines.append(f"  L{index} --> L{index + 1}")
            notes.append(f"- **{contract['name']}** (layers, top to bottom, as drawn).")
        elif contract["type"] == "forbidden":
            number = len([note for note in notes if "forbidden" in note])
            source = "<br>".join(_short(m) for m in contract["source_modules"])
            target = "<br>".join(_short(m) for m in contract["forbidden_modules"])
            lines.append(f'  F{number}s["{source}"] -. "never imports" .-x F{number}t["{target}"]')
            how = "not even indirectly" if not contract.get("allow_indirect_imports") else ""
            notes.append(
                f"- **{contract['name']}** (forbidden{', ' + how if how else ''}): "
                f"{', '.join(f'`{m}`' for m in contract['source_modules'])} never import "
                f"{', '.join(f'`{m}`' for m in contract['forbidden_modules'])}."
            )
        else:
            ignored = contract.get("ignore_imports", [])
            allowed = f" (allowed: {', '.join(f'`{i}`' for i in ignored)})" if ignored else ""
            notes.append(f"- **{contract['name']}** ({contract['type']}){allowed}.")
    lines.append("```")
    return "\n".join(lines) + "\n\n" + "\n".join(notes) + "\n"


def recall_quality() -> dict[str, Any]:
    """The recall quality benchmark's numbers, run now (it is pure Python and fast)."""
    out = subprocess.run(
        [sys.executable, str(RECALL_BENCH), "--json"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    result: dict[str, Any] = json.loads(out)
    return result


STORES = {"project": "project", "with_distractors": "with 300 distractors"}


def recall_quality_table(result: dict[str, Any], ranker: str = "shipped") -> str:
    if ranker not in result:
        return "(not measured: the embeddings extra was not installed)\n"
    rows = [
        "| store | split | on-topic turns | P@5 | R@5 | F1@5 | off-topic turns | empty |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for store, label in STORES.items():
        for split in ("dev", "holdout", "all"):
            r = result[ranker][store][split]
            rows.append(
                f"| {label} | {split} | {r['turns']} | {r['precision']:.3f} | "
                f"{r['recall']:.3f} | {r['f1']:.3f} | {r['off_topic_turns']} | "
                f"{r['off_topic_empty']:.3f} |"
            )
    return "\n".join(rows) + "\n"


def recall_quality_svg(result: dict[str, Any]) -> str:
    """A grouped bar chart of the recall quality numbers, as a self-contained SVG."""
    metrics = [
        ("precision", "P@5"),
        ("recall", "R@5"),
        ("f1", "F1@5"),
        ("off_topic_empty", "off-topic empty"),
    ]
    colours = ["#3f51b5", "#009688", "#ff9800", "#9e9e9e"]
    groups = [
        (f"{label}, {split}", result["shipped"][store][split])
        for store, label in STORES.items()
        for split in ("dev", "holdout")
    ]
    width, height, left, top, bottom = 760, 360, 50, 40, 70
    plot_h = height - top - bottom
    group_w = (width - left - 20) / len(groups)
    bar_w = group_w / (len(metrics) + 1.5)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="{left}" y="22" font-size="14" font-weight="bold">Per-turn recall quality '
        "(benchmarks/bench_recall_quality.py)</text>",
    ]
    for tick in range(0, 11, 2):
        y = top + plot_h * (1 - tick / 10)
        out.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width - 20}" y2="{y:.1f}" stroke="#e0e0e0"/>'
        )
        out.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{tick / 10:.1f}</text>')
    for g, (name, numbers) in enumerate(groups):
        x0 = left + g * group_w + bar_w * 0.75
        for m, (key, _) in enumerate(metrics):
            value = float(numbers[key])
            h = plot_h * value
            x = x0 + m * bar_w
            out.append(
                f'<rect x="{x:.1f}" y="{top + plot_h - h:.1f}" width="{bar_w * 0.9:.1f}" '
                f'height="{h:.1f}" fill="{colours[m]}"><title>{name}: {value:.3f}</title></rect>'
            )
            out.append(
                f'<text x="{x + bar_w * 0.45:.1f}" y="{top + plot_h - h - 3:.1f}" '
                f'text-anchor="middle" font-size="9">{value:.2f}</text>'
            )
        out.append(
            f'<text x="{x0 + bar_w * len(metrics) / 2:.1f}" y="{top + plot_h + 18}" '
            f'text-anchor="middle">{name}</text>'
        )
    for m, (_, label) in enumerate(metrics):
        x = left + m * 150
        out.append(f'<rect x="{x}" y="{height - 28}" width="12" height="12" fill="{colours[m]}"/>')
        out.append(f'<text x="{x + 18}" y="{height - 18}">{label}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


BLOCKS = (
    ("configuration.md", "settings-table"),
    ("architecture.md", "import-contracts"),
    ("benchmarks.md", "recall-quality"),
    ("benchmarks.md", "recall-quality-meaning"),
)


def generated_blocks() -> dict[tuple[str, str], str]:
    """Every generated block: (page under docs/, block name) -> its content now."""
    quality = recall_quality()
    return {
        ("configuration.md", "settings-table"): settings_table(),
        ("architecture.md", "import-contracts"): architecture_diagram(),
        ("benchmarks.md", "recall-quality"): recall_quality_table(quality),
        ("benchmarks.md", "recall-quality-meaning"): recall_quality_table(quality, "with_meaning"),
    }


def _record_svg(text: str, title: str, path: Path) -> None:
    import io

    from rich.console import Console
    from rich.text import Text

    width = max(60, min(160, max(len(line) for line in text.splitlines()) + 2))
    console = Console(record=True, width=width, file=io.StringIO(), color_system=None)
    console.print(Text(text.rstrip("\n")), soft_wrap=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    console.save_svg(str(path), title=title)


def record_screens(assets: Path) -> list[Path]:
    """The demo's output, then `status` and `usage` over the store it left, as SVGs.

    Runs the real demo (the pinned opencode and the built-in scripted model, in a
    throw-away home); the temp dir's random name is shown as `ocmem-demo`.
    """
    import os
    import re
    import shlex
    import shutil

    env = dict(os.environ)
    env["PATH"] = f"{ROOT / 'tools/node_modules/.bin'}{os.pathsep}{env.get('PATH', '')}"
    command = [sys.executable, "-m", "ocmem"]
    demo = subprocess.run(
        [*command, "demo", "--keep", "-q"], capture_output=True, text=True, env=env, check=True
    ).stdout
    kept = re.search(r"^Demo files kept in (\S+):$", demo, re.M)
    if kept is None:
        raise RuntimeError("the demo did not say where it kept its files")
    sandbox = kept[1]
    try:
        status_line = next(line for line in demo.splitlines() if "opencode-memory status" in line)
        words = shlex.split(status_line.split(":", 1)[1])
        screen_env = dict(env)
        for word in words[: words.index("opencode-memory")]:
            name, _, value = word.partition("=")
            screen_env[name] = value
        project = words[words.index("--dir") + 1]
        screens = {"demo": demo.split("\nDemo files kept in")[0]}
        for name in ("status", "usage"):
            screens[name] = subprocess.run(
                [*command, name, "--dir", project],
                capture_output=True,
                text=True,
                env=screen_env,
                check=True,
            ).stdout
    finally:
        shutil.rmtree(sandbox, ignore_errors=True)
    written = []
    for name, text in screens.items():
        shown = text.replace(Path(sandbox).name, "ocmem-demo")
        prompt = f"$ opencode-memory {name}\n"
        path = assets / f"{name}.svg"
        _record_svg(prompt + shown, f"opencode-memory {name}", path)
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    """Rewrite every generated block and picture; `--no-screens` skips the ones that run
    the demo (they need the pinned opencode and take a few seconds)."""
    for (page, name), content in generated_blocks().items():
        if replace_block(DOCS / page, name, content):
            print(f"updated docs/{page} ({name})")
    assets = DOCS / "assets"
    assets.mkdir(exist_ok=True)
    (assets / "recall-quality.svg").write_text(
        recall_quality_svg(recall_quality()), encoding="utf-8"
    )
    print("wrote docs/assets/recall-quality.svg")
    if "--no-screens" not in argv:
        for path in record_screens(assets):
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
