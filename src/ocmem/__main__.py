from ocmem.entry import main

raise SystemExit(main())
