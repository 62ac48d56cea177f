"""Allow `python -m opcg_oracle`."""

from opcg_oracle.cli import main

raise SystemExit(main())
