"""Floors for the scrubber on every corpus written by helpers who never read it.

Scores are ``benchmarks/bench_redact_corpus.py --corpus NAME --split SPLIT``'s; each floor
is the score reached, less about 0.01, so a change that loses recall or starts rewriting
benign text fails here. How each corpus was used (issue 14, then issue 28):

- ``independent``: mostly secrets in memory-note framings. ``dev`` was studied; the holdout
  never was (the benchmark refuses to print it). Holdout recall 0.970 -> 0.973 (427/439)
  with the look-alike rounds, benign kept 1.000 throughout.
- ``lookalike``: mostly benign look-alikes. ``dev`` studied (benign kept 0.877 -> 1.000);
  holdout scored once (recall 0.985, benign kept 0.946, from 0.893), then tuned on ("dev2")
  to 1.000 / 1.000.
- ``lookalike2``: holdout only. Scored once (recall 0.977, benign kept 0.913, 0.887 before
  the dev2 rules), then tuned on ("dev3"): 1.000 / 0.991.
- ``lookalike3``: scored once (recall 0.978, benign kept 0.834, 0.820 before the dev3
  rules), then tuned on ("dev4"): 1.000 / 0.984.
- ``lookalike4``: written blind to every earlier corpus's texts too. Scored once (recall
  0.975, benign kept 0.931, 0.924 before the dev4 rules), then tuned on ("dev5"): 1.000 /
  0.988.
- ``lookalike5``: written the same way. Scored once (recall 0.964, benign kept 0.959; 0.943
  before the dev4 and dev5 rules, 0.952 after dev4 alone), then tuned on ("dev6"): 1.000 /
  0.991.
- ``lookalike6``: written the same way while the dev6 rules were made. Scored once: recall
  0.986 (143/145), fully clean 0.986, benign kept 0.953 (542/569); with the rules from
  before this session 0.938 and 0.919, after dev4 0.945 and 0.926, after dev5 0.959 and
  0.946. Then tuned on ("dev7"): 1.000 / 0.996.
- ``lookalike7``: written the same way while the dev7 rules were made. Scored once: recall
  0.986 (139/141), fully clean 0.986, benign kept 0.978 (538/550). The same corpus scored
  with each earlier round's rules: this session's start 0.950 / 0.938, after dev4 0.950 /
  0.955, after dev5 0.972 / 0.971, after dev6 0.986 / 0.978. Then tuned on ("dev8"):
  1.000 / 1.000.
- ``lookalike8``: written the same way while the dev8 rules were made. Scored once: recall
  0.977 (172/176), fully clean 0.982, benign kept 0.958 (549/573).
  With each earlier round's rules: this session's start 0.943 / 0.920, after dev4 0.949 /
  0.932, after dev5 0.955 / 0.946, after dev6 0.972 / 0.949, after dev7 0.977 / 0.958.
  Then tuned on ("dev9"): 1.000 / 0.983.
- ``lookalike9``: written the same way while the dev9 rules were made. Scored once: recall
  0.974 (298/306), fully clean 0.944 (136/144), benign kept 0.972 (494/508). With each
  earlier round's rules (recall / benign kept): the start of issue 28's rounds 0.948 /
  0.906, after dev4 0.948 / 0.919, after dev5 0.958 / 0.951, after dev6 0.971 / 0.955,
  after dev7 0.971 / 0.965, after dev8 0.974 / 0.965. Then tuned on ("dev10"): 1.000 /
  1.000 (the dev10 rules also lifted lookalike4 to 0.995 and lookalike5 to 0.993).
- ``lookalike10``: written the same way while the dev10 rules were made. Scored once:
  recall 0.964 (371/385), fully clean 0.896 (120/134), benign kept 0.934 (521/558); the
  same with the rules from before dev10. Then tuned on ("dev11"): 0.992 / 0.987. Left
  changed: four Twilio account SIDs after the word "account" (our regression corpus takes
  an ``AC…`` value unless a label calls it a SID), a Swedish and a Turkish note's ids and
  an Elasticsearch key id after "key".
- ``lookalike11``: written the same way while the dev11 rules were made. Scored once:
  recall 0.963 (341/354), fully clean 0.923 (155/168), benign kept 0.926 (503/543); with
  the rules before dev10 and after it 0.960 / 0.917. Then tuned on ("dev12"): 0.989 /
  1.000 (the dev12 rules also lifted lookalike3 to 0.989 and lookalike8 to 0.986). Left
  missed: an Algolia admin key passed to ``algoliasearch()`` (its search-only twin has the
  same shape) and a Vietnamese prose password.
- ``lookalike12``: written the same way while the dev12 rules were made, except that its
  writer also opened parts of four ``lookalike3`` files (a corpus already tuned on; its
  README says so). Scored once: recall 0.944 (368/390), fully clean 0.850 (125/147),
  benign kept 0.874 (458/524); with the rules before dev10 0.941 / 0.870. detect-secrets
  keeps more of its look-alikes (0.952). Then tuned on ("dev13"): 0.995 / 0.971. Left
  changed: Entra's "Secret ID" (Nomad's is a token), Twilio SIDs after "account", OAuth
  ``state`` values, CyberArk object names, hashed warehouse keys, a data protection key's
  id and one ciphertext layout.
- ``lookalike13`` (a game studio: Steam, Perforce, PlayFab, Firebase, AppsFlyer): written
  the same way while the dev13 rules were checked, its writer blind to every earlier
  corpus. Scored once: recall 0.923 (455/493), fully clean 0.877 (270/308), benign kept
  0.915 (473/517). Then tuned on ("dev14"): 0.984 / 0.961. Left: a Steam key under a
  table header, an EOS secret starting with ``/``, a secret concatenated into a hash's
  input, a Backtrace symbol-upload token in its URL, Turkish prose passwords, JWS patch
  manifests (signed, public, but shaped like bearer tokens), protobuf blobs piped to
  ``base64 -d``, Apple issuer ids, Crowdin string keys and Nakama's stock defaults.
- ``lookalike14`` (a retail bank: PSD2, ISO 20022, HSMs, IBM MQ, Keycloak): written while
  the dev14 rules were made, by a writer blind to every earlier corpus. Scored once with
  them: recall 0.923 (433/469), fully clean 0.871 (244/280), benign kept 0.947 (426/450);
  with the dev13 rules 0.908 / 0.942. Then tuned on ("dev15"): 0.964 / 0.964. Left: an MQ
  password after "authenticates with", ``user / password`` pairs after a German, French or
  Dutch word for login, Polish prose (``hasło`` is not read as a name), keys in table
  columns, a Vault token accessor, Entra's secret id, App Attest key ids.
- ``lookalike15`` (a news publisher: Fastly, Akamai, Contentful, Brightcove, Prebid,
  WordPress VIP): written while the dev15 rules were made, by a writer blind to every
  earlier corpus. Scored once with them: recall 0.951 (600/631), fully clean 0.889
  (249/280), benign kept 0.920 (415/451); the same with the dev14 rules. Seven of its 31
  leaks are Slack webhook URLs whose listed secret includes the public
  ``https://hooks.slack.com/services/`` (the ids and token after it are removed). Then tuned
  on ("dev16"): 0.967 / 0.965 (lookalike8 also gained one look-alike). Left: prose
  passwords in Swedish, Norwegian, Greek, Vietnamese and Indonesian, a PagerDuty key in
  backticks, a OneSignal key starting with ``/``, a Segment write key named only in prose,
  Algolia search keys at a ``-dsn`` host, SFMC external keys.
- ``lookalike16`` (a warehouse-robotics company: ROS 2, SAP EWM, EMQX, OPC UA, Azure IoT,
  Tailscale, Teleport): written while the dev16 rules were made, by a writer blind to every
  earlier corpus. Scored once with them: recall 0.838 (227/271), fully clean 0.825
  (208/252), benign kept 0.937 (371/396); with the dev15 rules 0.838 / 0.932. Then tuned on
  ("dev17"): 0.915 / 0.952 (the table rule also lifted lookalike14 to 0.968 and lookalike15
  to 0.970). Left: Japanese prose (a non-ASCII name), Twilio account SIDs, Azure DPS
  enrollment group keys, EMQX and OPC UA passwords in their own formats, Kafka payloads in
  base64, Bitwarden item ids.
- ``lookalike17`` (a university's research computing: Slurm, Globus, OpenStack, REDCap,
  GitLab, Matrix): written while the dev17 rules were made, by a writer blind to every
  earlier corpus. Scored once with them: recall 0.901 (255/283), fully clean 0.879
  (203/231), benign kept 0.989 (359/363), the first held-out corpus above 0.98; with the
  dev16 rules 0.873 / 0.981 (detect-secrets keeps 0.956 of its look-alikes, more than of
  most corpora). Not tuned on: its misses are listed nowhere in the rules.
- ``lookalike18`` (a hospital group's integration engineering: HL7 v2 and Mirth, FHIR,
  DICOM and PACS, Entra ID, vCenter, Fortinet, ServiceNow, Veeam; notes in English, German,
  Dutch, Japanese and Indonesian): written by a writer blind to the scrubber and every
  earlier corpus. Scored once: recall 0.858 (295/344), fully clean 0.795 (178/224), benign
  kept 0.970 (352/363); with the rules before the shared password words and Indonesian prose
  (written before it was scored, knowing only its languages) 0.840 / 0.970. Then tuned on
  ("dev18"): 0.936 / 1.000.
- ``lookalike19`` (an ISP and mobile operator in Indonesia and Brazil: Junos and IOS-XR,
  FreeRADIUS, TACACS+, SNMPv3, GPON OLTs, GenieACS, Midtrans, Xendit, PIX): written while
  the dev18 rules were made, by a writer blind to the scrubber and every earlier corpus.
  Scored once with them: recall 0.735 (238/324), fully clean 0.756 (180/238), benign kept
  0.944 (353/374); with the rules of the session's start 0.731 / 0.944. Then tuned on
  ("dev19"): recall 0.889, kept 0.973 (network devices' secrets: Junos ``$9$``, Cisco
  type 7, TACACS+ and RADIUS keys, SNMPv3 users, SIM Ki/OPc, OpenVPN static keys,
  Oxidized's router.db); 0.907 once a long Junos ``$9$`` key was no longer read as a shell
  variable and JWK private members were found. Left: prose PSKs and MD5 keys, PIX BR codes,
  a SID column.
- ``lookalike20`` (an e-commerce agency: Shopify, WooCommerce, Magento, Klaviyo, Google Ads,
  Stripe, PayPal, Mollie, Adyen, Algolia; English, French, Italian, Polish, Korean): written
  while the dev19 rules were made, by a writer blind to the scrubber and every earlier
  corpus. Scored once with them: recall 0.917 (489/533), fully clean 0.818 (189/231),
  benign kept 0.915 (332/363); with the rules of the session's start 0.916 / 0.915: the
  dev18 and dev19 rules changed nothing there. Then tuned on ("dev20": vendors' public
  keys by name, label or shape; WooCommerce, Klaviyo, HubSpot, Shopify Theme Access and
  Make formats, SQL IDENTIFIED BY, PHP define(), FileZilla): recall 0.957, kept 0.989.
- ``lookalike21`` (a freight forwarder and 3PL: EDI and AS2, SAP, carrier APIs, customs
  portals, Azure Service Bus; English, Mexican Spanish, Turkish, Vietnamese): written while
  the dev20 rules were made, by a writer blind to the scrubber and every earlier corpus.
  Scored once with them: recall 0.884 (495/560), fully clean 0.892 (206/231), benign kept
  0.981 (367/374); with the rules of the session's start 0.882 / 0.981 (detect-secrets keeps
  0.963). Then tuned on ("dev21": armored PGP keys with headers, Oracle's quoting, SOAP
  password elements, rabbitmqctl, an EDI segment is no .pgpass line): 0.968 / 0.987.
- ``lookalike22`` (a crypto custody and staking company: Ethereum, Solana, Cosmos and
  Bitcoin nodes, HSMs and MPC signing, RPC providers, Vault; English, German, Mandarin),
  ``lookalike23`` (an online travel agency: Amadeus, Sabre, Travelport, NDC, BSP, Adyen;
  Portuguese, Polish, English) and ``lookalike24`` (an electricity and water utility: SCADA,
  DNP3, IEC 61850, DLMS smart meters, a PI historian, SAP IS-U; Finnish, Swedish, Spanish,
  English): written at once, by three writers blind to the scrubber and every earlier
  corpus. Scored once, before any rule was made from them: recall / benign kept 0.944 /
  0.900, 0.944 / 0.976 and 0.869 / 0.973; the rules of the session's start score the same.
  Then tuned on ("dev22" to "dev24": Base58Check addresses and xpubs, Solana and CometBFT
  public values, RPC provider URLs, pagination tokens, AEAD tags, PI WebIDs, CSV secret
  columns, setter calls, DLMS key names): 0.969 / 1.000, 0.944 / 0.995, 0.942 / 0.997.
- ``lookalike25`` (a genomics and cell-therapy lab: sequencers, Nextflow, Slurm, Benchling,
  DNAnexus; German, Japanese, English), ``lookalike26`` (a connected-car supplier: OTA and
  Uptane, AUTOSAR, UDS, AWS IoT; Czech, Korean, English) and ``lookalike27`` (a law firm's
  IT: iManage, DocuSign, PEC mail, Microsoft 365; Italian, Greek, English): written at once
  while the dev22-24 rules were made, by three more blind writers. Scored once with those
  rules: 0.976 / 0.939, 0.945 / 0.965 (0.940 / 0.952 without them) and 0.939 / 0.930. Then
  tuned on ("dev25" to "dev27": data file names, DNAnexus ids, an unescaped colon ends a
  .pgpass reading, XML and DKIM signatures, thumbprints, Graph drive ids): 0.976 / 0.997,
  0.945 / 0.973, 0.939 / 0.981; then from their misses (base64 PEM keys in kubeconfigs,
  ODBC braces, certutil, net use, hmac.new, TOTP seeds, sixteen-letter app passwords): 0.964
  and 0.968 recall on the last two.
- ``lookalike28`` (a streaming and broadcast company: DRM, CDN token auth, RTMP/SRT ingest,
  HLS/DASH packaging; French, Spanish, English), ``lookalike29`` (a university HPC centre:
  Slurm, Kerberos, LDAP, Globus, Ceph, JupyterHub; Finnish, Japanese, English) and
  ``lookalike30`` (a retail chain's point of sale: EMV, Pix, boleto, acquirers, NF-e and
  e-Fatura; Portuguese, Turkish, English): written at once by three more blind writers.
  Scored once with the rules of the session's start, before any rule was made from them:
  0.933 / 0.872, 0.829 / 0.995 and 0.929 / 0.973 (with the session's first rules, made
  from lookalike27's remaining misses, 0.935 on lookalike28 and otherwise the same). Then
  tuned on ("dev28" to "dev30": ULIDs, public PEM bodies in JSON, HLS key tags, playback
  session ids, SPKI pins, codec configuration, payment-key abbreviations, keys named in
  other languages, keytabs, key files in base64, Turkish and Japanese words, several
  command lines): 0.985 / 1.000, 0.990 / 1.000, 0.978 / 1.000.
- ``lookalike31`` (a freight forwarder and terminal operator: EDIFACT over AS2, a port
  community system, AIS, customs, SAP, Azure; Dutch, French, Darija, English),
  ``lookalike32`` (a game studio's build team: Unity, Unreal, Steamworks, Perforce, Jenkins,
  console portals; Polish, Filipino, English) and ``lookalike33`` (an online marketplace:
  MoMo, ZaloPay, VNPay, PromptPay, Omise, LINE, Zalo; Vietnamese, Thai, English): written
  at once while the dev28-30 rules were made. Scored once with them: 0.969 / 0.976, 0.927
  / 0.965 and 0.967 / 0.976 (with the rules of the session's start 0.967, 0.917 and 0.964
  recall, the same look-alikes). Then tuned on ("dev31" to "dev33": EDIFACT is no .pgpass,
  AS2 MICs, ADF expressions, Kubernetes names, masked values, two-column tables, Key
  Vault output, Perforce and Jenkins secrets, HMAC keys in calls, more languages' words):
  0.996 / 1.000, 0.993 / 0.995, 0.998 / 0.992.
- ``lookalike34`` (an agritech company: LoRaWAN, farm and satellite APIs, MQTT, InfluxDB;
  English, Spanish, te reo Māori), ``lookalike35`` (a sportsbook: odds feeds, KYC, payments,
  crypto deposits, Keycloak; English, Serbian in both scripts, Maltese) and ``lookalike36``
  (a university's student systems: Razorpay, Paytm, UPI, DigiLocker, Moodle; English,
  Tamil, Hindi, Marathi): written at once while the dev31-33 rules were made. Scored once
  with every rule of the session: 0.966 / 0.960, 0.946 / 0.965 and 0.951 / 0.989 (with the
  rules of the session's start 0.964 / 0.957, 0.946 / 0.960, 0.951 / 0.989). Then tuned on
  ("dev34" to "dev36"): 0.979 / 0.997, 0.974 / 0.987, 0.978 / 1.000.
- ``lookalike37`` (an airline's digital team: GDS and NDC links, M-Pesa and Flutterwave,
  Azure; English, Afrikaans, Swahili, Zulu), ``lookalike38`` (a hospital network's data
  team: HL7, FHIR, DICOM, Snowflake, Keycloak; Spanish, Catalan, Basque) and ``lookalike39``
  (a smart-lock maker: BLE, Matter and Thread, Tuya, Kakao, WeChat, Aliyun; Korean,
  Chinese): written at once, scored once with every rule of the sessions before: 0.922 /
  0.978, 0.963 / 0.976 and 0.931 / 0.963. Then tuned on ("dev37" to "dev39": password and
  key words in six more languages, Azure's key listings, key files in base64, Sabre, Thread,
  BlueZ and Tuya secrets, constants and template references kept): 0.974 / 0.995, 0.995 /
  0.987, 0.981 / 0.984.
- ``lookalike40`` (a transit agency's ticketing team: GTFS-Realtime, Transbank, Mercado
  Pago, MQTT; Spanish, English), ``lookalike41`` (an online retailer: SP-API, LINE Pay,
  PayPay, Yamato; Japanese, Traditional Chinese, English) and ``lookalike42`` (an EV-charging
  operator: OCPP, Nord Pool, Vipps, Smart-ID; Norwegian, Estonian, English): written while
  the dev37-39 rules were made, scored once with them: 0.982 / 0.949, 0.981 / 0.971 and
  0.973 / 0.963 (the same with the rules before that round). Then tuned on ("dev40" to
  "dev42": protobuf messages in base64, Amazon's LWA secrets and tokens, Django's generated
  key, Japanese key words, escaped JSON pairs, SSM SecureStrings, secret references kept):
  0.993 / 0.986, 1.000 / 0.992, 0.982 / 0.976 (0.985 / 0.976 after dev43-45).
- ``lookalike43`` (an insurer's claims platform: Paystack, Flutterwave, PayU, BLIK; Polish,
  English, Yoruba, Pidgin), ``lookalike44`` (a ride-hailing app's platform team: iyzico,
  Netgsm, Yandex, ArgoCD, ClickHouse; Turkish, Azerbaijani, Russian) and ``lookalike45`` (a
  private bank's digital channels: SWIFT, TWINT, Avaloq, HSMs, Azure; French, German,
  Portuguese): written while the dev40-42 rules were made, scored once with them: 0.952 /
  0.989, 0.979 / 0.930 and 0.931 / 0.941 (with the rules of the session's start 0.939 /
  0.984, 0.979 / 0.930, 0.931 / 0.941). Then tuned on ("dev43" to "dev45": command lines of
  Vault, ArgoCD, mkstore and pkcs11-tool, key ceremony components, JSON name/value settings,
  three more vendors' tokens): 0.964 / 0.989, 0.998 / 0.947, 0.956 / 0.968 (0.956 / 0.979
  after dev46-54).
- ``lookalike46`` (a veterinary chain's practice SaaS; Irish, Polish), ``lookalike47`` (an
  agribusiness trader's data platform: Pix, NF-e, Databricks; Portuguese, Spanish) and
  ``lookalike48`` (an e-wallet: QRIS, Midtrans, VNPay, Alibaba Cloud; Indonesian,
  Vietnamese): scored once at 7caef7c: 0.975 / 0.963, 0.958 / 0.965, 0.971 / 0.960. Tuned on
  ("dev46" to "dev48": EMV QR payloads by their CRC, typed ids, JSON settings holding an
  object, Go DSNs, Redis AUTH, prose in Irish, Polish, Spanish, Portuguese): 0.989 / 0.989,
  0.984 / 0.995, 0.984 / 0.973.
- ``lookalike49`` (a broadcaster's streaming platform; Finnish, Swedish), ``lookalike50``
  (a shipping and port-logistics company; Greek) and ``lookalike51`` (an endpoint-security
  SaaS; Hebrew, Ukrainian): scored once at 36ef4c9: 0.984 / 0.960, 0.971 / 0.971, 0.960 /
  0.970, the same as with the rules of the session's start. Tuned on ("dev49" to "dev51":
  NMEA sentences by their checksum, media files named by a ULID, tokens made of JSON,
  prose in Hebrew, Greek, Finnish, Swedish): 0.989 / 0.995, 0.987 / 0.989, 0.987 / 0.992.
- ``lookalike52`` (a credit union's mobile banking; French), ``lookalike53`` (a drone-delivery
  startup; Korean, Czech) and ``lookalike54`` (an agritech marketplace; Swahili, Amharic):
  scored once at 1dbc321: 0.979 / 0.912, 0.959 / 0.992, 0.981 / 0.971, again the same as
  with the rules of the session's start. Tuned on ("dev52" to "dev54": ids named in property
  lists and string resources, LaunchDarkly and Plaid keys, session headers): 0.995 / 0.947,
  0.960 / 1.000, 0.989 / 0.989.
- ``lookalike55`` (a grid operator: DSMR, EAN codes, Mollie, Key Vault; Dutch, German),
  ``lookalike56`` (a UPI payments app: Razorpay, Cashfree, PhonePe, Paytm; Hindi, Kannada,
  Bengali) and ``lookalike57`` (a ride-hailing app: Mercado Pago, Wompi, CFDI, Spanner;
  Spanish, Portuguese): scored once at 5c0d861: 0.989 / 0.981, 0.959 / 0.981, 0.990 /
  0.971. Tuned on ("dev55" to "dev57": Cashfree, Wompi and SES SMTP secrets, "password" in
  six Indian scripts, names like ``PASSWORD_DB`` and ``KEY_B64``, decoded literals, salted
  digests, base64 connection strings; colon-hex fingerprints, Mollie ids, receipt handles):
  0.992 / 0.995, 0.998 / 0.992, 0.998 / 0.995.
- ``lookalike58`` (a fulfilment company: InPost, Przelewy24, BLIK; Polish, Lithuanian),
  ``lookalike59`` (a remittance app: GCash, Maya, Wise, Cosmos DB; Japanese, Tagalog) and
  ``lookalike60`` (a delivery app: HyperPay, Paymob, Fawry, Huawei Cloud; Arabic): scored
  once at 97350a8 (the dev55-57 rules): 0.953 / 0.981, 0.992 / 0.976, 0.939 / 0.973, the
  same as with the rules of the session's start. Tuned on ("dev58" to "dev60": URL
  passwords holding "@", ``aws configure``'s echo, STS tokens, Erlang cookies, DeepL,
  Unifonic, ``_SK`` keys, Przelewy24 CRC keys, base64 of a JWT or of ``id|secret``, Arabic
  prose; KMS key ids, trace ids): 0.985 / 0.989, 0.994 / 0.984, 0.992 / 0.979.
- ``lookalike61`` (an online bank: PSD2, 3-D Secure, Vault, Keycloak; Slovak, Czech),
  ``lookalike62`` (a rural insurer: Windcave, Xero, Cognito, Kinesis) and ``lookalike63``
  (a travel app: MoMo, ZaloPay, VNPay, 2C2P; Vietnamese, Thai): scored once at 110113d
  (the dev58-60 rules): 0.919 / 0.968, 0.990 / 0.976, 0.969 / 0.987, the same as with the
  dev55-57 rules and those of the session's start. Tuned on ("dev61" to "dev63": tables
  with ``|:--|`` rules or ``+----+`` borders, Data Pump logins, ``--from-literal``, Vault
  unseal keys, Czech and Slovak prose, key components, Secret Manager output, PyJWT keys;
  masked tokens, CloudFormation names, merchant references): 0.979 / 0.981, 0.990 / 0.987,
  0.983 / 0.987.
- ``lookalike64`` (a marketplace: Barion, SimplePay, Netopia, NAV, ANAF; Hungarian,
  Romanian), ``lookalike65`` (mining telemetry: Transbank, Khipu, Niubiz, Culqi, AWS IoT,
  Confluent; Spanish) and ``lookalike66`` (a marina platform: iyzico, PayTR, Viva Wallet,
  Cardlink, Hetzner, Cloudflare; Turkish, Greek), written from a rewritten brief: scored
  once at 885b020 (the dev61-63 rules): 0.953 / 0.952, 0.981 / 0.869, 0.970 / 0.936, the
  same as with the dev58-60 rules. Tuned on ("dev64" to "dev66": run-together ``…KEY``
  names, configured salts, PHP ``$name = '…'``, ``curl -u '#ws+…'``, ``echo … | wrangler
  secret put``, Hungarian, Romanian, Turkish and Greek prose; bullet masks, SSH key types,
  ``AWS4-HMAC-SHA256``, DER certificates, names near "key", payloads, secret versions):
  0.977 / 0.955, 0.981 / 0.917, 0.990 / 0.952.
- ``lookalike67`` (a scooter operator: Paytrail, Montonio, X-Road, UpCloud, Aiven; Finnish,
  Estonian), ``lookalike68`` (telemedicine: MTN MoMo, Flutterwave, Pesapal, DHIS2,
  OpenMRS; Luganda, Kinyarwanda, French) and ``lookalike69`` (an energy co-op: GoCardless,
  Kraken, Azure IoT Hub, Tailscale; Irish, Scottish Gaelic), from the same brief: scored
  once at dfafbdf (the dev64-66 rules): 0.964 / 0.952, 0.958 / 0.952, 0.949 / 0.981, the
  same as at 885b020. Tuned on ("dev67" to "dev69": Flutterwave, UpCloud and Aiven
  shapes, ``::add-mask::``, GitLab ``--form key=/value=``, ``config[secret]=``, Estonian
  and French key prose; masks with a vendor suffix or three stars, Kafka and sccache keys,
  polylines, SOPS ``enc:``, versioned signature headers, Flutterwave public keys,
  Tailscale ids, lowercase paths): 0.983 / 0.981, 0.965 / 0.979, 0.947 / 0.989 (its one
  secret fewer is a Tailscale client secret whose key id, now kept where the note names
  it alone, the corpus lists as part of the secret).
- ``lookalike70`` (agri-payments: Mercado Pago, Payway, dLocal, AFIP; Rioplatense Spanish,
  Portuguese), ``lookalike71`` (warehouse robotics: SAP, OPC UA, Nets Easy, MobilePay,
  Harbor; German, Danish) and ``lookalike72`` (elder care: PAY.JP, KOMOJU, Toss, KakaoPay,
  LINE; Japanese, Korean), from the same brief: scored once at 368cb1c (the dev67-69
  rules): 0.986 / 0.952, 0.983 / 0.912, 0.977 / 0.917 (at 885b020: 0.986 / 0.952,
  0.981 / 0.912, 0.977 / 0.909). Tuned on ("dev70" to "dev72": CircleCI and PAY.JP
  shapes, ``glab variable set``/``gh secret set``; Nets checkout keys, a Mailgun shape
  inside a hyphenated name, public API keys, masks after a prefixed id or before the
  visible start, HMAC scheme names, Toss client keys, "in Secrets Manager"): 0.986 /
  0.979, 0.988 / 0.949, 0.983 / 0.933 (0.946 since the dev73-75 rules keep LINE reply
  tokens).
- ``lookalike73`` (meal delivery: MoMo, ZaloPay, VNPay, OnePay, Omise, 2C2P, LINE Pay;
  Vietnamese, Thai), ``lookalike74`` (a library consortium: Moneris, Interac, Azure, Koha,
  SIP2; Québec French) and ``lookalike75`` (insurance claims: Paystack, Peach, Ozow,
  PayFast, M-Pesa Daraja, Vault; Afrikaans, Swahili, isiZulu), from the same brief:
  scored once at 797689b (the dev70-72 rules): 0.957 / 0.922, 0.983 / 0.976, 0.973 /
  0.968 (at 368cb1c the same but 0.971 kept on ``lookalike74``). Tuned on ("dev73" to
  "dev75": a "hash key" of generated material, ``glab variable set NAME VALUE``, SIP2's
  ``CO`` password, Meta ``EAA…`` tokens, Vietnamese "thành", Québec "est rendu", Swahili
  "kwa", a table's first cell ending in a secret's name; OpenPGP signature bodies, FCM
  registration tokens, LINE Pay signatures and reply tokens, Twilio account SIDs in a
  table, status words after "password:"): 0.970 / 0.955, 0.989 / 0.981, 0.978 / 0.973
  (0.979 kept since the dev76-78 rules read "is publiek (…)").
- ``lookalike76`` (microfinance: GCash, Maya, PayMongo, Dragonpay, Xendit, Midtrans, DANA,
  Alibaba Cloud; Tagalog, Indonesian), ``lookalike77`` (tutoring: Paymob, Fawry, HyperPay,
  Tap, CliQ, Moodle, BigBlueButton; Egyptian and Levantine Arabic, Arabizi) and
  ``lookalike78`` (a fish auction: Rapyd, Teya, Netgíró, Auðkenni, AWS IoT, Mosquitto,
  1Password; Icelandic, Faroese, Danish), from the same brief: scored once at eb14d59 (the
  dev73-75 rules): 0.986 / 0.941, 0.937 / 0.963, 0.952 / 0.973, the same at 797689b.
  Tuned on ("dev76" to "dev78": Paymob, Rapyd, 1Password Secret Key and Atlassian shapes,
  glab flags before ``--value``, curl ``--cert file:password``, ``cloudflared service
  install``, Moodle's ``passwordsaltmain``, BigBlueButton's ``securitySalt``, Arabic,
  Icelandic and Faroese password words, Icelandic and Indonesian gap words, random letters
  after "password:"; AEAD tags and 96-bit IVs, SigV4 signed header names, Tap and PayMongo
  ids, "is publiek (…)", expired one-time codes, build cache keys): 0.991 / 0.960,
  0.969 / 0.987, 0.986 / 0.973.
- ``lookalike79`` (a US AI-writing SaaS on a mainstream stack: Vercel, Supabase, Clerk,
  Stripe, Resend, OpenAI, Anthropic, Pinecone, Upstash, Inngest; English only),
  ``lookalike80`` (freight forwarding: PayU, Przelewy24, Comgate, GoPay, KSeF, Azure, SAP,
  Keycloak; Polish, Czech) and ``lookalike81`` (a mobile game studio: Google Play, NHN KCP,
  KG Inicis, ECPay, TapPay, Naver Cloud, Firebase; Korean, Traditional Chinese), from the
  same brief: scored once at 2137446 (the dev76-78 rules): 0.977 / 0.909, 0.971 / 0.936,
  0.970 / 0.944, the same at eb14d59. Tuned on ("dev79" to "dev81": Svix, OpenPayU and
  Upstash signatures, a secret's version, "signature" in five more languages, placeholders
  in non-ASCII capitals, Stripe clocks and fees, Anthropic key ids, Play purchase tokens,
  ``appAccountToken``, Azure credential names, embeddings, counting examples; ECPay and
  Inicis IVs, Pinecone keys, JWE tokens, Inngest event keys, base64 JSON with a password,
  ``echo … | base64 -d``, Terraform secret resources, bytes in a digest, Polish "z
  hasłem" and "zmienione na", Korean topic particles): 0.987 / 0.955, 0.983 / 0.971,
  0.989 / 0.995.
- ``lookalike82`` (a UK-Irish clinic SaaS on Azure: Entra ID, Key Vault, Cosmos DB, Stripe,
  GoCardless, Twilio, Auth0; English only), ``lookalike83`` (quick commerce: Razorpay,
  Cashfree, PhonePe, Paytm, AWS, MongoDB Atlas, MSG91; English, Hindi, Hinglish) and
  ``lookalike84`` (a ferry operator: iyzico, PayTR, Viva Wallet, Garanti BBVA, Hetzner,
  Cloudflare, Vault, Galera; Turkish, Greek), from the same brief: scored once at 3944a42
  (the dev79-81 rules): 0.992 / 0.947, 0.983 / 0.952, 0.959 / 0.947, the same at 2137446.
  Tuned on ("dev82" to "dev84": names of stored secrets, secrets' versions, continuation
  tokens, signatures in Turkish and Greek, bracketed variable names, chat channels,
  digest-headed table columns, Razorpay signatures, Paytm transaction tokens, Mailgun
  webhook tokens, KMS keys in Korean; hex capitals assigned to a key, curl's key-as-user,
  ``…_auth`` pairs, ``sasl_passwd``, Cloudflare Tunnel tokens, Greek "κωδικό"): 0.994 /
  0.968, 0.988 / 0.973, 0.976 / 0.971.
- ``lookalike85`` (an Australian-NZ farm-sensor company: AWS IoT, LoRaWAN, Particle, Xero,
  Windcave, Pin Payments, Twilio, Buildkite; English only), ``lookalike86`` (a Dutch-Belgian
  EV-charging network: Mollie, Adyen, Payconiq, OCPP, OCPI, Scaleway, OVH, Aiven, Mailjet,
  Bird; Dutch, Flemish, French) and ``lookalike87`` (a Saudi-Emirati marketplace: HyperPay,
  Tap, PayTabs, Checkout.com, Tabby, ZATCA, Oracle Cloud, Odoo, Zoho; Arabic, Arabizi),
  from the same brief: scored once at a29c99e (the dev82-84 rules): 0.977 / 0.933,
  0.956 / 0.955, 0.969 / 0.941; ``lookalike86`` scored the same with the dev85/87 rules.
  Tuned on ("dev85" to "dev87": Twilio account SIDs, charge and connection nouns, payloads,
  ``binaryData``, certificates encoded twice, UBL attachments, registry paths, Jenkins
  versions, Places session tokens, card tokens, RFID UIDs, computed HMACs, OAuth state;
  byte-array keys, LoRaWAN keys, Checkout.com, Tabby, PayTabs and Zoho keys, Odoo's API,
  bracketed passwords, Arabizi, Arabic "الرقم السري"/"توكن", French "clé secrète"/"c'est",
  Flemish "paswoord", SQL ``INSERT`` columns): 1.000 / 0.981, 0.982 / 0.992, 0.997 / 1.000.
- ``lookalike88`` (a US consumer-lending fintech: Plaid, Stripe Treasury, Unit, Marqeta,
  Alloy, Socure, Persona, DocuSign, AWS, Snowflake; English only), ``lookalike89`` (Mexican
  last-mile delivery: Conekta, Openpay, Mercado Pago, SPEI, SAT CFDI, Twilio; Spanish and
  English) and ``lookalike90`` (a Swiss wealth platform: PostFinance Checkout, Datatrans,
  TWINT, SIX, Avaloq, Exoscale, Vault, Keycloak; Swiss German, French, Italian), from the
  same brief: scored once at e9aebf4 (the dev85-87 rules): 0.990 / 0.864, 0.991 / 0.968,
  0.981 / 0.971. Tuned on ("dev88" to "dev90": Stripe Treasury and Issuing ids, Persona
  and Alloy ids, Plaid Link tokens, KMS ciphertext, signature headers, thumbprints, card
  approval codes, zlib data, masked prefixes, jq output of a kid, table-row labels, German
  "Signatur"; Plaid processor tokens, Persona and Openpay keys, HCL name/value pairs,
  German compound key words, "ist neu", French guillemets): 0.998 / 0.947, 0.995 / 0.989,
  0.987 / 0.992.
- ``lookalike91`` (Nigerian-Ghanaian payments: Paystack, Flutterwave, OPay, MoMo, Mono;
  English, Pidgin, Yoruba, Twi), ``lookalike92`` (a Swedish-Norwegian grocery chain: Klarna,
  Swish, Vipps, Adyen, BankID, Azure; Swedish, Norwegian) and ``lookalike93`` (a Shenzhen
  export company: Alipay, WeChat Pay, UnionPay, Alibaba and Tencent Cloud, Feishu; Chinese),
  from the same brief: scored once at 31315d7/76856cf (the dev88-90 rules): 0.971 / 0.960,
  0.960 / 0.933, 0.963 / 0.968, the same with the dev85-87 rules. Tuned on ("dev91" to
  "dev93": references, public keys of OPay and Mono, EKS OIDC issuers, spaced OpenPGP
  fingerprints, Sentry DSN keys, ``sid``, request and response signatures, HMAC
  comparisons, OCSP responses, template requests in Chinese; OPay private keys, Pidgin
  "na", Yoruba, Nordic key words, Chinese key words, Feishu webhooks, one-line DER private
  keys): 0.989 / 1.000, 0.976 / 0.960, 0.991 / 1.000.
"""

from __future__ import annotations

import pytest
from benchmarks.bench_redact_corpus import cases, score_ours

# (corpus, split): (recall, fully clean, benign kept)
FLOORS: dict[tuple[str, str], tuple[float, float, float]] = {
    ("independent", "dev"): (0.99, 0.99, 0.99),
    ("independent", "holdout"): (0.975, 0.975, 0.98),
    ("lookalike", "dev"): (0.99, 0.99, 0.99),
    ("lookalike", "holdout"): (0.99, 0.99, 0.99),
    ("lookalike2", "holdout"): (0.99, 0.99, 0.98),
    ("lookalike3", "holdout"): (0.99, 0.99, 0.98),
    ("lookalike4", "holdout"): (0.99, 0.99, 0.975),
    ("lookalike5", "holdout"): (0.99, 0.99, 0.98),
    ("lookalike6", "holdout"): (0.99, 0.99, 0.985),
    ("lookalike7", "holdout"): (0.99, 0.99, 0.99),
    ("lookalike8", "holdout"): (0.99, 0.99, 0.975),
    ("lookalike9", "holdout"): (0.99, 0.99, 0.99),
    ("lookalike10", "holdout"): (0.98, 0.97, 0.99),
    ("lookalike11", "holdout"): (0.98, 0.97, 0.99),
    ("lookalike12", "holdout"): (0.985, 0.975, 0.96),
    ("lookalike13", "holdout"): (0.975, 0.965, 0.95),
    ("lookalike14", "holdout"): (0.98, 0.965, 0.955),
    ("lookalike15", "holdout"): (0.96, 0.915, 0.955),
    ("lookalike16", "holdout"): (0.935, 0.93, 0.965),
    ("lookalike17", "holdout"): (0.935, 0.92, 0.985),
    ("lookalike18", "holdout"): (0.93, 0.90, 0.995),
    ("lookalike19", "holdout"): (0.91, 0.885, 0.99),
    ("lookalike20", "holdout"): (0.95, 0.89, 0.98),
    ("lookalike21", "holdout"): (0.96, 0.92, 0.98),
    ("lookalike22", "holdout"): (0.97, 0.905, 0.995),
    ("lookalike23", "holdout"): (0.94, 0.90, 0.99),
    ("lookalike24", "holdout"): (0.96, 0.94, 0.995),
    ("lookalike25", "holdout"): (0.975, 0.935, 0.995),
    ("lookalike26", "holdout"): (0.96, 0.925, 0.97),
    ("lookalike27", "holdout"): (0.965, 0.935, 0.98),
    ("lookalike28", "holdout"): (0.98, 0.95, 0.995),
    ("lookalike29", "holdout"): (0.985, 0.98, 0.995),
    ("lookalike30", "holdout"): (0.975, 0.945, 0.995),
    ("lookalike31", "holdout"): (0.99, 0.985, 0.995),
    ("lookalike32", "holdout"): (0.985, 0.985, 0.99),
    ("lookalike33", "holdout"): (0.99, 0.99, 0.985),
    ("lookalike34", "holdout"): (0.975, 0.955, 0.99),
    ("lookalike35", "holdout"): (0.97, 0.945, 0.98),
    ("lookalike36", "holdout"): (0.975, 0.955, 0.995),
    ("lookalike37", "holdout"): (0.97, 0.95, 0.995),
    ("lookalike38", "holdout"): (0.99, 0.98, 0.985),
    ("lookalike39", "holdout"): (0.98, 0.94, 0.98),
    ("lookalike40", "holdout"): (0.99, 0.975, 0.98),
    ("lookalike41", "holdout"): (0.99, 0.99, 0.985),
    ("lookalike42", "holdout"): (0.98, 0.975, 0.97),
    ("lookalike43", "holdout"): (0.96, 0.92, 0.985),
    ("lookalike44", "holdout"): (0.99, 0.99, 0.94),
    ("lookalike45", "holdout"): (0.95, 0.92, 0.975),
    ("lookalike46", "holdout"): (0.985, 0.975, 0.985),
    ("lookalike47", "holdout"): (0.98, 0.965, 0.99),
    ("lookalike48", "holdout"): (0.98, 0.96, 0.97),
    ("lookalike49", "holdout"): (0.985, 0.965, 0.99),
    ("lookalike50", "holdout"): (0.985, 0.98, 0.985),
    ("lookalike51", "holdout"): (0.985, 0.97, 0.99),
    ("lookalike52", "holdout"): (0.99, 0.985, 0.945),
    ("lookalike53", "holdout"): (0.96, 0.90, 0.995),
    ("lookalike54", "holdout"): (0.985, 0.965, 0.985),
    ("lookalike55", "holdout"): (0.99, 0.985, 0.99),
    ("lookalike56", "holdout"): (0.995, 0.99, 0.99),
    ("lookalike57", "holdout"): (0.995, 0.99, 0.99),
    ("lookalike58", "holdout"): (0.98, 0.965, 0.985),
    ("lookalike59", "holdout"): (0.99, 0.975, 0.98),
    ("lookalike60", "holdout"): (0.99, 0.97, 0.975),
    ("lookalike61", "holdout"): (0.975, 0.95, 0.98),
    ("lookalike62", "holdout"): (0.985, 0.98, 0.985),
    ("lookalike63", "holdout"): (0.98, 0.95, 0.985),
    ("lookalike64", "holdout"): (0.97, 0.935, 0.95),
    ("lookalike65", "holdout"): (0.975, 0.96, 0.91),
    ("lookalike66", "holdout"): (0.985, 0.96, 0.945),
    ("lookalike67", "holdout"): (0.975, 0.95, 0.975),
    ("lookalike68", "holdout"): (0.96, 0.89, 0.97),
    ("lookalike69", "holdout"): (0.94, 0.89, 0.98),
    ("lookalike70", "holdout"): (0.98, 0.955, 0.97),
    ("lookalike71", "holdout"): (0.98, 0.965, 0.945),
    ("lookalike72", "holdout"): (0.975, 0.945, 0.94),
    ("lookalike73", "holdout"): (0.965, 0.935, 0.95),
    ("lookalike74", "holdout"): (0.985, 0.97, 0.975),
    ("lookalike75", "holdout"): (0.975, 0.945, 0.975),
    ("lookalike76", "holdout"): (0.985, 0.97, 0.955),
    ("lookalike77", "holdout"): (0.965, 0.925, 0.985),
    ("lookalike78", "holdout"): (0.98, 0.97, 0.97),
    ("lookalike79", "holdout"): (0.985, 0.975, 0.95),
    ("lookalike80", "holdout"): (0.98, 0.96, 0.965),
    ("lookalike81", "holdout"): (0.985, 0.97, 0.99),
    ("lookalike82", "holdout"): (0.99, 0.98, 0.965),
    ("lookalike83", "holdout"): (0.985, 0.96, 0.97),
    ("lookalike84", "holdout"): (0.975, 0.95, 0.965),
    ("lookalike85", "holdout"): (0.995, 0.995, 0.98),
    ("lookalike86", "holdout"): (0.98, 0.96, 0.99),
    ("lookalike87", "holdout"): (0.995, 0.99, 0.995),
    ("lookalike88", "holdout"): (0.995, 0.995, 0.945),
    ("lookalike89", "holdout"): (0.99, 0.98, 0.985),
    ("lookalike90", "holdout"): (0.985, 0.97, 0.99),
    ("lookalike91", "holdout"): (0.985, 0.975, 0.995),
    ("lookalike92", "holdout"): (0.975, 0.95, 0.955),
    ("lookalike93", "holdout"): (0.99, 0.97, 0.995),
}


@pytest.mark.parametrize(("corpus", "split"), sorted(FLOORS), ids=lambda v: str(v))
def test_scores_stay_above_their_floor(corpus: str, split: str) -> None:
    recall, clean, kept = FLOORS[corpus, split]
    score, _ = score_ours(cases(split, corpus))  # type: ignore[arg-type]
    assert score.recall >= recall, sorted(score.by_kind.items())
    assert score.clean >= clean
    assert score.kept >= kept, sorted(score.benign_by_kind.items())
