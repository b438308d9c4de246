"""Benign look-alikes of the media pipeline: programme and episode ids, registry ids, DRM key
ids, PSSH boxes and PlayReady headers, HLS and DASH manifests, MediaConvert jobs and
license-server logs. Every text here must come out of a scrubber byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike49.gen import (
    COMMON_SYSTEM_ID,
    CROCKFORD,
    FAIRPLAY_SYSTEM_ID,
    LOWER_ALNUM,
    PLAYREADY_SYSTEM_ID,
    UPPER_ALNUM,
    UPPER_HEX,
    WIDEVINE_SYSTEM_ID,
    Kind,
    aws_account,
    b64_of,
    day,
    epoch,
    hexs,
    num,
    one,
    pick,
    playready_kid_b64,
    playready_object,
    programme,
    pssh_box,
    ulid,
    uuid4,
    when,
    widevine_pssh_data,
    wrm_header,
)

_LA_URL = "https://pr.license.kajo.fi/rightsmanager.asmx"


def _kid(r: Random) -> tuple[bytes, str]:
    raw = r.randbytes(16)
    return raw, raw.hex()


def _dashed(hex32: str) -> str:
    return f"{hex32[:8]}-{hex32[8:12]}-{hex32[12:16]}-{hex32[16:20]}-{hex32[20:]}"


def _ids(r: Random) -> dict[str, str]:
    return {
        "p": programme(r),
        "p2": programme(r),
        "ep": ulid(r),
        "ep2": ulid(r),
        "pe": hexs(r, 24),
        "dd": day(r),
        "svt": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789", 7),
        "season": str(r.randint(1, 14)),
        "epno": str(r.randint(1, 24)),
    }


def _eidr_check(r: Random) -> str:
    return r.choice(UPPER_ALNUM)


def _registry(r: Random) -> dict[str, str]:
    groups = "-".join(pick(r, UPPER_HEX, 4) for _ in range(5))
    root = "-".join(pick(r, UPPER_HEX, 4) for _ in range(3))
    version = "-".join(pick(r, UPPER_HEX, 4) for _ in range(2))
    return {
        "eidr": f"10.5240/{groups}-{_eidr_check(r)}",
        "isan": f"{root}-{pick(r, UPPER_HEX, 4)}-{_eidr_check(r)}-{version}-{_eidr_check(r)}",
        "umid": "060A2B340101010501010D2013000000" + pick(r, UPPER_HEX, 32),
        "isrc": "FI" + pick(r, UPPER_ALNUM, 3) + "31" + num(r, 5),
        "p": programme(r),
        "ep": ulid(r),
        "tc": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 24):02d}",
    }


def _kids(r: Random) -> dict[str, str]:
    raw, hx = _kid(r)
    _, hx2 = _kid(r)
    return {
        "kid": _dashed(hx),
        "kidhex": hx,
        "kid2": _dashed(hx2),
        "kid2hex": hx2,
        "kidpr": playready_kid_b64(raw),
        "kidb64u": b64_of(raw).rstrip("=").replace("+", "-").replace("/", "_"),
        "ep": ulid(r),
        "p": programme(r),
    }


def _pssh(r: Random) -> dict[str, str]:
    raw, hx = _kid(r)
    p = programme(r)
    wv = pssh_box(WIDEVINE_SYSTEM_ID, widevine_pssh_data(raw, "kajo", p.encode()))
    pr = pssh_box(PLAYREADY_SYSTEM_ID, playready_object(wrm_header(r, raw, _LA_URL)))
    cenc = pssh_box(COMMON_SYSTEM_ID, b"", [raw])
    return {
        "wv": b64_of(wv),
        "pr": b64_of(pr),
        "cenc": b64_of(cenc),
        "kid": _dashed(hx),
        "kidhex": hx,
        "p": p,
        "size": str(len(wv)),
    }


def _wrm(r: Random) -> dict[str, str]:
    raw, hx = _kid(r)
    xml = wrm_header(r, raw, _LA_URL)
    return {
        "xml": xml,
        "pro": b64_of(playready_object(xml)),
        "kid": _dashed(hx),
        "kidpr": playready_kid_b64(raw),
        "checksum": b64_of(r.randbytes(8)),
    }


def _hls(r: Random) -> dict[str, str]:
    n = r.randint(1, 2400)
    return {
        "n": f"{n:05d}",
        "n1": f"{n + 1:05d}",
        "n2": f"{n + 2:05d}",
        "h8": hexs(r, 8),
        "ep": ulid(r),
        "pdt": when(r).replace("Z", ".000Z"),
        "seq": str(n),
        "br": one(r, ("5800000", "3500000", "1800000", "900000")),
        "dur": one(r, ("6.000", "5.960", "6.006", "4.000")),
        "size": str(r.randint(400000, 2400000)),
        "off": str(r.randint(0, 90000000)),
    }


def _hls_keys(r: Random) -> dict[str, str]:
    _, hx = _kid(r)
    return {
        "kidhex": hx,
        "kid": _dashed(hx),
        "iv": hexs(r, 32).upper(),
        "ivl": hexs(r, 32),
        "ep": ulid(r),
        "keyid": hexs(r, 32),
    }


def _dash(r: Random) -> dict[str, str]:
    raw, hx = _kid(r)
    wv = pssh_box(WIDEVINE_SYSTEM_ID, widevine_pssh_data(raw, "kajo", programme(r).encode()))
    return {
        "kid": _dashed(hx),
        "wv": b64_of(wv),
        "h12": hexs(r, 12),
        "ep": ulid(r),
        "start": when(r),
        "rep": one(r, ("v1080", "v720", "v540", "a128-fi", "a128-sv")),
        "bw": str(r.randint(96000, 6000000)),
    }


def _mc_config(r: Random) -> dict[str, str]:
    return {
        "rid": ulid(r),
        "apiid": pick(r, LOWER_ALNUM, 10),
        "acct": aws_account(r),
        "cert": uuid4(r),
        "civ": hexs(r, 32),
        "role": one(r, ("MediaConvertRole", "mc-speke-role", "MediaConvert_Default_Role")),
    }


def _mc_jobs(r: Random) -> dict[str, str]:
    ms = epoch(r) * 1000 + r.randrange(1000)
    return {
        "job": f"{ms}-{pick(r, LOWER_ALNUM, 6)}",
        "job2": f"{ms + r.randint(1000, 90000)}-{pick(r, LOWER_ALNUM, 6)}",
        "ep": pick(r, LOWER_ALNUM, 8),
        "acct": aws_account(r),
        "req": uuid4(r),
        "mezz": ulid(r),
        "pct": str(r.randint(1, 99)),
        "dd": day(r),
    }


def _license_logs(r: Random) -> dict[str, str]:
    _, hx = _kid(r)
    return {
        "kidhex": hx,
        "kid": _dashed(hx),
        "sess": hexs(r, 16).upper(),
        "serial": hexs(r, 32),
        "sys": str(r.randint(4000, 28000)),
        "cid": b64_of(programme(r)),
        "asset": hexs(r, 32),
        "req": uuid4(r),
        "t": when(r),
        "ms": str(r.randint(8, 240)),
        "spc": str(r.randint(2800, 5200)),
        "client": pick(r, CROCKFORD, 12),
    }


MEDIA: tuple[Kind, ...] = (
    Kind(
        "programme_and_episode_ids",
        (
            "Jakso ⟨ep⟩ (ohjelma ⟨p⟩, kausi ⟨season⟩, jakso ⟨epno⟩) kaatui QC:ssä: "
            "ääniraita 2 on hiljainen.",
            "Ohjelma ⟨p⟩ → jaksot ⟨ep⟩ ja ⟨ep2⟩ julkaistaan 2031-06-⟨dd⟩ klo 06.00.",
            '{"programmeId": "⟨p⟩", "episodeId": "⟨ep⟩", "seriesId": "⟨p2⟩", '
            '"publicationEventId": "pe_⟨pe⟩"}',
            "https://play.kajo.fi/⟨p⟩?episode=⟨ep⟩&t=0",
            "Avsnitt ⟨ep⟩ i serien ⟨p⟩ saknar svenska undertexter (sv-FI); SVT-id ⟨svt⟩.",
            "| programme | episode | status |\n|---|---|---|\n| ⟨p⟩ | ⟨ep⟩ | published |\n"
            "| ⟨p2⟩ | ⟨ep2⟩ | transcoding |",
        ),
        _ids,
    ),
    Kind(
        "content_registry_ids",
        (
            "EIDR ⟨eidr⟩ = ohjelma ⟨p⟩ (sama ID Yhteispohjoismaisessa jakelussa)",
            "ISAN ⟨isan⟩ för avsnitt ⟨ep⟩, krävs av distributören i Norge",
            "MXF UMID of the mezzanine: ⟨umid⟩ (start TC ⟨tc⟩)",
            '<Identifier scheme="EIDR">⟨eidr⟩</Identifier>\n'
            '<Identifier scheme="ISAN">⟨isan⟩</Identifier>',
            "Tunnusmusiikin ISRC ⟨isrc⟩ raportoidaan Teostolle jaksolta ⟨ep⟩.",
        ),
        _registry,
    ),
    Kind(
        "drm_key_ids",
        (
            "KID ⟨kid⟩ kuuluu jaksolle ⟨ep⟩ (video SD+HD jakavat avaimen, äänellä oma KID ⟨kid2⟩).",
            'cenc:default_KID="⟨kid⟩"',
            "mp4info init-v1080.mp4 → default_KID: [⟨kidhex⟩]",
            "PlayReady visar KID:en som ⟨kidpr⟩ (little-endian GUID) men det är samma nyckel "
            "som ⟨kid⟩.",
            'ClearKey license request: {"kids":["⟨kidb64u⟩"],"type":"temporary"}',
            "| track | KID |\n|---|---|\n| video | ⟨kid⟩ |\n| audio fi/sv | ⟨kid2⟩ |",
        ),
        _kids,
    ),
    Kind(
        "pssh_boxes",
        (
            "<cenc:pssh>⟨wv⟩</cenc:pssh>",
            "Widevine PSSH jaksolle ⟨p⟩ (⟨size⟩ tavua): ⟨wv⟩",
            '#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text/plain;base64,⟨wv⟩",'
            'KEYFORMAT="urn:uuid:' + WIDEVINE_SYSTEM_ID + '",KEYFORMATVERSIONS="1"',
            "PlayReady pssh from the init segment (KID ⟨kid⟩):\n⟨pr⟩",
            "cenc v1 pssh (common system id, KID ⟨kidhex⟩): ⟨cenc⟩",
        ),
        _pssh,
    ),
    Kind(
        "playready_headers",
        (
            "⟨xml⟩",
            "<mspr:pro>⟨pro⟩</mspr:pro>",
            "PlayReady-headern för KID ⟨kid⟩: KID=⟨kidpr⟩, CHECKSUM=⟨checksum⟩",
            "WRMHEADER 4.3 (KID ⟨kid⟩):\n⟨xml⟩",
        ),
        _wrm,
    ),
    Kind(
        "hls_playlists_and_segments",
        (
            "#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:6\n#EXT-X-MEDIA-SEQUENCE:⟨seq⟩\n"
            '#EXT-X-MAP:URI="init-v1080-⟨h8⟩.mp4"\n#EXTINF:⟨dur⟩,\nseg-v1080-⟨h8⟩-⟨n⟩.m4s\n'
            "#EXTINF:⟨dur⟩,\nseg-v1080-⟨h8⟩-⟨n1⟩.m4s",
            "404 Akamailta: /vod/⟨ep⟩/hls/v720/seg_⟨n⟩.ts – muut segmentit löytyvät.",
            "#EXT-X-PROGRAM-DATE-TIME:⟨pdt⟩\n#EXTINF:⟨dur⟩,\n"
            "⟨ep⟩_1080p_⟨n⟩.ts\n#EXTINF:⟨dur⟩,\n⟨ep⟩_1080p_⟨n1⟩.ts",
            '#EXT-X-STREAM-INF:BANDWIDTH=⟨br⟩,CODECS="avc1.640028,mp4a.40.2",'
            'RESOLUTION=1920x1080,AUDIO="aac"\nv1080/index_⟨h8⟩.m3u8',
            "#EXT-X-BYTERANGE:⟨size⟩@⟨off⟩\nchunk_⟨h8⟩_v1080.mp4",
        ),
        _hls,
    ),
    Kind(
        "hls_key_tags",
        (
            '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://⟨kidhex⟩",'
            'KEYFORMAT="com.apple.streamingkeydelivery",KEYFORMATVERSIONS="1"',
            '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.play.kajo.fi/aes/⟨keyid⟩",IV=0x⟨iv⟩',
            "FairPlay asset id = skd://⟨kidhex⟩ → KID ⟨kid⟩ (jakso ⟨ep⟩)",
            '#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://⟨kidhex⟩",'
            'KEYFORMAT="com.apple.streamingkeydelivery"',
            "IV:n i spellistan (IV=0x⟨iv⟩) är publik, den ska inte tas bort; nyckeln hämtas "
            "via URI:n.",
        ),
        _hls_keys,
    ),
    Kind(
        "dash_manifests",
        (
            '<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" '
            'cenc:default_KID="⟨kid⟩"/>\n<ContentProtection schemeIdUri="urn:uuid:'
            + WIDEVINE_SYSTEM_ID
            + '">\n  <cenc:pssh>⟨wv⟩</cenc:pssh>\n</ContentProtection>',
            '<SegmentTemplate timescale="90000" initialization="$RepresentationID$/init-⟨h12⟩'
            '.mp4" media="$RepresentationID$/seg-⟨h12⟩-$Number%05d$.m4s" startNumber="1"/>',
            '<MPD availabilityStartTime="⟨start⟩" type="static" '
            'mediaPresentationDuration="PT42M10S">\n  <BaseURL>https://kajo-vod.akamaized.net/'
            "vod/⟨ep⟩/dash/</BaseURL>",
            '<Representation id="⟨rep⟩" bandwidth="⟨bw⟩" codecs="avc1.64001f"/> puuttui '
            "manifestista ⟨ep⟩/dash/manifest-⟨h12⟩.mpd",
        ),
        _dash,
    ),
    Kind(
        "mediaconvert_drm_settings",
        (
            '"SpekeKeyProvider": {\n  "ResourceId": "⟨rid⟩",\n  "SystemIds": [\n'
            '    "' + WIDEVINE_SYSTEM_ID + '",\n    "' + PLAYREADY_SYSTEM_ID + '"\n  ],\n'
            '  "Url": "https://⟨apiid⟩.execute-api.eu-north-1.amazonaws.com/prod/speke/v2.0/'
            'copyProtection",\n  "CertificateArn": "arn:aws:acm:eu-north-1:⟨acct⟩:certificate/'
            '⟨cert⟩"\n}',
            '"Encryption": {"EncryptionMethod": "SAMPLE_AES", '
            '"ConstantInitializationVector": "⟨civ⟩", "InitializationVectorInManifest": '
            '"INCLUDE", "Type": "SPEKE"}',
            "FairPlay system id " + FAIRPLAY_SYSTEM_ID + ", resource id ⟨rid⟩, "
            "rooli arn:aws:iam::⟨acct⟩:role/⟨role⟩",
            "SPEKE v2 -pyyntö meni osoitteeseen https://⟨apiid⟩.execute-api.eu-north-1."
            "amazonaws.com/prod/speke/v2.0/copyProtection (ResourceId ⟨rid⟩).",
        ),
        _mc_config,
    ),
    Kind(
        "mediaconvert_jobs_and_endpoints",
        (
            "aws mediaconvert get-job --id ⟨job⟩ --endpoint-url "
            "https://⟨ep⟩.mediaconvert.eu-north-1.amazonaws.com",
            "Job ⟨job⟩ failed: 1030 Unable to open input file "
            "[s3://kajo-mezzanine/⟨mezz⟩/master.mxf]",
            '{"detail-type": "MediaConvert Job State Change", "detail": {"status": '
            '"PROGRESSING", "jobId": "⟨job⟩", "jobProgress": {"jobPercentComplete": ⟨pct⟩}}, '
            '"account": "⟨acct⟩", "id": "⟨req⟩"}',
            "arn:aws:mediaconvert:eu-north-1:⟨acct⟩:jobs/⟨job⟩ (uusintayritys ⟨job2⟩)",
            "Jobbet ⟨job⟩ fastnade i kön Default den 2031-06-⟨dd⟩; ⟨job2⟩ gick igenom.",
        ),
        _mc_jobs,
    ),
    Kind(
        "license_server_logs",
        (
            "⟨t⟩ INFO widevine.proxy status=OK kid=⟨kidhex⟩ session_id=⟨sess⟩ "
            "system_id=⟨sys⟩ security_level=1 latency_ms=⟨ms⟩",
            "⟨t⟩ WARN widevine.proxy status=PROVIDER_ID_MISMATCH device_serial=⟨serial⟩ "
            'content_id="⟨cid⟩"',
            "⟨t⟩ INFO fps.ksm spc_size=⟨spc⟩ asset_id=⟨asset⟩ ckc=ok request_id=⟨req⟩",
            "PlayReady-lisenssi evättiin: KID ⟨kid⟩, client ⟨client⟩, virhe "
            "0x8004C600 (domain required)",
            "⟨t⟩ license_issued drm=playready kid=⟨kid⟩ request_id=⟨req⟩ took=⟨ms⟩ms",
        ),
        _license_logs,
    ),
)
