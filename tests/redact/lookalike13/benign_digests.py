# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""Benign look-alikes: asset GUIDs, content hashes, crash fingerprints, trace ids and base64
blobs that carry data (textures, save games, protobuf) rather than credentials."""

from __future__ import annotations

import json
import struct
import zlib
from random import Random

from tests.redact.lookalike13.gen import (
    LOWER_ALNUM,
    Kind,
    b64_of,
    common,
    fields,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)

B = Kind


def _png(r: Random) -> str:
    w, h = r.choice((8, 16, 32)), r.choice((8, 16, 32))
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    data = (
        b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + chunk + struct.pack(">I", zlib.crc32(chunk))
    )
    idat = zlib.compress(r.randbytes(r.randint(30, 60)))
    chunk2 = b"IDAT" + idat
    data += struct.pack(">I", len(idat)) + chunk2 + struct.pack(">I", zlib.crc32(chunk2))
    data += b"\x00\x00\x00\x00IEND\xaeB`\x82"
    return b64_of(data)


def _save(r: Random) -> dict[str, str]:
    out = common(r)
    save = {
        "v": 7,
        "player": f"qa-{r.randint(1, 99)}",
        "level": r.randint(1, 60),
        "gems": r.randint(0, 9000),
        "reef": [r.randint(0, 255) for _ in range(r.randint(4, 9))],
        "season": 3,
    }
    out["save"] = b64_of(json.dumps(save, separators=(",", ":")))
    # A protobuf-encoded telemetry event: field 1 varint, field 2 string, field 3 bytes.
    name = r.choice(("match_end", "shop_open", "tutorial_step", "crash_marker")).encode()
    blob = (
        bytes([0x08, r.randint(1, 127), 0x12, len(name)])
        + name
        + bytes([0x1A, 16])
        + r.randbytes(16)
    )
    out["pb"] = b64_of(blob)
    out["pbhex"] = blob.hex(" ")
    out["rc"] = b64_of(
        json.dumps(
            {
                "drop_rate": round(r.random(), 3),
                "event": "halloween_2026",
                "enabled": r.choice((True, False)),
            },
            separators=(",", ":"),
        )
    )
    return out


def _png_vals(r: Random) -> dict[str, str]:
    out = common(r)
    out["png"] = _png(r)
    out["ktx"] = wrap(b64_of(b"\xabKTX 20\xbb\r\n\x1a\n" + r.randbytes(r.randint(60, 120))), 76)
    out["name"] = r.choice(("icon_gem", "ui_star", "reef_noise", "fx_spark", "flag_fi", "flag_uk"))
    return out


DIGESTS: tuple[Kind, ...] = (
    B(
        "unity_meta_guids",
        (
            "```yaml\n# Assets/Prefabs/Reef/Coral_⟨n⟩.prefab.meta\nfileFormatVersion: 2\nguid: ⟨g1⟩\nPrefabImporter:\n  externalObjects: {}\n```",
            "- missing script on Lobby.unity: m_Script: {fileID: 11500000, guid: ⟨g1⟩, type: 3}",
            "$ git grep -l ⟨g1⟩ -- '*.unity' '*.prefab'\nAssets/Scenes/Reef_⟨n⟩.unity",
            "| asset | guid |\n|---|---|\n| Coral_⟨n⟩.prefab | ⟨g1⟩ |\n| ReefMat.mat | ⟨g2⟩ |",
        ),
        fields(
            g1=lambda r: hexs(r, 32), g2=lambda r: hexs(r, 32), n=lambda r: str(r.randint(1, 200))
        ),
        n=11,
    ),
    B(
        "addressables_bundle_hashes",
        (
            "- stale bundle on CDN: remote_assets_all_⟨h1⟩.bundle (catalog hash ⟨h2⟩)",
            "$ ls ServerData/Android/\ncatalog_1.9.⟨n⟩.hash\ncatalog_1.9.⟨n⟩.json\ndefaultlocalgroup_assets_all_⟨h1⟩.bundle\nui_sprites_all_⟨h2⟩.bundle",
            '```json\n{"m_Hash": "⟨h1⟩", "m_Crc": ⟨crc⟩, "m_BundleName": "reef_levels_⟨n⟩", "m_BundleSize": ⟨size⟩}\n```',
        ),
        fields(
            h1=lambda r: hexs(r, 32),
            h2=lambda r: hexs(r, 32),
            crc=lambda r: str(r.getrandbits(32)),
            n=lambda r: str(r.randint(0, 60)),
            size=lambda r: num(r, 7),
        ),
        n=11,
    ),
    B(
        "crash_fingerprints",
        (
            "- Backtrace fingerprint ⟨fp⟩ = the Vulkan device-lost on Adreno 6xx; Sentry event ⟨ev⟩",
            "⟨day⟩T⟨hh⟩:21Z crash uploaded: crashlytics issue ⟨ci⟩, session ⟨sess⟩",
            "| fingerprint | count | first seen |\n|---|---|---|\n| ⟨fp⟩ | ⟨cnt⟩ | ⟨day⟩ |",
            "MODULE windows x86_64 ⟨mod⟩ Skyreef-Win64-Shipping.pdb",
            '$ sentry-cli issues list --query "fingerprint:⟨fp⟩"',
        ),
        fields(
            fp=lambda r: hexs(r, 64),
            ev=lambda r: hexs(r, 32),
            ci=lambda r: hexs(r, 32),
            sess=lambda r: hexs(r, 32).upper(),
            cnt=lambda r: str(r.randint(2, 9000)),
            mod=lambda r: hexs(r, 32).upper() + str(r.randint(1, 9)),
        ),
        n=11,
    ),
    B(
        "git_and_image_digests",
        (
            "- tools image pinned to gcr.io/skyreef-prod/build-tools@sha256:⟨sha256⟩ (commit ⟨sha1⟩)",
            "```\nversion https://git-lfs.github.com/spec/v1\noid sha256:⟨sha256⟩\nsize ⟨size⟩\n```",
            "commit ⟨sha1⟩\nAuthor: ⟨who⟩ <⟨who⟩@revontuli.example>\nDate:   ⟨day⟩\n\n    ci: bump build-tools image (⟨tk⟩)",
            "FROM europe-north1-docker.pkg.dev/skyreef-prod/ci/unity-builder@sha256:⟨sha256⟩",
        ),
        fields(sha256=lambda r: hexs(r, 64), sha1=lambda r: hexs(r, 40), size=lambda r: num(r, 8)),
        n=11,
    ),
    B(
        "artifact_checksums",
        (
            "$ sha256sum Skyreef-1.9.⟨n⟩-android.aab\n⟨sha256⟩  Skyreef-1.9.⟨n⟩-android.aab",
            "- depot chunk ⟨sha1⟩ failed to download twice on Deck, retried fine",
            "| file | md5 |\n|---|---|\n| pakchunk0-Windows.pak | ⟨md5⟩ |\n| Skyreef.exe | ⟨md52⟩ |",
            "SHA512 (Skyreef-mac.dmg) = ⟨sha512⟩",
        ),
        fields(
            sha256=lambda r: hexs(r, 64),
            sha1=lambda r: hexs(r, 40),
            md5=lambda r: hexs(r, 32),
            md52=lambda r: hexs(r, 32),
            sha512=lambda r: hexs(r, 128),
            n=lambda r: str(r.randint(0, 60)),
        ),
        n=11,
    ),
    B(
        "base64_texture_blobs",
        (
            "- inline ⟨name⟩ for the web shop: `data:image/png;base64,⟨png⟩`",
            '```json\n{"icon": "⟨name⟩", "png_b64": "⟨png⟩"}\n```',
            "KTX2 header dump of ⟨name⟩.ktx2 (base64, from the texture bug):\n\n⟨ktx⟩",
        ),
        _png_vals,
        n=11,
    ),
    B(
        "savegame_and_protobuf_blobs",
        (
            "- QA save for the softlock repro (base64 of save.json): ⟨save⟩",
            "⟨day⟩T⟨hh⟩:55Z telemetry rejected payload=⟨pb⟩ reason=schema_mismatch",
            "```\n$ echo ⟨pb⟩ | base64 -d | xxd -p\n```\nbytes: ⟨pbhex⟩",
            "Remote Config `halloween_event` value (base64 JSON): ⟨rc⟩",
        ),
        _save,
        n=11,
    ),
    B(
        "trace_and_request_ids",
        (
            "⟨day⟩T⟨hh⟩:07Z api 500 traceparent=00-⟨trace⟩-⟨span⟩-01 request_id=⟨rid⟩",
            "- Nakama match ⟨match⟩.nakama-eu-1 desynced at tick ⟨tick⟩ (user ⟨user⟩)",
            "| request | trace |\n|---|---|\n| ⟨rid⟩ | ⟨trace⟩ |",
            "[⟨hh⟩] ⟨who⟩: x-request-id ⟨rid⟩ from the Xsolla webhook retry, fyi",
        ),
        fields(
            trace=lambda r: hexs(r, 32),
            span=lambda r: hexs(r, 16),
            rid=uuid4,
            match=uuid4,
            user=uuid4,
            tick=lambda r: str(r.randint(100, 99999)),
        ),
        n=11,
    ),
    B(
        "analytics_and_config_ids",
        (
            "- Firebase app instance id on QA Pixel: ⟨iid⟩; Remote Config template version ⟨ver⟩, ETag etag-⟨pn⟩-⟨ver⟩",
            "$ curl -sI https://firebaseremoteconfig.googleapis.com/v1/projects/skyreef-prod/remoteConfig | grep -i etag\netag: etag-⟨pn⟩-⟨ver⟩",
            "⟨day⟩ ⟨hh⟩ [Analytics] idfv=⟨idfv⟩ gaid=⟨gaid⟩ consent=granted",
        ),
        fields(
            iid=lambda r: hexs(r, 32),
            ver=lambda r: str(r.randint(10, 900)),
            pn=lambda r: num(r, 12),
            idfv=lambda r: uuid4(r).upper(),
            gaid=uuid4,
        ),
        n=11,
    ),
    B(
        "random_looking_names",
        (
            "- Photon room names are reef-<6 chars>: today's stuck one was reef-⟨room⟩; lobby code ⟨code⟩",
            "- Jenkins workspace ⟨host⟩:/var/lib/jenkins/workspace/skyreef-android@⟨n⟩/Library/Bee/artifacts/⟨bee⟩",
            "$ ls Saved/Crashes/\nUECC-Windows-⟨ue⟩_0000\nUECC-Windows-⟨ue2⟩_0000",
            "TestFlight public link https://testflight.apple.com/join/⟨tf⟩ (external testers, anyone with the link)",
        ),
        fields(
            room=lambda r: pick(r, LOWER_ALNUM, 6),
            code=lambda r: pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
            n=lambda r: str(r.randint(2, 4)),
            bee=lambda r: pick(r, LOWER_ALNUM, 10) + ".dag",
            ue=lambda r: hexs(r, 32).upper(),
            ue2=lambda r: hexs(r, 32).upper(),
            tf=lambda r: pick(
                r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 8
            ),
        ),
        n=11,
    ),
)
