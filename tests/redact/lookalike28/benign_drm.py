"""Benign look-alikes from the DRM side: key ids, PSSH boxes, manifests' protection
signalling, public certificates, license logs and player errors. None is a secret."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike28.gen import (
    COMMON_SYSTEM_ID,
    FAIRPLAY_SYSTEM_ID,
    PLAYREADY_SYSTEM_ID,
    WIDEVINE_SYSTEM_ID,
    Kind,
    b64_bytes,
    clock,
    dashed,
    date_2028,
    hexs,
    kid_bytes,
    num,
    pick,
    playready_header,
    pssh_box,
    uuid4,
    widevine_pssh_data,
    widevine_service_cert,
    x509_pem_body,
)

_PROVIDERS = ("aurorastream", "boreal_media", "aurore_tv")


def _asset(r: Random) -> str:
    return r.choice(("AUR", "BOR", "MTL", "CDMX")) + "-" + num(r, 6)


def _kids(r: Random) -> dict[str, str]:
    kid = kid_bytes(r)
    kid2 = kid_bytes(r)
    return {
        "kid": dashed(kid),
        "kidhex": kid.hex(),
        "kidsp": " ".join(f"{b:02x}" for b in kid),
        "kidb64u": base64.urlsafe_b64encode(kid).decode().rstrip("="),
        "kid2": dashed(kid2),
        "asset": _asset(r),
        "track": r.choice(("video_1080p", "video_720p", "audio_fr", "audio_es", "audio_en")),
    }


def _pssh(r: Random) -> dict[str, str]:
    kid = kid_bytes(r)
    asset = _asset(r)
    wv = pssh_box(WIDEVINE_SYSTEM_ID, widevine_pssh_data(kid, r.choice(_PROVIDERS), asset))
    la = r.choice(("https://pr.aurore.video/rightsmanager.asmx", "https://lic.aurore.video/pr"))
    pro = playready_header(kid, la)
    return {
        "wv": b64_bytes(wv),
        "prpssh": b64_bytes(pssh_box(PLAYREADY_SYSTEM_ID, pro)),
        "pro": b64_bytes(pro),
        "common": b64_bytes(pssh_box(COMMON_SYSTEM_ID, b"", (kid,))),
        "kid": dashed(kid),
        "size": str(len(wv)),
        "asset": asset,
    }


def _hls_keys(r: Random) -> dict[str, str]:
    return {
        "kidhex": hexs(r, 32),
        "iv": hexs(r, 32).upper(),
        "n": num(r, 5),
        "seq": num(r, 6),
        "asset": _asset(r),
        "kid": uuid4(r),
    }


def _license_urls(r: Random) -> dict[str, str]:
    return {
        "tenant": uuid4(r),
        "asset": _asset(r),
        "cid": hexs(r, 16),
        "date": date_2028(r),
    }


def _certs(r: Random) -> dict[str, str]:
    return {
        "svc": widevine_service_cert(r),
        "cert": x509_pem_body(r),
        "team": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10),
        "serial": ":".join(hexs(r, 2) for _ in range(8)),
        "sha1": ":".join(hexs(r, 2).upper() for _ in range(20)),
    }


def _license_logs(r: Random) -> dict[str, str]:
    return {
        "ts": f"{date_2028(r)}T{clock(r)}.{num(r, 3)}Z",
        "req": uuid4(r),
        "kid": uuid4(r),
        "sess": hexs(r, 32),
        "dev": hexs(r, 64),
        "sys": str(r.choice((4464, 8159, 22590, 19917, 7283))),
        "ms": str(r.randint(18, 900)),
        "asset": _asset(r),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
    }


def _player_errors(r: Random) -> dict[str, str]:
    return {
        "sid": uuid4(r),
        "kidhex": hexs(r, 32),
        "req": uuid4(r),
        "asset": _asset(r),
        "code": str(r.choice((6007, 6012, 6014, 1001, 4012))),
        "ver": r.choice(("4.14.6", "4.15.1", "5.0.2")),
        "cmid": uuid4(r),
    }


KINDS: tuple[Kind, ...] = (
    Kind(
        "drm_key_ids",
        (
            "KID du titre ⟨asset⟩ (⟨track⟩) : ⟨kid⟩, soit ⟨kidhex⟩ en hex",
            '<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" '
            'cenc:default_KID="⟨kid⟩"/>',
            "mp4dump seg_init.mp4 | grep KID\n      default_KID = [⟨kidsp⟩]",
            '{"kids":["⟨kidb64u⟩"],"type":"temporary"}',
            "| pista | KID |\n|---|---|\n| ⟨track⟩ | ⟨kid⟩ |\n| audio_es | ⟨kid2⟩ |",
            "La KID ⟨kid⟩ se repite en los dos periodos de ⟨asset⟩; es normal sin rotación.",
            "key server lookup: asset=⟨asset⟩ track=⟨track⟩ kid=⟨kidhex⟩ → cache hit",
        ),
        _kids,
        secrets=(),
    ),
    Kind(
        "pssh_boxes",
        (
            "PSSH Widevine de ⟨asset⟩ (⟨size⟩ octets) : ⟨wv⟩",
            "<cenc:pssh>⟨prpssh⟩</cenc:pssh>",
            "<mspr:pro>⟨pro⟩</mspr:pro>",
            '#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text/plain;base64,⟨wv⟩",'
            'KEYFORMAT="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed",KEYFORMATVERSIONS="1"',
            "Common PSSH (v1, KID ⟨kid⟩): ⟨common⟩",
            "El init de ⟨asset⟩ trae dos pssh:\n- Widevine: ⟨wv⟩\n- PlayReady: ⟨prpssh⟩",
        ),
        _pssh,
        secrets=(),
    ),
    Kind(
        "dash_content_protection_xml",
        (
            '<AdaptationSet mimeType="video/mp4" segmentAlignment="true">\n'
            '  <ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc"'
            ' cenc:default_KID="⟨kid⟩"/>\n'
            '  <ContentProtection schemeIdUri="urn:uuid:' + WIDEVINE_SYSTEM_ID + '">\n'
            "    <cenc:pssh>⟨wv⟩</cenc:pssh>\n  </ContentProtection>\n</AdaptationSet>",
            '<ContentProtection schemeIdUri="urn:uuid:' + PLAYREADY_SYSTEM_ID + '" '
            'value="MSPR 2.0">\n  <mspr:pro>⟨pro⟩</mspr:pro>\n</ContentProtection>',
            "MPD de ⟨asset⟩ :\n  default_KID ⟨kid⟩\n  Widevine pssh ⟨wv⟩",
        ),
        _pssh,
        secrets=(),
    ),
    Kind(
        "hls_key_tags_and_ivs",
        (
            '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://⟨kidhex⟩",'
            'KEYFORMAT="com.apple.streamingkeydelivery",KEYFORMATVERSIONS="1"',
            '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.aurore.video/k/⟨n⟩",IV=0x⟨iv⟩',
            '#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://⟨asset⟩/⟨kidhex⟩",'
            'KEYFORMAT="com.apple.streamingkeydelivery"',
            "L'IV AES-128 de ⟨asset⟩ est dans la playlist (IV=0x⟨iv⟩, séquence ⟨seq⟩) — "
            "c'est normal, il n'est pas secret.",
            "#EXTM3U\n#EXT-X-VERSION:5\n#EXT-X-MEDIA-SEQUENCE:⟨seq⟩\n"
            '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://⟨kidhex⟩",'
            'KEYFORMAT="com.apple.streamingkeydelivery",KEYFORMATVERSIONS="1"\n'
            "#EXTINF:6.006,\nseg_⟨seq⟩.m4s",
        ),
        _hls_keys,
        secrets=(),
    ),
    Kind(
        "drm_system_ids_and_license_urls",
        (
            "| DRM | system id |\n|---|---|\n| Widevine | " + WIDEVINE_SYSTEM_ID + " |\n"
            "| PlayReady | "
            + PLAYREADY_SYSTEM_ID
            + " |\n| FairPlay | "
            + FAIRPLAY_SYSTEM_ID
            + " |\n\n(tenant ⟨tenant⟩)",
            "Widevine license URL: https://lic.aurore.video/wv?asset=⟨asset⟩&cid=⟨cid⟩",
            "URL de licencia PlayReady para ⟨asset⟩: https://lic.aurore.video/pr/"
            "rightsmanager.asmx?cid=⟨cid⟩ (sin token, el token va en la cabecera)",
            "FairPlay: certificat sur https://lic.aurore.video/fps/cert/⟨tenant⟩ et licence "
            "sur /fps/ckc?asset=⟨asset⟩ depuis le ⟨date⟩",
            "drm:\n  tenant_id: ⟨tenant⟩\n  widevine_url: https://lic.aurore.video/wv\n"
            "  playready_url: https://lic.aurore.video/pr\n  fairplay_cert_url: "
            "https://lic.aurore.video/fps/cert/⟨tenant⟩",
        ),
        _license_urls,
        secrets=(),
    ),
    Kind(
        "drm_public_certificates",
        (
            "Widevine service certificate (public, pour le privacy mode de Shaka) : ⟨svc⟩",
            "fairplay.cer (certificat public FPS, équipe ⟨team⟩) :\n\n-----BEGIN CERTIFICATE-----"
            "\n⟨cert⟩\n-----END CERTIFICATE-----",
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "openssl x509 -in fairplay.cer -noout -serial -fingerprint\nserial=⟨serial⟩\n"
            "SHA1 Fingerprint=⟨sha1⟩",
            "player.configure({drm: {advanced: {'com.widevine.alpha': {serverCertificate: "
            "base64ToBytes('⟨svc⟩')}}}})",
        ),
        _certs,
        secrets=(),
    ),
    Kind(
        "license_server_log_lines",
        (
            "⟨ts⟩ INFO wv-proxy license granted req=⟨req⟩ kid=⟨kid⟩ system_id=⟨sys⟩ "
            "sec_level=L1 latency_ms=⟨ms⟩",
            '{"ts":"⟨ts⟩","level":"warn","svc":"fps-ksm","msg":"SPC rejected",'
            '"session":"⟨sess⟩","asset":"⟨asset⟩","err":-42656}',
            "⟨ts⟩ ERROR pr-license device revoked device_id_sha256=⟨dev⟩ kid=⟨kid⟩",
            "traceparent: 00-⟨trace⟩-⟨span⟩-01 (requête licence ⟨req⟩, ⟨ms⟩ ms)",
            "⟨ts⟩ INFO keyserver speke getKey asset=⟨asset⟩ kids=1 kid=⟨kid⟩ req=⟨req⟩",
        ),
        _license_logs,
        secrets=(),
    ),
    Kind(
        "player_error_reports",
        (
            "shaka.util.Error {severity: 2, category: 6, code: ⟨code⟩, data: "
            "['⟨kidhex⟩'], handled: false} (shaka ⟨ver⟩, session ⟨sid⟩)",
            "ExoPlaybackException: ERROR_CODE_DRM_LICENSE_ACQUISITION_FAILED (6004) "
            "playbackSessionId=⟨sid⟩ asset=⟨asset⟩",
            "AVPlayerItem failed: CoreMediaErrorDomain -42650, X-Playback-Session-Id ⟨sid⟩, "
            "request ⟨req⟩",
            "Reporte de error del cliente (Android TV):\n  asset: ⟨asset⟩\n  cmcd.sid: ⟨cmid⟩\n"
            "  code: ⟨code⟩\n  kid: ⟨kidhex⟩",
        ),
        _player_errors,
        secrets=(),
    ),
)
