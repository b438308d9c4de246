"""Benign look-alikes from media workflows: asset, rendition, title and programme ids,
segment hashes, ad creatives and SCTE-35 cues, stream ids, IMF packages, codec init data,
ad sessions, CMCD and public player keys. None is a secret."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike28.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_bytes,
    b64url,
    clock,
    date_2028,
    eidr,
    epoch_2028,
    hexs,
    isan,
    isrc,
    num,
    pick,
    scte35_splice_insert,
    ulid,
    uuid4,
)

_REGIONS = ("ca-central-1", "us-east-1", "us-west-2")
_RENDITIONS = (
    ("1080p", "6000k", "avc1.640028"),
    ("720p", "3500k", "avc1.4d401f"),
    ("540p", "2000k", "avc1.4d401f"),
    ("2160p", "16000k", "hvc1.2.4.L153.B0"),
    ("360p", "800k", "avc1.42c01e"),
)


def _assets(r: Random) -> dict[str, str]:
    res, rate, codec = r.choice(_RENDITIONS)
    return {
        "ast": "ast_" + ulid(r),
        "res": res,
        "rate": rate,
        "codec": codec,
        "rid": f"r{res}_{rate}_{hexs(r, 8)}",
        "muxasset": pick(r, ALNUM, 40),
        "pb": pick(r, ALNUM, r.choice((35, 36, 40))),
        "job": f"{num(r, 13)}-{pick(r, LOWER_ALNUM, 6)}",
    }


def _title_ids(r: Random) -> dict[str, str]:
    return {
        "eidr": eidr(r),
        "eidr2": eidr(r),
        "isan": isan(r),
        "isrc": isrc(r),
        "isrc2": isrc(r),
        "adid": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4) + num(r, 7) + pick(r, "HD", 1),
        "imdb": "tt" + num(r, 8),
    }


def _hashes(r: Random) -> dict[str, str]:
    seq = int(num(r, 5))
    return {
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "md5": hexs(r, 32),
        "md5b": hexs(r, 32),
        "parts": str(r.randint(2, 60)),
        "seq": str(seq),
        "seq2": str(seq + 1),
        "sri": b64_bytes(r.randbytes(48)),
        "crc": hexs(r, 8),
        "size": num(r, 7),
    }


def _vast(r: Random) -> dict[str, str]:
    return {
        "cr": num(r, 9),
        "ad": num(r, 10),
        "uaid": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4) + num(r, 7) + pick(r, "HD", 1),
        "li": num(r, 10),
        "order": num(r, 10),
        "hash": hexs(r, 32),
        "tid": b64url(r, 24),
        "net": num(r, 8),
    }


def _scte(r: Random) -> dict[str, str]:
    event = r.randrange(1, 2**31)
    dur = r.choice((15.0, 30.0, 60.0, 90.0, 120.0))
    section = scte35_splice_insert(event, r.randrange(2**33), dur, r.random() < 0.8)
    return {
        "b64": b64_bytes(section),
        "hex": "0x" + section.hex().upper(),
        "event": str(event),
        "dur": f"{dur:.3f}",
        "date": date_2028(r),
        "clock": clock(r),
        "ch": num(r, 7),
    }


def _streams(r: Random) -> dict[str, str]:
    region = r.choice(_REGIONS)
    acct = num(r, 12)
    return {
        "ch": num(r, 7),
        "input": num(r, 7),
        "ivs": f"arn:aws:ivs:{region}:{acct}:channel/{pick(r, ALNUM, 12)}",
        "st": "st-" + pick(r, ALNUM, 26),
        "region": region,
        "acct": acct,
        "sid": pick(r, LOWER_ALNUM, 8),
        "uuid": uuid4(r),
        "flow": uuid4(r),
    }


def _imf(r: Random) -> dict[str, str]:
    return {
        "pkl": uuid4(r),
        "cpl": uuid4(r),
        "a1": uuid4(r),
        "a2": uuid4(r),
        "h1": b64(r, 20),
        "h2": b64(r, 20),
        "size": num(r, 11),
        "size2": num(r, 9),
        "title": r.choice(("LES_NUITS_DE_MTL_EP104", "CDMX_EN_VIVO_S02E07", "BOREAL_DOC_2028")),
    }


def _codec(r: Random) -> dict[str, str]:
    sps = b"\x67\x64\x00\x28\xac" + r.randbytes(r.choice((14, 18, 22)))
    pps = b"\x68" + r.randbytes(r.choice((3, 4)))
    avcc = b"\x01\x64\x00\x28\xff\xe1" + len(sps).to_bytes(2, "big") + sps
    avcc += b"\x01" + len(pps).to_bytes(2, "big") + pps
    return {
        "sprop": f"{b64_bytes(sps)},{b64_bytes(pps)}",
        "avcc": avcc.hex().upper(),
        "avccb64": b64_bytes(avcc),
        "hvcc": b64_bytes(b"\x01\x02\x20\x00\x00\x00\x90" + r.randbytes(r.choice((80, 96)))),
        "pt": str(r.choice((96, 97, 98))),
        "asc": r.choice(("1190", "1210", "1390", "1188")),
    }


def _ad_sessions(r: Random) -> dict[str, str]:
    return {
        "sess": uuid4(r),
        "cfg": pick(r, LOWER_ALNUM, 10),
        "hash": hashlib.sha256(r.randbytes(16)).hexdigest(),
        "corr": num(r, 16),
        "stream": f"{uuid4(r)}:{r.choice(('TEST2', 'YUL', 'MEX'))}",
        "net": num(r, 8),
        "asset": pick(r, ALNUM + "-_", 22),
        "pod": str(r.randint(1, 9)),
        "avail": uuid4(r),
    }


def _cmcd(r: Random) -> dict[str, str]:
    return {
        "sid": uuid4(r),
        "cid": hexs(r, 16),
        "br": str(r.choice((800, 2000, 3500, 6000))),
        "bl": str(r.randint(1000, 30000)),
        "msn": num(r, 4),
        "part": str(r.randint(0, 5)),
        "awssess": hexs(r, 32),
        "exp": str(epoch_2028(r)),
    }


def _epg(r: Random) -> dict[str, str]:
    series = num(r, 8)
    return {
        "tms": "EP" + series + num(r, 4),
        "series": "SH" + series + "0000",
        "station": num(r, 5),
        "prog": series + "." + num(r, 4),
        "crid": pick(r, LOWER_ALNUM, 10),
        "date": date_2028(r).replace("-", ""),
        "clock": clock(r).replace(":", ""),
        "svc": uuid4(r),
    }


def _player_keys(r: Random) -> dict[str, str]:
    return {
        "bm": uuid4(r),
        "mux": pick(r, LOWER_ALNUM, 26),
        "conviva": hexs(r, 40),
        "ima": "ca-video-pub-" + num(r, 16),
        "pb": pick(r, ALNUM, 36),
        "ver": r.choice(("8.201.0", "8.214.2", "9.3.0")),
    }


KINDS: tuple[Kind, ...] = (
    Kind(
        "asset_and_rendition_ids",
        (
            "Asset ⟨ast⟩ → rendition ⟨rid⟩ (⟨codec⟩, ⟨res⟩ @ ⟨rate⟩)",
            "Mux asset ⟨muxasset⟩, playback id public ⟨pb⟩ → https://stream.mux.com/⟨pb⟩.m3u8",
            "MediaConvert job ⟨job⟩ terminé pour ⟨ast⟩, sorties ⟨rid⟩ et audio_aac_128k",
            '{"asset_id":"⟨ast⟩","renditions":[{"id":"⟨rid⟩","codecs":"⟨codec⟩"}]}',
            "El playback id ⟨pb⟩ es público (va en la URL del player); el asset es ⟨muxasset⟩.",
        ),
        _assets,
        secrets=(),
    ),
    Kind(
        "title_registry_ids",
        (
            "EIDR de l'épisode : ⟨eidr⟩ (série ⟨eidr2⟩)",
            "ISAN ⟨isan⟩ — à mettre dans le XML de livraison",
            "ISRC du générique : ⟨isrc⟩ ; version instrumentale ⟨isrc2⟩",
            "| campo | valor |\n|---|---|\n| EIDR | ⟨eidr⟩ |\n| ISAN | ⟨isan⟩ |\n| IMDb | ⟨imdb⟩ |",
            "Ad-ID del spot de 30 s: ⟨adid⟩ (registro ad-id.org)",
        ),
        _title_ids,
        secrets=(),
    ),
    Kind(
        "segment_and_manifest_hashes",
        (
            "sha256sum seg_⟨seq⟩.m4s seg_⟨seq2⟩.m4s\n⟨s1⟩  seg_⟨seq⟩.m4s\n⟨s2⟩  seg_⟨seq2⟩.m4s",
            'ETag du manifeste sur l\'origine : "⟨md5⟩" ; sur S3 (multipart) : "⟨md5b⟩-⟨parts⟩"',
            "| segmento | md5 | tamaño |\n|---|---|---|\n| seg_⟨seq⟩.ts | ⟨md5⟩ | ⟨size⟩ |\n"
            "| seg_⟨seq2⟩.ts | ⟨md5b⟩ | ⟨size⟩ |",
            '<script src="https://player.aurore.video/v8/player.js" integrity="sha384-⟨sri⟩" '
            'crossorigin="anonymous"></script>',
            "master.m3u8 sha256=⟨s1⟩ crc32=⟨crc⟩ (changed after the packager upgrade)",
        ),
        _hashes,
        secrets=(),
    ),
    Kind(
        "vast_creative_ids",
        (
            '<Creative id="⟨cr⟩" adId="⟨ad⟩" sequence="1">\n'
            '  <UniversalAdId idRegistry="ad-id.org">⟨uaid⟩</UniversalAdId>\n'
            "  <Linear>\n    <Duration>00:00:30</Duration>\n  </Linear>\n</Creative>",
            "<Impression><![CDATA[https://securepubads.g.doubleclick.net/pcs/view?xai=⟨tid⟩"
            "&adurl=&cb=[CACHEBUSTING]]]></Impression>",
            "Créatif ⟨cr⟩ (ligne ⟨li⟩, commande ⟨order⟩) refusé : mezzanine ⟨hash⟩ en 23.976",
            "GAM: line item ⟨li⟩, creative ⟨cr⟩, universal ad id ⟨uaid⟩, red ⟨net⟩",
        ),
        _vast,
        secrets=(),
    ),
    Kind(
        "scte35_cues",
        (
            "#EXT-OATCLS-SCTE35:⟨b64⟩",
            '#EXT-X-DATERANGE:ID="splice-⟨event⟩",START-DATE="⟨date⟩T⟨clock⟩Z",'
            "PLANNED-DURATION=⟨dur⟩,SCTE35-OUT=⟨hex⟩",
            "Cue SCTE-35 reçu sur le canal ⟨ch⟩ (event ⟨event⟩, ⟨dur⟩ s) : ⟨b64⟩",
            '{"ActionName":"break-⟨event⟩","ScheduleActionSettings":{"Scte35InputSettings":'
            '{"Mode":"FIXED"}},"raw":"⟨b64⟩"}',
            "threefive '⟨b64⟩' → splice_insert, out_of_network, duración ⟨dur⟩",
        ),
        _scte,
        secrets=(),
    ),
    Kind(
        "stream_and_channel_ids",
        (
            "aws medialive describe-channel --channel-id ⟨ch⟩ --region ⟨region⟩",
            "Canal MediaLive ⟨ch⟩ / input ⟨input⟩ (⟨region⟩), IVS ⟨ivs⟩",
            "SRT streamid=#!::r=live/cdmx-feed-⟨sid⟩,m=publish → canal ⟨ch⟩",
            "IVS stream session ⟨st⟩ sur ⟨ivs⟩ a coupé à 21:04",
            "NMOS flow ⟨flow⟩ (source ⟨uuid⟩) hacia el encoder del canal ⟨ch⟩",
        ),
        _streams,
        secrets=(),
    ),
    Kind(
        "imf_package_hashes",
        (
            "<Asset>\n  <Id>urn:uuid:⟨a1⟩</Id>\n  <Hash>⟨h1⟩</Hash>\n  <Size>⟨size⟩</Size>\n"
            "  <Type>application/mxf</Type>\n</Asset>",
            "PKL urn:uuid:⟨pkl⟩ / CPL urn:uuid:⟨cpl⟩ (⟨title⟩)",
            "Le hash SHA-1 de la piste vidéo (⟨a1⟩) ne correspond pas : PKL dit ⟨h1⟩, "
            "Photon calcule ⟨h2⟩",
            "| asset | hash (sha1, base64) | taille |\n|---|---|---|\n| ⟨a1⟩ | ⟨h1⟩ | ⟨size⟩ |\n"
            "| ⟨a2⟩ | ⟨h2⟩ | ⟨size2⟩ |",
        ),
        _imf,
        secrets=(),
    ),
    Kind(
        "codec_init_data",
        (
            "a=fmtp:⟨pt⟩ packetization-mode=1;profile-level-id=640028;sprop-parameter-sets=⟨sprop⟩",
            '<QualityLevel FourCC="H264" CodecPrivateData="⟨avcc⟩"/>',
            "avcC (base64, de MediaInfo) : ⟨avccb64⟩",
            "hvcC del renglón 2160p: ⟨hvcc⟩",
            "AudioSpecificConfig ⟨asc⟩ (AAC-LC) ; sprop ⟨sprop⟩",
        ),
        _codec,
        secrets=(),
    ),
    Kind(
        "ad_session_and_tracking_ids",
        (
            "MediaTailor session ⟨sess⟩ (config ⟨cfg⟩) : la pause ⟨pod⟩ a été remplie à 50 %",
            "https://pubads.g.doubleclick.net/ondemand/hls/content/⟨net⟩/vid/⟨asset⟩/streams"
            "?correlator=⟨corr⟩&ppid=⟨hash⟩",
            "DAI stream id ⟨stream⟩ — avail ⟨avail⟩ sin anuncios",
            "ppid = sha256(user_id) = ⟨hash⟩ (jamais l'id brut)",
            "/v1/session/⟨cfg⟩/live/index.m3u8?aws.sessionId=⟨sess⟩",
        ),
        _ad_sessions,
        secrets=(),
    ),
    Kind(
        "cmcd_and_session_params",
        (
            "seg_120.m4s?CMCD=bl%3D⟨bl⟩%2Cbr%3D⟨br⟩%2Ccid%3D%22⟨cid⟩%22%2Cot%3Dv%2C"
            "sid%3D%22⟨sid⟩%22",
            'CMCD-Session: cid="⟨cid⟩",sid="⟨sid⟩",sf=h,st=l',
            "index.m3u8?_HLS_msn=⟨msn⟩&_HLS_part=⟨part⟩&aws.sessionId=⟨awssess⟩",
            "CloudFront log: GET /live/index.m3u8?_HLS_msn=⟨msn⟩ 200 Hit sid=⟨sid⟩ exp=⟨exp⟩",
        ),
        _cmcd,
        secrets=(),
    ),
    Kind(
        "epg_programme_ids",
        (
            '<programme start="⟨date⟩⟨clock⟩ -0500" channel="aurore.1">\n'
            '  <episode-num system="dd_progid">⟨prog⟩</episode-num>\n</programme>',
            "Gracenote TMS id ⟨tms⟩ (série ⟨series⟩), station ⟨station⟩",
            "crid://aurore.video/prog/⟨crid⟩ ↔ TMS ⟨tms⟩",
            "La guía de CDMX usa el service id ⟨svc⟩ y la estación ⟨station⟩",
        ),
        _epg,
        secrets=(),
    ),
    Kind(
        "player_public_sdk_keys",
        (
            "new bitmovin.player.Player(el, { key: '⟨bm⟩' })  // clé player publique, "
            "limitée au domaine aurore.video",
            "mux.monitor('#video', { data: { env_key: '⟨mux⟩', player_name: 'web' } })",
            "Conviva customer key (publique, dans le bundle web ⟨ver⟩) : ⟨conviva⟩",
            "IMA SDK: adTagUrl con client=⟨ima⟩ (id de editor, no es secreto)",
            '<mux-player playback-id="⟨pb⟩" env-key="⟨mux⟩"></mux-player>',
        ),
        _player_keys,
        secrets=(),
    ),
)
