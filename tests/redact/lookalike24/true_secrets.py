"""True secrets as they leak into the utility engineer's notes; each kind names the fields
that must not survive. A multi-line key body is listed line by line (lines of 16+ chars)."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike24.gen import (
    ALNUM,
    B64STD,
    B64URL,
    LOWER_ALNUM,
    Kind,
    any_password,
    b64,
    b64_of,
    b64url,
    colon_hex,
    digits,
    ec_p256_private_der_b64,
    hexs,
    hexu,
    jwt,
    num,
    openssh_ed25519_private,
    passphrase,
    password,
    pick,
    url_password,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_GLSA = "gl" + "sa_"
_GH_PAT = "github" + "_pat_"
_GLPAT = "gl" + "pat-"
_AKIA = "AK" + "IA"
_TW_AC = "A" + "C"
_ENTRA_MID = "8" + "Q~"

_SUBSTATIONS = ("KOS", "HAA", "RAU", "KIV", "AHV", "LEP")
_RTU_HOSTS = ("10.41.12.21", "10.41.14.30", "rtu-kos-01.ot.jev.local", "rtu-haa-02.ot.jev.local")
_OT_USERS = ("svc_scada", "svc_pi", "svc_piaf", "svc_hes", "svc_isu_rfc", "svc_gis")


def _sub(r: Random) -> str:
    return r.choice(_SUBSTATIONS)


def _dnp3(r: Random) -> dict[str, str]:
    return {
        "k": hexu(r, r.choice((32, 64))),
        "k2": hexs(r, 32),
        "sub": _sub(r),
        "host": r.choice(_RTU_HOSTS),
        "outst": str(r.randint(1, 60)),
        "user": str(r.choice((1, 1, 2, 10))),
    }


def _acse(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r),
        "sub": _sub(r),
        "ied": f"{_sub(r)}_{r.choice(('T1', 'T2', 'J04', 'K1'))}_{r.choice(('PROT', 'BCU'))}",
        "ip": f"10.42.{r.randint(1, 30)}.{r.randint(10, 200)}",
    }


def _gw_admin(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r),
        "ip": f"10.43.{r.randint(1, 40)}.{r.randint(2, 250)}",
        "sn": "TAGFB" + digits(r, 7),
        "site": r.choice(
            ("Kivikosken vedenpuhdistamo", "Ahvenlammen JVP", "Haapamäen paineenkorotus")
        ),
    }


def _dlms_keys(r: Random) -> dict[str, str]:
    return {
        "ek": hexu(r, 32),
        "ak": hexu(r, 32),
        "kek": hexu(r, 32),
        "st": "4B414D" + hexu(r, 10),
        "serial": num(r, 8),
        "ip": f"10.60.{r.randint(0, 255)}.{r.randint(2, 250)}",
    }


def _hls(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, ALNUM, 16),
        "serial": num(r, 8),
        "port": r.choice(("/dev/ttyUSB0", "COM4", "/dev/ttyACM1")),
    }


def _wmbus(r: Random) -> dict[str, str]:
    return {
        "id1": num(r, 8),
        "id2": num(r, 8),
        "id3": num(r, 8),
        "k1": hexu(r, 32),
        "k2": hexu(r, 32),
        "k3": hexu(r, 32),
        "man": r.choice(("KAM", "DME", "ITW", "SEN")),
    }


def _hes_jwt(r: Random) -> dict[str, str]:
    iat = 1_818_000_000 + r.randint(0, 5_000_000)
    claims = {
        "iss": "https://hes01.ami.jev.local/auth",
        "sub": r.choice(("svc_mdm_sync", "svc_isu_reads", "aino.heikkila")),
        "aud": "hes-api",
        "scope": "reads:read events:read commands:write",
        "iat": iat,
        "exp": iat + 3600,
        "jti": uuid4(r),
    }
    return {"t": jwt(r, claims, "RS256", kid=hexs(r, 16)), "cid": uuid4(r)}


def _pi_basic(r: Random) -> dict[str, str]:
    user = r.choice(("JEV\\svc_piwebapi", "svc_pivision", "JEV\\svc_grafana_pi"))
    return {"b": b64_of(f"{user}:{any_password(r)}"), "webid": "F1DP" + b64url(r, 30)}


def _af_sql(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r),
        "host": r.choice(("sql-af01.ot.jev.local", "SQLAF01\\PIAF", "10.44.2.15,1433")),
    }


def _sap(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24, 28))),
        "ash": r.choice(("sapisu-prd.jev.local", "10.30.1.21", "sapisu-qas.jev.local")),
        "client": r.choice(("100", "200", "300")),
        "user": r.choice(("RFC_AMI", "RFC_MDM", "RFC_GIS_SYNC")),
    }


def _mqtt(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r),
        "user": r.choice(("ami-gw", "telemetry-bridge", "nodered", "levante-edge")),
        "host": r.choice(("mqtt01.ot.jev.local", "10.45.0.11", "broker.iot.jev.fi")),
        "sub": _sub(r),
    }


def _ec_key(r: Random) -> dict[str, str]:
    return {"body": ec_p256_private_der_b64(r), "cn": f"edge-{_sub(r).lower()}-{digits(r, 2)}"}


def _ipsec(r: Random) -> dict[str, str]:
    return {
        "psk": password(r, r.choice((24, 32, 40))),
        "b64": "0s" + b64(r, 32),
        "peer": f"85.{r.randint(48, 62)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        "local": r.choice(("195.148.22.10", "195.148.22.11", "vpn-hki.jev.fi")),
    }


def _ovpn(r: Random) -> dict[str, str]:
    return {"body": "\n".join(hexs(r, 32) for _ in range(16))}


def _wg(r: Random) -> dict[str, str]:
    return {
        "priv": b64(r, 32),
        "pub": b64(r, 32),
        "addr": f"10.99.{r.randint(0, 3)}.{r.randint(2, 200)}",
        "ep": r.choice(("vpn-lev.jev.fi:51820", "195.148.22.12:51820")),
    }


def _ad(r: Random) -> dict[str, str]:
    return {"pw": any_password(r), "user": r.choice(_OT_USERS), "host": f"PI-DA0{r.randint(1, 3)}"}


def _laps(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, ALNUM + "#%+-.:=?@", r.choice((20, 24))),
        "host": f"HMI-{_sub(r)}-0{r.randint(1, 4)}",
        "day": str(r.randint(1, 28)),
    }


def _glsa(r: Random) -> dict[str, str]:
    return {"t": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8), "uid": pick(r, LOWER_ALNUM, 9)}


def _gf_admin(r: Random) -> dict[str, str]:
    return {"pw": any_password(r)}


def _influx(r: Random) -> dict[str, str]:
    return {"t": b64url(r, 64, pad=True), "org": hexs(r, 16), "bucket": hexs(r, 16)}


def _azure(r: Random) -> dict[str, str]:
    return {"k": b64(r, 64), "acct": r.choice(("jevdatalakeprd", "jevamiexport", "stjevgisbackup"))}


def _entra(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, ALNUM, 3) + _ENTRA_MID + pick(r, ALNUM + "_~.-", 34),
        "app": uuid4(r),
        "tenant": uuid4(r),
    }


def _aws(r: Random) -> dict[str, str]:
    return {"id": _AKIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), "s": pick(r, B64STD, 40)}


def _gh(r: Random) -> dict[str, str]:
    return {"t": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)}


def _gl(r: Random) -> dict[str, str]:
    return {"t": _GLPAT + pick(r, B64URL, 20), "pid": str(r.randint(100, 999))}


def _ssh(r: Random) -> dict[str, str]:
    user = r.choice(("aino", "levante-ci", "iker.etxeberria", "jonas"))
    return {"body": openssh_ed25519_private(r, f"{user}@jev"), "user": user}


def _snmp(r: Random) -> dict[str, str]:
    return {
        "a": any_password(r),
        "x": any_password(r),
        "ip": f"10.46.{r.randint(0, 20)}.{r.randint(1, 254)}",
        "user": r.choice(("scada-mon", "zabbix-v3", "nms-ro")),
    }


def _radius(r: Random) -> dict[str, str]:
    return {
        "s": password(r, r.choice((20, 24, 32))),
        "net": f"10.{r.choice((41, 42, 43, 46))}.0.0/16",
        "ip": f"10.20.0.{r.randint(10, 40)}",
    }


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((16, 20, 24))),
        "user": r.choice(("ts_writer", "grafana_ro", "hist_etl")),
        "host": r.choice(("tsdb-hist.ot.jev.local", "10.44.3.20", "pg-gis.jev.local")),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {"sid": _TW_AC + hexs(r, 32), "t": hexs(r, 32), "msid": "MG" + hexs(r, 32)}


def _p12(r: Random) -> dict[str, str]:
    return {"pw": any_password(r), "cn": f"hes-client-{digits(r, 2)}"}


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 22))),
        "host": r.choice(("HMI-KOS-01", "scada-fe01", "pi-da01", "the Moxa at Kivikoski")),
        "user": r.choice(("levante_ext", "jev_ot_admin", "kunnossapito", "historian_admin")),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "serial": num(r, 8),
        "st": "4B414D" + hexu(r, 10),
        "mrid": uuid4(r),
        "fp": colon_hex(r, 32),
        "sha": hexs(r, 40),
        "ek": hexu(r, 32),
        "pw": any_password(r),
        "gsrn": "643007" + digits(r, 12),
        "webid": "F1DP" + b64url(r, 30),
        "ser": hexu(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "dnp3_sav5_update_key",
        (
            "DNP3 SAv5 päivitysavain (update key) ⟨sub⟩ RTU:lle, user ⟨user⟩: ⟨k⟩",
            '<SecureAuthentication version="5" enabled="true">\n'
            '  <User number="⟨user⟩" role="OPERATOR">\n'
            '    <UpdateKey algorithm="AES-256-KeyWrap">⟨k⟩</UpdateKey>\n'
            "  </User>\n</SecureAuthentication>",
            "$ dnp3-sa-tool push-key --outstation ⟨outst⟩ --host ⟨host⟩ --user ⟨user⟩ "
            "--update-key ⟨k⟩",
            "Iker cambió la clave de actualización SAv5 de la estación ⟨sub⟩ a ⟨k⟩ "
            "(la anterior ⟨k2⟩ ya no vale)",
        ),
        _dnp3,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "iec61850_acse_password",
        (
            'AcseAuthenticationParameter_setPassword(auth, "⟨pw⟩");  // ⟨ied⟩ @ ⟨ip⟩',
            "iec61850-client:\n  ied: ⟨ied⟩\n  host: ⟨ip⟩\n  port: 102\n  acse:\n"
            '    mechanism: password\n    password: "⟨pw⟩"',
            "IEDScout connection to ⟨ied⟩ (⟨ip⟩) needs the ACSE password ⟨pw⟩, "
            "otherwise the association is rejected",
            "MMS-lösenordet för ⟨ied⟩ på station ⟨sub⟩ är ⟨pw⟩ — samma som i SCD-filen",
        ),
        _acse,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "modbus_gateway_admin_password",
        (
            "MGate-yhdyskäytävä (⟨site⟩, S/N ⟨sn⟩) http://⟨ip⟩ — admin / ⟨pw⟩",
            "$ curl -u admin:⟨pw⟩ http://⟨ip⟩/api/slot/0/io/di",
            "| Sijainti | IP | Tunnus | Salasana |\n|---|---|---|---|\n"
            "| ⟨site⟩ | ⟨ip⟩ | admin | ⟨pw⟩ |",
            "Moxa web console at ⟨ip⟩: factory password replaced with ⟨pw⟩ on 2027-08-04",
        ),
        _gw_admin,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "dlms_cosem_cipher_keys",
        (
            "$ gurux-dlms-client -h ⟨ip⟩ -p 4059 -c 1 -s 1 -a HighGMAC -C AuthenticationEncryption"
            ' -T ⟨st⟩ -A ⟨ak⟩ -B ⟨ek⟩ -g "0.0.1.0.0.255:2"',
            "Mittari ⟨serial⟩ (system title ⟨st⟩)\nGUEK: ⟨ek⟩\nGAK:  ⟨ak⟩\nKEK:  ⟨kek⟩",
            '{"meterId": "⟨serial⟩", "systemTitle": "⟨st⟩", "guek": "⟨ek⟩", "gak": "⟨ak⟩"}',
            "La GUEK del contador ⟨serial⟩ que mandó el fabricante es ⟨ek⟩; la GAK es ⟨ak⟩",
        ),
        _dlms_keys,
        n=7,
        secrets=("ek", "ak", "kek"),
    ),
    Kind(
        "dlms_hls_secret",
        (
            "Optinen lukupää ⟨port⟩, mittari ⟨serial⟩: HLS-salaisuus (HIGH) ⟨s⟩",
            '$ gurux-dlms-client -S ⟨port⟩:9600:8None1 -a High -P ⟨s⟩ -r ln -g "1.0.1.8.0.255:2"',
            '[meter.⟨serial⟩]\nauthentication = "high"\nhls_secret = "⟨s⟩"',
        ),
        _hls,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "wmbus_meter_key_file",
        (
            "meter_id;manufacturer;version;aes_key\n⟨id1⟩;⟨man⟩;27;⟨k1⟩\n"
            "⟨id2⟩;⟨man⟩;27;⟨k2⟩\n⟨id3⟩;⟨man⟩;27;⟨k3⟩",
            "wmbusmeters --listento=t1 /dev/ttyUSB0 vesimittari multical21 ⟨id1⟩ ⟨k1⟩",
            "name=vesi_⟨id2⟩\ndriver=multical21\nid=⟨id2⟩\nkey=⟨k2⟩",
            "Vattenmätare ⟨id3⟩ (Ahvenlampi): OMS-nyckeln från leverantören är ⟨k3⟩",
        ),
        _wmbus,
        n=7,
        secrets=("k1", "k2", "k3"),
    ),
    Kind(
        "ami_headend_jwt",
        (
            "$ curl -s https://hes01.ami.jev.local/api/v2/meters/reads?from=2027-08-01 "
            '-H "Authorization: Bearer ⟨t⟩"',
            "HES_API_TOKEN=⟨t⟩\nHES_CLIENT_ID=⟨cid⟩",
            '{"access_token":"⟨t⟩","token_type":"Bearer","expires_in":3600}',
        ),
        _hes_jwt,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "pi_web_api_basic_auth",
        (
            '$ curl -k -H "Authorization: Basic ⟨b⟩" '
            "https://piweb.jev.fi/piwebapi/streams/⟨webid⟩/value",
            "Grafana PI-datasourcen header: Authorization = Basic ⟨b⟩",
            'headers = {"Authorization": "Basic ⟨b⟩", "X-Requested-With": "XMLHttpRequest"}',
        ),
        _pi_basic,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "pi_af_sql_connection_string",
        (
            "Data Source=⟨host⟩;Initial Catalog=PIFD;User ID=af_reader;Password=⟨pw⟩;"
            "Encrypt=True;TrustServerCertificate=True",
            '$ sqlcmd -S ⟨host⟩ -d PIFD -U af_reader -P "⟨pw⟩" -Q "SELECT TOP 5 * FROM '
            'dbo.AFElement"',
            '<add name="AFDatabase" connectionString="Server=⟨host⟩;Database=PIFD;'
            'User Id=af_reader;Password=⟨pw⟩;" />',
        ),
        _af_sql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sap_isu_rfc_password",
        (
            'conn = Connection(ashost="⟨ash⟩", sysnr="00", client="⟨client⟩", '
            'user="⟨user⟩", passwd="⟨pw⟩", lang="FI")',
            "[DEST_ISU_PRD]\nASHOST=⟨ash⟩\nSYSNR=00\nCLIENT=⟨client⟩\nUSER=⟨user⟩\nPASSWD=⟨pw⟩",
            "SAP IS-U (IUP/⟨client⟩) RFC-käyttäjä ⟨user⟩, salasana nollattu: ⟨pw⟩",
        ),
        _sap,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "mqtt_broker_password",
        (
            "$ mosquitto_sub -h ⟨host⟩ -p 8883 --cafile jev-ot-ca.pem -u ⟨user⟩ -P '⟨pw⟩' "
            "-t 'jev/⟨sub⟩/+/telemetry' -v",
            "connection bridge-levante\naddress ⟨host⟩:8883\nremote_username ⟨user⟩\n"
            "remote_password ⟨pw⟩\ntopic jev/# out 1",
            'client.username_pw_set("⟨user⟩", "⟨pw⟩")',
            "Node-RED:n MQTT-käyttäjä ⟨user⟩ / ⟨pw⟩ (broker ⟨host⟩)",
        ),
        _mqtt,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "mqtt_client_ec_private_key",
        (
            "-----BEGIN EC " + "PRIVATE KEY-----\n⟨body⟩\n-----END EC " + "PRIVATE KEY-----",
            "Client key for ⟨cn⟩ (the cert alone was not enough):\n\n"
            "-----BEGIN EC " + "PRIVATE KEY-----\n⟨body⟩\n-----END EC " + "PRIVATE KEY-----",
        ),
        _ec_key,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "ipsec_preshared_key",
        (
            '# /etc/ipsec.secrets\n⟨local⟩ ⟨peer⟩ : PSK "⟨psk⟩"',
            'config vpn ipsec phase1-interface\n    edit "levante-vlc"\n'
            "        set remote-gw ⟨peer⟩\n        set psksecret ⟨psk⟩\n    next\nend",
            "secrets {\n    ike-levante {\n        id = ⟨peer⟩\n        secret = ⟨b64⟩\n    }\n}",
            "El PSK del túnel IPsec con Valencia (⟨peer⟩) es ⟨psk⟩",
        ),
        _ipsec,
        n=7,
        secrets=("psk", "b64"),
    ),
    Kind(
        "openvpn_static_key",
        (
            "#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n"
            "⟨body⟩\n-----END OpenVPN Static key V1-----",
            "tls-crypt vendor-access.conf:ssä inline:\n<tls-crypt>\n"
            "-----BEGIN OpenVPN Static key V1-----\n⟨body⟩\n-----END OpenVPN Static key V1-----\n"
            "</tls-crypt>",
        ),
        _ovpn,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "wireguard_private_key",
        (
            "[Interface]\nPrivateKey = ⟨priv⟩\nAddress = ⟨addr⟩/32\n\n[Peer]\n"
            "PublicKey = ⟨pub⟩\nEndpoint = ⟨ep⟩\nAllowedIPs = 10.41.0.0/16",
            "$ echo '⟨priv⟩' | wg pubkey",
            "WireGuard-avain Lucían kannettavalle: ⟨priv⟩ (julkinen ⟨pub⟩)",
        ),
        _wg,
        n=7,
        secrets=("priv",),
    ),
    Kind(
        "ad_service_account_password",
        (
            'PS> New-ADUser -Name ⟨user⟩ -Path "OU=Service,OU=OT,DC=ad,DC=jev,DC=fi" '
            "-AccountPassword (ConvertTo-SecureString '⟨pw⟩' -AsPlainText -Force) -Enabled $true",
            "PS> Set-ADAccountPassword -Identity ⟨user⟩ -Reset -NewPassword "
            "(ConvertTo-SecureString -AsPlainText '⟨pw⟩' -Force)",
            'C:\\> sc.exe \\\\⟨host⟩ config PIAFService obj= JEV\\⟨user⟩ password= "⟨pw⟩"',
            "Palvelutilin JEV\\⟨user⟩ uusi salasana: ⟨pw⟩ (vaihdettu ⟨host⟩:lla)",
        ),
        _ad,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "windows_laps_password",
        (
            "PS> Get-LapsADPassword -Identity ⟨host⟩ -AsPlainText\n\n"
            "ComputerName        : ⟨host⟩\n"
            "DistinguishedName   : CN=⟨host⟩,OU=HMI,OU=OT,DC=ad,DC=jev,DC=fi\n"
            "Account             : Administrator\nPassword            : ⟨pw⟩\n"
            "PasswordUpdateTime  : ⟨day⟩.8.2027 3.12.44\nSource              : EncryptedPassword",
            "LAPS-salasana ⟨host⟩ (paikallinen Administrator): ⟨pw⟩",
            "La contraseña LAPS del HMI ⟨host⟩ para la visita de Javier: ⟨pw⟩",
        ),
        _laps,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "grafana_service_account_token",
        (
            '$ curl -H "Authorization: Bearer ⟨t⟩" https://grafana.jev.fi/api/dashboards/uid/⟨uid⟩',
            "GRAFANA_TOKEN=⟨t⟩  # sa-provisioning, Editor",
            "grafana_provider:\n  url: https://grafana.jev.fi\n  auth: ⟨t⟩",
        ),
        _glsa,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "grafana_admin_password",
        (
            "[security]\nadmin_user = admin\nadmin_password = ⟨pw⟩\nsecret_key = ${GF_SECRET_KEY}",
            "GF_SECURITY_ADMIN_PASSWORD=⟨pw⟩",
            "$ grafana cli admin reset-admin-password '⟨pw⟩'",
        ),
        _gf_admin,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "influxdb_api_token",
        (
            "$ influx query 'from(bucket:\"ami_raw\") |> range(start:-1h)' --org-id ⟨org⟩ "
            "--token ⟨t⟩",
            '[[outputs.influxdb_v2]]\n  urls = ["https://influx.ot.jev.local:8086"]\n'
            '  token = "⟨t⟩"\n  organization = "jev"\n  bucket = "scada_1s"',
            "INFLUX_TOKEN=⟨t⟩",
            "Telegrafin write-token ämpäriin ⟨bucket⟩: ⟨t⟩",
        ),
        _influx,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "$ az storage blob upload-batch -d ami-exports -s ./out --account-name ⟨acct⟩ "
            '--account-key "⟨k⟩"',
            "AZURE_STORAGE_KEY=⟨k⟩",
        ),
        _azure,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "entra_client_secret",
        (
            "AZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_ID=⟨app⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            "$ az login --service-principal -u ⟨app⟩ -p '⟨s⟩' --tenant ⟨tenant⟩",
            "Client secret de la app de integración GIS↔ISU (caduca 2028-02): ⟨s⟩",
        ),
        _entra,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "[levante-backup]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨s⟩\n"
            "region = eu-north-1",
            "$ AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨s⟩ aws s3 ls s3://jev-ot-backups/",
            "Clave secreta de AWS para las copias de los historiadores: ⟨s⟩ (id ⟨id⟩)",
        ),
        _aws,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "$ git clone https://x-access-token:⟨t⟩@github.com/levante-int/jev-ami-adapter.git",
            "GH_TOKEN=⟨t⟩ gh release download v3.8.2 -R levante-int/jev-ami-adapter",
            "Fine-grained PAT (contents:read, jev-ami-adapter): ⟨t⟩",
        ),
        _gh,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gitlab_personal_access_token",
        (
            '$ curl --header "PRIVATE-TOKEN: ⟨t⟩" '
            "https://gitlab.levante-int.es/api/v4/projects/⟨pid⟩/pipelines",
            "$ git remote add levante https://oauth2:⟨t⟩@gitlab.levante-int.es/ot/jev-scada-gw.git",
            "Token de GitLab de Iker para el repo del gateway: ⟨t⟩",
        ),
        _gl,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH " + "PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "Hyppykoneen avain (⟨user⟩):\n\n-----BEGIN OPENSSH " + "PRIVATE KEY-----\n⟨body⟩\n"
            "-----END OPENSSH " + "PRIVATE KEY-----\n",
        ),
        _ssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "snmpv3_passphrases",
        (
            "$ snmpwalk -v3 -l authPriv -u ⟨user⟩ -a SHA-256 -A '⟨a⟩' -x AES -X '⟨x⟩' "
            "⟨ip⟩ 1.3.6.1.2.1.2.2.1.8",
            "snmp-server user ⟨user⟩ OT-MON v3 auth sha ⟨a⟩ priv aes 128 ⟨x⟩",
            "SNMPv3 ⟨user⟩: auth ⟨a⟩, priv ⟨x⟩ (kytkimet ⟨ip⟩ ja naapurit)",
        ),
        _snmp,
        n=7,
        secrets=("a", "x"),
    ),
    Kind(
        "radius_shared_secret",
        (
            "client ot-switches {\n    ipaddr = ⟨net⟩\n    secret = ⟨s⟩\n    nas_type = other\n}",
            "radius server NPS01\n address ipv4 ⟨ip⟩ auth-port 1812 acct-port 1813\n key 0 ⟨s⟩",
            "RADIUS-jaettu salaisuus OT-kytkimille (NPS ⟨ip⟩): ⟨s⟩",
        ),
        _radius,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "postgres_historian_password",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@⟨host⟩:5432/historian?sslmode=require",
            "$ PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U ⟨user⟩ -d historian -c '\\dt'",
            "⟨host⟩:5432:historian:⟨user⟩:⟨pw⟩",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            '-u ⟨sid⟩:⟨t⟩ --data-urlencode "Body=Sähkökatko Koskela" -d MessagingServiceSid=⟨msid⟩',
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨t⟩",
            "Häiriötiedotteiden SMS-palvelun auth token: ⟨t⟩",
        ),
        _twilio,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "pkcs12_keystore_password",
        (
            "$ openssl pkcs12 -export -in ⟨cn⟩.crt -inkey ⟨cn⟩.key -out ⟨cn⟩.p12 "
            "-passout 'pass:⟨pw⟩'",
            "$ keytool -importkeystore -srckeystore ⟨cn⟩.p12 -srcstoretype PKCS12 "
            "-srcstorepass '⟨pw⟩' -destkeystore hes.jks -deststorepass '⟨pw⟩'",
            "hes.tls.keystore-password=⟨pw⟩",
        ),
        _p12,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "prose_password_multilingual",
        (
            "Käyttäjän ⟨user⟩ salasana koneelle ⟨host⟩ on ⟨pw⟩",
            "Lösenordet för ⟨user⟩ på ⟨host⟩ är ⟨pw⟩ (Jonas bytte det i går)",
            "La contraseña de ⟨user⟩ en ⟨host⟩ es ⟨pw⟩, no la pongáis en el ticket",
            "Password for ⟨user⟩ on ⟨host⟩ is now ⟨pw⟩; tell Iker before Friday",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Asennuskäynti 2027-08-14\n- mittari ⟨serial⟩, system title ⟨st⟩\n"
            "- käyttöpaikka ⟨gsrn⟩\n- CIM mRID ⟨mrid⟩\n- GUEK (vaihdettu): ⟨ek⟩",
            "Cert rollout notes\n* HES client cert SHA-256 ⟨fp⟩\n* serial ⟨ser⟩\n"
            "* adapter commit ⟨sha⟩\n* keystore password ⟨pw⟩ (move to KeePass!)",
            "Incidencia PI 2027-08-20\n- WebId ⟨webid⟩\n- commit ⟨sha⟩\n"
            "- la contraseña de svc_piwebapi quedó en ⟨pw⟩ tras el reseteo",
        ),
        _among,
        n=6,
        secrets=("ek", "pw"),
    ),
)
