"""The rules that came from the nineteenth look-alike corpus (an ISP's network notes; its
holdout, studied as tuning data "dev19" once it had been scored): a Twilio account SID
(``AC…``, the account's public name) where it is used as one (labelled SID in any language,
in the API's path, ``Client()``'s first argument, the user of ``-u``), a Midtrans client
key, and a WireGuard public key printed by ``wg pubkey`` or labelled public in another
language are kept. (An ``AC…`` SID in a table column headed "SID" is still taken.)"""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

from ocmem.redact import scrub

SID = "AC" + "07955b7c741c48eb50af46afe73d26ec"
WG = "FDQjkOGiaMfK6LtHIMvug0oCue5JPt1a2FbTJwPbX1Y="


@pytest.mark.parametrize(
    "text",
    [
        f'client = Client("{SID}", os.environ["TWILIO_AUTH_TOKEN"])',
        f"- [x] Account SID Twilio (bukan rahasia, cuma ID): {SID}; auth token ada di Vault",
        f"curl https://api.twilio.com/2010-04-01/Accounts/{SID}/Messages.json",
        f'curl -X POST https://api.twilio.com -u "{SID}:$TWILIO_AUTH_TOKEN"',
        f"> El SID de la cuenta de Twilio es {SID} y el messaging service MG62bbb",
        f"Twilio account {SID}",
        f"status=undelivered error 21610 (account {SID})",
        '<script src="https://app.sandbox.midtrans.com/snap/snap.js" '
        'data-client-key="SB-Mid-client-74yEQHUTuXRyKZ4t"></script>',
        "client key Mid-client-UKQGqFuU0wbKhkvJ, merchant G376314019",
        f"$ wg pubkey < /etc/wireguard/private.key\n{WG}",
        f"> La clave pública del peer de bayu es {WG}; ya está en bhz1-agg02.",
        f"A chave pública do peer: {WG}",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            f'client = Client("{SID}", "4f1c2a9e7b3d5f6a8c0e2b4d6f8a0c2e")',
            "4f1c2a9e7b3d5f6a8c0e2b4d6f8a0c2e",
        ),
        (
            "TWILIO_API_KEY=SK" + "c2a837595385f15ef6b14f76b9cc7be3",
            "c2a837595385f15ef6b14f76b9cc7be3",
        ),
        ("MIDTRANS_SERVER_KEY=Mid-server-Zq8vN3kLm2Xw9RtY7pQ4aB", "Zq8vN3kLm2Xw9RtY7pQ4aB"),
        (f"$ wg genkey\n{WG}", WG),
        (f"twilio {SID}", SID),
        (f"[Interface]\nPrivateKey = {WG}", WG),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "set protocols bgp group IX neighbor 192.0.2.1 "
            'authentication-key "$9$VBsYoJGjmfQ9ApO1hK"',
            "$9$VBsYoJGjmfQ9ApO1hK",
        ),
        ("  password encrypted 1505062F5C1913297E167400442323071461", "1505062F5C1913297E16740044"),
        (
            " ip ospf message-digest-key 1 md5 7 06273C157C700F4B163A37313F",
            "06273C157C700F4B163A37313F",
        ),
        (
            "tacacs server T1\n address ipv4 10.15.156.171\n key 0 Merapi!9788!Farol*",
            "Merapi!9788!Farol*",
        ),
        ("hwtacacs-server shared-key cipher Garoa.Pampa.9805~", "Garoa.Pampa.9805~"),
        ('    login = cleartext "D7VoeMz1kmq45JD!wFv2~kL"', "D7VoeMz1kmq45JD!wFv2~kL"),
        (
            "snmp-server user nms-ro NMS-RO v3 auth sha c5LSQAwcVgtZ1PgZx9F "
            "priv aes 128 FXqsqxIzdOs2iI@d",
            "FXqsqxIzdOs2iI@d",
        ),
        (
            "snmp-server user nms-ro NMS-RO v3 auth sha c5LSQAwcVgtZ1PgZx9F "
            "priv aes 128 FXqsqxIzdOs2iI@d",
            "c5LSQAwcVgtZ1PgZx9F",
        ),
        (
            'createUser zbx-poller SHA "WFzoUve-YOc6Ueghglc" AES "pY6nSwKSsXIJZBHNbCi"',
            "pY6nSwKSsXIJZBHNbCi",
        ),
        (
            "snmp-agent usm-user v3 librenms authentication-mode sha jbdXOKpr1o~-!N1rlV "
            "privacy-mode aes128 J+c09f0@6kvE3HVR",
            "J+c09f0@6kvE3HVR",
        ),
        (
            "INSERT INTO radcheck (username, attribute, op, value) "
            "VALUES ('c74', 'Cleartext-Password', ':=', 'Nb-QwmLMz2o7@LBEQAjgog');",
            "Nb-QwmLMz2o7@LBEQAjgog",
        ),
        ("radclient -x 10.58.0.25:1812 status 'PFWAzRTcI2z_faB24WXrK'", "PFWAzRTcI2z_faB24WXrK"),
        (
            "$ radtest nf53@fibra 'a73oCMLEZQG^GXx99NhVgu' 127.0.0.1 0 Bh*ew6TcPuhCf5tE",
            "Bh*ew6TcPuhCf5tE",
        ),
        (
            "$ radtest nf53@fibra 'a73oCMLEZQG^GXx99NhVgu' 127.0.0.1 0 Bh*ew6TcPuhCf5tE",
            "a73oCMLEZQG^GXx99NhVgu",
        ),
        (
            "nsupdate -y hmac-sha256:acme-update.:"
            "LTqH/zFvcqN2c/uv1LRTphz/XooO5r7csZbEYkyyDW0= <<'EOF'",
            "LTqH/zFvcqN2c/uv1LRTphz/XooO5r7csZbEYkyyDW0=",
        ),
        (f"wg pubkey <<< '{WG}'", WG),
        (
            "open5gs-dbctl add 724394731062573 BA1F4C7626D84D513B4523DFD895BE52 "
            "C273BFD4448668B226045D9873F0F20A",
            "C273BFD4448668B226045D9873F0F20A",
        ),
        (
            "Ki untuk SIM test lab (IMSI 510997338110089): C23E87A34A8E67FABB50476187BF9309",
            "C23E87A34A8E67FABB50476187BF9309",
        ),
        (
            "./pySim-prog.py -p 0 -i 724549373725077 -k 8987C6516D8DD010FA7DCBAEACF766A3",
            "8987C6516D8DD010FA7DCBAEACF766A3",
        ),
        (
            "Obs.: bhz1-rr04.nusafibra.com.br:junos:oxidized:"
            "B5hpOn8J3lz7eznKj.pYqz:oquSkJkkv042pG6mZ",
            "oquSkJkkv042pG6mZ",
        ),
        (
            "-----BEGIN OpenVPN Static key V1-----\n5273dfdbf24d6925db284ea8587ee4c6\n"
            "b824964f5c47964dd02304359478b5f9\n-----END OpenVPN Static key V1-----",
            "5273dfdbf24d6925db284ea8587ee4c6",
        ),
        (
            "$ kubectl -n telemetry get secret radius-sql -o jsonpath='{.data.password}'\n"
            "aV5lSGhATnZJSUtMemhqME9TaGxJ",
            "aV5lSGhATnZJSUtMemhqME9TaGxJ",
        ),
    ],
)
def test_a_network_device_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        'set system root-authentication encrypted-password "$6$abcdefgh$0123456789abcdefABCDEF"',
        "snmpwalk -v2c -c public 10.0.0.1 sysUpTime.0",
        "The SIM test lab (IMSI 510997338110089) has its checksum in sha256 only",
        "ta.key lives in Vault at secret/net/openvpn, never in the notes",
        "Ki and OPc for the lab SIMs are in the HSM export, not here (IMSI 510997338110089)",
    ],
)
def test_network_look_alikes_are_kept(text: str) -> None:
    assert_kept(text)


def test_a_cisco_type_9_hash_is_not_read_as_a_junos_secret() -> None:
    # ``$9$<salt>$<hash>``: the Junos rule leaves the salt (the hash itself is another
    # rule's to judge)
    text = "enable secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM"
    assert "$9$nhEmQVczB7dqsO$" in scrub(text).text


@pytest.mark.parametrize(
    "text",
    [
        'set snmp v3 usm local-engine user nms-v3 authentication-sha256 authentication-key "{v}"',
        'ospf {{\n    md5 1 key "{v}"; ## SECRET-DATA\n}}',
        "a chave da sessão no nat1-bng01 em claro: {v}  <!-- 2027-04 -->",
    ],
)
def test_a_long_junos_secret_is_not_taken_for_a_shell_variable(text: str) -> None:
    # A value starting with "$" was read as a reference ($VAR); "$9$…" is modular-crypt
    # syntax, never a variable.
    secret = "$9$OLPxRcrbwgGDkbsoGi.zF1REhSl8X-bYorevL7V4oP5TFCtEcyv8XIRJD"
    assert_scrubbed(text.format(v=secret), secret)


@pytest.mark.parametrize("value", ["$HOME", "$DB_PASSWORD", "${SECRET}", "$(pass show db)"])
def test_a_shell_variable_is_still_a_reference(value: str) -> None:
    assert_kept(f"password={value}")


def test_a_json_web_keys_private_members_are_scrubbed_and_its_public_ones_kept() -> None:
    n = "QgAYFXO0P2fS-FBsbjf5yYvIDXecm_drd5mTggM4R8U2W1uK34qRs7GJ_sotuDg85LCqYSA6cKW"
    private = {
        "d": "XoBE9v2XfvxKqurQVw_MyHb5XB7Hc7f8CJPo0lC9x3eqM6D_ki_VF5EXZTib19YwqYVn2i6q5O",
        "p": "evTI6wusfZjZQmaAC4ZZrA17IhsbN_0tudNwm3NIZzJTQWQqGR_tDGY8k0zcwWV7lobYxN",
        "qi": "EQM7HKbJM9l8nxdKrMk3iK4IFNN9P-O-dtlWbQsTP0jLyNcLqpLr93dlPbGeYevHzHVqJg",
    }
    members = ", ".join(f'"{k}": "{v}"' for k, v in private.items())
    text = f'{{"n": "{n}", "e": "AQAB", {members}, "kty": "RSA"}}'
    out = scrub(text).text
    assert n in out
    for value in private.values():
        assert value not in out
    assert_scrubbed('{"kty": "oct", "k": "GawgguFyGrWKav7AX4VKUg"}', "GawgguFyGrWKav7AX4VKUg")
