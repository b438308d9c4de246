"""Benign texts that talk about secrets without holding one: redacted values, variables,
template references, documented example keys, and the words password / mot de passe /
contraseña used with no secret next to them."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike28.gen import (
    Kind,
    date_2028,
    hexs,
    num,
    pick,
    uuid4,
)

# The documented AWS example key pair (from the AWS docs), joined from pieces.
_DOC_KEY_ID = "AKIA" + "IOSFODNN7" + "EXAMPLE"
_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"
_HOSTS = ("srt-in.mtl1.aurore.video", "ingest-cdmx.aurore.video", "10.40.8.21")
_USERS = ("mgagnon", "lfortin", "rmendoza", "xhernandez", "svc-encoder")
_FEEDS = ("cdmx-mtl", "mtl-backup", "stade-olympique", "auditorio-nacional", "studio-b")


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "host": r.choice(_HOSTS),
        "port": str(r.choice((9000, 9001, 7001))),
        "user": r.choice(_USERS),
        "date": date_2028(r),
        "kid": hexs(r, 32),
        "region": r.choice(("ca-central-1", "us-east-1", "us-west-2")),
        "n": num(r, 4),
        "doc_id": _DOC_KEY_ID,
        "doc_sk": _DOC_SECRET,
        "mask": "*" * r.choice((8, 12, 16)),
        "item": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 26),
    }


def _password_words(r: Random) -> dict[str, str]:
    return {
        "date": date_2028(r),
        "v": str(r.randint(2, 40)),
        "feed": r.choice(_FEEDS),
        "n": num(r, 4),
        "ch": num(r, 7),
        "user": r.choice(_USERS),
        "days": str(r.choice((30, 60, 90, 180))),
        "len": str(r.choice((16, 20, 24, 32))),
        "item": uuid4(r),
    }


KINDS: tuple[Kind, ...] = (
    Kind(
        "redacted_and_placeholder_values",
        (
            "AWS_SECRET_ACCESS_KEY=<redacted>  # ⟨user⟩, voir le coffre 1Password « Vidéo "
            "prod » (⟨item⟩)",
            "FPS_ASK=${FPS_ASK:?missing}  # injecté par le chart depuis le ⟨date⟩",
            "widevine:\n  signing_key: {{ .Values.drm.widevine.signingKey }}\n"
            "  signing_iv: {{ .Values.drm.widevine.signingIv }}\n  kid_hint: ⟨kid⟩",
            "ffmpeg ... -f mpegts 'srt://⟨host⟩:⟨port⟩?passphrase=⟨mask⟩&pbkeylen=32'  "
            "(masqué dans le runbook)",
            "rtmp://a.rtmp.youtube.com/live2/xxxx-xxxx-xxxx-xxxx-xxxx ← remplacer par la "
            "clé de l'évènement #⟨n⟩",
            "[default]\naws_access_key_id = ⟨doc_id⟩\naws_secret_access_key = ⟨doc_sk⟩\n"
            "# exemple de la doc AWS, région ⟨region⟩ — pas nos clés",
            "DATABASE_URL=postgresql://catalog:${CATALOG_DB_PASSWORD}@pg-catalog.aurore."
            "internal:5432/catalog  # ticket VID-⟨n⟩",
            "packager ... --keys label=:key_id=⟨kid⟩:key=<CONTENT_KEY_HEX> (clave en Vault)",
            "IVS stream key: sk_⟨region⟩_⟨mask⟩ (la consola la muestra enmascarada)",
            'curl -H "Authorization: Bearer $GRAFANA_SA_TOKEN" '
            "https://grafana.aurore.video/api/search  # exporté par direnv, ⟨user⟩",
            "MUX_TOKEN_ID=<your-token-id>\nMUX_TOKEN_SECRET=<your-token-secret>\n"
            "# plantilla del README, ticket VID-⟨n⟩",
        ),
        _placeholders,
        secrets=(),
    ),
    Kind(
        "password_word_without_secret",
        (
            "Rotation du mot de passe admin de Grafana faite le ⟨date⟩ ; le nouveau est dans "
            "Vault (secret/grafana/admin, version ⟨v⟩).",
            "La contraseña SRT ya no va en la URL: usamos passphrase_file=/etc/srt/⟨feed⟩.pass "
            "(ticket VID-⟨n⟩).",
            "password_policy:\n  min_length: ⟨len⟩\n  rotation_days: ⟨days⟩\n  require_mfa: true",
            "If Elemental answers 'Invalid password' for ⟨user⟩, check the encoder clock first "
            "(X-Auth-Expires drift); channel ⟨ch⟩ hit it on ⟨date⟩.",
            "Le champ Password de MediaPackage reste vide pour les endpoints v2 (auth IAM), "
            "canal ⟨ch⟩.",
            'passphrase: ""  # SRT sin cifrado solo en la LAN de la régie (⟨feed⟩), ticket VID-⟨n⟩',
            "kubectl create secret generic drm-admin --from-file=password=./password.txt  "
            "# le fichier vient de l'item 1Password ⟨item⟩",
            "Reset password link for ⟨user⟩ expired again (ticket VID-⟨n⟩); asked IT for "
            "a new one.",
            "Contraseñas de los encoders: se rotan cada ⟨days⟩ días, mínimo ⟨len⟩ caracteres, "
            "responsable ⟨user⟩.",
            'password_command = "op read op://video-prod/⟨feed⟩/password"  # ⟨date⟩',
            "Mot de passe oublié sur le Zixi de ⟨feed⟩ : procédure de reset dans le wiki, "
            "page ⟨n⟩.",
        ),
        _password_words,
        secrets=(),
    ),
)
