"""True secrets in an integration engineer's notes; each kind names the slots that must go.

Every secret slot holds a live credential (or the whole of one): a password, key, token or
private key body. Hosts, user names, tenant and client ids around it are not secret and are
never listed.
"""

from __future__ import annotations

from random import Random
from urllib.parse import quote

from tests.redact.lookalike18.gen import (
    ALNUM,
    B64URL,
    PRIVATE_KEY,
    PW_CONN,
    PW_LAPS,
    PW_SHELL,
    PW_URL,
    UHEX,
    Kind,
    any_password,
    b64,
    b64_bytes,
    b64url,
    b64url_json,
    day,
    der_body,
    hexs,
    hl7_ts,
    ip10,
    ip_public,
    num,
    passphrase,
    password,
    pem,
    pick,
    sshstr,
    uhex,
    uuid4,
    wrap,
)

# ---------------------------------------------------------------------------- value makers

_SITES = ("Heidenau", "Moorwinkel", "Lindenhof")
_SMART_APPS = ("kardio-dashboard", "onko-board", "sepsis-score", "stroke-timer", "wund-doku")


def _mirth(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, PW_CONN),
        "ks": pick(r, ALNUM, r.randint(16, 22)),
        "n": str(r.randint(1, 3)),
        "v": r.choice(("4.4.2", "4.5.0", "4.5.2")),
    }


def _sql(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, PW_CONN) if r.random() < 0.7 else passphrase(r).replace("$", "!"),
        "dd": day(r),
        "top": str(r.choice((10, 20, 50, 100))),
    }


def _jdbc(r: Random) -> dict[str, str]:
    return {"pw": password(r, PW_URL), "n": str(r.randint(1, 2))}


def _veeam(r: Random) -> dict[str, str]:
    return {"pw": any_password(r, PW_SHELL).replace("$", "#"), "n": str(r.randint(1, 4))}


def _vcenter(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, PW_SHELL),
        "esx": f"{r.randint(1, 14):02d}",
        "dd": f"{r.randint(3, 28):02d}",
    }


def _ldap(r: Random) -> dict[str, str]:
    return {"pw": password(r, PW_CONN), "user": r.choice(("mbrenner", "skoehler", "akaya"))}


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r),
        "site": r.choice(_SITES),
        "n": f"{r.randint(1, 9):02d}",
        "dd": str(r.randint(2, 30)),
    }


def _entra(r: Random) -> dict[str, str]:
    tail = ALNUM + "_~.-"
    cs = pick(r, ALNUM, 3) + r.choice("0123456789") + "Q" + "~" + pick(r, tail, 34)
    return {"cs": cs, "appid": uuid4(r), "tenant": uuid4(r), "y": r.choice(("2028", "2029"))}


def _smart(r: Random) -> dict[str, str]:
    return {"s": pick(r, ALNUM, 32), "app": r.choice(_SMART_APPS)}


def _keycloak(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, PW_SHELL),
        "pw2": password(r, PW_URL),
        "v": r.choice(("26.0", "26.1", "26.2")),
    }


def _snow(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, PW_CONN),
        "pwurl": password(r, PW_URL.replace("~", "").replace("*", "")),
        "cid": hexs(r, 32),
        "cs": pick(r, ALNUM + "!#%*-_.", r.randint(18, 26)),
        "sysid": hexs(r, 32),
    }


def _jenkins(r: Random) -> dict[str, str]:
    return {"t": "11" + hexs(r, 32), "dd": day(r), "job": r.choice(("prod", "test", "abn"))}


def _nexus(r: Random) -> dict[str, str]:
    npm_pw = password(r, PW_CONN)
    return {
        "auth": b64_bytes(f"svc_npm:{npm_pw}".encode()),
        "nc": pick(r, ALNUM, 8),
        "pc": b64(r, 32),
        "pw": password(r, PW_SHELL),
    }


def _storage(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "dd": day(r),
        "acct": r.choice(("kvndicomarchiv", "kvnhl7archiv", "kvnveeamoffsite")),
    }


def _sas(r: Random) -> dict[str, str]:
    sig = quote(b64(r, 32), safe="")
    start = f"2027-03-{r.randint(1, 20):02d}"
    return {"sig": sig, "st": start, "se": f"2027-03-{r.randint(21, 31):02d}"}


def _bearer(r: Random) -> dict[str, str]:
    token = pick(r, B64URL, 86) if r.random() < 0.5 else b64url(r, 32) + "." + b64url(r, 24)
    return {"t": token, "pid": f"ptest-{r.randint(1, 99):04d}"}


def _jwt(r: Random) -> dict[str, str]:
    header = {"alg": "RS256", "typ": "JWT", "kid": b64url(r, 32)}
    iat = 1804000000 + r.randint(0, 2_600_000)
    app = r.choice(_SMART_APPS)
    claims = {
        "exp": iat + 300,
        "iat": iat,
        "jti": uuid4(r),
        "iss": "https://sso.kvn.intern/realms/klinik",
        "aud": "fhir-server",
        "sub": uuid4(r),
        "typ": "Bearer",
        "azp": f"smart-{app}",
        "sid": uuid4(r),
        "scope": "openid launch/patient patient/Observation.read",
    }
    jwt = f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, 256)}"
    return {"jwt": jwt, "pid": uuid4(r), "app": app}


def _private_key(r: Random) -> dict[str, str]:
    # PKCS#8 RSA, PKCS#1 RSA and SEC1 EC bodies with real DER headers and random content.
    pkcs8 = der_body(
        r, "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100", 1217
    )
    pkcs1 = der_body(r, "308204a40201000282010100", 1192)
    ec_der = (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
        + r.randbytes(64)
    )
    return {
        "pkcs8": pkcs8,
        "pkcs1": pkcs1,
        "ec": wrap(b64_bytes(ec_der)),
        "ssh": _openssh_ed25519(r),
        "kid": b64url(r, 16),
        "n": str(r.randint(1, 3)),
    }


def _openssh_ed25519(r: Random) -> str:
    pub = r.randbytes(32)
    seed = r.randbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    check = r.randbytes(4)
    comment = r.choice((b"svc_jenkins@jh01", b"mbrenner@kvn-nb-0113", b"rizky@nusantara-dev"))
    body = (
        check + check + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment)
    )
    body += bytes(range(1, 1 + (-len(body)) % 8))
    blob = (
        b"openssh-key-v1\0"
        + sshstr(b"none")
        + sshstr(b"none")
        + sshstr(b"")
        + (1).to_bytes(4, "big")
        + sshstr(pubblob)
        + sshstr(body)
    )
    return wrap(b64_bytes(blob), 70)


def _psk(r: Random) -> dict[str, str]:
    psk = pick(r, ALNUM + "-_", r.randint(28, 44)) if r.random() < 0.7 else passphrase(r)
    return {
        "psk": psk.replace("$", "!"),
        "ip": ip_public(r),
        "ip2": ip_public(r),
        "dd": day(r),
    }


def _snmp(r: Random) -> dict[str, str]:
    return {
        "comm": pick(r, ALNUM, r.randint(16, 24)),
        "auth": password(r, PW_CONN),
        "priv": password(r, PW_CONN),
        "ip": ip10(r),
    }


def _dicom(r: Random) -> dict[str, str]:
    orthanc_id = "-".join(hexs(r, 8) for _ in range(5))
    return {"pw": password(r, PW_CONN), "pw2": password(r, PW_CONN), "oid": orthanc_id}


def _sftp(r: Random) -> dict[str, str]:
    return {"pw": password(r, PW_CONN.replace("#", "")), "ip": ip10(r), "dd": day(r)}


def _citrix(r: Random) -> dict[str, str]:
    return {
        "sk": b64(r, 16),
        "cid": uuid4(r),
        "pw": any_password(r, PW_SHELL),
        "cust": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 12),
    }


def _pg(r: Random) -> dict[str, str]:
    return {"pw": password(r, PW_CONN), "pw2": password(r, PW_CONN), "pwurl": password(r, PW_URL)}


def _adonet(r: Random) -> dict[str, str]:
    return {"pw": password(r, PW_CONN), "n": str(r.randint(1, 3))}


def _laps(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, PW_LAPS, 18, 24),
        "dd": f"{r.randint(1, 28):02d}",
        "host": r.choice(("MR2-WS01", "CT1-KONSOLE", "US-KARDIO-03", "LIS-PC07", "ANG-WS02")),
        "nb": f"KVN-NB-{r.randint(100, 999):04d}",
    }


def _wlan(r: Random) -> dict[str, str]:
    psk = passphrase(r) if r.random() < 0.5 else pick(r, ALNUM, r.randint(20, 32))
    return {"psk": psk.replace("$", "!"), "st": f"{r.randint(1, 6)}{r.choice('ABC')}"}


def _bitlocker(r: Random) -> dict[str, str]:
    key = "-".join(f"{r.randint(0, 65535) * 11:06d}" for _ in range(8))
    kid = uuid4(r).upper()
    return {
        "key": key,
        "kid": kid,
        "kid8": kid[:8],
        "host": r.choice(("CT1-KONSOLE", "MR2-WS01", "KVN-NB-0442", "ANG-WS02", "PACS-BEF-11")),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "dd": f"{r.randint(1, 31):02d}",
        "inc": num(r, 7),
        "chg": num(r, 7),
        "sysid": hexs(r, 32),
        "build": str(r.randint(900, 2400)),
        "sha": hexs(r, 40),
        "thumb": uhex(r, 40),
        "pw": password(r, PW_SHELL),
        "ctl": hl7_ts(r) + num(r, 4),
        "uuid": uuid4(r),
        "digest": hexs(r, 64),
        "psk": pick(r, ALNUM + "-_", r.randint(28, 40)),
        "fp": ":".join(pick(r, UHEX, 2) for _ in range(32)),
    }


# ---------------------------------------------------------------------------- kinds

SECRETS: tuple[Kind, ...] = (
    Kind(
        "mirth_config_passwords",
        (
            "/opt/mirthconnect/conf/mirth.properties (mc-prod0⟨n⟩):\n\n"
            "database = postgres\n"
            "database.url = jdbc:postgresql://pg-mirth01.kvn.intern:5432/mirthdb\n"
            "database.username = mirth\n"
            "database.password = ⟨pw⟩\n"
            "keystore.path = ${dir.appdata}/keystore.jks\n"
            "keystore.storepass = ⟨ks⟩\n"
            "keystore.keypass = ⟨ks⟩",
            '<com.mirth.connect.connectors.jdbc.DatabaseDispatcherProperties version="⟨v⟩">\n'
            "  <driver>net.sourceforge.jtds.jdbc.Driver</driver>\n"
            "  <url>jdbc:jtds:sqlserver://sql-lis01.kvn.intern:1433/LABDB</url>\n"
            "  <username>mirth_lis</username>\n"
            "  <password>⟨pw⟩</password>\n"
            "  <useScript>false</useScript>",
            "mccommand -a https://mc-prod0⟨n⟩.kvn.intern:8443 -u admin -p ⟨pw⟩ "
            "-s export_channels.txt   # Kanal-Export vor dem ⟨v⟩-Upgrade",
            "Mirth → Settings → SMTP: relay mailrelay.kvn.intern:587, STARTTLS, "
            "user mirth-alerts@klinikverbund-nordheide.example, pw ⟨pw⟩",
        ),
        _mirth,
        n=7,
        secrets=("pw", "ks"),
    ),
    Kind(
        "sqlcmd_passwords",
        (
            "sqlcmd -S sql-lis01.kvn.intern,1433 -U svc_lis_read -P '⟨pw⟩' -d LABDB "
            "-Q \"SELECT TOP ⟨top⟩ * FROM dbo.ResultQueue WHERE Status = 'E'\"",
            "PS C:\\> Invoke-Sqlcmd -ServerInstance 'sql-kis02\\KIS' -Database KIS_IF "
            "-Username sa_if -Password '⟨pw⟩' -Query 'EXEC dbo.usp_ReprocessADT @Days = 1'",
            "bcp KIS_IF.dbo.HL7_Archive out C:\\temp\\adt_03⟨dd⟩.dat -S sql-kis02\\KIS "
            '-U svc_export -P ⟨pw⟩ -c -t"|"',
            "sqlcmd gegen den Labor-SQL geht nur mit SQL-Login: svc_lis_read / ⟨pw⟩ "
            "(Windows-Auth scheitert am Double-Hop über jh01)",
        ),
        _sql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "jdbc_url_passwords",
        (
            "jdbc:sqlserver://sql-kis02.kvn.intern:1433;databaseName=KIS_IF;user=svc_mirth;"
            "password=⟨pw⟩;encrypt=true;trustServerCertificate=true",
            "HAPI application.yaml (fhir-prod0⟨n⟩):\n"
            "spring:\n"
            "  datasource:\n"
            "    url: 'jdbc:postgresql://pg-fhir01.kvn.intern:5432/hapi'\n"
            "    username: hapi_app\n"
            "    password: ⟨pw⟩\n"
            "    driverClassName: org.postgresql.Driver",
            "jdbc:postgresql://pg-fhir0⟨n⟩.kvn.intern:5432/hapi?user=hapi_app&password=⟨pw⟩"
            "&sslmode=require",
            "DBeaver-Verbindung LIS-Replica: jdbc:jtds:sqlserver://sql-lis0⟨n⟩:1433/LABDB;"
            "user=report_ro;password=⟨pw⟩",
        ),
        _jdbc,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "veeam_credentials",
        (
            "Add-VBRCredentials -User 'KVN\\svc_veeam_vss' -Password '⟨pw⟩' "
            "-Description 'VSS guest processing Windows (Gruppe ⟨n⟩)'",
            "$key = Add-VBREncryptionKey -Password (ConvertTo-SecureString '⟨pw⟩' "
            "-AsPlainText -Force) -Description 'Tape GFS 2027 Q⟨n⟩'",
            "Veeam hardened repo vbr-repo0⟨n⟩: single-use creds for the initial add → "
            "veeamrepo / ⟨pw⟩ (sudo removed afterwards, account stays)",
            "Veeam-Konfigurationsbackup ist verschlüsselt, Kennwort: ⟨pw⟩ — ohne das kein "
            "Restore der VBR-Datenbank!",
        ),
        _veeam,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "vcenter_credentials",
        (
            "Connect-VIServer -Server vcsa01.kvn.intern -User administrator@vsphere.local "
            "-Password '⟨pw⟩'",
            "export GOVC_URL=https://vcsa01.kvn.intern/sdk\n"
            "export GOVC_USERNAME='svc_jenkins@vsphere.local'\n"
            "export GOVC_PASSWORD='⟨pw⟩'\n"
            "export GOVC_INSECURE=1\n"
            "govc ls /KVN-DC/vm/Integration",
            "ESXi root auf esx⟨esx⟩ (Notfall, Lockdown-Mode aus): root / ⟨pw⟩",
            "vcsa01 VAMI https://vcsa01.kvn.intern:5480 root pw is ⟨pw⟩ — expires "
            "2027-06-⟨dd⟩, change before then",
        ),
        _vcenter,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "ldap_bind_passwords",
        (
            "ldapsearch -H ldaps://dc01.kvn.intern:636 "
            "-D 'CN=svc_keycloak,OU=Dienstkonten,DC=kvn,DC=intern' -w '⟨pw⟩' "
            "-b 'OU=Benutzer,DC=kvn,DC=intern' '(sAMAccountName=⟨user⟩)' memberOf",
            "{\n"
            '  "name": "kvn-ad",\n'
            '  "providerId": "ldap",\n'
            '  "config": {\n'
            '    "connectionUrl": ["ldaps://dc01.kvn.intern"],\n'
            '    "bindDn": ["CN=svc_keycloak,OU=Dienstkonten,DC=kvn,DC=intern"],\n'
            '    "bindCredential": ["⟨pw⟩"],\n'
            '    "usersDn": ["OU=Benutzer,DC=kvn,DC=intern"]\n'
            "  }\n"
            "}",
            "Hoshimi viewer AD login: bind user svc_pacs_ldap, password ⟨pw⟩, "
            "base OU=Radiologie,OU=Benutzer,DC=kvn,DC=intern (test user ⟨user⟩ works)",
            "add authentication ldapAction KVN_LDAP -serverIP 10.20.0.11 -serverPort 636 "
            '-secType SSL -ldapBase "DC=kvn,DC=intern" -ldapBindDn svc_citrix_ldap@kvn.intern '
            "-ldapBindDnPassword ⟨pw⟩ -ldapLoginName sAMAccountName",
        ),
        _ldap,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "prose_password_de",
        (
            "Das Passwort für svc_orthanc ist ⟨pw⟩ – hat mir Herr Kaya am Telefon durchgegeben.",
            "Kennwort vom lokalen Admin auf der Modalitäten-Workstation MR2 (Haus ⟨site⟩): ⟨pw⟩",
            "Neues PW für den Citrix-Testuser test.pflege⟨n⟩ lautet ⟨pw⟩, gilt bis Ende März.",
            "Zugang Geräteserver Infusionspumpen (Web-UI, Haus ⟨site⟩): Benutzer admin, "
            "Passwort ⟨pw⟩ — nicht mehr das Werkspasswort",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "prose_password_nl",
        (
            "Sanne: het wachtwoord is ⟨pw⟩ voor de koppelaccount hl7_kvn op hun "
            "Cloverleaf-testomgeving.",
            "Wachtwoord beheerportaal VPN Hunzedal (tijdelijk, tot ⟨dd⟩ maart): ⟨pw⟩",
            "Het nieuwe wachtwoord van svc_fhir_nl is ⟨pw⟩, staat nog niet in de kluis.",
            "Inlog voor de SFTP van het lab in Hunzedal: gebruiker kvn_uitwissel⟨n⟩, ww ⟨pw⟩",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "prose_password_ja",
        (
            "星見イメージングの田中さんより：保守用アカウント hoshimi_svc⟨n⟩ のパスワードは "
            "⟨pw⟩ です。",
            "初期パスワード：⟨pw⟩（ビューア管理画面、初回ログイン後に変更してください）",
            "PACSゲートウェイの admin パスワードを ⟨pw⟩ に変更しました（3/⟨dd⟩ 作業）",
            "リモート保守VPNのパスワード: ⟨pw⟩ ／ ユーザー名: kvn-remote⟨n⟩",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "prose_password_id",
        (
            "Dari Rizky: kata sandinya ⟨pw⟩ untuk user nusantara_dev⟨n⟩ di Mirth staging.",
            "Password untuk akun svc_lis_bridge adalah ⟨pw⟩, tolong jangan dibagikan ke luar tim.",
            "Sandi baru jump host (jh02): ⟨pw⟩ — Dewi sudah ganti tanggal ⟨dd⟩ Maret.",
            "Akses FHIR test server: username tester_nim⟨n⟩, kata sandi ⟨pw⟩",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "entra_client_secret",
        (
            "az ad app credential reset --id ⟨appid⟩ --display-name mirth-graph-2027 --years 1\n"
            "{\n"
            '  "appId": "⟨appid⟩",\n'
            '  "password": "⟨cs⟩",\n'
            '  "tenant": "⟨tenant⟩"\n'
            "}",
            "AZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_ID=⟨appid⟩\nAZURE_CLIENT_SECRET=⟨cs⟩",
            'appsettings.Production.json → "AzureAd": { "TenantId": "⟨tenant⟩", '
            '"ClientId": "⟨appid⟩", "ClientSecret": "⟨cs⟩" }',
            "Neues Client Secret für die App-Registrierung KVN-ServiceNow-Graph "
            "(läuft ⟨y⟩-03 ab): ⟨cs⟩",
        ),
        _entra,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "smart_client_secret",
        (
            "curl -s -X POST https://sso.kvn.intern/realms/klinik/protocol/openid-connect/token "
            "-d grant_type=client_credentials -d client_id=smart-⟨app⟩ -d client_secret=⟨s⟩ "
            "-d scope=system/Observation.read",
            "SMART app registration (confidential):\n"
            "  client_id: smart-⟨app⟩\n"
            "  client_secret: ⟨s⟩\n"
            "  launch_url: https://⟨app⟩.kvn.intern/launch\n"
            "  redirect_uri: https://⟨app⟩.kvn.intern/callback",
            "curl -u smart-⟨app⟩:⟨s⟩ -d grant_type=client_credentials "
            "https://sso.kvn.intern/realms/klinik/protocol/openid-connect/token | jq .expires_in",
            "Client secret for the vendor's SMART launcher (smart-⟨app⟩): ⟨s⟩ — Tanaka-san "
            "puts it into their viewer config",
        ),
        _smart,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "keycloak_admin_credentials",
        (
            "/opt/keycloak/bin/kcadm.sh config credentials --server https://sso.kvn.intern "
            "--realm master --user admin --password '⟨pw⟩'",
            "docker-compose.yml (sso-test):\n"
            "  keycloak:\n"
            "    image: quay.io/keycloak/keycloak:⟨v⟩\n"
            "    environment:\n"
            "      KC_BOOTSTRAP_ADMIN_USERNAME: admin\n"
            "      KC_BOOTSTRAP_ADMIN_PASSWORD: ⟨pw⟩\n"
            "      KC_DB_PASSWORD: ⟨pw2⟩",
            "KC_DB=postgres KC_DB_URL=jdbc:postgresql://pg-sso01/keycloak KC_DB_USERNAME=keycloak "
            "KC_DB_PASSWORD=⟨pw2⟩ bin/kc.sh start --optimized",
            "Keycloak ⟨v⟩ master-Admin (nur für den Notfall): admin / ⟨pw⟩",
        ),
        _keycloak,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "servicenow_credentials",
        (
            "curl -s -u 'svc_integration_hub:⟨pw⟩' -H 'Accept: application/json' "
            "'https://kvnordheide.service-now.com/api/now/table/incident?sysparm_query="
            "assignment_group=⟨sysid⟩&sysparm_limit=5'",
            "ServiceNow OAuth (Application Registry 'Mirth Alerts'): client_id ⟨cid⟩, "
            "client_secret ⟨cs⟩",
            "POST https://kvnordheide.service-now.com/oauth_token.do\n"
            "grant_type=password&client_id=⟨cid⟩&client_secret=⟨cs⟩"
            "&username=svc_integration_hub&password=⟨pwurl⟩",
            "MID Server config.xml (before first start, so still plain):\n"
            '<parameter name="mid.instance.username" value="svc_mid_kvn"/>\n'
            '<parameter name="mid.instance.password" value="⟨pw⟩"/>',
        ),
        _snow,
        n=7,
        secrets=("pw", "pwurl", "cs"),
    ),
    Kind(
        "jenkins_api_token",
        (
            "curl -X POST -u mbrenner:⟨t⟩ "
            "'https://jenkins.kvn.intern/job/mirth-channel-deploy/buildWithParameters?ENV=⟨job⟩'",
            "java -jar jenkins-cli.jar -s https://jenkins.kvn.intern/ -auth svc_deploy:⟨t⟩ "
            "list-jobs Integration",
            "JENKINS_URL=https://jenkins.kvn.intern\nJENKINS_USER=svc_deploy\n"
            "JENKINS_API_TOKEN=⟨t⟩",
            "API-Token für svc_deploy (erzeugt 2027-03-⟨dd⟩, Name 'ansible-⟨job⟩'): ⟨t⟩",
        ),
        _jenkins,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "nexus_credentials",
        (
            ".npmrc on agent-lnx02:\n"
            "registry=https://nexus.kvn.intern/repository/npm-group/\n"
            "//nexus.kvn.intern/repository/npm-group/:_auth=⟨auth⟩\n"
            "always-auth=true",
            "~/.m2/settings.xml:\n"
            "<server>\n"
            "  <id>kvn-releases</id>\n"
            "  <username>⟨nc⟩</username>\n"
            "  <password>⟨pc⟩</password>\n"
            "</server>",
            "docker login nexus.kvn.intern:8443 -u svc_docker -p '⟨pw⟩'",
            "Nexus user token for Rizky (UI → User Token → Access): ⟨nc⟩ : ⟨pc⟩",
        ),
        _nexus,
        n=7,
        secrets=("auth", "pc", "pw"),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key '⟨k⟩' "
            "--container-name adt-2027-03 --file ./adt_03⟨dd⟩.tar.zst --name adt_03⟨dd⟩.tar.zst",
            "AZURE_STORAGE_ACCOUNT=⟨acct⟩\nAZURE_STORAGE_KEY=⟨k⟩",
            "Speicherkonto ⟨acct⟩, key1 nach der Rotation am ⟨dd⟩.03.: ⟨k⟩",
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_sas_token",
        (
            "https://kvndicomarchiv.blob.core.windows.net/export-hoshimi?sv=2022-11-02&ss=b"
            "&srt=co&sp=rwl&se=⟨se⟩T18:00:00Z&st=⟨st⟩T07:00:00Z&spr=https&sig=⟨sig⟩",
            "azcopy copy './studies/*' 'https://kvndicomarchiv.blob.core.windows.net/migration"
            "?sp=racwl&st=⟨st⟩T06:00:00Z&se=⟨se⟩T20:00:00Z&spr=https&sv=2022-11-02&sr=c"
            "&sig=⟨sig⟩' --recursive",
            "SAS für Tanaka-san (nur lesen, bis ⟨se⟩): ?sv=2022-11-02&sr=c&sp=rl&se=⟨se⟩&sig=⟨sig⟩",
            "Blob-URL aus dem Portal (Generate SAS, Container veeam-offsite): "
            "https://kvnveeamoffsite.blob.core.windows.net/veeam-offsite?sp=rl&st=⟨st⟩"
            "&se=⟨se⟩&spr=https&sv=2022-11-02&sr=c&sig=⟨sig⟩",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "opaque_bearer_token",
        (
            "curl -H 'Authorization: Bearer ⟨t⟩' "
            "'https://fhir.hunzedal.example/R4/DocumentReference?subject=Patient/⟨pid⟩'",
            '{"access_token":"⟨t⟩","token_type":"Bearer","expires_in":1799,"scope":"useraccount"}',
            "Authorization: Bearer ⟨t⟩  ← uit de Postman-collectie van Hunzedal, 24 uur geldig",
            "export NL_FHIR_TOKEN=⟨t⟩   # test patient ⟨pid⟩",
        ),
        _bearer,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "jwt_access_token",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            '"https://fhir.kvn.intern/fhir/Observation?patient=⟨pid⟩&_count=5"',
            "Token aus dem Browser (SMART-Launch smart-⟨app⟩, DevTools → Network): ⟨jwt⟩",
            '{"access_token":"⟨jwt⟩","expires_in":300,"token_type":"Bearer",'
            '"patient":"⟨pid⟩","scope":"launch/patient patient/Observation.read openid"}',
            "Mirth HTTP Sender header: Authorization = Bearer ⟨jwt⟩ (hardcoded! replace with "
            "a token fetch in the preprocessor)",
        ),
        _jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "private_key_blocks",
        (
            pem(PRIVATE_KEY, "⟨pkcs8⟩"),
            "Mirth TLS keystore export for the MLLP/TLS listener (mc-prod0⟨n⟩):\n\n"
            + pem("RSA " + PRIVATE_KEY, "⟨pkcs1⟩")
            + "\n",
            "SMART backend-services signing key (kid ⟨kid⟩):\n" + pem("EC " + PRIVATE_KEY, "⟨ec⟩"),
            "~/.ssh/id_ed25519 auf jh01 (Zugang zu den Mirth-VMs):\n"
            + pem("OPENSSH " + PRIVATE_KEY, "⟨ssh⟩"),
        ),
        _private_key,
        n=7,
        secrets=("pkcs8", "pkcs1", "ec", "ssh"),
    ),
    Kind(
        "fortinet_preshared_key",
        (
            "config vpn ipsec phase1-interface\n"
            '    edit "s2s-hunzedal"\n'
            '        set interface "wan1"\n'
            "        set ike-version 2\n"
            "        set peertype any\n"
            "        set proposal aes256gcm-prfsha384\n"
            "        set remote-gw ⟨ip⟩\n"
            "        set psksecret ⟨psk⟩\n"
            "    next\n"
            "end",
            "PSK für den Tunnel KVN ↔ Hunzedal (am ⟨dd⟩.03. mit Sanne am Telefon abgeglichen, "
            "nicht per Mail!): ⟨psk⟩",
            "| Parameter | KVN | Hunzedal |\n"
            "|---|---|---|\n"
            "| Peer | ⟨ip⟩ | ⟨ip2⟩ |\n"
            "| IKE | v2, AES256-GCM, DH 20 | idem |\n"
            "| PSK | ⟨psk⟩ | idem |",
            "Hoshimi remote-support dial-up tunnel 'hoshimi-dialup': pre-shared key ⟨psk⟩, "
            "XAuth gegen Gruppe VPN_Hersteller",
        ),
        _psk,
        n=7,
        secrets=("psk",),
    ),
    Kind(
        "snmp_credentials",
        (
            "snmpwalk -v2c -c ⟨comm⟩ ⟨ip⟩ 1.3.6.1.2.1.43.11.1.1  # Drucker Station 4B, Toner",
            "snmpwalk -v3 -l authPriv -u kvn_monitor -a SHA-256 -A '⟨auth⟩' -x AES "
            "-X '⟨priv⟩' fgt-core01.kvn.intern sysUpTime.0",
            "config system snmp community\n"
            "    edit 1\n"
            '        set name "⟨comm⟩"\n'
            "        config hosts\n"
            "            edit 1\n"
            "                set ip ⟨ip⟩ 255.255.255.255\n"
            "            next\n"
            "        end\n"
            "    next\n"
            "end",
            "PRTG-Gerätevorlage Medizintechnik: SNMP v2c, Community ⟨comm⟩ (nicht public!), "
            "Port 161",
        ),
        _snmp,
        n=7,
        secrets=("comm", "auth", "priv"),
    ),
    Kind(
        "dicom_archive_credentials",
        (
            '"AuthenticationEnabled": true,\n'
            '"RegisteredUsers": {\n'
            '  "admin": "⟨pw⟩",\n'
            '  "hoshimi": "⟨pw2⟩"\n'
            "},",
            "curl -u orthanc:⟨pw⟩ "
            "http://orthanc-nh01.kvn.intern:8042/studies/⟨oid⟩/archive -o study.zip",
            "dcm4chee .env (arc-test):\n"
            "LDAP_ROOTPASS=⟨pw⟩\n"
            "POSTGRES_PASSWORD=⟨pw2⟩\n"
            "ARCHIVE_DEVICE_NAME=dcm4chee-arc\n"
            "STORAGE_DIR=/storage/fs1",
            "STOW-RS ins Archiv: storescu geht, DICOMweb braucht aber Basic Auth → "
            "User stow_kardio, PW ⟨pw⟩",
        ),
        _dicom,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "interface_sftp_passwords",
        (
            "sshpass -p '⟨pw⟩' sftp -oPort=2222 hl7drop@lis-gw01.kvn.intern <<< 'ls inbound/ORU'",
            "lftp -u kvn_uitwissel,'⟨pw⟩' sftp://sftp.hunzedal.example "
            "-e 'mirror --only-newer /uit/lab ./nl-lab; bye'",
            "<scheme>SFTP</scheme>\n"
            "<host>lis-gw01.kvn.intern:2222/inbound/ORU</host>\n"
            "<username>hl7drop</username>\n"
            "<password>⟨pw⟩</password>\n"
            "<fileFilter>*.hl7</fileFilter>",
            "Geräte-Gateway Beatmung (ITS): HL7-Export per FTP an ⟨ip⟩, Login gw_export / ⟨pw⟩",
        ),
        _sftp,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "citrix_credentials",
        (
            "Set-XDCredentials -CustomerId ⟨cust⟩ -APIKey ⟨cid⟩ -SecretKey '⟨sk⟩' "
            "-ProfileType CloudAPI -StoreAs default",
            "Citrix Cloud secure client 'ansible-vda': ID ⟨cid⟩, Secret ⟨sk⟩",
            "NetScaler nsroot (adc01/adc02 HA-Paar), nach dem Update auf 14.1: ⟨pw⟩",
            "StoreFront test account for the Hunzedal radiologists: kvn\\ext.hunzedal01, "
            "password ⟨pw⟩",
        ),
        _citrix,
        n=7,
        secrets=("sk", "pw"),
    ),
    Kind(
        "postgres_credentials",
        (
            "PGPASSWORD='⟨pw⟩' psql -h pg-fhir01.kvn.intern -U hapi_app -d hapi "
            "-c 'select count(*) from hfj_resource'",
            "~/.pgpass:\n"
            "pg-fhir01.kvn.intern:5432:hapi:hapi_app:⟨pw⟩\n"
            "pg-mirth01.kvn.intern:5432:mirthdb:mirth:⟨pw2⟩",
            "psql 'postgresql://mirth:⟨pwurl⟩@pg-mirth01.kvn.intern:5432/mirthdb?sslmode=require'",
            "ALTER ROLE hapi_readonly WITH PASSWORD '⟨pw⟩';  -- für das BI-Team (Power BI Gateway)",
        ),
        _pg,
        n=7,
        secrets=("pw", "pw2", "pwurl"),
    ),
    Kind(
        "adonet_connection_strings",
        (
            '"ConnectionStrings": {\n'
            '  "KisInterface": "Server=sql-kis02.kvn.intern,1433;Database=KIS_IF;'
            'User Id=svc_adtbridge;Password=⟨pw⟩;TrustServerCertificate=True"\n'
            "}",
            "Server=tcp:sql-lis0⟨n⟩.kvn.intern,1433;Initial Catalog=LABDB;User ID=report_ro;"
            "Password=⟨pw⟩;Encrypt=True;",
            '<add name="PatientPortal" connectionString="Data Source=sql-portal0⟨n⟩;'
            'Initial Catalog=Portal;User ID=portal_app;Password=⟨pw⟩" '
            'providerName="System.Data.SqlClient" />',
            "Power-BI-Gateway, Datenquelle LIS: Server=sql-lis0⟨n⟩;Database=LABDB;"
            "Uid=pbi_lis;Pwd=⟨pw⟩;",
        ),
        _adonet,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "laps_password_output",
        (
            "PS C:\\> Get-LapsADPassword -Identity ⟨host⟩ -AsPlainText\n\n"
            "ComputerName        : ⟨host⟩\n"
            "DistinguishedName   : CN=⟨host⟩,OU=Modalitaeten,OU=Clients,DC=kvn,DC=intern\n"
            "Account             : Administrator\n"
            "Password            : ⟨pw⟩\n"
            "PasswordUpdateTime  : ⟨dd⟩.03.2027 02:14:09\n"
            "ExpirationTimestamp : ⟨dd⟩.04.2027 02:14:09\n"
            "Source              : EncryptedPassword\n"
            "DecryptionStatus    : Success",
            "LAPS-Kennwort für ⟨host⟩ (lokaler Admin, für den Hoshimi-Techniker freigegeben): ⟨pw⟩",
            "Intune/Entra LAPS for laptop ⟨nb⟩ → local admin password: ⟨pw⟩ (rotates after use)",
            "Get-AdmPwdPassword -ComputerName ⟨host⟩ | fl\n\n"
            "ComputerName        : ⟨host⟩\n"
            "DistinguishedName   : CN=⟨host⟩,OU=Labor,OU=Clients,DC=kvn,DC=intern\n"
            "Password            : ⟨pw⟩\n"
            "ExpirationTimestamp : ⟨dd⟩.04.2027 06:00:00",
        ),
        _laps,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "device_wlan_psk",
        (
            "WLAN Medizintechnik (SSID KVN-MT, VLAN 460): WPA2-PSK ⟨psk⟩ — nur für die "
            "Infusionspumpen, die kein 802.1X können",
            "wpa_passphrase KVN-MT '⟨psk⟩' >> /etc/wpa_supplicant/wpa_supplicant.conf  "
            "# Test-Raspi Station ⟨st⟩",
            'wlan ssid-profile "KVN-MT"\n'
            '    essid "KVN-MT"\n'
            "    opmode wpa2-psk-aes\n"
            "    wpa-passphrase ⟨psk⟩\n"
            "    vlan 460",
            "Pumpen-Konfig (Gerätevorlage Station ⟨st⟩): SSID=KVN-MT;SEC=WPA2-PSK;KEY=⟨psk⟩;DHCP=1",
        ),
        _wlan,
        n=7,
        secrets=("psk",),
    ),
    Kind(
        "bitlocker_recovery_key",
        (
            "BitLocker-Wiederherstellungsschlüssel für ⟨host⟩ (Schlüssel-ID ⟨kid⟩): ⟨key⟩",
            "manage-bde -protectors -get C:\n\n"
            "BitLocker Drive Encryption: Configuration Tool version 10.0.22621\n"
            "Volume C: [OS]\n"
            "All Key Protectors\n\n"
            "    Numerical Password:\n"
            "      ID: {⟨kid⟩}\n"
            "      Password:\n"
            "        ⟨key⟩",
            "Recovery key the Hoshimi engineer needed for ⟨host⟩ after the BIOS update: ⟨key⟩",
            "Aus Entra (Geräte → ⟨host⟩ → BitLocker-Schlüssel): Key ID ⟨kid8⟩…, "
            "Wiederherstellungsschlüssel ⟨key⟩",
        ),
        _bitlocker,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "secret_in_mixed_note",
        (
            "## 2027-03-⟨dd⟩\n"
            "- INC⟨inc⟩ (ADT-Queue hängt) → Mirth-Kanal neu gestartet, sys_id ⟨sysid⟩\n"
            "- Jenkins #⟨build⟩ deploy ok, commit ⟨sha⟩\n"
            "- svc_mirth DB-Passwort war im Kanal falsch, jetzt ⟨pw⟩ gesetzt\n"
            "- Zertifikat-Thumbprint ⟨thumb⟩ eingespielt",
            "Stand-up 2027-03-⟨dd⟩ (Nusantara):\n"
            "• Rizky: mapping ORU selesai, control id ⟨ctl⟩ sudah dites\n"
            "• Dewi: FHIR bundle ⟨uuid⟩ valid\n"
            "• Agus: kata sandi svc_lis_bridge diganti jadi ⟨pw⟩\n"
            "• image sha256:⟨digest⟩ sudah di Nexus",
            "Übergabe an Svenja (⟨dd⟩.03.):\n"
            "| Thema | Stand |\n"
            "|---|---|\n"
            "| VPN Hunzedal | PSK neu: ⟨psk⟩ |\n"
            "| Zert fhir.kvn.intern | SHA256 ⟨fp⟩ |\n"
            "| Change | CHG⟨chg⟩ |",
        ),
        _mixed,
        n=7,
        secrets=("pw", "psk"),
    ),
)
