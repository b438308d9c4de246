"""Benign: the words password/secret/token/key in prose without a value, placeholders,
environment-variable references, masked values, notes in other languages, postmortems,
runbooks, chat, base64 of non-secret data, connection strings with no password, code."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike12.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    b64_of,
    clock,
    day,
    fake_name,
    hexs,
    num,
    pick,
    thumbprint,
    uuid4,
    wrap,
)

_SITES = ("app-portal-prd-eus2", "app-claims-prd-eus2", "func-edi-prd-eus2", "app-notify-prd-cus")
_KVS = ("kv-portal-prd-eus2", "kv-claims-prd-eus2", "kv-edi-prd-eus2")


def _common(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    return {
        "inc": "INC00" + num(r, 5),
        "chg": "CHG00" + num(r, 5),
        "date": day(r),
        "t": clock(r)[:5],
        "guid": uuid4(r),
        "guid2": uuid4(r),
        "ver": hexs(r, 32),
        "thumb": thumbprint(r),
        "site": r.choice(_SITES),
        "kv": r.choice(_KVS),
        "ip": f"203.0.113.{r.randint(2, 250)}",
        "n": str(r.randint(2, 60)),
        "k": str(r.randint(1100, 9800)),
        "st": "stedi" + pick(r, LOWER_ALNUM, 6),
        "exk": "exk" + pick(r, ALNUM, 17),
        "fp": b64_of(pick(r, ALNUM, 24)).rstrip("="),
        "fam": fam.title(),
        "given": given,
        "obj": f"Operating System-WinDomain-sftp-edi-svc_{pick(r, LOWER_ALNUM, 5)}",
        "sid": f"scheduler__nobody__search__RMD5{hexs(r, 16)}_at_{num(r, 10)}_{r.randint(10, 999)}",
    }


def _payloads(r: Random) -> dict[str, str]:
    claim = {
        "claimId": "MHC" + num(r, 9),
        "status": r.choice(("ADJUDICATED", "PENDED", "DENIED")),
        "payerIcn": num(r, 13),
        "carc": r.choice(("", "197", "16", "CO45")),
    }
    event = {
        "eventType": "Microsoft.Storage.BlobCreated",
        "subject": f"/blobServices/default/containers/inbound-837/blobs/MHC_837P_{num(r, 8)}.x12",
        "id": uuid4(r),
    }
    isa = (
        "ISA*00*          *00*          *ZZ*MERIDALEHC     *ZZ*AVAILITY       *"
        f"2503{r.randint(3, 31):02d}*{r.randint(0, 23):02d}{r.randint(0, 59):02d}*^*00501*"
        f"{r.randint(1, 999999):09d}*1*P*:~"
    )
    csv = "claim_id,member_id,amount\n" + "\n".join(
        f"MHC{num(r, 9)},ZZT{num(r, 9)},{r.randint(50, 900)}.00" for _ in range(4)
    )
    return {
        "claim": b64_of(json.dumps(claim, separators=(",", ":"))),
        "event": b64_of(json.dumps(event, separators=(",", ":"))),
        "isa": b64_of(isa),
        "csv": wrap(b64_of(csv), 76),
        "mid": hexs(r, 32),
    }


def _conn(r: Random) -> dict[str, str]:
    return {
        "sql": r.choice(("sql-claims-prd-eus2", "sql-portal-prd-eus2", "sql-dw-uat-eus2")),
        "db": r.choice(("claims", "portal", "remits", "eligibility")),
        "onprem": r.choice(("SQLCLM01", "SQLCLM02", "SQLDW01")),
        "cid": uuid4(r),
        "cosmos": r.choice(("cosmos-portal-prd-eus2", "cosmos-notify-prd-cus")),
        "pg": r.choice(("pg-dw.mhc.internal", "pg-reports.mhc.internal")),
        "user": r.choice(("etl_loader", "svc_reports", "svc_portal")),
    }


def _code(r: Random) -> dict[str, str]:
    sect = r.choice(("Box", "Twilio", "DocuSign", "Sftp"))
    return {
        "cls": f"{sect}Options",
        "sect": sect,
        "n": str(r.randint(12, 64)),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "guid": uuid4(r),
    }


PROSE: tuple[Kind, ...] = (
    Kind(
        "password_word_in_prose",
        (
            "Portal lockout rule: 5 bad passwords in 15 minutes locks the B2C account for 30 "
            "minutes (confirmed in ⟨inc⟩)",
            "The Availity SFTP password rotates every 90 days; next rotation ⟨date⟩, CyberArk "
            "does it and updates the Mirth configuration map",
            "Password spray against Okta from ⟨ip⟩ on ⟨date⟩ — ThreatInsight blocked ⟨k⟩ "
            "attempts, no account was compromised",
            "Ask the Epic team whether the Interconnect service account password expires; last "
            "time it did, ADT stopped for ⟨n⟩ minutes",
            "'Forgot password' in the portal sends a B2C one-time code; QA saw ⟨n⟩ s delays on "
            "⟨date⟩",
        ),
        _common,
        n=6,
    ),
    Kind(
        "secret_rotation_notes",
        (
            "Rotated the Box client secret on ⟨date⟩: new Key Vault version ⟨ver⟩, old version "
            "disabled, ⟨site⟩ restarted. No value in this note.",
            "Entra client secret of app ⟨guid⟩ expires ⟨date⟩ — added a new credential (keyId "
            "⟨guid2⟩), updated ⟨kv⟩, then removed the old one",
            "Twilio: promoted the secondary auth token to primary at ⟨t⟩; the previous token "
            "stopped working immediately (⟨chg⟩)",
            "Service Bus: regenerated the secondary key of the send policy only; all clients use "
            "Managed Identity since ⟨chg⟩, so nothing to redeploy",
        ),
        _common,
        n=6,
    ),
    Kind(
        "placeholder_values",
        (
            "README for the EDI gateway: Password=<your-sql-password>;User ID=<your-user>; — "
            "placeholders, real values via Key Vault (⟨kv⟩)",
            '"ClientSecret": "YOUR_CLIENT_SECRET_HERE"  ← appsettings.Sample.json shipped with the '
            "DocuSign sample, app id ⟨guid⟩",
            "keytool -importcert -alias mhc-issuing-ca -file mhc-ca.crt -keystore "
            "$JAVA_HOME/lib/security/cacerts -storepass changeit  (the JDK's documented default for"
            " "
            "the public truststore; ⟨inc⟩)",
            "export SFTP_PASSWORD=${SFTP_PASSWORD:?set it from CyberArk first}  # in run-edi.sh, "
            "added ⟨date⟩",
            "Tenant <tenant-id>, client xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx, secret REPLACE_ME — "
            "the ARM template parameters file for ⟨site⟩",
        ),
        _common,
        n=6,
    ),
    Kind(
        "env_var_references",
        (
            "$pw = $env:CLAIMS_DB_PASSWORD; sqlcmd -S SQLCLM01 -U svc_claims -P $pw -Q "
            '"EXEC dbo.usp_reprocess_remit ⟨k⟩"',
            "dtexec ... /Set \\Package.Variables[User::SftpPassword].Value;%SFTP_PWD%  (set by the "
            "SQL Agent proxy, ⟨inc⟩)",
            "- run: az login --service-principal -u ${{ vars.AZURE_CLIENT_ID }} -p "
            "${{ secrets.AZURE_CLIENT_SECRET }} --tenant ${{ vars.AZURE_TENANT_ID }}  # ⟨site⟩ "
            "deploy",
            'var token = Environment.GetEnvironmentVariable("TWILIO_AUTH_TOKEN") ?? throw new '
            'InvalidOperationException("TWILIO_AUTH_TOKEN not set"); // ⟨site⟩',
            'String pw = System.getenv("ORACLE_WALLET_PWD"); // only used by mkstore in the '
            "init container, ⟨chg⟩",
        ),
        _common,
        n=6,
    ),
    Kind(
        "masked_values",
        (
            "Connection string in the incident screenshot read AccountKey=****;EndpointSuffix="
            "core.windows.net — masked by the portal, nothing to rotate (⟨inc⟩)",
            "Fiddler trace: Authorization: Bearer [redacted by Fiddler] → 401 from ⟨site⟩ at ⟨t⟩",
            "SAS in the Mirth log appears as ...&se=⟨date⟩T23:59Z&sp=rw&sig=REDACTED — the "
            "Azure SDK scrubs sig before logging",
            "Kudu shows ClientSecret = ******** (hidden value) for ⟨site⟩; Key Vault reference ok",
            "TWILIO_AUTH_TOKEN=•••••••••••••••••••••••••••••• in the ADO variable group "
            "(locked, secret type, ⟨chg⟩)",
        ),
        _common,
        n=6,
    ),
    Kind(
        "notes_spanish",
        (
            "Nota: la contraseña de svc_claims ya no está en el web.config; ahora se lee de Key "
            "Vault (⟨kv⟩). Ticket ⟨inc⟩.",
            "El token de Twilio Verify se rota cada 90 días; la próxima rotación es el ⟨date⟩. "
            "No pegar el valor en Teams.",
            "Error del SFTP de Availity: «Permission denied (publickey,password)». La huella del "
            "host SHA256:⟨fp⟩ coincide con la que nos dieron.",
            "El secreto de la app ⟨guid⟩ vence el ⟨date⟩; el ID del secreto (⟨guid2⟩) no es el "
            "valor, no sirve para autenticarse.",
            "Huella digital del certificado nuevo: ⟨thumb⟩. La clave privada no se puede exportar.",
        ),
        _common,
        n=6,
    ),
    Kind(
        "notes_tagalog",
        (
            "Paalala: huwag ilagay ang password ng svc_portal sa ticket — nasa CyberArk safe "
            "APP-PORTAL-PRD ito. (⟨inc⟩)",
            "Nag-expire ang client secret ng app registration ⟨guid⟩ noong ⟨date⟩; gumawa na ako "
            "ng bago at nilagay sa ⟨kv⟩.",
            "Ang thumbprint ng bagong cert ay ⟨thumb⟩ — i-update ang WEBSITE_LOAD_CERTIFICATES "
            "bago mag-swap ng slot sa ⟨site⟩.",
            "Hindi gumagana ang SSO sa Box dahil luma ang signing cert sa metadata; entityID "
            "http://www.okta.com/⟨exk⟩.",
        ),
        _common,
        n=6,
    ),
    Kind(
        "notes_polish",
        (
            "Hasło do konta svc_ssis zmienia CyberArk co 30 dni; nie zapisujcie go w pakiecie "
            "SSIS (ProtectionLevel = DontSaveSensitive). ⟨inc⟩",
            "Token dostępu do FHIR wygasa po 60 minutach — odświeżamy go w tle; identyfikator "
            "żądania ⟨guid⟩.",
            "Klucze konta ⟨st⟩ są wyłączone (allowSharedKeyAccess=false), więc SAS nie zadziała — "
            "używaj --auth-mode login.",
            "Odcisk palca certyfikatu: ⟨thumb⟩, ważny do ⟨date⟩. Klucz prywatny jest w HSM.",
        ),
        _common,
        n=6,
    ),
    Kind(
        "notes_arabic",
        (
            "ملاحظة: كلمة المرور الخاصة بحساب svc_claims محفوظة في CyberArk وليس في ملف "
            "الإعدادات. رقم التذكرة ⟨inc⟩.",
            "انتهت صلاحية سر العميل للتطبيق ⟨guid⟩ بتاريخ ⟨date⟩؛ تم إنشاء سر جديد وحفظه في ⟨kv⟩.",
            "بصمة الشهادة الجديدة ⟨thumb⟩ — يجب تحديث ربط IIS قبل نهاية الأسبوع.",
            "رمز الوصول إلى واجهة FHIR ينتهي بعد ساعة؛ معرّف الارتباط ⟨guid⟩.",
        ),
        _common,
        n=6,
    ),
    Kind(
        "notes_hebrew",
        (
            "תזכורת: לא לשמור את הסיסמה של svc_portal בטיקט; היא נמצאת ב-CyberArk. מזהה בקשה "
            "⟨guid⟩.",
            "הטוקן של Twilio מתחלף כל 90 יום; הסבב הבא ב-⟨date⟩ (⟨chg⟩).",
            "טביעת האצבע של התעודה: ⟨thumb⟩ (תעודה ציבורית, אין כאן מפתח פרטי).",
            "הסוד של האפליקציה ⟨guid⟩ פג ב-⟨date⟩; מזהה הסוד ⟨guid2⟩ הוא לא הערך עצמו.",
        ),
        _common,
        n=6,
    ),
    Kind(
        "notes_romanian",
        (
            "Parola contului svc_claims nu mai este în web.config; se citește din Key Vault "
            "(⟨kv⟩). Tichet ⟨inc⟩.",
            "Secretul aplicației ⟨guid⟩ expiră pe ⟨date⟩; ID-ul secretului ⟨guid2⟩ nu este "
            "valoarea lui.",
            "Amprenta certificatului nou: ⟨thumb⟩. Cheia privată rămâne în HSM, nu se exportă.",
            "Tokenul de acces FHIR expiră după 60 de minute; ID de corelare ⟨guid⟩.",
        ),
        _common,
        n=6,
    ),
    Kind(
        "postmortem_excerpts",
        (
            "## Postmortem: portal sign-in outage ⟨date⟩\n\n**Impact:** ⟨n⟩ min, patients could "
            "not sign in.\n**Root cause:** the B2C app's client secret expired (credential "
            "⟨guid⟩); the expiry alert went to a disabled DL.\n**Fix:** new secret stored in ⟨kv⟩ "
            "(version ⟨ver⟩), restarted ⟨site⟩.\n**Follow-up:** move to certificate credentials.",
            "Timeline (CT)\n⟨t⟩ Splunk alert from search ⟨sid⟩\n⟨t⟩ ⟨inc⟩ opened, bridge started\n"
            "⟨t⟩ found Mirth writing 'Auth fail' — SFTP password had been rotated but the config "
            "map not reloaded\n⟨t⟩ redeployed channel, backlog of ⟨k⟩ 837s drained",
            "What went well: nobody pasted the SAS key in the bridge chat, we shared the Key Vault "
            "secret name instead. What went badly: ⟨n⟩ minutes to find who owns ⟨kv⟩.",
        ),
        _common,
    ),
    Kind(
        "runbook_steps",
        (
            "1. `$pw = az keyvault secret show --vault-name ⟨kv⟩ -n sql-admin --query value -o "
            "tsv` (never echo $pw)\n2. `sqlcmd -S SQLCLM01 -U sqladmin -P $pw -i fix_⟨k⟩.sql`\n"
            "3. `Remove-Variable pw`",
            "Cert swap on ⟨site⟩:\n- import the new PFX into ⟨kv⟩ (password from CyberArk, typed "
            "at the prompt)\n- check thumbprint ⟨thumb⟩ in the TLS/SSL blade\n- update "
            "WEBSITE_LOAD_CERTIFICATES and swap slots",
            "If Mirth says 'Auth fail' on the Availity channel: check out the SFTP password in "
            "CyberArk (object ⟨obj⟩), update the configuration map, redeploy — do not paste it "
            "into ⟨inc⟩",
        ),
        _common,
    ),
    Kind(
        "chat_messages",
        (
            "[⟨t⟩] ⟨given⟩ ⟨fam⟩: can someone DM me the Availity SFTP password?\n[⟨t⟩] Mock "
            "Placebo: no creds in DMs 🙂 it's in CyberArk, object ⟨obj⟩\n[⟨t⟩] ⟨given⟩ ⟨fam⟩: "
            "found it, thanks",
            "⟨given⟩: is the token in ⟨kv⟩ the prod one?\nme: yes, secret `fhir-client-secret`, "
            "latest version ⟨ver⟩ — pull it with your own identity, I won't paste it",
            'Teams #claims-oncall ⟨date⟩: "who changed the svc_claims password?" → CyberArk CPM '
            "at ⟨t⟩, ⟨chg⟩. Jobs recovered after the reconcile.",
        ),
        _common,
    ),
    Kind(
        "base64_nonsecret_payloads",
        (
            "Dead-lettered Service Bus body (base64 of the claim status JSON): ⟨claim⟩",
            "Event Grid data.url decoded from ⟨event⟩ — a BlobCreated for the 837 container",
            "The clearinghouse API wants the ISA header base64-encoded in X-ISA-Header: ⟨isa⟩",
            "Content-Type: text/csv\nContent-Transfer-Encoding: base64\n\n⟨csv⟩",
        ),
        _payloads,
        n=6,
    ),
    Kind(
        "passwordless_connection_strings",
        (
            "Server=tcp:⟨sql⟩.database.windows.net,1433;Initial Catalog=⟨db⟩;Authentication=Active "
            "Directory Default;Encrypt=True;Connect Timeout=30;",
            "Data Source=⟨onprem⟩;Initial Catalog=⟨db⟩;Integrated Security=SSPI;"
            "TrustServerCertificate=False;Application Name=claims-batch",
            "jdbc:sqlserver://⟨onprem⟩.corp.mhc.internal:1433;databaseName=⟨db⟩;"
            "integratedSecurity=true;authenticationScheme=JavaKerberos;encrypt=true",
            "Server=tcp:⟨sql⟩.database.windows.net;Database=⟨db⟩;Authentication=Active Directory "
            "Managed Identity;User Id=⟨cid⟩;",
            "host=⟨pg⟩ port=5432 dbname=dw user=⟨user⟩ sslmode=verify-full passfile=/etc/etl/"
            ".pgpass  (the file is 0600, owned by etl)",
            "AccountEndpoint=https://⟨cosmos⟩.documents.azure.com:443/; + DefaultAzureCredential "
            "(key auth disabled with disableLocalAuth=true)",
        ),
        _conn,
        n=6,
    ),
    Kind(
        "code_with_secret_words",
        (
            "public sealed record ⟨cls⟩(string ClientId, [property: JsonIgnore] string "
            'ClientSecret); // bound from section "⟨sect⟩"',
            "if (string.IsNullOrEmpty(options.ClientSecret)) throw new OptionsValidationException("
            '"⟨sect⟩", typeof(⟨cls⟩), new[] { "⟨sect⟩:ClientSecret is required" });',
            '@Value("${claims.sftp.password}") private String sftpPassword; // min length ⟨n⟩ '
            "enforced by CyberArk policy",
            "param([Parameter(Mandatory)][securestring]$PfxPassword, [string]$Thumbprint) "
            "# Install-PortalCert.ps1 v⟨ver⟩",
            "ALTER TABLE portal.users ADD password_last_changed_utc datetime2 NULL, "
            "password_hash_algo varchar(⟨n⟩) NULL; -- hashes live in B2C, not here",
        ),
        _code,
        n=6,
    ),
)
