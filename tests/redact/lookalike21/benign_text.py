"""Benign look-alikes that talk about secrets without holding one: placeholders and masked
values, password policy text, notes saying where a secret lives (vault references, record
ids, Key Vault URIs) and rotation notes without the value. Each must come out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike21.gen import (
    ALNUM,
    B64URL,
    DB_HOSTS,
    LOWER_ALNUM,
    PEOPLE_MX,
    PEOPLE_TR,
    PEOPLE_VN,
    SB_NAMESPACES,
    STORAGE_ACCOUNTS,
    Kind,
    day,
    digits,
    hexs,
    partner,
    pick,
    uhexs,
    uuid4,
)

_SECRET_NAMES = (
    "ups-client-secret",
    "fedex-secret-key",
    "sb-send-214",
    "sftp-lakeview-password",
    "vucem-ws-password",
    "samsara-api-token",
    "sap-rfc-edi-mty",
    "p44-client-secret",
    "pac-timbrado-password",
)
# (what the note is about, the vault item that holds it, the Key Vault secret name)
_ITEMS = (
    ("UPS client secret", "UPS prod OAuth", "ups-client-secret"),
    ("FedEx secret key", "FedEx REST TMX Rates", "fedex-secret-key"),
    ("MyDHL API password", "MyDHL API prod", "mydhl-api-password"),
    ("Samsara API token", "Samsara API", "samsara-api-token"),
    ("SAP RFC password", "SAP RFC_EDI_MTY", "sap-rfc-edi-mty"),
    ("project44 client secret", "project44 tmx-visibility-prod", "p44-client-secret"),
    ("PAC stamping password", "PAC timbrado SW", "pac-timbrado-password"),
)
_TR_ITEMS = ("BİLGE WS", "e-İrsaliye portal", "e-Fatura entegratör")


def _p(r: Random) -> dict[str, str]:
    name, domain, edi_id = partner(r)
    return {"partner": name, "pdomain": domain, "pid": edi_id}


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, ALNUM, 48),
        "ns": r.choice(SB_NAMESPACES),
        "pol": r.choice(("send-214", "listen-214", "mule-send")),
        "last4": pick(r, ALNUM, 4),
        "host": r.choice(DB_HOSTS[2:]),
        "acct": r.choice(STORAGE_ACCOUNTS),
        "user": r.choice(("svc_edi", "tms_api", "powerbi_reader")),
        "d": day(r),
        "who": r.choice(PEOPLE_MX),
        **_p(r),
    }


def _policy(r: Random) -> dict[str, str]:
    lo = r.choice((8, 10, 12, 14))
    return {
        "lo": str(lo),
        "hi": str(r.choice((16, 20, 32, 64))),
        "days": r.choice(("60", "90", "180")),
        "hist": r.choice(("5", "10", "12")),
        "sapmin": r.choice(("10", "12", "14")),
        "spec": r.choice(("1", "2")),
        "months": r.choice(("6", "12", "24")),
        "lock": r.choice(("3", "5", "6")),
        "min": str(lo + r.choice((4, 6, 8))),
        "hi2": str(r.choice((32, 64, 128))),
    }


def _locations(r: Random) -> dict[str, str]:
    what, item, sec = r.choice(_ITEMS)
    return {
        "kuid": _keeper_uid(r),
        "what": what,
        "item": item,
        "sec": sec,
        "tr_item": r.choice(_TR_ITEMS),
        "ver": hexs(r, 32),
        "opid": pick(r, LOWER_ALNUM, 26),
        "who": r.choice(PEOPLE_MX),
        "who_vn": r.choice(PEOPLE_VN),
        **_p(r),
    }


def _rotation(r: Random) -> dict[str, str]:
    return {
        "ns": r.choice(SB_NAMESPACES),
        "pol": r.choice(("send-214", "listen-214", "mule-send", "powerbi")),
        "chg": "CHG00" + digits(r, 5),
        "kuid": _keeper_uid(r),
        "tp": uhexs(r, 40),
        "acct": r.choice(STORAGE_ACCOUNTS),
        "sec": r.choice(_SECRET_NAMES),
        "keyid": uuid4(r),
        "d": day(r),
        "d2": day(r),
        "who": r.choice(PEOPLE_MX),
        "who_tr": r.choice(PEOPLE_TR),
        **_p(r),
    }


def _keeper_uid(r: Random) -> str:
    """A Keeper record UID: 16 random bytes as unpadded base64url (22 characters)."""
    return pick(r, B64URL, 22)


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_masked_values",
        (
            "UPS_CLIENT_ID=⟨cid⟩\nUPS_CLIENT_SECRET=<client-secret>",
            "password: CHANGE_ME   # placeholder; the real value is injected from Key Vault at "
            "deploy time",
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;"
            "SharedAccessKey=<key>",
            "jco.client.user=RFC_EDI_MTY\njco.client.passwd=${SAP_RFC_PASSWORD}",
            "FEDEX_CLIENT_SECRET=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx   ← .env.example only; 32 x's "
            "so the length check in the config loader passes",
            "The UPS secret ⟨who⟩ set up ends in …⟨last4⟩; the rest is in Keeper",
            "Server=⟨host⟩;Database=TMS_MTY;User Id=⟨user⟩;Password=********;Encrypt=True",
            "https://⟨acct⟩.blob.core.windows.net/partner-drop?sv=2022-11-02&sr=c&sp=cw"
            "&se=2027-06-30T23:59:00Z&sig=REDACTED",
            "En el .env.example dejé VUCEM_WS_PASSWORD=CAMBIAR_AQUI; es un marcador, no la "
            "contraseña",
            "BILGE_SIFRE=<buraya-şifre>   # örnek dosya, gerçeği Keeper'da",
            "Authorization: Basic <base64(user:password)>   ← what ⟨partner⟩'s spec shows",
            "AccountKey={{ storage_account_key }};AccountName=⟨acct⟩   (Ansible template, "
            "the value comes from the vault)",
        ),
        _placeholders,
    ),
    Kind(
        "password_policy_text",
        (
            "VUCEM: la contraseña del web service debe tener entre ⟨lo⟩ y ⟨hi⟩ caracteres, "
            "letras y números, y caduca cada ⟨days⟩ días.",
            "login/min_password_lng = ⟨sapmin⟩\nlogin/min_password_digits = 1\n"
            "login/min_password_specials = ⟨spec⟩\nlogin/password_expiration_time = 0   "
            "# System users (RFC) do not expire",
            "BİLGE şifre kuralları: en az ⟨lo⟩ karakter, bir büyük harf, bir rakam, bir özel "
            "karakter; son ⟨hist⟩ şifre tekrar edilemez.",
            "Mật khẩu ECUS phải có tối thiểu ⟨lo⟩ ký tự, gồm chữ hoa, chữ thường và số; đổi "
            "⟨days⟩ ngày một lần.",
            "Password regex from the partner portal: ^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)"
            "(?=.*[!@#$%^&*]).{⟨min⟩,⟨hi2⟩}$",
            "Azure SFTP local users: passwords are generated by Azure (no custom ones), shown "
            "once, ⟨hi⟩+ characters.",
            "Entra policy 'App-Cred-Max': client secrets may live at most ⟨months⟩ months; "
            "certificates preferred.",
            "CREATE LOGIN ... CHECK_POLICY = ON, CHECK_EXPIRATION = OFF for svc_ accounts; "
            "lockout after ⟨lock⟩ bad attempts.",
            "Política de contraseñas del SFTP de ⟨lo⟩ a ⟨hi⟩ caracteres, sin espacios; "
            "no acepta ; ni &",
        ),
        _policy,
    ),
    Kind(
        "secret_location_notes",
        (
            "⟨what⟩ → Keeper: Integraciones / Carriers / ⟨item⟩ (record ⟨kuid⟩)",
            "op read 'op://Integraciones/⟨item⟩/credential'",
            "@Microsoft.KeyVault(SecretUri=https://kv-tmx-integration.vault.azure.net/secrets/"
            "⟨sec⟩/⟨ver⟩)",
            "La contraseña del SFTP de ⟨partner⟩ está en 1Password (bóveda Integraciones, ítem "
            "'SFTP ⟨partner⟩', id ⟨opid⟩); no la pegues aquí.",
            "Şifre Keeper'da: Paylaşılan > Gümrük > ⟨tr_item⟩ (kayıt ⟨kuid⟩)",
            "Mật khẩu VNACCS lưu trong Keeper, thư mục HCM/Hải quan; hỏi ⟨who_vn⟩ nếu cần",
            "$(SFTP_PASSWORD) comes from variable group vg-edi-prod, linked to kv-tmx-integration "
            "(secret ⟨sec⟩, the ⟨what⟩)",
            "sftp.password=${secure::sftp.password}   # encrypted in secure-prod.yaml, key set "
            "in Runtime Manager",
            "$ az keyvault secret show --vault-name kv-tmx-integration -n ⟨sec⟩ --query id -o tsv\n"
            "https://kv-tmx-integration.vault.azure.net/secrets/⟨sec⟩/⟨ver⟩",
        ),
        _locations,
    ),
    Kind(
        "rotation_notes_without_values",
        (
            "Rotated the SAS key of ⟨pol⟩ on ⟨ns⟩ (primary) on 2027-06-⟨d⟩; consumers were moved "
            "to the secondary first. Old key invalid. ⟨chg⟩",
            "UPS client secret rotado el ⟨d⟩/06; el nuevo está en Keeper (⟨kuid⟩), el viejo ya "
            "no sirve. Avisé a ⟨who⟩.",
            "AS2 cert renewal: new thumbprint ⟨tp⟩, valid to 2029-06-⟨d⟩; sent the .cer to "
            "⟨partner⟩, switch on ⟨d2⟩/06 at 06:00 CST",
            "- [x] regenerate key2 of ⟨acct⟩\n- [ ] new version of Key Vault secret ⟨sec⟩\n"
            "- [ ] restart func-edi-214-prod",
            "BİLGE şifresi ⟨d⟩ Haziran'da yenilendi, yenisi Keeper'da; ⟨who_tr⟩ bilgilendirildi",
            "Đã đổi mật khẩu SQL Server kho HCM ngày ⟨d⟩/6, mật khẩu mới trong Keeper (⟨kuid⟩)",
            "Entra secret of pbi-embed-tmx (keyId ⟨keyid⟩) expires 2027-06-⟨d⟩; new one created, "
            "old one deleted, Power BI refresh re-tested",
        ),
        _rotation,
    ),
)
