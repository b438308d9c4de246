"""Benign look-alikes made of words about secrets: placeholders, password policy, where a
secret is kept, rotations without the value, and tool output that already hides it."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike19.gen import (
    PEOPLE,
    Kind,
    clock,
    day,
    device,
    docip,
    hexu,
    ip10,
    iso,
    num,
    pick,
    site,
)

_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _ctx(r: Random) -> dict[str, str]:
    where = site(r)
    who = r.choice(PEOPLE)
    return {
        "nas": device(r, "bng", where),
        "nas2": device(r, "bng", where),
        "host": device(r),
        "ip": ip10(r),
        "src": ip10(r),
        "peer": docip(r),
        "site": where,
        "SITE": where.upper(),
        "ix": r.choice(("IIX-JK", "IX-BR-SP", "IX-BR-CE", "CDIX", "OpenIXP")),
        "chat": "-100" + num(r, 10),
        "u": r.choice(("nms-ro", "zbx-poller", "librenms", "prom-snmp")),
        "ku": r.choice(("radius-acct-writer", "flow-ingest", "genieacs-events")),
        "addr": f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "who": who.capitalize(),
        "who2": r.choice(PEOPLE).capitalize(),
        "user": who,
        "d": day(r),
        "d2": day(r),
        "t": clock(r),
        "ts": iso(r),
        "n": num(r, 4),
        "m": str(r.randint(40, 400)),
        "v": str(r.randint(2, 30)),
        "len": str(r.choice((16, 20, 24, 32))),
        "days": str(r.choice((60, 90, 180))),
        "id": num(r, 5),
        "ns": r.choice(("acs", "radius", "netbox", "telemetry")),
        "nb": str(r.randint(8, 40)),
        "acct": num(r, 9),
        "pgp": hexu(r, 16),
        "age": "age1" + pick(r, _BECH32, 58),
        "asn": str(r.randint(17400, 28999)),
        "pasn": str(r.randint(3000, 60000)),
    }


BENIGN_TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders",
        (
            "client ⟨nas⟩ {\n    ipaddr    = ⟨ip⟩\n    secret    = <radius-secret>\n"
            "    shortname = ⟨nas⟩\n    nas_type  = other\n}",
            "client ⟨nas⟩ {\n    ipaddr = ⟨ip⟩\n    secret = $ENV{RADIUS_SECRET_⟨SITE⟩}\n}",
            "MIDTRANS_SERVER_KEY=CHANGE_ME   # placeholder no .env.example; o valor real vem do "
            "Vault no deploy (⟨d⟩)",
            'ansible_host: ⟨ip⟩\nansible_password: "{{ vault_olt_admin_password }}"\n'
            'ansible_become_password: "{{ vault_olt_enable }}"',
            "set protocols bgp group ⟨ix⟩ neighbor ⟨peer⟩ authentication-key "
            '"<MD5-KEY-FROM-VAULT>"',
            "TWILIO_AUTH_TOKEN=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  (placeholder, "
            ".env.example do ⟨host⟩)",
            'key = "@@TACACS_KEY@@"   # o template do ansible substitui no deploy de ⟨d⟩',
            "telegram_configs:\n  - bot_token: '<telegram-bot-token>'\n    chat_id: ⟨chat⟩",
            "snmp-server user ⟨u⟩ NMS-RO v3 auth sha <AUTH_PASS> priv aes 128 <PRIV_PASS>",
            "[Interface]\nPrivateKey = <contents of /etc/wireguard/private.key>\n"
            "Address = ⟨addr⟩/32",
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule "
            'required username="⟨ku⟩" password="<kafka-password>";',
        ),
        _ctx,
    ),
    Kind(
        "password_policy_text",
        (
            "Kebijakan password perangkat jaringan: minimal ⟨len⟩ karakter, wajib huruf besar, "
            "angka dan simbol; ganti tiap ⟨days⟩ hari; tidak boleh reuse 5 terakhir.",
            "aaa common-criteria policy NF-PWD\n min-length ⟨len⟩\n max-length 64\n"
            " upper-case 1\n lower-case 1\n numeric-count 1\n special-case 1\n"
            " lifetime days ⟨days⟩",
            "set system login password minimum-length ⟨len⟩\n"
            "set system login password change-type character-sets\n"
            "set system login password minimum-changes 3",
            "Regra da senha PPPoE no BSS: ^(?=.*[A-Z])(?=.*\\d)[A-Za-z\\d]{⟨len⟩,32}$",
            "pwgen -s ⟨len⟩ 1  # como gerar o secret RADIUS do ⟨nas⟩; o resultado vai "
            "direto pro Vault, nunca pra nota",
            "local-aaa-user password policy administrator\n password history record number 5\n"
            " password expire ⟨days⟩",
            "Política: secretos compartidos RADIUS de ⟨len⟩+ caracteres aleatorios, distintos "
            "por NAS (revisión ⟨d⟩).",
            "RFC 2865 recomenda secret de pelo menos 16 octetos; aqui usamos ⟨len⟩ e um por NAS.",
            "/user settings set minimum-password-length=⟨len⟩ minimum-categories=3",
            "Senha de telecomadmin nas ONTs: ⟨len⟩+ chars, única por lote de ⟨m⟩ ONTs, "
            "gerada pelo script e guardada no Vault.",
            "Panjang PSK IPsec pelanggan minimal ⟨len⟩ karakter, dikirim lewat OneTimeSecret, "
            "bukan email (aturan sejak ⟨d⟩).",
        ),
        _ctx,
    ),
    Kind(
        "secret_location_notes",
        (
            "The TACACS key is in Vault at secret/net/tacacs (field `key`), not in the repo — "
            "⟨who⟩ has write on it.",
            "Kunci MD5 BGP untuk sesi ⟨ix⟩ ada di 1Password vault 'NetOps', item "
            "'⟨ix⟩ RS1 MD5' (update ⟨d⟩).",
            "O token do Mercado Pago fica no Vault em kv/billing/mercadopago (campo "
            "access_token, versão ⟨v⟩).",
            "vault kv get -field=secret secret/net/radius/⟨nas⟩",
            "ansible-vault edit group_vars/olt/vault.yml  # é aqui que ficam as senhas das OLTs "
            "de ⟨site⟩",
            "$ vault kv metadata get secret/net/snmpv3\n======= Metadata Path =======\n"
            "secret/metadata/net/snmpv3\n\n========== Metadata ==========\n"
            "Key                     Value\n---                     -----\n"
            "cas_required            false\ncreated_time            ⟨ts⟩\n"
            "current_version         ⟨v⟩\nmax_versions            0",
            "SOPS: secrets/⟨site⟩/radius.enc.yaml, cifrado pro recipient ⟨age⟩ (chave age do "
            "time NOC)",
            "La secret key de Xendit está en Vault, kv/billing/xendit; pedir acceso a ⟨who⟩.",
            "O password do Mongo do GenieACS está no Secret genieacs-mongo (ns ⟨ns⟩), chave "
            "password — usar kubectl, não copiar pra cá.",
            "Twilio auth token: Vault kv/sms/twilio v⟨v⟩. WireGuard private keys stay on the "
            "boxes (/etc/wireguard/private.key, 0600).",
            "Ki/OPc dos SIMs ficam só no HSS e no arquivo do fornecedor, cifrado com PGP "
            "(key id ⟨pgp⟩).",
        ),
        _ctx,
    ),
    Kind(
        "rotation_mentions",
        (
            "Rotated the RADIUS shared secret on ⟨nas⟩ and ⟨nas2⟩ (NET-⟨n⟩), new value in "
            "Vault v⟨v⟩.",
            "Sudah rotate token Netbox buat Oxidized tgl ⟨d⟩, token lama di-revoke (id ⟨id⟩).",
            "Senha do telecomadmin das ONTs de ⟨site⟩ trocada via GenieACS em ⟨d⟩; ⟨m⟩ ONTs "
            "confirmaram.",
            "Se rotó la clave TACACS de los ZTE el ⟨d⟩ (ticket NET-⟨n⟩).",
            "| data | item | quem |\n|---|---|---|\n"
            "| ⟨d⟩ | Twilio auth token (secondary promovido) | ⟨who⟩ |\n"
            "| ⟨d2⟩ | MD5 da sessão ⟨ix⟩ | ⟨who2⟩ |",
            "Revoked the GitLab PAT of the oxidized user (token id ⟨id⟩) after the leak scan "
            "flagged it; the new one is in Vault.",
            "- [ ] rotate the Midtrans server key after ⟨who⟩ leaves (due ⟨d⟩)",
            "kubectl -n ⟨ns⟩ rollout restart deploy/genieacs-cwmp  # depois de atualizar o "
            "secret genieacs-mongo em ⟨d⟩",
            "SNMPv3 auth/priv das OLTs de ⟨site⟩ trocadas (NET-⟨n⟩); macros do Zabbix "
            "atualizadas, poller ok às ⟨t⟩.",
            "Kunci WireGuard laptop diganti setelah laptop lama dikembalikan; public key baru "
            "sudah di-push ke ⟨host⟩.",
            "Conta ACME do certbot recriada em ⟨d⟩ (account key nova), a antiga ⟨acct⟩ foi "
            "desativada.",
        ),
        _ctx,
    ),
    Kind(
        "redacted_output",
        (
            "router bgp ⟨asn⟩\n neighbor ⟨peer⟩\n  remote-as ⟨pasn⟩\n"
            "  password <secret hidden>\n  description ⟨ix⟩-RS1",
            "tacacs-server host ⟨ip⟩ key 7 <secret hidden>",
            "set system radius-server ⟨ip⟩ secret <secret removed>\n"
            "set system radius-server ⟨ip⟩ source-address ⟨src⟩",
            "$ kubectl -n ⟨ns⟩ describe secret kafka-sasl\nName:         kafka-sasl\n"
            "Namespace:    ⟨ns⟩\nType:  Opaque\n\nData\n====\npassword:  ⟨nb⟩ bytes\n"
            "username:  4 bytes",
            "$ echo $NETBOX_TOKEN\n[MASKED]",
            'TASK [olt : set admin password] *****\nok: [⟨host⟩] => {"censored": "the output '
            "has been hidden due to the fact that 'no_log: true' was specified for this "
            'result", "changed": false}',
            '"secureJsonFields": {"basicAuthPassword": true, "apiToken": true}',
            "{$SNMPV3_AUTHPASS} = ****** (Secret text) no template do ⟨host⟩",
            "⟨user⟩@⟨host⟩> show configuration system | display set | except SECRET-DATA\n"
            "set system host-name ⟨host⟩\nset system radius-server ⟨ip⟩ source-address ⟨src⟩",
            'postgres=# \\password netbox\nEnter new password for user "netbox": \n'
            "Enter it again: ",
            "secret    = ********   (saída do nosso script de dump, que mascara) — ⟨nas⟩",
        ),
        _ctx,
    ),
)
