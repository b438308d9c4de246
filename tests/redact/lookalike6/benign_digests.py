"""Benign look-alikes: hashes, digests and checksums of artifacts, lockfiles and builds."""

from __future__ import annotations

from tests.redact.lookalike6.gen import NIX32, Kind, V, a, bb, d, h, hexs, one, rng, u4, uh

SHA256SUMS_RELEASE = Kind(
    "sha256sums_release",
    (
        "$ sha256sum dist/*\n⟨h1⟩  dist/⟨pkg⟩-⟨ver⟩-py3-none-any.whl\n⟨h2⟩  "
        "dist/⟨pkg⟩-⟨ver⟩.tar.gz",
        "Release checksum for ⟨pkg⟩ ⟨ver⟩ (linux-amd64): ⟨h1⟩",
        "SHA256SUMS verified OK; the arm64 tarball digest is ⟨h2⟩, matching the GitHub release.",
        "$ shasum -a 512 ⟨pkg⟩.zip\n⟨h512⟩  ⟨pkg⟩.zip",
    ),
    V(
        h1=h(64),
        h2=h(64),
        h512=h(128),
        pkg=one("tilemath", "ledgerkit", "fwtool", "ocmem-plugins"),
        ver=lambda r: f"{r.randint(0, 4)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
    ),
    n=6,
)

NPM_LOCK_INTEGRITY = Kind(
    "npm_lock_integrity",
    (
        '"node_modules/⟨dep⟩": {\n  "version": "⟨ver⟩",\n  "resolved": "https://registry.npmjs.org/'
        '⟨dep⟩/-/⟨dep⟩-⟨ver⟩.tgz",\n  "integrity": "sha512-⟨sri⟩"\n}',
        "npm ci failed with EINTEGRITY: expected sha512-⟨sri⟩ for ⟨dep⟩@⟨ver⟩ — stale cache.",
        "The lockfile diff only changed the integrity of ⟨dep⟩ (sha1-⟨sri1⟩ → sha512-⟨sri⟩).",
    ),
    V(
        dep=one("lodash", "zod", "undici", "semver", "esbuild"),
        ver=lambda r: f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        sri=bb(64),
        sri1=bb(20),
    ),
    n=6,
)

PNPM_YARN_LOCK = Kind(
    "pnpm_yarn_lock",
    (
        "  /⟨dep⟩@⟨ver⟩:\n    resolution: {integrity: sha512-⟨sri⟩}\n    engines: {node: '>=18'}",
        '"⟨dep⟩@^⟨ver⟩":\n  version "⟨ver⟩"\n  resolved "https://registry.yarnpkg.com/⟨dep⟩/-/'
        '⟨dep⟩-⟨ver⟩.tgz#⟨sha1⟩"\n  integrity sha512-⟨sri⟩',
        "bun.lockb disagrees with yarn.lock on ⟨dep⟩: checksum ⟨yc⟩ vs sha512-⟨sri⟩",
    ),
    V(
        dep=one("react-dom", "vite", "picomatch", "chokidar"),
        ver=lambda r: f"{r.randint(1, 19)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
        sri=bb(64),
        sha1=h(40),
        yc=lambda r: "10c0/" + hexs(r, 128),
    ),
    n=6,
)

PIP_HASH_PINS = Kind(
    "pip_hash_pins",
    (
        "⟨dep⟩==⟨ver⟩ \\\n    --hash=sha256:⟨h1⟩ \\\n    --hash=sha256:⟨h2⟩",
        "pip refused: THESE PACKAGES DO NOT MATCH THE HASHES. ⟨dep⟩ expected sha256 ⟨h1⟩, "
        "got ⟨h2⟩ (mirror served a rebuilt wheel).",
        '[[package]]\nname = "⟨dep⟩"\nversion = "⟨ver⟩"\nsource = { registry = "https://pypi.org/'
        'simple" }\nsdist = { url = "https://files.pythonhosted.org/packages/⟨p1⟩/⟨p2⟩/⟨dep⟩-⟨ver⟩'
        '.tar.gz", hash = "sha256:⟨h1⟩" }',
    ),
    V(
        dep=one("numpy", "httpx", "cryptography", "pydantic-core"),
        ver=lambda r: f"{r.randint(0, 3)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        h1=h(64),
        h2=h(64),
        p1=h(2),
        p2=h(2),
    ),
    n=6,
)

CARGO_LOCK_CHECKSUMS = Kind(
    "cargo_lock_checksums",
    (
        '[[package]]\nname = "⟨dep⟩"\nversion = "⟨ver⟩"\nsource = "registry+https://github.com/'
        'rust-lang/crates.io-index"\nchecksum = "⟨c⟩"',
        "cargo vendor complained the checksum for ⟨dep⟩ v⟨ver⟩ changed: ⟨c⟩",
        'Vendored ⟨dep⟩ has .cargo-checksum.json with package "⟨c⟩"; do not hand-edit.',
    ),
    V(
        dep=one("tokio", "serde_json", "ring", "embassy-executor"),
        ver=lambda r: f"{r.randint(0, 1)}.{r.randint(0, 40)}.{r.randint(0, 9)}",
        c=h(64),
    ),
    n=6,
)

GO_SUM_LINES = Kind(
    "go_sum_lines",
    (
        "⟨mod⟩ v⟨ver⟩ h1:⟨hs⟩\n⟨mod⟩ v⟨ver⟩/go.mod h1:⟨hm⟩",
        "verifying ⟨mod⟩@v⟨ver⟩: checksum mismatch\n\tdownloaded: h1:⟨hs⟩\n\tgo.sum:     h1:⟨hm⟩",
        "GOFLAGS=-mod=mod fixed it; go.sum now pins ⟨mod⟩ at h1:⟨hs⟩",
    ),
    V(
        mod=one("github.com/spf13/cobra", "golang.org/x/net", "go.uber.org/zap"),
        ver=lambda r: f"{r.randint(0, 1)}.{r.randint(1, 30)}.{r.randint(0, 9)}",
        hs=bb(32),
        hm=bb(32),
    ),
    n=6,
)

SRI_SCRIPT_TAGS = Kind(
    "sri_script_tags",
    (
        '<script src="https://cdn.jsdelivr.net/npm/⟨lib⟩@⟨ver⟩/dist/⟨lib⟩.min.js" '
        'integrity="sha384-⟨s384⟩" crossorigin="anonymous"></script>',
        '<link rel="stylesheet" href="/static/app.⟨fh⟩.css" integrity="sha256-⟨s256⟩">',
        "CSP hash for the inline bootstrap script: 'sha256-⟨s256⟩' (regenerate when it changes).",
    ),
    V(
        lib=one("htmx.org", "alpinejs", "chart.js"),
        ver=lambda r: f"{r.randint(1, 4)}.{r.randint(0, 14)}.{r.randint(0, 9)}",
        s384=bb(48),
        s256=bb(32),
        fh=h(8),
    ),
    n=6,
)

HTTP_CACHE_HEADERS = Kind(
    "http_cache_headers",
    (
        'HTTP/2 200\ncontent-type: application/octet-stream\netag: "⟨md5⟩-⟨parts⟩"\n'
        "x-amz-request-id: ⟨rid⟩\nx-amz-id-2: ⟨id2⟩",
        'HTTP/1.1 304 Not Modified\nETag: W/"⟨md5⟩"\nCF-Ray: ⟨ray⟩-FRA\ncf-cache-status: HIT',
        "The CDN returns X-Amz-Cf-Id: ⟨cf⟩ on every 502; AWS support asked for two of them.",
    ),
    V(
        md5=h(32),
        parts=rng(2, 40),
        rid=uh(16),
        id2=bb(57),
        ray=h(16),
        cf=lambda r: bb(39)(r).replace("+", "_").replace("/", "-"),
    ),
    n=6,
)

GIT_LFS_POINTERS = Kind(
    "git_lfs_pointers",
    (
        "version https://git-lfs.github.com/spec/v1\noid sha256:⟨oid⟩\nsize ⟨size⟩",
        "The checkout has the LFS pointer instead of the model: oid sha256:⟨oid⟩, size ⟨size⟩ — "
        "run git lfs pull.",
        "Smudge error: Error downloading ⟨path⟩ (⟨short⟩): batch response: object not found",
    ),
    V(
        oid=h(64),
        size=d(9),
        path=one("assets/levels/forest.umap", "models/ranker.onnx", "fixtures/big.parquet"),
        short=h(7),
    ),
    n=6,
)

NIX_STORE_HASHES = Kind(
    "nix_store_hashes",
    (
        "/nix/store/⟨sp⟩-openssl-3.0.⟨m⟩/lib/libssl.so.3",
        "error: hash mismatch in fixed-output derivation '/nix/store/⟨sp⟩-source.drv':\n"
        "         specified: sha256-⟨s1⟩\n            got:    sha256-⟨s2⟩",
        'src = fetchFromGitHub { owner = "acme"; repo = "tiles"; rev = "⟨rev⟩"; '
        'hash = "sha256-⟨s1⟩"; };',
    ),
    V(sp=a(NIX32, 32), m=rng(8, 15), s1=bb(32), s2=bb(32), rev=h(40)),
    n=6,
)

DOCKER_IMAGE_DIGESTS = Kind(
    "docker_image_digests",
    (
        "FROM python:3.12-slim@sha256:⟨dg⟩",
        "image: ghcr.io/⟨org⟩/⟨svc⟩@sha256:⟨dg⟩  # pinned by renovate",
        "$ docker buildx imagetools inspect ⟨org⟩/⟨svc⟩:⟨tag⟩\nName:      docker.io/⟨org⟩/⟨svc⟩:"
        "⟨tag⟩\nMediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:⟨dg⟩",
        " => CACHED [builder 3/7] RUN pip wheel -r requirements.txt   0.0s\n"
        " => exporting layers                                          1.2s\n"
        " => writing image sha256:⟨dg⟩   0.0s",
    ),
    V(
        dg=h(64),
        org=one("acme", "ledgerly", "opentiles"),
        svc=one("api", "worker", "renderer"),
        tag=lambda r: f"v{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 9)}",
    ),
    n=8,
)

GRADLE_VERIFICATION = Kind(
    "gradle_verification",
    (
        '<component group="com.squareup.okhttp3" name="okhttp" version="4.12.⟨m⟩">\n'
        '   <artifact name="okhttp-4.12.⟨m⟩.jar">\n      <sha256 value="⟨s⟩" origin="Generated by'
        ' Gradle"/>\n   </artifact>\n</component>',
        "Dependency verification failed for androidx.core:core:1.13.⟨m⟩ — expected sha256 ⟨s⟩",
        "maven-central publish: ⟨art⟩.jar.sha1 = ⟨s1⟩, .md5 = ⟨m5⟩",
    ),
    V(m=rng(0, 9), s=h(64), s1=h(40), m5=h(32), art=one("tilemath-1.2.0", "ledger-sdk-3.1.4")),
    n=6,
)

FIRMWARE_CHECKSUMS = Kind(
    "firmware_checksums",
    (
        "$ file build/app.elf\nbuild/app.elf: ELF 32-bit LSB executable, ARM, EABI5, "
        "BuildID[sha1]=⟨bid⟩, with debug_info, not stripped",
        "Bootloader rejected image: CRC32 0x⟨crc⟩ != header 0x⟨crc2⟩ (flashed the wrong slot).",
        "ESP-ROM:esp32s3-20210327\nbuild: ⟨date⟩\nApp version: v⟨ver⟩\nELF file SHA256: ⟨esha⟩",
        "MCUboot slot0 hash ⟨slot⟩ — matches the signed OTA manifest for ⟨ver⟩.",
    ),
    V(
        bid=h(40),
        crc=uh(8),
        crc2=uh(8),
        date=one("Mar 11 2026 10:02:17", "Jan  4 2026 18:40:55"),
        ver=lambda r: f"{r.randint(1, 5)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        esha=h(16),
        slot=h(64),
    ),
    n=6,
)

MODEL_FILE_HASHES = Kind(
    "model_file_hashes",
    (
        "Pinned the tokenizer to revision ⟨rev⟩ on the Hub so the vocab can't drift.",
        "model-00001-of-00004.safetensors sha256 ⟨s⟩ (re-download if the shard size is off)",
        'snapshot_download(repo_id="⟨org⟩/⟨model⟩", revision="⟨rev⟩")',
        "Eval set md5 ⟨m5⟩; the train split fingerprint from datasets is ⟨fp⟩.",
    ),
    V(
        rev=h(40),
        s=h(64),
        org=one("vision-lab", "nlp-research"),
        model=one("detr-r50-ft", "tiny-ranker", "char-tokenizer"),
        m5=h(32),
        fp=h(16),
    ),
    n=6,
)

UNITY_ASSET_GUIDS = Kind(
    "unity_asset_guids",
    (
        "fileFormatVersion: 2\nguid: ⟨g⟩\nTextureImporter:\n  mipmaps:\n    mipMapMode: 0",
        "Merge conflict in Player.prefab: m_Script: {fileID: 11500000, guid: ⟨g⟩, type: 3}",
        "Unreal redirector points at /Game/Characters/Hero.Hero with PackageGuid ⟨ug⟩",
    ),
    V(g=h(32), ug=uh(32)),
    n=6,
)

IOC_HASHES = Kind(
    "ioc_hashes",
    (
        "IOC from the phishing sample: sha256 ⟨s⟩, md5 ⟨m⟩ (already on VirusTotal, 41/70).",
        "| indicator | type |\n|---|---|\n| ⟨s⟩ | sha256 |\n| ⟨s1⟩ | sha1 |",
        "rule suspicious_loader { strings: $a = { ⟨yara⟩ } condition: $a and hash.sha256(0, "
        'filesize) == "⟨s⟩" }',
    ),
    V(
        s=h(64),
        m=h(32),
        s1=h(40),
        yara=lambda r: " ".join(hexs(r, 2).upper() for _ in range(12)),
    ),
    n=6,
)

CODESIGN_OUTPUT = Kind(
    "codesign_output",
    (
        "$ codesign -dvvv Build/Products/Release/⟨app⟩.app\nIdentifier=com.acme.⟨app⟩\n"
        "CDHash=⟨cd⟩\nTeamIdentifier=⟨team⟩",
        "notarytool submission id ⟨sub⟩ came back Accepted; stapled ticket for ⟨app⟩.",
        "Windows Authenticode thumbprint of the EV cert: ⟨thumb⟩",
    ),
    V(
        app=one("Wallet", "TileEditor", "Runner"),
        cd=h(40),
        team=a("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10),
        sub=u4(),
        thumb=uh(40),
    ),
    n=6,
)

DIGESTS: tuple[Kind, ...] = (
    SHA256SUMS_RELEASE,
    NPM_LOCK_INTEGRITY,
    PNPM_YARN_LOCK,
    PIP_HASH_PINS,
    CARGO_LOCK_CHECKSUMS,
    GO_SUM_LINES,
    SRI_SCRIPT_TAGS,
    HTTP_CACHE_HEADERS,
    GIT_LFS_POINTERS,
    NIX_STORE_HASHES,
    DOCKER_IMAGE_DIGESTS,
    GRADLE_VERIFICATION,
    FIRMWARE_CHECKSUMS,
    MODEL_FILE_HASHES,
    UNITY_ASSET_GUIDS,
    IOC_HASHES,
    CODESIGN_OUTPUT,
)
